"""The records (core.records) come from finished games of the history alone and
agree with what replaying each game's log gives; the Records screen shows
them (opened from the launcher), draws the chart, lists the finished games
with Replay, scrolls, and clears the history only after a second yes."""
import functools
import json
import random

import pygame
import pytest

from games import GAMES
from games.core import history
from games.core.records import Player, records_of
from gui.widgets.chart import BEST as CHART_BEST, LINE as CHART_LINE
from tests.gui_helpers import click, key, send

ADA, BEN = Player("Ada"), Player("Ben")


def play(game_id: str, names: list[str], seed: int, level: str, options: dict | None = None):
    """A whole game played by the `level` bot for every seat (each deciding
    from its view): played once per set of arguments, a copy to each caller."""
    return _played(game_id, tuple(names), seed, level, tuple(sorted((options or {}).items()))).copy()


@functools.cache
def _played(game_id, names, seed, level, options):
    game = GAMES[game_id]
    state = game.new_game(list(names), seed, dict(options))
    rng, bot = random.Random(seed), game.bots[level]
    while not state.is_over():
        player = rng.choice(state.actors())
        state.apply(player, bot(state.view(player), player, rng))
    return state


@pytest.fixture
def kept(user_home):
    """Nine finished games in the history file, as the window records them."""
    for seed, week in ((1, "2026-W48"), (2, "2026-W48"), (3, "2026-W49"), (4, None)):
        history.record(play("limes", ["Ada"], seed, "greedy"), [None], challenge=week)   # 38, 43, 46, 41
    history.record(play("limes", ["Ada", "Ben"], 21, "random"), [None, "greedy"])     # 15 : 12
    history.record(play("majesty", ["Ada", "Ben"], 54, "random"), [None, None])       # 174 : 174, shared
    history.record(play("majesty", ["Ada", "Ben"], 4, "greedy", {"sides": "A"}), [None, None])  # 191 : 193
    history.record(play("cartographers", ["Ada"], 2, "greedy"), [None], challenge="2026-W49")   # 83
    history.record(play("cartographers", ["Ada"], 3, "greedy"), [None])                         # 109
    return history.finished()


def test_the_records_are_what_replaying_each_log_gives(kept):
    """Every number of the records, recomputed from the games replayed from their logs."""
    for game_id in sorted({entry["game"] for entry in kept}):
        records = records_of(game_id, kept)
        scores, wins, solo, weeks = {}, {}, [], {}
        for entry in (e for e in kept if e["game"] == game_id):
            state = GAMES[game_id].replay(entry["players"], entry["seed"], entry["options"], entry["log"])
            assert state.is_over() and [s.total for s in state.score_sheets()] == entry["scores"]
            players = [Player(n, level) for n, level in zip(entry["players"], entry["seats"])]
            if len(players) > 1:   # the standings are games with others: a solo game is no game lost
                for player, sheet in zip(players, state.score_sheets()):
                    scores.setdefault(player, []).append(sheet.total)
                    wins.setdefault(player, 0.0)
                for seat in state.winners():
                    wins[players[seat]] += 1 / len(state.winners())
            elif entry["seats"] == [None]:
                total = state.score_sheets()[0].total
                solo.append(total)
                if entry.get("challenge"):
                    weeks[entry["challenge"]] = max(total, weeks.get(entry["challenge"], total))
        assert records.played == sum(e["game"] == game_id for e in kept)
        assert {s.player: (s.played, s.wins, s.best, s.average) for s in records.standings} == {
            p: (len(s), wins[p], max(s), sum(s) / len(s)) for p, s in scores.items()}
        assert [r.score for r in records.solo_top] == sorted(solo, reverse=True)[:5]
        assert {w.week: w.best.score for w in records.weeks} == weeks


def test_the_records_in_numbers(kept):
    limes = records_of("limes", kept)
    assert limes.played == 5
    ada, ben = limes.standing(ADA), limes.standing(Player("Ben", "greedy"))
    # her one game against Ben (15 : 12); her four solo games are in the solo tables, not lost games
    assert (ada.played, ada.wins, ada.best, ada.average) == (1, 1.0, 15, 15.0)
    assert (ben.played, ben.wins, ben.best) == (1, 0.0, 12)
    assert limes.standing(BEN) is None               # the computer called Ben is not a person called Ben
    assert [r.score for r in limes.solo_top] == [46, 43, 41, 38]
    assert [r.best_before for r in limes.solo_top] == [43, 38, 46, None]
    (solo,) = limes.solo_players                     # Ada against her own best: 46, her last 41
    assert (solo.games, solo.best.score, solo.last.score, solo.last.new_best) == (4, 46, 41, False)
    assert [(w.week, w.best.score, w.games) for w in limes.weeks] == [("2026-W49", 46, 1), ("2026-W48", 43, 2)]
    assert [p.score for p in limes.series[ADA]] == [38, 43, 46, 41, 15]

    majesty = records_of("majesty", kept)             # 174 : 174 is a shared win, half each
    assert {s.player: s.wins for s in majesty.standings} == {ADA: 0.5, BEN: 1.5}
    assert [s.player for s in majesty.standings] == [BEN, ADA]
    assert majesty.solo_top == () and majesty.weeks == ()

    carto = records_of("cartographers", kept)
    assert [(r.score, r.title["key"], r.challenge) for r in carto.solo_top] == [(109, "master", None),
                                                                                (83, "apprentice", "2026-W49")]
    assert carto.solo_players[0].last.new_best and carto.weeks[0].best.score == 83


def test_a_line_of_the_first_version_counts_without_a_log():
    old = {"game": "limes", "players": ["Ada"], "seats": [None], "scores": [50], "winners": [0], "options": {},
           "seed": 3, "moves": 48, "finished": "2025-11-02T10:00:00+00:00"}
    broken = {"game": "limes", "players": ["Ada", "Ben"], "scores": [3]}   # numbers that do not add up
    records = records_of("limes", [old, broken])
    assert records.played == 1 and records.solo_players[0].best.score == 50 and not history.replayable(old)
    assert records.standing(ADA) is None   # a solo game is neither won nor lost


# --- the screen -------------------------------------------------------------------------------
def open_records(app):
    click(app, app.scene.button("records").rect.center)   # the launcher's button
    scene = app.scene
    assert type(scene).__name__ == "RecordsScene"
    return scene


def test_the_records_screen_opens_from_the_launcher_and_draws_the_chart(app, kept):
    scene = open_records(app)
    assert scene.game_id == "cartographers"                       # the last game finished
    click(app, scene.button("tab:limes").rect.center)
    assert scene.game_id == "limes" and scene.chosen == ADA
    assert len(scene.chart_points) == 5                            # a dot per game of Ada's
    colour = lambda pos: tuple(app.screen.get_at(pos))[:3]   # noqa: E731
    # her 38, 43, 46, 41, 15: the best dot (46) highest and in the accent colour, a line between the dots
    assert [colour(p) for p in scene.chart_points] == [CHART_LINE, CHART_LINE, CHART_BEST, CHART_LINE, CHART_LINE]
    assert min(scene.chart_points, key=lambda p: p[1]) == scene.chart_points[2]
    assert max(scene.chart_points, key=lambda p: p[1]) == scene.chart_points[4]
    (x0, y0), (x1, y1) = scene.chart_points[:2]
    middle = ((x0 + x1) // 2, (y0 + y1) // 2)
    assert CHART_LINE in {colour((middle[0] + dx, middle[1] + dy)) for dx in (-1, 0, 1) for dy in (-1, 0, 1)}
    assert colour((x0, scene.chart.top + 4)) != CHART_LINE
    rows = dict((p, r) for r, p in scene.row_rects)
    click(app, rows[Player("Ben", "greedy")].center)               # a click on a row: that player's chart
    assert scene.chosen == Player("Ben", "greedy") and len(scene.chart_points) == 1
    key(app, pygame.K_ESCAPE)
    assert type(app.scene).__name__ == "LauncherScene"


@pytest.mark.parametrize("percent", [100, 200])
def test_solo_games_alone_are_no_games_lost_and_still_make_the_chart(app, kept, percent):
    app.set_text_size(percent)
    scene = open_records(app)
    assert scene.game_id == "cartographers" and scene.records.standings == ()   # two solo games: none lost
    assert scene.row_rects == [] and scene.chosen == ADA and len(scene.chart_points) == 2
    assert [r.score for r in scene.records.solo_top] == [109, 83]


def test_each_finished_game_has_a_replay_and_an_old_line_says_why_not(app, kept):
    with open(history.history_path(), "a", encoding="utf-8") as out:
        out.write(json.dumps({"game": "limes", "players": ["Ada"], "seats": [None], "scores": [50], "winners": [0],
                              "options": {}, "seed": 3, "moves": 48, "finished": "2025-11-02T10:00:00+00:00"}) + "\n")
    scene = open_records(app)
    click(app, scene.button("tab:limes").rect.center)
    replays = [b for b in scene.buttons if b.key.startswith("replay:")]
    assert [b.enabled for b in replays][:2] == [False, True]      # newest first: the old line on top
    old = replays[0]
    assert old.tip == app.t("ui.records.no_log")
    click(app, old.rect.center)
    assert app.scene is scene                                      # nothing opens
    click(app, replays[1].rect.center)
    assert type(app.scene).__name__ == "ReplayScene" and app.scene.entry["scores"] == [15, 12]
    key(app, pygame.K_ESCAPE)
    assert app.scene is scene


def test_the_list_of_games_scrolls_with_the_wheel(app, user_home):
    for seed in range(1, 10):
        history.record(play("limes", ["Ada"], seed, "random"), [None])
    scene = open_records(app)
    shown = [e["seed"] for _line, e in scene.game_rows]
    assert shown[0] == 9 and len(shown) < 9                        # newest first, not all in view
    send(app, pygame.MOUSEMOTION, pos=scene.list_rect.center, rel=(0, 0), buttons=(0, 0, 0))
    send(app, pygame.MOUSEWHEEL, x=0, y=-2, flipped=False, precise_x=0.0, precise_y=-2.0)
    assert [e["seed"] for _line, e in scene.game_rows][0] == 7


def test_clearing_the_history_asks_first(app, kept):
    scene = open_records(app)
    click(app, scene.button("clear").rect.center)
    assert len(history.finished()) == 9 and scene.asking           # a question, nothing gone yet
    click(app, scene.button("clear_no").rect.center)
    assert len(history.finished()) == 9 and not scene.asking
    click(app, scene.button("clear").rect.center)
    click(app, scene.button("clear_yes").rect.center)
    assert history.finished() == [] and scene.records.played == 0 and scene.game_rows == []
    assert not scene.button("clear").enabled
