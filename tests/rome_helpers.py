"""Shared helpers for the Rome tests: ending turns, and comparing whole positions."""
from __future__ import annotations

from games.core import EndTurn

# Fixed for the game, or the undo machinery; names starting with "_" are caches
# and working values (`_surveys`, `_revealed`), not part of the position.
_NOT_POSITION = frozenset({"game", "log", "players", "options", "keep_history", "rng"})


def end_turn(state, player: int) -> None:
    """`player` presses "End turn"."""
    state.apply(player, EndTurn())


def act(state, player: int, action) -> None:
    """`player` does `action`, which completes their turn, and ends the turn."""
    state.apply(player, action)
    end_turn(state, player)


def first_legal(state, player: int):
    """The first legal action of `player` (EndTurn when their turn waits for it)."""
    return next(iter(state.legal_actions(player)))


def everything(state):
    """The whole position: every attribute that an action may change, the
    chance and the log (equal means the same game in the same position)."""
    values = {name: value for name, value in vars(state).items()
              if name[0] != "_" and name not in _NOT_POSITION}
    return values, state.rng.getstate(), list(state.log)


def refused_undo(state, seat: int, code: str) -> None:
    """`seat` may not take back: the reason is `code` and nothing changes."""
    import pytest
    from games.core import IllegalMove
    before = everything(state)
    assert state.undo_violation(seat).code == code
    with pytest.raises(IllegalMove):
        state.undo(seat)
    assert everything(state) == before
