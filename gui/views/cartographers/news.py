"""What each action brought to the Cartographers table, marked for a moment: the
coins earned rising where they came from, new monsters flashing on the maps, an
ambush card's notice, the season's summary when a season ends; marks taken back
with the action that made them. A part of the view: it compares the shown state
with what it saw last and fills the view's `floats`, `flashes` and `notice`."""
from __future__ import annotations

from ... import theme
from .maps import ANIMATION
from .season import SeasonScene


class TableNews:
    """What each action brought (the module's docstring), a part the view holds as `news`."""

    def __init__(self, view):
        self.view = view
        state = view.state
        self.seen_rows = len(state.season_rows[0])
        self.seen_sheets = list(state.sheets)
        self.seen_revealed = state.revealed
        self.events: list[str] = []   # the turn log's lines of ambushes revealed, not yet said

    def on_action(self, player) -> None:
        """After each action (or its undoing): coins, new monsters, an ambush, the season's end."""
        view = self.view
        s = view.state
        self.mark_sheets()
        self.seen_sheets = list(s.sheets)
        shown = self.seen_revealed
        new = s.revealed[len(shown):] if s.revealed[:len(shown)] == shown else s.revealed
        self.seen_revealed = s.revealed
        tutorial = view.table.teaching   # its steps say what an ambush or a season's end does
        for card_id in new:
            card = view.data.ambush.get(card_id)
            if card is not None:
                self.events.append(view.words.ambush_notice(card))
                if not tutorial:
                    view.notice = self.events[-1]
        rows = len(s.season_rows[0])
        if rows > self.seen_rows and not s.is_over() and not tutorial:
            view.table.push(lambda app: SeasonScene(app, view, rows - 1))
        self.seen_rows = rows
        if view.enlarged is not None and view.enlarged >= len(s.players):
            view.enlarged = None

    def mark_sheets(self) -> None:
        """The coins and monsters each map gained since it was seen last marked; those
        taken back no longer."""
        view = self.view
        s = view.state
        for q, sheet in enumerate(s.sheets):
            old = self.seen_sheets[q] if q < len(self.seen_sheets) else sheet
            if old is sheet:
                continue
            owner, drawn = s.last_drawn[q]   # what the map's owner drew last, and where
            own = drawn if owner == q else ()
            if sheet.coins > old.coins:   # where the coin came from: the mountain paid, else the drawing
                paid = sorted(set(sheet.cells_of("paid")) - set(old.cells_of("paid")))
                cells = paid or sorted(own) or [(view.rows // 2, view.cols // 2)]
                view.floats.append([view.t("ui.cartographers.float_coins", n=sheet.coins - old.coins), q, cells[0],
                                    ANIMATION])
            fresh = sorted(set(sheet.cells_of("monster")) - set(old.cells_of("monster")))
            for i, c in enumerate(c for c in fresh if c not in own):   # a monster the owner drew does not flash
                view.flashes.append([q, c, 0.12 * i, ANIMATION])
        # taken back: coins or a monster no longer on the map are no longer marked
        view.floats = [f for f in view.floats
                       if f[1] >= len(self.seen_sheets) or s.sheets[f[1]].coins >= self.seen_sheets[f[1]].coins]
        view.flashes = [f for f in view.flashes if s.sheets[f[0]].terrain_at(f[1]) == "monster"]

    def update(self, dt: float) -> None:
        """The notice said (after the scene's own messages); the marks fade."""
        view = self.view
        if view.notice:
            view.table.toast(view.notice, theme.BAD, 3.0)
            view.notice = ""
        for item in view.floats:
            item[3] -= dt
        for item in view.flashes:
            if item[2] > 0:
                item[2] -= dt
            else:
                item[3] -= dt
        view.floats = [f for f in view.floats if f[3] > 0]
        view.flashes = [f for f in view.flashes if f[3] > 0]
