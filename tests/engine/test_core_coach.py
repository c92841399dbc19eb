"""The coach finds a planted blunder in a scripted game and says what was better."""
from games.core.coach import lessons
from tests.fake_game import GAME

# A pile of 7: A 2, B 2, A 1 (the blunder: 2 left, and B takes both), B 2. Taking 2
# instead would have left 1 for B: 4 against 3 for A, where it ended 3 against 4.
LOG = [(0, {"kind": "take", "count": 2}), (1, {"kind": "take", "count": 2}),
       (0, {"kind": "take", "count": 1}), (1, {"kind": "take", "count": 2})]


def test_the_coach_finds_the_planted_blunder():
    found = lessons(GAME, ["A", "B"], 1, {"pile": 7}, LOG, 0, iterations=60, samples=16)
    assert found, "no lesson"
    first = found[0]
    assert (first.index, first.made, first.better) == (2, {"kind": "take", "count": 1}, {"kind": "take", "count": 2})
    assert first.gain >= 1


def test_the_coach_finds_nothing_in_a_flawless_game_and_can_be_cancelled():
    good = LOG[:2] + [(0, {"kind": "take", "count": 2}), (1, {"kind": "take", "count": 1})]
    assert lessons(GAME, ["A", "B"], 1, {"pile": 7}, good, 0, iterations=60, samples=16) == []
    seen = []
    assert lessons(GAME, ["A", "B"], 1, {"pile": 7}, LOG, 0, progress=seen.append, cancelled=lambda: bool(seen),
                   iterations=20, samples=4) == []
    assert seen == [0.5]      # two own moves: cancelled after the first


def test_the_coach_looks_as_far_as_the_games_horizon_and_measures_with_its_points():
    from games.core.coach import estimate
    from tests.fake_game import Take, _random, _sample
    view = GAME.new_game(["A", "B"], 1, {"pile": 7}).view(0)
    parts = {"sample": _sample, "policy": _random}
    # No horizon: played to the end, A's share of 7 against B's varies with the playouts.
    assert estimate(view, 0, Take(2), parts, 8, 1) != 2
    # Horizon 0: the margin right after the move, 2 against 0; one step on: B's reply counts.
    assert estimate(view, 0, Take(2), {**parts, "horizon": 0}, 8, 1) == 2
    seen = []
    one_step = {**parts, "horizon": lambda v: seen.append(v.pile) or 1}
    assert 0 <= estimate(view, 0, Take(2), one_step, 8, 1) <= 1 and seen == [7]
    # The game's own measure of points replaces the score sheets' margin.
    counted = {**parts, "horizon": 0, "points": lambda world, p: world.pile}
    assert estimate(view, 0, Take(2), counted, 8, 1) == 5
