"""Tutorials (data/tutorials/<game>.yaml): a fixed deal and its steps. Each
step has a text in German and English, may point at something (`target`),
may play actions for the other seats when it begins (`play`), may ask the
learner (seat 0) for one move (`expect`), and names the rule points it
teaches. Loading checks every action against the game's own rules. A
tutorial is its own referee: every scripted move and the learner's move
ends that seat's turn by itself (there is no "End turn" to press)."""
from __future__ import annotations

from dataclasses import dataclass, field

from .i18n import LANGUAGES
from .checker import Checker
from .loader import DataError, line_of, load_yaml
from .rules import IllegalMove

LEARNER = 0


def tutorial_path(game_id: str):
    """Where a game's tutorial lives (data/tutorials/<game>.yaml)."""
    from . import paths
    return paths.data_dir() / "tutorials" / f"{game_id}.yaml"


def has_tutorial(game_id: str) -> bool:
    return tutorial_path(game_id).exists()


@dataclass(frozen=True)
class Step:
    id: str
    text: dict
    target: dict | None = None
    play: tuple = ()              # ((player, action dict), ...) applied when the step begins
    expect: dict | None = None    # the learner's move, as action.to_dict() gives it
    teaches: tuple = ()
    deal: dict | None = None      # {seed, players, options}: a new game from this step on (a solo phase)


@dataclass(frozen=True)
class Tutorial:
    game: str
    seed: int
    players: tuple                # names {de, en} per seat
    options: dict
    steps: tuple = field(default_factory=tuple)

    def names(self, lang: str) -> list[str]:
        return [p.get(lang) or p["en"] for p in self.players]

    def state_at(self, game, index: int, lang: str = "en"):
        """The game as step `index` shows it: its own `play` applied, the moves
        of every earlier step made (from the last new deal on)."""
        state = _deal(game, {"seed": self.seed, "players": self.players, "options": self.options}, lang)
        for number, step in enumerate(self.steps[:index + 1]):
            if step.deal is not None:
                state = _deal(game, step.deal, lang)
            _apply(game, state, step.play)
            if number < index and step.expect is not None:
                play_move(state, LEARNER, game.action_from_dict(step.expect))
        return state

    def taught(self) -> set[str]:
        return {point for step in self.steps for point in step.teaches}


def play_move(state, player: int, action) -> None:
    """Apply a tutorial move and end that seat's turn if it is complete."""
    state.apply(player, action)
    state.end_turns([player])


def _deal(game, deal: dict, lang: str):
    names = [p.get(lang) or p["en"] for p in deal["players"]]
    return game.new_game(names, deal["seed"], dict(deal.get("options") or {}))


def _apply(game, state, plays) -> None:
    for player, action in plays:
        play_move(state, player, game.action_from_dict(action))


def load_tutorial(path, games: dict) -> Tutorial:
    """Read and validate a tutorial; every fault is a DataError with the line,
    including a scripted move the game's rules refuse."""
    data = load_yaml(path)
    check = Checker(path)
    check.mapping(data, "the tutorial")
    game_id = check.field(data, "game", str, "'game'")
    if game_id not in games:
        check.fail(data, f"unknown game {game_id!r}", "game")
    game = games[game_id]
    seed, players, options = _check_deal(check, game, data)
    steps = []
    seen = set()
    for i, entry in enumerate(check.field(data, "steps", list, "'steps'")):
        check.mapping(entry, "a step", data["steps"], i)
        ident = check.field(entry, "id", str, "'id'")
        if ident in seen:
            check.fail(entry, f"step id {ident!r} appears twice", "id")
        seen.add(ident)
        _both(check, check.field(entry, "text", dict, "'text'"), "the step's text")
        target = entry.get("target")
        if target is not None:
            check.mapping(target, "'target'", entry, "target")
        plays = tuple(_play(check, game, entry))
        expect = entry.get("expect")
        if expect is not None:
            _action(check, game, expect, entry, "expect")
        teaches = entry.get("teaches", [])
        check.sequence(teaches, "'teaches'", entry, "teaches")
        deal = None
        if entry.get("deal") is not None:
            check.mapping(entry["deal"], "'deal'", entry, "deal")
            deal_seed, deal_players, deal_options = _check_deal(check, game, entry["deal"])
            deal = {"seed": deal_seed, "players": tuple(dict(p) for p in deal_players), "options": deal_options}
        steps.append(Step(ident, dict(entry["text"]), dict(target) if target else None, plays,
                          dict(expect) if expect is not None else None, tuple(teaches), deal))
    if not steps:
        check.fail(data, "a tutorial needs at least one step", "steps")
    tutorial = Tutorial(game_id, seed, tuple(dict(p) for p in players), dict(options), tuple(steps))
    _rehearse(check, game, tutorial, data["steps"])
    return tutorial


def _check_deal(check: Checker, game, data) -> tuple[int, list, dict]:
    """A deal's seed, players' names (both languages) and options, as the game takes them."""
    seed = check.field(data, "seed", int, "'seed'")
    players = check.field(data, "players", list, "'players'")
    for i, name in enumerate(players):
        check.mapping(name, "a player's name", players, i)
        _both(check, name, "a player's name")
    options = data.get("options") or {}
    check.mapping(options, "'options'", data, "options")
    try:
        game.check_options(options)
        game.check_players([p["en"] for p in players])
    except ValueError as error:
        check.fail(data, str(error), "options" if "option" in str(error) else "players")
    return seed, players, dict(options)


def _both(check: Checker, value: dict, what: str) -> None:
    for lang in LANGUAGES:
        if not isinstance(value.get(lang), str) or not value[lang].strip():
            check.fail(value, f"{what} needs a non-empty {lang!r} text")


def _action(check: Checker, game, data, where, key) -> None:
    try:
        game.action_from_dict(dict(data))
    except (ValueError, TypeError) as error:
        check.fail(where, f"{key}: {error}", key)


def _play(check: Checker, game, entry):
    plays = entry.get("play", [])
    check.sequence(plays, "'play'", entry, "play")
    for i, item in enumerate(plays):
        if not (isinstance(item, list) and len(item) == 2 and isinstance(item[0], int)):
            check.fail(plays, "each 'play' entry is [seat, action]", i)
        _action(check, game, item[1], plays, i)
        yield (item[0], dict(item[1]))


def _rehearse(check: Checker, game, tutorial: Tutorial, entries) -> None:
    """Play the script once: every move must be legal where it stands."""
    state = game.new_game(tutorial.names("en"), tutorial.seed, tutorial.options)
    for step, entry in zip(tutorial.steps, entries):
        if step.deal is not None:
            state = _deal(game, step.deal, "en")
        for n, (player, action) in enumerate(step.play):
            try:
                play_move(state, player, game.action_from_dict(action))
            except IllegalMove as error:
                raise DataError(check.path, line_of(entry["play"], n),
                                f"step {step.id!r}: seat {player} cannot play {action}: {error}") from None
        if step.expect is not None:
            try:
                play_move(state, LEARNER, game.action_from_dict(step.expect))
            except IllegalMove as error:
                raise DataError(check.path, line_of(entry, "expect"),
                                f"step {step.id!r}: the expected move is not legal: {error}") from None
