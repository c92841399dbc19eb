"""What the Cartographers view says: the round, what to do now (the objective),
the turn log's lines and a tutorial's hint of the move it asks for, the coach's
words, the hand-over curtain's note in an ambush, an ambush card's notice, the
final results' season rows, notes and solo title."""
from __future__ import annotations

from ..base import AREAS


class CartographersSentences:
    """What the Cartographers view says (the module's docstring), a part the view holds as `words`."""

    def __init__(self, view):
        self.view = view

    def round_text(self) -> str:
        view = self.view
        s = view.state
        if s.is_over():
            return view.t("ui.cartographers.over")
        # the card that reaches the season's time is still played, and is its last
        key = "ui.cartographers.round_last" if s.time >= s.threshold else "ui.cartographers.round"
        return view.t(key, season=view.season_name(), time=s.time, threshold=s.threshold,
                      edicts=" + ".join(s.active_edicts))

    def objective(self) -> str:
        s = self.view.state
        if s.is_over():
            return self.view.t("ui.cartographers.over")
        offer = self.view.offer()
        if offer.kind == "end":   # drawn, not yet confirmed: End turn, or take it back
            return self.view.t("violation.turn.end_first")
        owner = s.players[offer.owner] if offer.owner is not None else ""
        names = ", ".join(s.players[p] for p in s.actors())
        goal = self.view.t(f"ui.cartographers.goal_{offer.kind}", owner=owner, names=names)
        if offer.kind == "monster" and offer.param("single"):
            goal = self.view.t("ui.cartographers.goal_monster_single", owner=owner)
        if offer.kind == "draw" and offer.param("ruins"):
            goal += " " + self.view.t("ui.cartographers.goal_ruins")
        return goal

    def where(self, cells) -> str:
        """Where on the map `cells` lie, in the words of a ninth of it ("top left")."""
        if not cells:
            return ""
        rows, cols = self.view.rows, self.view.cols
        r = sum(c[0] for c in cells) * 3 // (len(cells) * rows)
        c = sum(c[1] for c in cells) * 3 // (len(cells) * cols)
        return self.view.t(AREAS[min(2, r)][min(2, c)])

    def describe(self, action: dict) -> str:
        kind = action.get("kind")
        terrain = action.get("terrain")
        name = self.view.t(f"cartographers.terrain.{terrain}") if terrain else ""
        cells = action.get("cells") or ([action["cell"]] if action.get("cell") else [])
        if kind == "draw":
            return self.view.t("ui.cartographers.log_draw", terrain=name, n=len(cells), where=self.where(cells))
        if kind == "fallback":
            return self.view.t("ui.cartographers.log_fallback", terrain=name, where=self.where(cells))
        if kind == "parcel":
            return self.view.t("ui.cartographers.log_parcel", terrain=name, where=self.where(cells))
        if kind == "monster":
            return self.view.t("ui.cartographers.log_monster", n=len(cells), where=self.where(cells))
        if kind == "shrink":
            return self.view.t("ui.cartographers.log_shrink")
        if kind == "end_turn":
            return self.view.t("ui.play.end_turn")
        skill = self.view.data.skills.get(action.get("skill"))
        return self.view.t("ui.cartographers.log_skill", skill=self.view.name_of(skill) if skill else "?")

    def expected_move(self, action: dict) -> str:
        """A tutorial's hint: which shape and terrain the step asks for, on the cells it marks."""
        t = self.view.t
        kind = action.get("kind")
        terrain = t(f"cartographers.terrain.{action['terrain']}") if action.get("terrain") else ""
        if kind == "draw":
            return t("ui.cartographers.expect_draw", shape=action["option"] + 1, terrain=terrain)
        if kind in ("fallback", "parcel"):
            return t("ui.cartographers.expect_cell", terrain=terrain)
        if kind == "monster":
            return t("ui.cartographers.expect_monster")
        return self.describe(action)

    def lesson_words(self, player: int, action: dict) -> str:
        """A move as the log says it; on whose map, where it goes on another's (a monster)."""
        view = self.view
        owner = view.lesson_owner(player)
        words = self.describe(action)
        return words if owner == player else view.t("ui.cartographers.coach_on_map", move=words,
                                                    name=view.state.players[owner])

    def lesson_note(self, player: int) -> str:
        """A monster on a neighbour's map costs them: the points are the learner's margin."""
        view = self.view
        owner = view.lesson_owner(player)
        return "" if owner == player else view.t("ui.cartographers.coach_margin", name=view.state.players[owner])

    def hand_over_note(self, player: int) -> str:
        """In an ambush: whose map the next person draws the monster on."""
        s = self.view.state
        decision = s.decision(player)
        if decision is None or decision.kind != "monster" or not decision.concerns:
            return ""
        owner = s.players[decision.concerns[0]]
        return self.view.t("ui.cartographers.map_drawn_by", name=owner, drawer=s.players[player])

    def ambush_notice(self, card) -> str:
        """What an ambush card does, said when it is revealed."""
        view = self.view
        if len(view.state.players) == 1:
            return view.t("ui.cartographers.solo_ambush", card=view.name_of(card),
                          corner=view.t(f"ui.cartographers.corner.{card.solo_corner}"))
        return view.t("ui.cartographers.ambush_notice", card=view.name_of(card),
                      direction=view.t(f"cartographers.direction.{card.direction}"))

    def result_rows(self, sheet) -> list[tuple[str, list[int]]]:
        """One line per season: both edicts' stars, coins and monsters, with the items it sums."""
        rows: dict[int, list[int]] = {}
        for index, item in enumerate(sheet.items):
            parts = item.key.split(":")
            rows.setdefault(int(parts[1]) if parts[0] == "season" else 0, []).append(index)
        out = []
        for number, indices in sorted(rows.items()):
            parts = []
            for i in indices:
                item = sheet.items[i]
                last = item.key.rsplit(":", 1)[1]
                if last == "coins":
                    parts.append(self.view.t("ui.cartographers.part_coins", n=item.points))
                elif last == "monsters":
                    parts.append(self.view.t("ui.cartographers.part_monsters", n=item.points))
                else:
                    parts.append(f"{last} {item.points}")
            season = self.view.season_name(number - 1) if number else ""
            out.append((f"{season}: {' · '.join(parts)}", indices))
        return out

    def result_notes(self) -> list[str]:
        """Solo: the rating and title; several players: the stars each lost to monsters (the tie-break)."""
        s = self.view.state
        if len(s.players) == 1:
            solo = s.solo_result(0)
            title = solo.title.name.get(self.view.table.language, solo.title.name["en"])
            return [self.view.t("ui.cartographers.solo_rating", rating=solo.rating, score=solo.score,
                           cards=solo.score - solo.rating, title=title)]
        lost = ", ".join(f"{name} {-sum(row.monsters for row in s.season_rows[p])}" for p, name in enumerate(s.players))
        return [self.view.t("ui.cartographers.monster_losses", losses=lost)]

    def solo_title(self) -> str | None:
        """Solo: the title the rating earns, the results' headline (§1.9)."""
        s = self.view.state
        if len(s.players) != 1:
            return None
        return self.view.name_of(s.solo_result(0).title)
