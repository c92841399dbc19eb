"""The Limes worked example (spec: Scoring), shared by the scoring and window tests."""
from games.limes import Field

EXAMPLE = ["FFWwLT",
           "FLWFLL",
           "TWWFfL",
           "LLTWFW"]
EXAMPLE_WORKERS = [(0, 0), (0, 2), (0, 4), (3, 2), (2, 0)]
# The woodcutter at (0, 2): its forest and the 7 territories next to it, counted by hand.
WOODCUTTER_FOREST = {(0, 2), (0, 3), (1, 2), (2, 1), (2, 2)}
WOODCUTTER_COUNTED = ({(0, 0), (0, 1), (1, 0)} | {(0, 4), (1, 4), (1, 5), (2, 5)}          # grain, water
                      | {(1, 3), (2, 3), (2, 4), (3, 4)} | {(1, 1)} | {(2, 0)}              # grain, water, tower
                      | {(3, 0), (3, 1)} | {(3, 2)})                                         # water, tower


def board(rows: list[str]) -> dict:
    """Fields from rows like the position file: lower case = hut, '.' = empty."""
    return {(r, c): Field(letter.upper(), letter.islower())
            for r, row in enumerate(rows) for c, letter in enumerate(row) if letter != "."}


def finished_example(game):
    """A finished one-player game whose display is the worked example (2 x 3 cards)."""
    state = game.new_game(["Anna"], 1)
    state.fields = [board(EXAMPLE)]
    state.displays = [{(r, c): (1, 0) for r in range(2) for c in range(3)}]
    state.workers = [list(EXAMPLE_WORKERS)]
    state.round, state.phase = state.rounds, "over"
    return state
