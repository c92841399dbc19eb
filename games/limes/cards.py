"""The Limes cards: read and validate data/limes/cards.yaml (every fault a
DataError naming the file and line), and turn a card into fields."""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from ..core import paths
from ..core.checker import Checker
from ..core.loader import load_yaml, line_of

TERRAINS = ("F", "W", "L", "T")   # grain field, forest, water, rock with tower
HUT_TERRAINS = ("F", "W")         # huts stand on fields and forests only (spec: Components)
MIN_CARDS = 16                    # one card per round, 16 rounds
CARD_KEYS = ("n", "fields", "hut")
# Field offsets inside a card in the file's order NW, NE, SE, SW (clockwise).
OFFSETS = ((0, 0), (0, 1), (1, 1), (1, 0))
# Who a worker becomes on each terrain (spec: Placing or moving a worker).
PROFESSIONS = {"F": "farmer", "L": "fisher", "W": "woodcutter", "T": "watchman"}


@dataclass(frozen=True)
class Field:
    """One field of a display: its terrain letter and whether it shows a hut."""
    terrain: str
    hut: bool = False

    @property
    def profession(self) -> str:
        """What a worker standing here is: farmer, fisher, woodcutter or watchman."""
        return PROFESSIONS[self.terrain]


@dataclass(frozen=True)
class Card:
    """A numbered card: four fields NW, NE, SE, SW."""
    n: int
    fields: tuple[Field, Field, Field, Field]

    def turned(self, rotation: int) -> tuple[Field, ...]:
        """The fields NW, NE, SE, SW after `rotation` quarter turns clockwise:
        a cyclic shift, since the fields are listed clockwise (spec: Data)."""
        r = rotation % 4
        return self.fields[-r:] + self.fields[:-r] if r else self.fields

    def laid(self, row: int, col: int, rotation: int) -> tuple[tuple[tuple[int, int], Field], ...]:
        """(cell, field) of each field once the card lies at card position
        (row, col), turned `rotation` quarter turns clockwise."""
        return tuple(((2 * row + dr, 2 * col + dc), fld)
                     for (dr, dc), fld in zip(OFFSETS, self.turned(rotation)))


def cards_path(data_dir=None) -> Path:
    return paths.data_dir(data_dir) / "limes" / "cards.yaml"


def load_cards(data_dir=None) -> dict[int, Card]:
    """Card number -> Card from `data_dir` (default data/); cached, read-only."""
    return _cached_cards(str(paths.data_dir(data_dir)))


@lru_cache(maxsize=8)
def _cached_cards(root: str) -> dict[int, Card]:
    return read_cards(cards_path(root))


def read_cards(path) -> dict[int, Card]:
    """Read and validate one cards file (uncached)."""
    data = load_yaml(path)
    check = Checker(path)
    if not isinstance(data, dict):
        check.fail(data, "expected a mapping with a 'cards' list")
    entries = check.field(data, "cards", list, "'cards'")
    cards: dict[int, Card] = {}
    first_line: dict[int, int | None] = {}
    for i, entry in enumerate(entries):
        card = _read_card(check, entries, i, entry)
        if card.n in cards:
            check.fail(entry, f"card number {card.n} appears twice "
                              f"(first on line {first_line[card.n]})", "n")
        cards[card.n] = card
        first_line[card.n] = line_of(entry, "n")
    if len(cards) < MIN_CARDS:
        check.fail(data, f"{MIN_CARDS} rounds need at least {MIN_CARDS} cards, "
                         f"found {len(cards)}", "cards")
    missing = sorted(set(range(1, len(cards) + 1)) - set(cards))
    if missing:
        check.fail(data, f"card number {missing[0]} is missing "
                         f"(cards are numbered 1 to {len(cards)})", "cards")
    return dict(sorted(cards.items()))


def _read_card(check: Checker, entries: list, i: int, entry) -> Card:
    check.mapping(entry, f"card entry {i + 1}", entries, i)
    for key in entry:
        if key not in CARD_KEYS:
            check.fail(entry, f"unknown key {key!r} in a card (expected n, fields, hut)", key)
    n = check.field(entry, "n", int, "the card number 'n'")
    if n < 1:
        check.fail(entry, f"card number {n} must be 1 or more", "n")
    terrains = check.field(entry, "fields", list, f"card {n}: 'fields'")
    if len(terrains) != 4:
        check.fail(entry, f"card {n} has {len(terrains)} fields, a card has 4 (NW, NE, SE, SW)",
                   "fields")
    for j, letter in enumerate(terrains):
        check.choice(letter, TERRAINS, f"card {n}: field {j} terrain", terrains, j)
    counts = Counter(terrains)
    # A card never holds more than two fields of one type, nor two towers (spec: Components).
    if counts["T"] > 1:
        check.fail(entry, f"card {n} has {counts['T']} towers, at most 1 is allowed", "fields")
    for letter, count in counts.items():
        if count > 2:
            check.fail(entry, f"card {n} has {count} fields of type {letter}, "
                              "at most 2 are allowed", "fields")
    huts = entry.get("hut", [])
    check.sequence(huts, f"card {n}: 'hut'", entry, "hut")
    for j, index in enumerate(huts):
        if isinstance(index, bool) or not isinstance(index, int) or not 0 <= index <= 3:
            check.fail(huts, f"card {n}: hut index {index!r} must be 0, 1, 2 or 3", j)
        if terrains[index] not in HUT_TERRAINS:
            check.fail(huts, f"card {n}: a hut cannot stand on field {index} "
                             f"({terrains[index]}); only F and W fields have huts", j)
        if huts.count(index) > 1:
            check.fail(huts, f"card {n}: hut index {index} is listed twice", j)
    fields = tuple(Field(letter, j in huts) for j, letter in enumerate(terrains))
    return Card(n, fields)
