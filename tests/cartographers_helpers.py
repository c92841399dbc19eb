"""Shared set-up for the Cartographers tests: maps from letters, a chosen card
on the table, a chosen deck, an action that ends the player's turn."""
from __future__ import annotations

from games import GAMES
from games.cartographers import Sheet, load_data
from games.cartographers.ambush import start_ambush
from games.cartographers.masks import bit
from games.cartographers.sheet import LETTERS

CARTO = GAMES["cartographers"]
DATA = load_data()
EMPTY_ROWS = ["..........."] * 11


def board(side: str = "A", rows=None, coins: int = 0, **cells) -> Sheet:
    """A sheet of map side `side` with the drawn letters of `rows` (position-file
    letters; ^ X r . are read from the map) and `F=[(r, c), ...]`-style cells."""
    masks: dict = {"mountain": DATA.maps[side].mountain_mask,
                   "wasteland": DATA.maps[side].wasteland_mask}
    for r, text in enumerate(rows or EMPTY_ROWS):
        for c, letter in enumerate(text):
            if letter in "FVAWM":
                masks[LETTERS[letter]] = masks.get(LETTERS[letter], 0) | bit((r, c))
    for letter, listed in cells.items():
        for cell in listed:
            masks[LETTERS[letter]] = masks.get(LETTERS[letter], 0) | bit(cell)
    return Sheet(DATA.maps[side], masks, coins=coins)


def full_except(side: str, empty, terrain: str = "F", coins: int = 0) -> Sheet:
    """Every cell filled with `terrain` except the map's own and `empty`."""
    side_data = DATA.maps[side]
    keep = set(empty) | set(side_data.mountains) | set(side_data.wasteland)
    cells = [(r, c) for r in range(11) for c in range(11) if (r, c) not in keep]
    return board(side, coins=coins, **{terrain: cells})


def new(players: int = 1, seed: int = 1, **options):
    names = [f"P{i}" for i in range(players)]
    return CARTO.new_game(names, seed, options or None)


def on_card(state, card_id: int, ruins: bool = False):
    """Put explore card `card_id` on the table as the current card (test set-up)."""
    count = len(state.players)
    state.card, state.phase, state.ruins_pending = card_id, "draw", ruins
    state.tasks = [("draw",)] * count
    state.turn_skill, state.first_draw = [None] * count, [None] * count
    state.targets, state.fresh = {}, [0] * count
    state.unconfirmed = frozenset()     # a new step: nobody's turn waits to be ended
    return state


def on_ambush(state, card_id: int):
    """Reveal ambush `card_id` now (test set-up)."""
    state.card, state.phase = card_id, "ambush"
    state.unconfirmed = frozenset()     # a new step: nobody's turn waits to be ended
    start_ambush(state, DATA.ambush[card_id])
    return state


def stack(state, top_first: list[int]):
    """Start the season over with the deck `top_first` (the first card is revealed at once)."""
    state.deck = list(reversed(top_first))
    state.time, state.revealed, state.card, state.ruins_pending = 0, (), None, False
    state.unconfirmed = frozenset()
    state._step_done()
    return state


def act(state, player: int, action):
    """`player` does `action` and, if that completed their part of the step,
    presses "End turn" (the next card comes once everybody has)."""
    state.apply(player, action)
    state.end_turns([player])
    return state


def code(state, action, player: int = 0):
    violation = state.check(player, action)
    return violation and violation.code


def set_sheet(state, player: int, sheet: Sheet):
    state.put("sheets", player, sheet)
    return state
