"""The results' words from a finished game's facts: the headline (who won; a solo
game's title and points) and how a solo result compares with the player's own
best and, in a weekly challenge, with the week's best so far by anyone."""
from __future__ import annotations


def headline(t, players: list[str], winners: list[int], solo_points: int, solo_title: str | None) -> str:
    if len(players) == 1:
        return (t("ui.results.solo_title", title=solo_title, points=solo_points) if solo_title
                else t("ui.results.solo", points=solo_points))
    names = ", ".join(players[p] for p in winners)
    return t("ui.results.shared", names=names) if len(winners) > 1 else t("ui.results.winner", name=names)


def comparison(t, points: int, best: int | None, week: tuple | None) -> list[str]:
    """The solo result against the player's best (a first game, a new best, the best
    to beat), and against a weekly challenge's best (`week`: the week, its best)."""
    own = (t("ui.results.first_best") if best is None else t("ui.results.new_best", before=best)
           if points > best else t("ui.results.your_best", best=best))
    if week is None:
        return [own]
    week, best = week
    return [own, t("ui.results.week_new", week=week) if best is None or points > best
            else t("ui.results.week_best", week=week, best=best)]
