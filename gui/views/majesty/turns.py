"""What the others' ended Majesty turns did, told in the side panel under the
realms: which turns are told (those since the screen's seat last ended one) and
each of their events in a sentence. A part of the view: it reads its shown state
and texts."""
from __future__ import annotations

import pygame

from ... import text, theme


class TurnTeller:
    """The others' turns told (the module's docstring), a part the view holds as `turns`."""

    def __init__(self, view):
        self.view = view

    def told_turns(self) -> list[tuple[int, tuple]]:
        """The others' ended turns since the screen's seat last ended one (no
        turn in play, which may still be taken back); the last one when the
        whole table watches."""
        ended, seat = self.view.state.ended, self.view.table.seat
        if seat is None:
            return list(ended[-1:])
        since = max((i for i, (p, _events) in enumerate(ended) if p == seat), default=-1)
        return [(p, events) for p, events in ended[since + 1:] if p != seat]

    def told_lines(self, told=None) -> list[str]:
        """What the panel tells of the turns `told` (default: told_turns())."""
        told = self.told_turns() if told is None else told
        return [line for _player, events in told for line in map(self.event_line, events) if line]

    def draw(self, surface, rect: pygame.Rect, y: int) -> int:
        """The told turns' title and lines across `rect` from `y` (none: nothing); where they end."""
        u, small = self.view.u, round(13 * self.view.u)
        told = self.told_turns()
        lines = self.told_lines(told)
        if lines:
            y += round(4 * u)
            text.draw(surface, self.view.t("ui.majesty.last_turns", n=len(told)), (rect.left, y), small,
                      theme.TEXT_DIM, bold=True)
            y += round(20 * u)
            for line in lines:
                y += text.draw_wrapped(surface, line, pygame.Rect(rect.left, y, rect.width, 0), small, theme.TEXT)
        return y

    def event_line(self, e: dict) -> str:
        """One event of an ended turn in a sentence ("" for one not told)."""
        s, t, name = self.view.state, self.view.t, self.view.name
        who = s.players[e["player"]] if "player" in e else ""
        kind = e["type"]
        if kind == "take":
            return t("ui.majesty.ev_take", name=who, character=name("character", e["card"].character),
                     cost=e["cost"], meeples=e["meeples"])
        if kind == "income":
            key = "ui.majesty.ev_bonus" if e.get("bonus") else "ui.majesty.ev_income"
            return t(key, name=who, coins=e.get("coins", 0), meeples=e.get("meeples", 0),
                     location=name("location", e["location"]))
        if kind == "attack":
            victim = s.players[e["victim"]]
            if e["blocked"]:
                return t("ui.majesty.ev_blocked", victim=victim, guards=e["guards"], knights=e["knights"])
            if e.get("card") is None:
                return t("ui.majesty.ev_nothing", victim=victim)
            return t("ui.majesty.ev_wounded", victim=victim, knights=e["knights"], guards=e["guards"],
                     character=name("character", e["card"].character))
        if kind == "heal":
            return t("ui.majesty.ev_heal", name=who, character=name("character", e["card"].character),
                     location=name("location", e["to"]))
        if kind == "overflow":
            return t("ui.majesty.ev_overflow", name=who, coins=e["coins"])
        if kind == "exchange":
            return t("ui.majesty.ev_exchange", name=who, meeples=e["meeples"], coins=e["coins"])
        return ""
