"""The coach finds a planted blunder in a scripted game and says what was better."""
import pytest

from games import GAMES
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
    assert len(seen) == 1 and 0 < seen[0] < 0.5   # two own moves (and the checks to come): cancelled after the first


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


def test_a_lessons_parts_add_up_to_its_claim_in_the_scripted_game():
    first = lessons(GAME, ["A", "B"], 1, {"pile": 7}, LOG, 0, iterations=60, samples=16)[0]
    assert first.samples == 16 and first.parts and first.parts_add_up()
    assert abs(sum(points for _item, points in first.parts) + first.rival - first.gain) <= 0.2


def greedy_log(game, count: int, seed: int):
    import random
    state = game.new_game([f"P{i}" for i in range(count)], seed, {})
    rng = random.Random(seed)
    while not state.is_over():
        seat = state.actors()[0]
        state.apply(seat, game.bots["greedy"](state.view(seat), seat, rng))
        state.end_turns()
    return state


@pytest.mark.parametrize("game_id", sorted(g for g, game in GAMES.items() if getattr(game, "search", None)))
def test_every_lesson_shown_is_explained_by_score_items_that_add_up(game_id):
    """Each lesson says where its points come from: the mean difference of each of
    the seat's score items (as the game's measure counts them; Cartographers: the
    seasons scored and the map's prospect) and of the best other's total, summing to
    the claim, in the same sampled futures. A lesson whose parts do not add up is not shown."""
    game = GAMES[game_id]
    count = 3 if game_id == "majesty" else 2   # three in Majesty, where a claim of 18 once came without a reason
    state = greedy_log(game, count, 4)
    found = lessons(game, state.players, state.seed, state.options, state.log, 0, iterations=12, samples=4)
    for lesson in found:
        assert lesson.samples == 4 and lesson.parts_add_up(), lesson
        assert all(item.text() and not item.text().startswith("score.") for item, _points in lesson.parts)


def test_a_lessons_claim_comes_from_fresh_futures_where_hard_makes_the_next_moves():
    """The claim is not that of the futures that found the move costly (the largest
    of many noisy claims is too large there): fresh ones, where Hard makes the next
    coach.REPLIES moves (thinking a coach.THINKING-th as long, 2 iterations at least), and
    its error is the spread of their differences."""
    import statistics
    from games.core.coach import futures
    from games.core.search import Budget
    from tests.fake_game import Take
    first = lessons(GAME, ["A", "B"], 1, {"pile": 7}, LOG, 0, iterations=60, samples=16)[0]
    state = GAME.new_game(["A", "B"], 1, {"pile": 7})
    for who, data in LOG[:first.index]:
        state.apply(who, GAME.action_from_dict(data))
    view, seed, hard = state.view(0), f"{first.index}:check", {"strong": GAME.bots["strong"], "budget": Budget(iterations=2)}
    differences = [a - b for a, b in zip(futures(view, 0, Take(2), GAME.search, 16, seed, **hard),
                                         futures(view, 0, Take(1), GAME.search, 16, seed, **hard))]
    assert first.gain == round(statistics.fmean(differences), 1)
    assert first.error == round(statistics.stdev(differences) / 4, 2)   # 16 futures: the spread over 4


def test_hard_makes_the_first_replies_of_a_check_then_the_playout_policy():
    import random
    from games.core.coach import answered
    calls = []
    from games.core.search import Budget
    play = answered(lambda world, seat, rng: calls.append(("policy", seat)),
                    lambda world, seat, rng, budget: calls.append(("hard", seat, budget.iterations)), 2, Budget(iterations=4))
    for seat in (1, 0, 1):
        play(None, seat, random.Random(0))
    assert calls == [("hard", 1, 4), ("hard", 0, 4), ("policy", 1)]


def test_a_lesson_whose_gain_lies_within_the_noise_of_its_futures_is_not_shown(monkeypatch):
    """A claim is shown only where its mean gain is clearly above nothing: more than
    coach.CLEAR standard errors of the futures' differences (bench/coach.py: below
    that, the better move often did not end ahead when played on to the end)."""
    from games.core import coach
    # A pile of 9, one at a time: taking 2 is better at each turn, by a point now and
    # by as much or less later, as the random playouts (3 futures) run.
    log = [(i % 2, {"kind": "take", "count": 1}) for i in range(9)]
    found = lessons(GAME, ["A", "B"], 1, {"pile": 9}, log, 0, iterations=60, samples=3, count=10)
    assert found and all(lesson.gain > coach.CLEAR * lesson.error for lesson in found), found
    monkeypatch.setattr(coach, "CLEAR", 0.0)   # every claim above half a point
    every = lessons(GAME, ["A", "B"], 1, {"pile": 9}, log, 0, iterations=60, samples=3, count=10)
    noisy = [(lesson.index, lesson.gain, lesson.error) for lesson in every if lesson not in found]
    assert noisy == [(0, 0.7, 1.76), (4, 0.7, 0.67)]


def test_the_check_looks_as_far_as_the_games_check_horizon(monkeypatch):
    """Rome's check plays on to the end of the game (`check_horizon`: None), though
    its first look stops at the round's end: a lot's tiles pay in later rounds too."""
    # The blunder judged at once: a point (2 taken, not 1); to the end: 2 (B takes both that are left).
    monkeypatch.setattr(GAME, "search", {**GAME.search, "horizon": 0})
    assert [lesson.gain for lesson in lessons(GAME, ["A", "B"], 1, {"pile": 7}, LOG, 0, iterations=60, samples=8)] == [1.0]
    monkeypatch.setattr(GAME, "search", {**GAME.search, "check_horizon": None})
    assert [lesson.gain for lesson in lessons(GAME, ["A", "B"], 1, {"pile": 7}, LOG, 0, iterations=60, samples=8)] == [2.0]


def test_hard_makes_every_reply_where_the_game_says_none():
    """Majesty's check (`check_replies`: None): Hard makes every move to the end."""
    import random
    from games.core.coach import answered
    from games.core.search import Budget
    calls = []
    play = answered(lambda world, seat, rng: calls.append("policy"),
                    lambda world, seat, rng, budget: calls.append(budget.iterations), None, Budget(iterations=8))
    for seat in (1, 0, 1, 0, 1, 0):
        play(None, seat, random.Random(0))
    assert calls == [8] * 6


def test_the_check_thinks_as_hard_as_the_game_says_and_the_progress_follows_its_cost(monkeypatch):
    """`check_thinking` sets the iterations of Hard's replies in the check; the
    progress counts each check foreseen as `check_weight` moves' first looks,
    rises to 1 and never falls back."""
    from games.core import coach
    budgets = []
    strong = GAME.bots["strong"]

    def counting(view, seat, rng, budget=None):
        budgets.append(budget.iterations)
        return strong(view, seat, rng, budget=budget)
    monkeypatch.setitem(GAME.bots, "strong", counting)
    monkeypatch.setattr(GAME, "search", {**GAME.search, "check_replies": None, "check_thinking": 5, "check_weight": 4})
    seen = []
    found = coach.lessons(GAME, ["A", "B"], 1, {"pile": 7}, LOG, 0, iterations=60, samples=4, progress=seen.append)
    assert found and 5 in budgets[-1:]                       # the check's replies, the last calls
    assert seen == sorted(seen) and seen[-1] == pytest.approx(1.0)
    own = len(LOG[0::2])   # the first look: a unit a move, of the moves and 4 checks of weight 4 foreseen
    assert seen[:own] == [pytest.approx(k / (own + 4 * 4)) for k in range(1, own + 1)]
    assert seen[own:] == [pytest.approx(1.0)]                  # then the one costly move's check
