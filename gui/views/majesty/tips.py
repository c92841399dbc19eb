"""What a Majesty thing under the pointer says: a building's side in play, or a
card of the row with its cost and what taking it as each of its persons would
gain (or the rule's reason it may not), and the rules reference's entry for
either. A part of the view: it reads its shown state, the decision and the
engine's previews."""
from __future__ import annotations

from ...engine import majesty
from ... import text


class MajestyTips:
    """What the thing under the pointer says (the module's docstring), a part the view holds as `tips`."""

    def __init__(self, view):
        self.view = view

    def hover_lines(self) -> list[str]:
        """The tooltip of the view's `hover`: a building's side, or a card's cost and what it would gain."""
        view = self.view
        s = view.state
        kind, key = view.hover
        if kind == "building":
            side = s.data.location(key).side(s.sides[key])
            lines = [f"{view.name('location', key)} · {view.t('majesty.side', side=s.sides[key])}"]
            lines += list(text.wrap(side.text.get(view.table.language, side.text["en"]), round(14 * view.u),
                                    round(420 * view.u)))
            if side.majority is not None:
                lines.append(view.t("ui.majesty.majority", value=side.majority))
            return lines
        lines = [view.t("ui.majesty.tip_cost", n=s.cost(key), meeples=s.display_meeples[key - 1])]
        decision = view.decision
        if decision is not None and decision.kind == "end_turn":   # one line for the card, not one per person
            return lines + [view.t("violation.turn.end_first")]
        if decision is None or decision.kind != "take":   # somebody else's turn: what it costs, no more
            return lines
        return lines + self.gains(decision.player, key)

    def gains(self, player: int, position: int) -> list[str]:
        """What taking the card at `position` as each of its persons would give
        `player` and do to the others, or the rule's reason it may not."""
        view = self.view
        s = view.state
        lines = []
        for character in s.display[position - 1].halves:
            take = majesty.TakeCard(position, character, view.taking.first_heal(position, character))
            preview = s.preview(player, take)
            if preview is None:  # the rule's own reason (cannot pay, the turn is complete, ...)
                refused = s.check(player, take)
                lines.append(view.t("ui.majesty.tip_cannot", character=view.name("character", character),
                                    reason=view.t("violation." + refused.code, **refused.params)))
                continue
            others = ", ".join(f"{s.players[q]} {c:+d}" for q, c in enumerate(preview.coins) if q != player and c)
            lines.append(view.t("ui.majesty.tip_gain", character=view.name("character", character),
                                coins=preview.coins[player], meeples=preview.meeples[player]))
            wounded = [s.players[e["victim"]] for e in preview.events if e["type"] == "attack" and e.get("card")]
            if others:
                lines.append("   " + view.t("ui.majesty.tip_others", others=others))
            if wounded:
                lines.append("   " + view.t("ui.majesty.tip_attack", names=", ".join(wounded)))
        return lines

    def rule_at(self, pos):
        """A building (or a card in the row: its building's) text for the side in play."""
        view = self.view
        thing = view.thing_at(pos)
        if thing is None:
            return None
        s = view.state
        locations = ([thing[1]] if thing[0] == "building"
                     else [s.data.location_of(c) for c in s.display[thing[1] - 1].halves])
        lines, titles = [], []
        for loc in locations:
            side = s.data.location(loc).side(s.sides[loc])
            titles.append(f"{view.name('location', loc)} ({view.t('majesty.side', side=s.sides[loc])})")
            lines.append(side.text.get(view.table.language) or side.text["en"])
            if side.majority is not None:
                lines.append(view.t("ui.majesty.majority", value=side.majority))
                if side.majority > 0:   # who gains it: the most characters there, at least one (A6)
                    lines.append(view.rule_point("majesty.majority"))
        return " / ".join(titles), "\n".join(lines)
