"""Small widgets: buttons, text fields, panels, tooltips, toasts, message boxes, a score chart."""
from .button import Button, SoundButton, draw_button_tip, fit_widths, handle_buttons, label_size
from .chart import draw_score_chart
from .choice import ChoiceDialog
from .field import TextField
from .info import InfoPopup
from .notes import draw_notes, note_height
from .panel import draw_panel, draw_scroll_marks
from .toast import Toast, draw_tooltip, tips_clear_of

__all__ = ["InfoPopup", "ChoiceDialog", "Button", "SoundButton", "draw_button_tip", "fit_widths", "handle_buttons", "label_size", "TextField", "draw_panel", "draw_scroll_marks", "Toast", "draw_tooltip",
           "tips_clear_of", "draw_notes", "note_height", "draw_score_chart"]
