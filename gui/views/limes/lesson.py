"""The coach's picture of a Limes move in the position before it: the round's
card itself (its fields, turned as laid) see-through on its slot, or a worker
drawn on its target field with its start field marked and an arrow between.
A part of the view: it reads its shown state."""
from __future__ import annotations

import pygame

from ... import theme
from ...draw import tint
from . import art


def slot_of(action: dict | None):
    return (action["row"], action["col"]) if action and action.get("kind") == "place_card" else None


def slots(*actions) -> list:
    """The card slots the moves compared use: the display shown makes room for both,
    so both pictures match."""
    return [slot for slot in map(slot_of, actions) if slot is not None]


def arrow(surface, start, end, colour, width: int) -> None:
    """A straight arrow from `start` to `end`, its head at the end."""
    v = pygame.Vector2(end) - pygame.Vector2(start)
    if v.length() < 1:
        return
    head = max(6, width * 3)
    unit = v.normalize()
    base = pygame.Vector2(end) - unit * head
    side = pygame.Vector2(-unit.y, unit.x) * head * 0.55
    pygame.draw.line(surface, colour, start, base, width)
    pygame.draw.polygon(surface, colour, [end, base + side, base - side])


class LimesLesson:
    """The coach's picture of a Limes move (the module's docstring), a part the view holds as `lesson`."""

    def __init__(self, view):
        self.view = view

    def words(self, player: int, action: dict) -> str:
        """A move in words that tell two apart: where a card goes and how it is turned,
        which worker (its profession now) goes where and what it is there."""
        kind, s = action.get("kind"), self.view.state
        if kind == "place_card":
            return self.view.words.expected_move(action)
        if kind in ("place_worker", "move_worker"):
            cell = tuple(action["cell"])
            field = s.fields[player].get(cell)
            params = {"terrain": self.view.t(f"limes.onto.{field.terrain}") if field else "?",
                      "profession": self.view.profession_name(field.profession) if field else "?"}
            if kind == "place_worker":
                return self.view.t("ui.limes.coach_worker", **params)
            start = s.workers[player][action["worker"]]
            was = s.fields[player].get(tuple(start))
            return self.view.t("ui.limes.coach_move", worker=action["worker"] + 1, **params,
                          was=self.view.profession_name(was.profession) if was else "?")
        return self.view.describe(player, action)

    def draw(self, surface, display, player: int, action: dict) -> list:
        """`player`'s display and the move on it; what was marked, with where."""
        s = self.view.state
        pygame.draw.rect(surface, theme.PANEL, display.rect.inflate(12, 12), border_radius=6)
        self.view.boards.draw_display(surface, player, display)
        f, kind = display.field, action.get("kind")
        if kind == "place_card":
            slot = slot_of(action)
            card_rect = display.card_rect(slot)
            card = pygame.Surface(card_rect.size)
            self.view.hand.draw_card(card, s.card, action["rotation"], card.get_rect())
            card.set_alpha(215)
            surface.blit(card, card_rect)
            pygame.draw.rect(surface, theme.HIGHLIGHT, card_rect, max(3, f // 10))
            return [(("card", slot, action["rotation"]), card_rect)]
        if kind not in ("place_worker", "move_worker"):
            return []
        target = display.field_rect(tuple(action["cell"]))
        marks = []
        if kind == "move_worker":
            start = display.field_rect(tuple(s.workers[player][action["worker"]]))
            for index, _cell, worker in self.view.boards.worker_rects(player, display):
                if index == action["worker"]:   # it leaves: shown faint where it stood
                    tint(surface, worker, theme.PANEL, 150)
            pygame.draw.rect(surface, theme.TEXT_DIM, start, max(2, f // 16))
            arrow(surface, start.center, target.center, theme.HIGHLIGHT, max(2, f // 12))
            marks.append((("from", tuple(s.workers[player][action["worker"]])), start))
        size = max(6, round(f * 0.7))
        surface.blit(art.worker(theme.player_colour(player), size), (target.centerx - size // 2, target.centery - size // 2))
        pygame.draw.rect(surface, theme.HIGHLIGHT, target, max(3, f // 12))
        marks.append((("cell", player, tuple(action["cell"])), target))
        return marks
