"""The Limes view's sentences: what the decision asks, the log's lines, the move a
tutorial step asks for (where it goes), what a worker would be on a field, the
tie-break's numbers, the provisional scores of the panel and of a worker under the
pointer (and the territory it counts): a part of the view, reading its shown state and texts."""
from __future__ import annotations

import pygame

from ...engine import limes
from ... import text, theme

PLACING = ("start", "place")   # the engine's decision kinds that hold the round's card in hand


class LimesSentences:
    """What the Limes view says (the module's docstring), a part the view holds as `words`."""

    def __init__(self, view):
        self.view = view

    def objective(self) -> str:
        """What the engine's decision asks of the player at the screen."""
        s, decision = self.view.state, self.view.decision
        if s.is_over():
            return self.view.t("ui.limes.over")
        if decision is None:
            player = self.view.table.player
            return self.view.waiting(player) if player is not None else ""
        if decision.kind == "end_turn":
            return self.view.t("ui.play.end_turn_hint")
        if decision.kind == "worker":
            if not decision.hand:
                return self.view.t("ui.limes.decision.worker_move")
            return self.view.t("ui.limes.decision.worker", professions=self.professions(decision.hand))
        if decision.kind == "start":
            return self.view.t("ui.limes.decision.start", card=decision.param("card"))
        return self.view.t("ui.limes.decision.place", card=decision.param("card"))

    def professions(self, hand) -> str:
        """The professions a worker takes on the fields in hand, each once: "farmer, fisher or watchman"."""
        names = [self.view.profession_name(p) for p in dict.fromkeys(profession for _cell, profession in hand)]
        if len(names) == 1:
            return names[0]
        return self.view.t("ui.limes.or", first=", ".join(names[:-1]), last=names[-1])

    def steps_from_start(self, row: int, col: int) -> list[str]:
        """How card position (row, col) lies from the start card at (0, 0): "2 cards down", "1 card left"."""
        steps = []
        if row:
            steps.append(self.view.t("ui.limes.steps.up", n=-row) if row < 0 else self.view.t("ui.limes.steps.down", n=row))
        if col:
            steps.append(self.view.t("ui.limes.steps.left", n=-col) if col < 0 else self.view.t("ui.limes.steps.right", n=col))
        return steps

    def terrain_at(self, player: int, cell) -> str:
        field = self.view.state.fields[player].get(tuple(cell))
        return self.view.t(f"limes.terrain.{field.terrain}") if field else "?"

    def describe(self, player: int, action: dict) -> str:
        kind = action.get("kind")
        if kind == "place_card":   # where: counted from the start card, as the tutorial counts
            steps = self.steps_from_start(action["row"], action["col"])
            if not steps:
                return self.view.t("ui.limes.log_start", rotation=action["rotation"] * 90)
            where = self.view.t("ui.limes.and", first=steps[0], last=steps[1]) if len(steps) > 1 else steps[0]
            return self.view.t("ui.limes.log_card", steps=where, rotation=action["rotation"] * 90)
        if kind in ("place_worker", "move_worker"):
            field = self.view.state.fields[player].get(tuple(action["cell"]))
            terrain = self.view.t(f"limes.onto.{field.terrain}") if field else "?"
            if kind == "place_worker":
                return self.view.t("ui.limes.log_worker", terrain=terrain)
            return self.view.t("ui.limes.log_move", worker=action["worker"] + 1, terrain=terrain)
        return self.view.t("ui.limes.log_skip")

    def expected_move(self, action: dict) -> str:
        """The move a tutorial step asks for, with where it goes: the slot counted
        from the start card and the turn, or the field and what a worker is there."""
        kind = action.get("kind")
        if kind == "place_card":
            rotation = action["rotation"] * 90
            turn = self.view.t("ui.limes.turned", rotation=rotation) if rotation else self.view.t("ui.limes.unturned")
            steps = self.steps_from_start(action["row"], action["col"])
            if not steps:
                return self.view.t("ui.limes.expect_start", turn=turn)
            where = self.view.t("ui.limes.and", first=steps[0], last=steps[1]) if len(steps) > 1 else steps[0]
            return self.view.t("ui.limes.expect_card", turn=turn, steps=where)
        if kind in ("place_worker", "move_worker"):
            cell = tuple(action["cell"])
            field = self.view.state.fields[0].get(cell)
            profession = self.view.profession_name(field.profession) if field else "?"
            params = {"terrain": self.terrain_at(0, cell), "profession": profession}
            if kind == "place_worker":
                return self.view.t("ui.limes.expect_worker", **params)
            return self.view.t("ui.limes.expect_move", worker=action["worker"] + 1, **params)
        return self.view.t("ui.limes.expect_skip")

    def worker_there(self, cell) -> str:
        """What the worker in hand would be on `cell`, as the engine scores it."""
        preview = limes.cell_preview(self.view.state, self.view.decision.player, cell)
        return self.view.t("ui.limes.worker_there", profession=self.view.profession_name(preview.profession),
                      points=preview.points)

    def result_notes(self) -> list[str]:
        """Equal totals (the engine's ranking by totals alone): each player's workers best
        first, as the engine's tie-break compares them."""
        s = self.view.state
        if all(len(group) == 1 for group in s.ranking(tie_break=False)):
            return []
        sheets = s.score_sheets()
        order = ", ".join(f"{sheet.name} " + " · ".join(str(p) for p in s.rank_key(sheet)[1] if p)
                          for sheet in sheets)
        return [self.view.t("ui.limes.tiebreak_order", order=order)]

    def territory_cells(self, player: int, cell) -> tuple:
        """The territory of `cell` and what a worker there counts (the pointer on a field)."""
        preview = limes.cell_preview(self.view.state, player, cell)
        return tuple(preview.cells) if preview else ()

    def hover_lines(self, player: int, cell) -> list[str]:
        """What the workers on `cell` score so far."""
        s = self.view.state
        items = self.view.sheets()[player].items
        lines = []
        for index, where in enumerate(s.workers[player]):
            if where == cell:
                item = items[index]
                lines.append(self.view.t("ui.limes.worker_tip", text=self.view.t("score." + item.code, **item.params),
                                    points=item.points))
        if lines:
            lines.append(self.view.t("ui.limes.provisional"))
        return lines

    def draw_scores(self, surface, rect: pygame.Rect) -> int:
        """The players' provisional scores: each player's total, then worker by worker."""
        u = self.view.u
        small = round(14 * u)
        width = rect.width - round(40 * u)
        all_sheets = self.view.sheets()
        lines = [[self.view.t("score." + item.code, **item.params) for item in sheet.items] for sheet in all_sheets]
        y = rect.top
        text.draw(surface, self.view.t("ui.limes.provisional_title"), (rect.left, y), small, theme.TEXT_DIM, bold=True)
        y += round(22 * u)
        for sheet, texts in zip(all_sheets, lines):
            colour = theme.player_colour(sheet.player)
            total = self.view.table.counted(("points", sheet.player), sheet.total)
            text.draw(surface, f"{sheet.name}: {total}", (rect.left, y), small, colour, bold=True)
            y += round(20 * u)
            for item, line in zip(sheet.items, texts):
                text.draw(surface, str(item.points), (rect.right, y), small, theme.TEXT, bold=True, anchor="topright")
                y += text.draw_wrapped(surface, line, pygame.Rect(rect.left + round(8 * u), y, width, 0), small, theme.TEXT)
            y += round(6 * u)
        return y + round(8 * u)
