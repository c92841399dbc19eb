"""Majesty's data: read and validate data/majesty/buildings.yaml and deck.yaml
(every fault a DataError naming the file and line), into frozen records."""
from __future__ import annotations

from dataclasses import dataclass, replace
from functools import lru_cache
from pathlib import Path

from ..core import paths
from ..core.checker import Checker
from ..core.loader import load_yaml

from .effects import CHARACTERS, EFFECTS, LOCATION_OF, LOCATIONS, SPECIALS, Effect

LANGS = ("de", "en")
SIDE_KEYS = ("majority", "effect", "numbers", "text")
LOCATION_KEYS = ("id", "character", "colour", "special", "A", "B")
SETUP_KEYS = ("start_meeples", "worker_spaces", "display", "turns_per_player", "tier1_kept")
PLAYER_COUNTS = (2, 3, 4)


@dataclass(frozen=True)
class Card:
    """A character card: `halves` (one type, or two for a split card), its
    tier, and `character`, what it is now (None while in the deck or display)."""
    id: int
    halves: tuple[str, ...]
    tier: int
    character: str | None = None

    @property
    def split(self) -> bool:
        return len(self.halves) == 2

    @property
    def location(self) -> str | None:
        return LOCATION_OF.get(self.character)

    @lru_cache(maxsize=1024)  # cards are immutable; the bots' playouts place thousands a second
    def as_(self, character: str | None) -> "Card":
        return replace(self, character=character)


@dataclass(frozen=True)
class Side:
    """One side (A or B) of a location: majority value, effect and its numbers, texts."""
    letter: str
    majority: int | None
    effect: Effect
    numbers: dict
    text: dict


@dataclass(frozen=True)
class Location:
    """A location card 1-8: its character (None for the Infirmary), colour,
    special (heal, defend, attack or None) and both sides."""
    id: str
    number: int
    character: str | None
    colour: str
    special: str | None
    sides: dict

    def side(self, letter: str) -> Side:
        return self.sides[letter]


@dataclass(frozen=True)
class Setup:
    start_meeples: int
    worker_spaces: int
    display: int
    turns_per_player: int
    tier1_kept: dict


@dataclass(frozen=True)
class MajestyData:
    """Everything the rules read from data/majesty/."""
    locations: tuple[Location, ...]
    cards: tuple[Card, ...]
    setup: Setup

    def location(self, location_id: str) -> Location:
        return self.locations[LOCATIONS.index(location_id)]

    @property
    def location_ids(self) -> tuple[str, ...]:
        """The eight locations' ids, left to right (the Infirmary last)."""
        return tuple(loc.id for loc in self.locations)

    def location_of(self, character: str) -> str:
        """The id of the location `character` goes to."""
        return next(loc.id for loc in self.locations if loc.character == character)

    def special(self, name: str) -> str | None:
        """The id of the location with special `name` (e.g. "attack"), or None."""
        return next((loc.id for loc in self.locations if loc.special == name), None)


def data_paths(data_dir=None) -> tuple[Path, Path]:
    folder = paths.data_dir(data_dir) / "majesty"
    return folder / "buildings.yaml", folder / "deck.yaml"


def load_data(data_dir=None) -> MajestyData:
    """The validated data of `data_dir` (default data/); cached, read-only."""
    return _cached(str(paths.data_dir(data_dir)))


@lru_cache(maxsize=8)
def _cached(root: str) -> MajestyData:
    buildings, deck = data_paths(root)
    cards, setup = read_deck(deck)
    return MajestyData(read_buildings(buildings), cards, setup)


# --- buildings.yaml ------------------------------------------------------------------
def read_buildings(path) -> tuple[Location, ...]:
    data = load_yaml(path)
    check = Checker(path)
    if not isinstance(data, dict):
        check.fail(data, "expected a mapping with a 'locations' list")
    entries = check.field(data, "locations", list, "'locations'")
    if len(entries) != len(LOCATIONS):
        check.fail(data, f"there are {len(LOCATIONS)} locations ({', '.join(LOCATIONS)}), "
                         f"found {len(entries)}", "locations")
    locations = tuple(_read_location(check, entries, i) for i in range(len(entries)))
    for special in SPECIALS:
        holders = [loc for loc in locations if loc.special == special]
        if len(holders) > 1:
            check.fail(entries[LOCATIONS.index(holders[1].id)],
                       f"special {special!r} is on {holders[0].id} already", "special")
    return locations


def _read_location(check: Checker, entries: list, i: int) -> Location:
    entry = check.mapping(entries[i], f"location {i + 1}", entries, i)
    _no_unknown(check, entry, LOCATION_KEYS, "a location")
    ident = check.field(entry, "id", str, f"location {i + 1}: 'id'")
    if ident != LOCATIONS[i]:
        check.fail(entry, f"location {i + 1} must be {LOCATIONS[i]!r} (the order of the spec, "
                          f"left to right), not {ident!r}", "id")
    expected = CHARACTERS[i] if i < len(CHARACTERS) else None
    if entry.get("character", "?") != expected:
        check.fail(entry, f"{ident}: the character must be {expected!r}, "
                          f"not {entry.get('character', 'missing')!r}", "character")
    colour = check.field(entry, "colour", str, f"{ident}: 'colour'")
    special = entry.get("special")
    if special is not None:
        check.choice(special, SPECIALS, f"{ident}: special", entry, "special")
        if expected is None:
            check.fail(entry, f"{ident} holds no characters, so it has no special", "special")
    sides = {letter: _read_side(check, entry, ident, letter, expected is None)
             for letter in ("A", "B")}
    return Location(ident, i + 1, expected, colour, special, sides)


def _read_side(check: Checker, entry: dict, ident: str, letter: str, infirmary: bool) -> Side:
    side = check.mapping(entry.get(letter), f"{ident}: side {letter}", entry, letter)
    what = f"{ident} {letter}"
    _no_unknown(check, side, SIDE_KEYS, f"side {what}")
    if "majority" not in side:
        check.fail(side, f"{what}: missing 'majority' (null for none)")
    majority = side["majority"]
    if majority is None and not infirmary:
        check.fail(side, f"{what}: a location with characters needs a majority value", "majority")
    if majority is not None:
        check.field(side, "majority", int, f"{what}: 'majority'")
    name = check.field(side, "effect", str, f"{what}: 'effect'")
    effect = EFFECTS.get(name)
    if effect is None:
        check.fail(side, f"{what}: unknown effect {name!r} (known: {', '.join(sorted(EFFECTS))})",
                   "effect")
    if effect.at_end != infirmary:
        kind = "a game-end effect" if effect.at_end else "an effect on placing a character"
        check.fail(side, f"{what}: {name!r} is {kind}, which does not fit {ident}", "effect")
    numbers = check.field(side, "numbers", dict, f"{what}: 'numbers'")
    for key in numbers:
        if key not in effect.numbers:
            check.fail(numbers, f"{what}: {name} uses no number {key!r} "
                                f"(it uses {', '.join(effect.numbers)})", key)
    for key in effect.numbers:
        check.field(numbers, key, int, f"{what}: number {key!r} of {name}")
    text = check.field(side, "text", dict, f"{what}: 'text'")
    for lang in LANGS:
        if not isinstance(text.get(lang), str) or not text[lang].strip():
            check.fail(text, f"{what}: the text needs a non-empty {lang!r} sentence")
    return Side(letter, majority, effect, dict(numbers), {lang: text[lang] for lang in LANGS})


def _no_unknown(check: Checker, entry: dict, known: tuple, what: str) -> None:
    for key in entry:
        if key not in known:
            check.fail(entry, f"unknown key {key!r} in {what} (expected {', '.join(known)})", key)


# --- deck.yaml --------------------------------------------------------------------------
def read_deck(path) -> tuple[tuple[Card, ...], Setup]:
    data = load_yaml(path)
    check = Checker(path)
    if not isinstance(data, dict):
        check.fail(data, "expected a mapping with 'tiers' and 'setup'")
    _no_unknown(check, data, ("tiers", "setup"), "the deck file")
    tiers = check.field(data, "tiers", dict, "'tiers'")
    for key in tiers:
        if key not in (1, 2):
            check.fail(tiers, f"the tiers must be 1 and 2, not {key!r}", key)
    if len(tiers) != 2:
        check.fail(data, "the deck needs tier 1 (green) and tier 2 (red)", "tiers")
    cards: list[Card] = []
    for tier in (1, 2):
        cards += _read_tier(check, tiers, tier, len(cards))
    setup = _read_setup(check, data, sum(1 for c in cards if c.tier == 1), len(cards))
    return tuple(cards), setup


def _read_tier(check: Checker, tiers: dict, tier: int, first: int) -> list[Card]:
    entry = check.mapping(tiers[tier], f"tier {tier}", tiers, tier)
    _no_unknown(check, entry, ("back", "cards"), f"tier {tier}")
    check.field(entry, "back", str, f"tier {tier}: 'back'")
    kinds = check.field(entry, "cards", dict, f"tier {tier}: 'cards'")
    cards, seen = [], {}
    for name, count in kinds.items():
        halves = tuple(str(name).split("+"))
        if len(halves) > 2 or any(h not in CHARACTERS for h in halves):
            check.fail(kinds, f"tier {tier}: {name!r} is not a character or two joined by '+' "
                              f"(characters: {', '.join(CHARACTERS)})", name)
        if len(halves) == 2 and halves[0] == halves[1]:
            check.fail(kinds, f"tier {tier}: a split card needs two different characters, "
                              f"not {name!r}", name)
        key = frozenset(halves)
        if key in seen:
            check.fail(kinds, f"tier {tier}: {name!r} is the same card as {seen[key]!r}", name)
        seen[key] = name
        if isinstance(count, bool) or not isinstance(count, int) or count < 1:
            check.fail(kinds, f"tier {tier}: the count of {name!r} must be a whole number "
                              f"1 or more, not {count!r}", name)
        cards += [Card(first + len(cards) + k + 1, halves, tier) for k in range(count)]
    return cards


def _read_setup(check: Checker, data: dict, tier1: int, total: int) -> Setup:
    setup = check.field(data, "setup", dict, "'setup'")
    _no_unknown(check, setup, SETUP_KEYS, "'setup'")
    values = {}
    for key in SETUP_KEYS[:4]:
        values[key] = check.field(setup, key, int, f"setup: {key!r}")
        if values[key] < (0 if key == "start_meeples" else 1):
            check.fail(setup, f"setup: {key!r} must be positive, not {values[key]}", key)
    if values["start_meeples"] > values["worker_spaces"]:
        check.fail(setup, "setup: more start meeples than worker spaces", "start_meeples")
    kept = check.field(setup, "tier1_kept", dict, "setup: 'tier1_kept'")
    if sorted(kept, key=str) != list(PLAYER_COUNTS):
        check.fail(setup, f"setup: 'tier1_kept' needs the player counts 2, 3 and 4, "
                          f"not {sorted(kept, key=str)}", "tier1_kept")
    turns = values["turns_per_player"]
    for players in PLAYER_COUNTS:
        count = check.field(kept, players, int, f"setup: tier1_kept for {players} players")
        if not 0 <= count <= tier1:
            check.fail(kept, f"setup: {players} players keep {count} green cards, "
                             f"but tier 1 has {tier1}", players)
        size = count + total - tier1
        if size < turns * players:  # every turn takes a card: the deck must last
            check.fail(kept, f"setup: the {players}-player deck of {size} cards is too small "
                             f"for {turns} turns each", players)
    if total < turns * max(PLAYER_COUNTS):
        check.fail(setup, f"setup: {total} cards are too few for {turns} turns each",
                   "turns_per_player")
    return Setup(**values, tier1_kept=dict(kept))


def check_files(data_dir=None) -> list[str]:
    """Validate both files uncached (for check-data); returns their paths."""
    buildings, deck = data_paths(data_dir)
    read_deck(deck)
    read_buildings(buildings)
    return [str(buildings), str(deck)]


__all__ = ["Card", "Side", "Location", "Setup", "MajestyData", "load_data", "read_buildings",
           "read_deck", "check_files"]
