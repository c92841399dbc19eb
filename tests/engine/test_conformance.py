"""One test of the rules contract over every game in the registry, through the
public API only, in the manner of OpenSpiel's random-simulation test: random
and greedy play, several seeds, every player count a screen supports, and at
every step:

- `check` and `legal_actions` agree: every listed action passes `check`; actions
  bent out of shape (neighbours, huge numbers, wrong types, unknown kinds,
  acting out of turn) are refused with a reason and change nothing, or, where
  `check` passes them, are listed;
- undo returns exactly the earlier position; a copy is independent of its original;
- `view(p)` does not depend on what `p` may not see (nor `view(None)`, the
  table's view, on anybody's secrets);
- saving and loading gives an equal position;
- every bot level returns a legal action from the view alone.

The heavier checks run on every few steps, so the module stays near a minute."""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import ClassVar

import pytest

from games import GAMES
from games.core import Action, IllegalMove, saves, slots
from games.core.search import Budget
from tests.conformance_helpers import SECRETS, OnlyTheView, bent, plain, position, with_other_secrets

GAME_IDS = sorted(GAMES)
THINK = Budget(iterations=4)   # a thinking level (strong) thinks briefly here: the contract, not the strength
# The heavy checks on every n-th step, where a game's long playthroughs make every step too slow for
# the module to stay near a minute; a game not named here is checked at every step.
EVERY = {"limes": 3, "majesty": 2, "rome": 5, "cartographers": 4}


@dataclass(frozen=True)
class Fly(Action):
    """An action no game knows."""
    kind: ClassVar[str] = "fly"
    to: int = 0


def counts(game) -> list[int]:
    """Every player count one screen supports."""
    low, high = game.screen_players
    return list(range(low, high + 1))


def options_for(game, seed: int) -> dict:
    """The game's defaults on an even seed; on an odd one each option the game declares as
    a list of values at its last (Rome's advanced game, Cartographers' skills, ...)."""
    return {name: values[-1] for name, values in game.options.items()
            if seed % 2 and isinstance(values, tuple)}


def refused(state, player, action) -> None:
    """`action` is refused with a reason, and trying it changes nothing."""
    violation = state.check(player, action)
    assert violation is not None and violation.code and violation.text(), action
    logged = len(state.log)
    with pytest.raises(IllegalMove):
        state.apply(player, action)
    assert len(state.log) == logged


def check_agreement(state, player, legal: set, rng) -> None:
    for action in legal:
        assert state.check(player, action) is None, action
    for action in rng.sample(sorted(legal, key=repr), min(6, len(legal))):
        for other in bent(action, rng):
            if state.check(player, other) is None:
                assert other in legal, f"{other} passes check but is not listed"
            else:
                refused(state, player, other)
        for seat in (p for p in range(len(state.players)) if p not in state.actors()):
            refused(state, seat, action)                      # out of turn
        for seat in (True, -1, len(state.players), 0.0, "0", None):
            refused(state, seat, action)
    refused(state, player, Fly())


def check_heavy(game, state, player, action, rng) -> None:
    before = position(state)
    twin = state.copy()
    twin.apply(player, action)
    assert position(state) == before, "a copy shares something with its original"
    trial = state.copy()
    trial.apply(player, action)
    if trial.undo_violation(player) is None:
        trial.undo(player)
        assert position(trial) == before, "undo did not return the earlier position"
    record = saves.GameRecord.from_state(state)
    path = saves.save(record, slots.path_of(f"{game.id}-conformance"))
    assert position(saves.load(path).restore()) == before, "save and load changed the game"
    for viewer in [*range(len(state.players)), None]:   # None: what the whole table may see
        view = state.view(viewer)
        other = with_other_secrets(state, viewer, rng).view(viewer)
        assert position(view) == position(other), f"seat {viewer}'s view shows another's secret"
    check_decisions(state)


def check_decisions(state) -> None:
    """The engine says what each seat may do now, from what that seat may see:
    a decision for every actor, none for the others, the same from the seat's view."""
    for seat in range(len(state.players)):
        decision = state.decision(seat)
        assert (decision is not None) == (seat in state.actors()), (seat, decision)
        if decision is not None:
            assert decision.player == seat and decision.kind
            assert plain(state.view(seat).decision(seat)) == plain(decision), \
                f"seat {seat}'s decision rests on something its view does not show"
    assert state.decision(len(state.players)) is None and state.decision(None) is None


def play_checked(game, count: int, seed: int, level: str) -> None:
    rng = random.Random(seed)
    state = game.new_game([f"P{i}" for i in range(count)], seed, options_for(game, seed))
    bot = game.bots[level]
    every = EVERY.get(game.id, 1)
    step = 0
    while not state.is_over():
        player = rng.choice(state.actors())
        legal = set(state.legal_actions(player))
        assert legal and state.legal_actions(player).count() == len(legal)
        if step % every == 0:
            check_agreement(state, player, legal, rng)
        action = bot(OnlyTheView(state), player, random.Random(seed * 1000 + step), budget=THINK)
        assert action in legal, f"the {level} bot chose {action}, which is not legal"
        if step % (every * 3) == 0:
            for other_level, other_bot in game.bots.items():
                assert other_bot(OnlyTheView(state), player, random.Random(step), budget=THINK) in legal, other_level
            check_heavy(game, state, player, action, rng)
        state.apply(player, action)
        step += 1
        assert step < 5000, "the game does not end"
    assert state.actors() == [] and not any(True for _ in state.legal_actions(0))
    refused(state, 0, Fly())
    again = game.replay(state.players, state.seed, state.options, state.log)
    assert position(again) == position(state)
    for sheet in state.score_sheets():
        assert len({item.key for item in sheet.items}) == len(sheet.items)
    assert state.winners() and set(state.winners()) <= set(range(count))


@pytest.mark.parametrize("game_id", GAME_IDS)
@pytest.mark.parametrize("seed, level", [(1, "random"), (2, "greedy"), (3, "random")])
def test_the_rules_contract_holds_at_every_step(game_id, seed, level):
    game = GAMES[game_id]
    for count in counts(game):
        play_checked(game, count, seed, level)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_actions_survive_to_dict_and_back(game_id):
    game = GAMES[game_id]
    state = game.new_game([f"P{i}" for i in range(max(counts(game)))], 7, options_for(game, 7))
    rng = random.Random(7)
    while not state.is_over():
        player = rng.choice(state.actors())
        action = rng.choice(sorted(state.legal_actions(player), key=repr))
        assert game.action_from_dict(action.to_dict()) == action
        state.apply(player, action)
    for _player, data in state.log:
        assert game.action_from_dict(data).to_dict() == data


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_malformed_action_data_is_refused_with_a_reason(game_id):
    game = GAMES[game_id]
    state = game.new_game([f"P{i}" for i in range(max(counts(game)))], 5, options_for(game, 5))
    player = state.actors()[0]
    action = next(iter(state.legal_actions(player)))
    data = action.to_dict()
    for bad in ({**data, "kind": "fly"}, {**data, "extra": 1}, [data], "place", {"kind": 5},
                {**data, **{k: True for k in data if k != "kind"}},
                {**data, **{k: [[[[[[[[1]]]]]]]] for k in data if k != "kind"}}):
        if bad == data:
            continue
        with pytest.raises(ValueError) as caught:
            game.action_from_dict(bad)
        assert str(caught.value)
    assert state.log == []


@pytest.mark.parametrize("game_id", [g for g in GAME_IDS if GAMES[g].hidden_information])
def test_a_game_whose_secrets_are_not_named_here_is_checked_by_its_own_sampler(game_id, monkeypatch):
    """How a new game's views are checked: against worlds its strong level's sampler deals
    from the seat's view. No false alarm (the view of such a world is the seat's view), and
    a view that shows the whole game (its secrets too) differs from it."""
    monkeypatch.delitem(SECRETS, game_id, raising=False)
    game, rng = GAMES[game_id], random.Random(2)
    state = game.new_game([f"P{i}" for i in range(max(2, game.min_players))], 2, {})
    for _ in range(6):
        player = rng.choice(state.actors())
        state.apply(player, rng.choice(sorted(state.legal_actions(player), key=repr)))
    seats = [*range(len(state.players)), None]
    assert all(position(state.view(seat)) == position(with_other_secrets(state, seat, rng).view(seat))
               for seat in seats)
    monkeypatch.setattr(type(state), "view", lambda self, seat: self)      # a view that shows everything
    assert any(position(state.view(seat)) != position(with_other_secrets(state, seat, rng).view(seat))
               for seat in seats)
