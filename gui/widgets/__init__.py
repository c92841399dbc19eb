"""Small widgets: buttons, text fields, panels, tooltips, toasts."""
from .button import Button, draw_button_tip, handle_buttons
from .choice import ChoiceDialog
from .field import TextField
from .info import InfoPopup
from .panel import draw_panel
from .toast import Toast, draw_tooltip

__all__ = ["InfoPopup", "ChoiceDialog", "Button", "draw_button_tip", "handle_buttons", "TextField", "draw_panel", "Toast", "draw_tooltip"]
