"""The Limes position file of `main.py score limes FILE` (spec: Position
file): parse it with line numbers, then score it."""
from __future__ import annotations

from collections import Counter

from ..core import ScoreSheet
from ..core.checker import Checker
from ..core.loader import is_int

from .cards import Field, load_cards
from .rules import MAX_SIZE, ROUNDS
from .scoring import WORKERS, score_items, winners

# Letters of a row: upper case F W L T, lower case f w = with a hut, '.' = empty.
LETTERS = {letter: Field(letter) for letter in "FWLT"}
LETTERS.update({letter: Field(letter.upper(), True) for letter in "fw"})
EMPTY = "."
FIELDS = 2 * MAX_SIZE  # a card is 2x2 fields, a display at most 4x4 cards: 8x8 fields
NAMES = {"F": "grain field", "W": "forest", "L": "water", "T": "tower", "f": "hut on a grain field",
         "w": "hut in a forest"}


def most_per_letter(cards) -> dict[str, int]:
    """The most fields of each letter (F W L T, and f w for a hut there) that
    the ROUNDS cards of one display can show: the sum over the ROUNDS cards
    that show most of it (from the card set in use, which may be edited)."""
    most = {}
    for letter in NAMES:
        terrain, hut = letter.upper(), letter.islower()
        per_card = sorted((sum(f.terrain == terrain and (not hut or f.hut) for f in card.fields)
                           for card in cards.values()), reverse=True)
        most[letter] = sum(per_card[:ROUNDS])
    return most


def read_position(data, path) -> list[tuple[str, dict, list]]:
    """(name, fields, workers) per player; every fault a DataError with the
    file, the line and the problem."""
    check = Checker(path)
    check.for_game(data, "limes")
    players = check.players(data, 1, 2)
    return [_read_player(check, players, i) for i in range(len(players))]


def _check_cards(check: Checker, entry: dict, name: str, letters: list[str]) -> None:
    """What one display of ROUNDS cards cannot show: more fields of a kind
    than its cards hold between them."""
    counts = Counter("".join(letters))
    for letter, most in most_per_letter(load_cards()).items():
        count = counts[letter] + (counts[letter.lower()] if letter.isupper() and letter in "FW" else 0)
        if count > most:
            check.fail(entry, f"{name}: {count} fields '{letter}' ({NAMES[letter]}), but the "
                              f"{ROUNDS} cards of a display show at most {most}", "fields")


def _read_player(check: Checker, players: list, i: int) -> tuple[str, dict, list]:
    entry = check.mapping(players[i], f"player {i + 1}", players, i)
    name = check.field(entry, "name", str, f"player {i + 1}: 'name'")
    rows = check.field(entry, "fields", list, f"{name}: 'fields'")
    if not rows:
        check.fail(entry, f"{name}: 'fields' needs at least one row", "fields")
    if len(rows) > FIELDS:
        check.fail(entry, f"{name}: {len(rows)} rows, but a display is at most {MAX_SIZE} cards "
                          f"({FIELDS} fields) tall", "fields")
    fields: dict[tuple[int, int], Field] = {}
    width = None
    all_letters = []
    for r, text in enumerate(rows):
        if not isinstance(text, str):
            check.fail(rows, f"{name}: row {r} must be a text like \"FFWwLT\", not {text!r}", r)
        letters = text.replace(" ", "")  # "F F W w" is read like "FFWw"
        if not letters:
            check.fail(rows, f"{name}: row {r} is empty", r)
        if len(letters) > FIELDS:
            check.fail(rows, f"{name}: row {r} has {len(letters)} fields, but a display is at most "
                             f"{MAX_SIZE} cards ({FIELDS} fields) wide", r)
        all_letters.append(letters)
        if width is None:
            width = len(letters)
        elif len(letters) != width:
            check.fail(rows, f"{name}: row {r} has {len(letters)} fields but row 0 has {width}; "
                             "all rows must be equally long", r)
        for c, letter in enumerate(letters):
            if letter == EMPTY:
                continue
            if letter in LETTERS:
                fields[(r, c)] = LETTERS[letter]
            elif letter in "lt":
                check.fail(rows, f"{name}: row {r}, column {c}: '{letter}' puts a hut on "
                                 f"{'water' if letter == 'l' else 'a tower'}; only f and w "
                                 "(field, forest) can have a hut", r)
            else:
                check.fail(rows, f"{name}: row {r}, column {c}: unknown letter {letter!r} "
                                 "(expected F, W, L, T, f, w or .)", r)
    _check_cards(check, entry, name, all_letters)
    workers = _read_workers(check, entry, name, fields, len(rows), width)
    return name, fields, workers


def _read_workers(check: Checker, entry: dict, name: str, fields: dict,
                  height: int, width: int) -> list[tuple[int, int]]:
    listed = check.field(entry, "workers", list, f"{name}: 'workers'")
    if len(listed) > WORKERS:
        check.fail(entry, f"{name}: {len(listed)} workers, but a player has {WORKERS}", "workers")
    workers = []
    for k, worker in enumerate(listed):
        if not (isinstance(worker, list) and len(worker) == 2
                and all(map(is_int, worker))):
            check.fail(listed, f"{name}: worker {k} must be [row, column], not {worker!r}", k)
        cell = (worker[0], worker[1])
        if not (0 <= cell[0] < height and 0 <= cell[1] < width):
            check.fail(listed, f"{name}: worker {k} at {list(cell)} is outside the rows "
                               f"({height} rows of {width} fields)", k)
        if cell not in fields:
            check.fail(listed, f"{name}: worker {k} at {list(cell)} stands on an empty "
                               "field '.'", k)
        workers.append(cell)
    return workers


def score_position(data, path) -> tuple[list[ScoreSheet], list[int]]:
    """The score sheet of each player and the winners' indexes after the tie-break."""
    players = read_position(data, path)
    sheets = [ScoreSheet(i, name, score_items(fields, workers))
              for i, (name, fields, workers) in enumerate(players)]
    return sheets, winners([sheet.items for sheet in sheets])
