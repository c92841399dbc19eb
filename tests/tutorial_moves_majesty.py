"""Making the Majesty tutorial's expected moves through the window, as a person
would: the card dragged from its position in the row onto the building of the
person it becomes, then the heal and trade questions answered as the script says."""
from __future__ import annotations

from tests.gui_helpers import click, drag


def move(app, scene, expect: dict) -> None:
    view = scene.view
    building = view.state.data.location_of(expect["character"])
    drag(app, view.card_rects[expect["position"] - 1].center, view.columns[building].center)
    while view.dialog is not None:
        dialog = view.dialog
        wanted = expect.get("exchange", 0) if isinstance(dialog.values[0], int) else expect.get("heal_as")
        click(app, dialog.buttons[dialog.values.index(wanted)].rect.center)
