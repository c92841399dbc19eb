"""games.core.game and games.core.rules: actions as plain data, the State
machinery (apply, undo, log, winners, ranking), Game.replay, violations and
score sheets."""
from __future__ import annotations

import copy
import dataclasses
import json
from dataclasses import dataclass, field
from typing import ClassVar

import pytest

from games.core import (Action, EndTurn, Game, IllegalMove, Option, ScoreItem, ScoreSheet, State,
                        Violation, actions_from_dict)
from games.core.i18n import Texts
from tests.fake_game import GAME as PILE, Take


# --- a small game with chance, written for these tests ------------------------------

@dataclass(frozen=True)
class Add(Action):
    kind: ClassVar[str] = "add"
    amount: int


@dataclass(frozen=True)
class Draw(Action):
    kind: ClassVar[str] = "draw"


@dataclass(frozen=True)
class Mark(Action):
    kind: ClassVar[str] = "mark"
    cells: tuple
    note: str = ""
    tags: tuple = field(default_factory=tuple)


@dataclass(frozen=True)
class Wrap(Action):
    kind: ClassVar[str] = "wrap"
    inner: Action


class TallyState(State):
    """Players in turn add 1 or 2 points or draw a card (hidden until drawn),
    then end their turn; marking is free and does not end it. Over at 10
    points in all. Values are replaced, never changed in place."""
    phase = "play"

    def __init__(self, game, players, seed=0, options=None):
        super().__init__(game, players, seed, options)
        deck = list(range(1, 11))
        self.rng.shuffle(deck)
        self.deck = tuple(deck)
        self.points = (0,) * len(players)
        self.hands = ((),) * len(players)
        self.turn = 0

    def _actors(self):
        return [self.turn]

    def _legal_actions(self, player):
        for action in (Add(1), Add(2), Draw()):
            if self.check(player, action) is None:
                yield action

    def _check(self, player, action):
        if player != self.turn:
            return Violation("turn.not_yours", {"player": player})
        if isinstance(action, Add) and action.amount not in (1, 2):
            return Violation("add.amount", {"amount": action.amount})
        if isinstance(action, Draw) and not self.deck:
            return Violation("draw.empty")
        return None

    def _do(self, player, action):
        if isinstance(action, Mark):
            self.last_mark = action.cells  # an attribute that only exists once marked
            return False
        self._await_end_turn(player)
        if isinstance(action, Add):
            self.points = tuple(p + action.amount * (i == player) for i, p in enumerate(self.points))
            return False
        self.hands = tuple(h + (self.deck[-1],) if i == player else h for i, h in enumerate(self.hands))
        self.deck = self.deck[:-1]
        return True

    def _end_turn(self, player):
        self.turn = (self.turn + 1) % len(self.players)
        return False

    def is_over(self):
        return sum(self.points) >= 10

    def score_sheets(self):
        return [ScoreSheet(i, name, [ScoreItem("points", self.points[i], "points"),
                                     ScoreItem("cards", sum(self.hands[i]), "cards",
                                               cells=tuple(f"card-{c}" for c in self.hands[i]))])
                for i, name in enumerate(self.players)]


class TallyGame(Game):
    id = "tally"
    min_players, max_players = 1, 4
    action_kinds = (Add, Draw, Mark)

    def new_game(self, players, seed=0, options=None):
        self.check_players(players)
        return TallyState(self, players, seed, options)


TALLY = TallyGame()


def turn(state, player, action):
    """A whole turn: the action, then EndTurn."""
    state.apply(player, action)
    state.apply(player, EndTurn())


def observable(state: State) -> dict:
    """Everything a test can tell about a TallyState, deep-copied."""
    return copy.deepcopy({"deck": state.deck, "points": state.points, "hands": state.hands,
                          "turn": state.turn, "log": state.log, "history": len(state._history),
                          "rng": state.rng.getstate(), "attrs": sorted(vars(state))})


class FixedScores(State):
    """A state whose score sheets are given: for winners and ranking."""

    def __init__(self, totals, tie_break=None):
        super().__init__(None, [f"P{i}" for i in range(len(totals))])
        self.totals, self.tie_break = totals, tie_break

    def score_sheets(self):
        return [ScoreSheet(i, name, [ScoreItem("all", self.totals[i])])
                for i, name in enumerate(self.players)]

    def rank_key(self, sheet):
        if self.tie_break is None:
            return super().rank_key(sheet)
        return (sheet.total, self.tie_break[sheet.player])


TEXTS = Texts("en", {"violation.add.amount": "You cannot add {amount}.",
                     "violation.turn.not_yours": "It is not your turn.",
                     "score.points": "Points", "score.cards": "Cards in hand"})


# --- Action: plain data -------------------------------------------------------------

def test_to_dict_starts_with_the_kind():
    assert Add(2).to_dict() == {"kind": "add", "amount": 2}
    assert list(Add(2).to_dict()) == ["kind", "amount"]
    assert Draw().to_dict() == {"kind": "draw"}
    assert Take(1).to_dict() == {"kind": "take", "count": 1}


def test_to_dict_turns_tuples_into_lists_all_the_way_down():
    data = Mark(((1, 2), (3, 4)), "here", ("a",)).to_dict()
    assert data == {"kind": "mark", "cells": [[1, 2], [3, 4]], "note": "here", "tags": ["a"]}
    assert json.loads(json.dumps(data)) == data


def test_to_dict_of_a_nested_action():
    assert Wrap(Add(1)).to_dict() == {"kind": "wrap", "inner": {"kind": "add", "amount": 1}}


def test_actions_are_frozen_and_compare_by_value():
    assert Add(1) == Add(1) and Add(1) != Add(2)
    assert len({Add(1), Add(1), Draw()}) == 2
    with pytest.raises(dataclasses.FrozenInstanceError):
        Add(1).amount = 3


def test_from_dict_round_trip():
    for action in (Add(2), Draw(), Mark(((1, 2), (3, 4)), "x", ("a", "b")), Mark(((0, 0),))):
        again = actions_from_dict(TallyGame.action_kinds, action.to_dict())
        assert again == action
        assert type(again) is type(action)


def test_from_dict_makes_lists_tuples_and_fills_defaults():
    action = actions_from_dict([Mark], {"kind": "mark", "cells": [[0, 1], [2, 3]]})
    assert action == Mark(((0, 1), (2, 3)), "", ())
    assert isinstance(action.cells, tuple) and isinstance(action.cells[0], tuple)


def test_game_action_from_dict_uses_its_kinds():
    assert TALLY.action_from_dict({"kind": "add", "amount": 1}) == Add(1)
    assert PILE.action_from_dict({"kind": "take", "count": 2}) == Take(2)
    with pytest.raises(ValueError):
        PILE.action_from_dict({"kind": "add", "amount": 1})


def test_from_dict_rejects_an_unknown_kind():
    with pytest.raises(ValueError, match=r"unknown action kind 'jump' \(known: add, draw, mark\)"):
        actions_from_dict(TallyGame.action_kinds, {"kind": "jump"})


def test_from_dict_rejects_a_missing_field():
    with pytest.raises(ValueError, match=r"action 'add': missing \['amount'\], unexpected \[\]"):
        actions_from_dict([Add], {"kind": "add"})
    with pytest.raises(ValueError, match=r"missing \['cells'\]"):
        actions_from_dict([Mark], {"kind": "mark", "note": "x"})


def test_from_dict_rejects_an_extra_field():
    with pytest.raises(ValueError, match=r"missing \[\], unexpected \['colour'\]"):
        actions_from_dict([Add], {"kind": "add", "amount": 1, "colour": "red"})
    with pytest.raises(ValueError, match=r"unexpected \['x'\]"):
        actions_from_dict([Draw], {"kind": "draw", "x": 1})


@pytest.mark.parametrize("bad", [None, [], "add", 3, {"amount": 1}, [("kind", "add")]])
def test_from_dict_rejects_what_is_not_a_mapping_with_a_kind(bad):
    with pytest.raises(ValueError, match="must be a mapping with a 'kind'"):
        actions_from_dict([Add], bad)


@pytest.mark.parametrize("kind", [["add"], {"a": 1}, None, 7])
def test_from_dict_rejects_a_kind_that_is_not_a_name(kind):
    with pytest.raises(ValueError):
        actions_from_dict([Add], {"kind": kind, "amount": 1})


# --- State: apply, check, log ----------------------------------------------------------

def test_a_new_state():
    state = TALLY.new_game(["Anna", "Ben"], seed=3, options={"x": 1})
    assert state.players == ["Anna", "Ben"]
    assert state.seed == 3 and state.options == {"x": 1}
    assert state.log == [] and state.last_actor() is None
    assert state.actors() == [0]
    assert state.view(0) is state


def test_options_are_copied():
    options = {"pile": 4}
    state = PILE.new_game(["A"], options=options)
    options["pile"] = 9
    assert state.options == {"pile": 4}


def test_apply_changes_the_state_and_logs_plain_data():
    state = TALLY.new_game(["Anna", "Ben"])
    turn(state, 0, Add(2))
    state.apply(1, Add(1))
    assert state.points == (2, 1)
    assert state.turn == 1 and state.unconfirmed == {1}
    state.apply(1, EndTurn())
    assert state.turn == 0 and state.unconfirmed == frozenset()
    assert state.log == [(0, {"kind": "add", "amount": 2}), (0, {"kind": "end_turn"}),
                         (1, {"kind": "add", "amount": 1}), (1, {"kind": "end_turn"})]
    assert state.last_actor() == 1


def test_apply_of_an_illegal_action_raises_and_changes_nothing():
    state = TALLY.new_game(["Anna", "Ben"], seed=5)
    turn(state, 0, Draw())
    turn(state, 1, Add(1))
    before = observable(state)
    with pytest.raises(IllegalMove) as caught:
        state.apply(1, Add(1))  # not Ben's turn
    assert caught.value.violation == Violation("turn.not_yours", {"player": 1})
    with pytest.raises(IllegalMove) as caught:
        state.apply(0, Add(3))
    assert caught.value.violation.code == "add.amount"
    assert caught.value.violation.params == {"amount": 3}
    assert observable(state) == before


def test_apply_uses_check():
    state = PILE.new_game(["A", "B"], options={"pile": 1})
    assert state.check(0, Take(2)) == Violation("take.too_many", {"count": 2})
    with pytest.raises(IllegalMove) as caught:
        state.apply(0, Take(2))
    assert caught.value.violation == state.check(0, Take(2))
    assert state.pile == 1 and state.log == []


def test_legal_actions_are_exactly_those_check_allows():
    state = TALLY.new_game(["Anna", "Ben"])
    assert list(state.legal_actions(0)) == [Add(1), Add(2), Draw()]
    assert list(state.legal_actions(1)) == []
    for action in state.legal_actions(0):
        assert state.check(0, action) is None


def test_seeded_chance():
    a, b = TALLY.new_game(["A"], seed=11), TALLY.new_game(["A"], seed=11)
    assert a.deck == b.deck
    assert sorted(a.deck) == list(range(1, 11))
    decks = {tuple(TALLY.new_game(["A"], seed=s).deck) for s in range(5)}
    assert len(decks) > 1


# --- winners and ranking ----------------------------------------------------------------------

def test_winners_single_and_tied():
    assert FixedScores([3, 7, 5]).winners() == [1]
    assert FixedScores([7, 2, 7]).winners() == [0, 2]
    assert FixedScores([0]).winners() == [0]
    assert FixedScores([-1, -4]).winners() == [0]


def test_ranking_groups_by_place_best_first():
    assert FixedScores([3, 7, 5]).ranking() == [[1], [2], [0]]
    assert FixedScores([5, 5, 5]).ranking() == [[0, 1, 2]]


def test_ranking_lists_tied_players_in_seat_order():
    assert FixedScores([2, 9, 2, 9]).ranking() == [[1, 3], [0, 2]]
    assert FixedScores([7, 2, 7]).ranking() == [[0, 2], [1]]


def test_rank_key_breaks_ties():
    state = FixedScores([7, 7, 3], tie_break=[1, 5, 0])
    assert state.winners() == [1]
    assert state.ranking() == [[1], [0], [2]]
    assert FixedScores([7, 7], tie_break=[2, 2]).winners() == [0, 1]


def test_winners_of_a_played_game():
    state = PILE.new_game(["A", "B"], options={"pile": 3})
    state.apply(0, Take(2))
    state.apply(1, Take(1))
    assert state.is_over() and state.actors() == []
    assert state.winners() == [0]
    assert state.ranking() == [[0], [1]]


# --- Game ----------------------------------------------------------------------------------

def test_check_players():
    PILE.check_players(["A"])
    PILE.check_players(["A", "B", "C"])
    with pytest.raises(ValueError, match="pile is for 1 to 3 players, not 4"):
        PILE.new_game(["A", "B", "C", "D"])
    with pytest.raises(ValueError, match="not 0"):
        PILE.check_players([])


class OptionGame(Game):
    id = "opt"
    options = {"rounds": (16, 8, 4), "variant": ("basic", "expert"),
               "map": Option("AB", lambda v: None if isinstance(v, str) and set(v) <= {"A", "B"}
                             else "takes letters A and B")}


def test_check_options_fills_in_defaults():
    assert OptionGame().check_options(None) == {"rounds": 16, "variant": "basic", "map": "AB"}
    assert OptionGame().check_options({"rounds": 4, "map": "BBA"}) == {
        "rounds": 4, "variant": "basic", "map": "BBA"}
    assert Game().check_options({}) == {}


def test_check_options_rejects_unknown_names_and_values():
    with pytest.raises(ValueError, match=r"opt has no option 'speed' \(options: map, rounds, variant\)"):
        OptionGame().check_options({"speed": 1})
    with pytest.raises(ValueError, match=r"option 'rounds' of opt takes 16, 8, 4, not 5"):
        OptionGame().check_options({"rounds": 5})
    with pytest.raises(ValueError, match=r"option 'map' of opt takes letters A and B, not 'AC'"):
        OptionGame().check_options({"map": "AC"})
    with pytest.raises(ValueError, match=r"has no option 'x' \(options: none\)"):
        Game().check_options({"x": 1})


def test_check_options_does_not_change_its_argument():
    chosen = {"rounds": 8}
    OptionGame().check_options(chosen)
    assert chosen == {"rounds": 8}


def play_out(game, players, seed, options=None, pick=0):
    """Play to the end, taking the legal action at index `pick` mod len."""
    state = game.new_game(players, seed, options)
    i = 0
    while not state.is_over():
        player = state.actors()[0]
        actions = list(state.legal_actions(player))
        state.apply(player, actions[(pick + i) % len(actions)])
        i += 1
    return state


def test_replay_reproduces_a_game_with_chance():
    played = play_out(TALLY, ["Anna", "Ben", "Cleo"], seed=9)
    assert any(entry[1]["kind"] == "draw" for entry in played.log)
    again = TALLY.replay(["Anna", "Ben", "Cleo"], 9, None, played.log)
    assert again.log == played.log
    assert again.hands == played.hands and again.deck == played.deck
    assert again.points == played.points
    assert [s.total for s in again.score_sheets()] == [s.total for s in played.score_sheets()]
    assert again.rng.getstate() == played.rng.getstate()


def test_replay_of_the_pile_game_with_options():
    played = play_out(PILE, ["A", "B"], seed=1, options={"pile": 7}, pick=1)
    again = PILE.replay(["A", "B"], 1, {"pile": 7}, played.log)
    assert (again.pile, again.taken, again.log) == (played.pile, played.taken, played.log)
    assert again.is_over()


def test_replay_accepts_a_log_from_json():
    played = play_out(TALLY, ["Anna", "Ben"], seed=3)
    log = json.loads(json.dumps(played.log))
    assert TALLY.replay(["Anna", "Ben"], 3, None, log).log == played.log


def test_replay_checks_every_action():
    log = [(0, {"kind": "add", "amount": 1}), (0, {"kind": "end_turn"}), (0, {"kind": "add", "amount": 1})]
    with pytest.raises(IllegalMove) as caught:
        TALLY.replay(["Anna", "Ben"], 0, None, log)
    assert caught.value.violation.code == "turn.not_yours"
    with pytest.raises(ValueError, match="unknown action kind"):
        TALLY.replay(["Anna"], 0, None, [(0, {"kind": "fly"})])


def test_replay_of_a_partial_log_can_be_continued():
    state = TALLY.new_game(["Anna", "Ben"], seed=6)
    turn(state, 0, Add(1))
    turn(state, 1, Draw())
    again = TALLY.replay(["Anna", "Ben"], 6, None, state.log)
    state.apply(0, Draw())
    again.apply(0, Draw())
    assert again.hands == state.hands


def test_base_state_leaves_the_protocol_to_the_game():
    state = State(None, ["A"])
    for call in (state.actors, state.is_over, state.score_sheets):
        with pytest.raises(NotImplementedError):
            call()
    with pytest.raises(NotImplementedError):
        state.check(0, Draw())
    with pytest.raises(NotImplementedError):
        Game().new_game(["A"])


# --- rules: Violation, IllegalMove, ScoreItem, ScoreSheet -----------------------------------

def test_violation_defaults_and_equality():
    v = Violation("card.not_adjacent")
    assert (v.code, v.params, v.cells) == ("card.not_adjacent", {}, ())
    assert v == Violation("card.not_adjacent")
    assert v != Violation("card.not_adjacent", cells=((0, 0),))
    with pytest.raises(dataclasses.FrozenInstanceError):
        v.code = "x"


def test_violation_text_fills_its_parameters():
    assert Violation("add.amount", {"amount": 3}).text(TEXTS) == "You cannot add 3."
    assert Violation("turn.not_yours").text(TEXTS) == "It is not your turn."
    assert Violation("no.such.code").text(TEXTS) == "violation.no.such.code"


def test_illegal_move_carries_its_violation():
    v = Violation("zz.core_test_code", {"a": 1}, ((1, 2),))
    error = IllegalMove(v)
    assert isinstance(error, Exception)
    assert error.violation is v
    assert str(error) == v.text()


def test_score_sheet_total_is_the_sum_of_its_items():
    sheet = ScoreSheet(1, "Ben", [ScoreItem("a", 4), ScoreItem("b", -1), ScoreItem("c", 10)])
    assert sheet.total == 13 == sum(item.points for item in sheet.items)
    sheet.items.append(ScoreItem("d", 2))
    assert sheet.total == 15
    assert ScoreSheet(0, "Anna").total == 0
    assert ScoreSheet(0, "Anna").items == []


def test_score_sheets_do_not_share_their_item_lists():
    a, b = ScoreSheet(0, "A"), ScoreSheet(1, "B")
    a.items.append(ScoreItem("x", 1))
    assert b.items == [] and b.total == 0


def test_score_item_defaults_and_text():
    item = ScoreItem("farmer", 3)
    assert (item.key, item.points, item.code, item.params, item.cells) == ("farmer", 3, "", {}, ())
    assert ScoreItem("p", 2, "points").text(TEXTS) == "Points"
    assert ScoreItem("p", 2, "unknown").text(TEXTS) == "score.unknown"


def test_score_sheet_to_dict():
    sheet = ScoreSheet(0, "Anna", [ScoreItem("points", 5, "points", cells=((0, 1), (2, 3))),
                                   ScoreItem("cards", 7, "cards", cells=("card-3", "card-4"))])
    data = sheet.to_dict(TEXTS)
    assert data == {"name": "Anna", "total": 12, "items": [
        {"key": "points", "text": "Points", "points": 5, "cells": [[0, 1], [2, 3]]},
        {"key": "cards", "text": "Cards in hand", "points": 7, "cells": ["card-3", "card-4"]}]}
    assert json.loads(json.dumps(data)) == data
    assert data["total"] == sum(item["points"] for item in data["items"])


def test_score_sheets_of_a_state_match_its_totals():
    state = play_out(TALLY, ["Anna", "Ben"], seed=8)
    for sheet in state.score_sheets():
        assert sheet.total == state.points[sheet.player] + sum(state.hands[sheet.player])
