"""The headless commands behind main.py (score, simulate, check-data) and the
checked options for the window commands. Pure Python, no pygame: main.py only
parses the command line and calls these; tests call them directly.

Every fault in the user's input raises CommandError or DataError, whose text
is the one line main.py prints before exiting with 2."""
from __future__ import annotations

import random
import re
import time
from dataclasses import dataclass, field
from pathlib import Path

from .core.checker import Checker
from .core.loader import DataError, line_of, load_yaml
from .core.saves import PHONE   # a person at a phone: the window hosts the game for it (gui/phones)
from .core.names import MAX_NAME, name_problem  # noqa: F401  (commands.MAX_NAME: the one limit, named here too)

HUMAN_LEVELS = ("none", "human")
MAX_ACTIONS_PER_GAME = 100_000  # a game still running after this many actions never ends
# A window a real screen can show (from a small laptop to 8K); the window grows a
# smaller one to its own least size (gui/theme.MIN_SIZE), and a far larger one
# would only spend seconds and memory on pixels no screen has.
WINDOW_LEAST, WINDOW_MOST = (640, 400), (7680, 4320)
# The most games one `simulate` plays: at the fastest (about 80 games a second)
# some 20 minutes, for the slowest games an hour or more. A larger number is a
# typing slip (10**9 games would run for years), refused before anything runs.
MAX_GAMES = 100_000


class CommandError(Exception):
    """Bad input on the command line: one sentence, no file."""


@dataclass
class LaunchOptions:
    """What `main.py` (or `main.py play GAME ...`) asks of the window. `game`
    None means the launcher; `bots[i]` is seat i's bot level, None for a human;
    `window`, `lang` None mean the last used (from the settings)."""
    game: str | None = None
    players: list[str] = field(default_factory=list)
    bots: list[str | None] = field(default_factory=list)
    seed: int | None = None
    options: dict = field(default_factory=dict)
    window: tuple[int, int] | None = None
    exit_after_frames: int | None = None
    screenshot: str | None = None
    lang: str | None = None
    prog: str = "main.py"   # how the command was called, for its one-line messages


def registry(games: dict | None = None) -> dict:
    if games is not None:
        return games
    from . import GAMES
    return GAMES


def find_game(game_id: str, games: dict | None = None):
    games = registry(games)
    if game_id not in games:
        raise CommandError(f"unknown game {game_id!r} (known: {', '.join(sorted(games))})")
    return games[game_id]


# --- parsing single values -------------------------------------------------------------
_KEY = re.compile(r"^[A-Za-z_][A-Za-z0-9_.-]*$")


def parse_option(text: str) -> tuple[str, object]:
    """`KEY=VALUE`; the value becomes a bool, int or float where it reads as one."""
    key, sep, raw = text.partition("=")
    key = key.strip()
    if not sep or not _KEY.match(key):
        raise CommandError(f"option {text!r} is not KEY=VALUE")
    raw = raw.strip()
    if raw.lower() in ("true", "false"):
        return key, raw.lower() == "true"
    for kind in (int, float):
        try:
            return key, kind(raw)
        except ValueError:
            pass
    return key, raw


def parse_options(texts: list[str] | None) -> dict:
    options: dict = {}
    for text in texts or []:
        key, value = parse_option(text)
        options[key] = value
    return options


def parse_window(text: str | None) -> tuple[int, int] | None:
    if text is None:
        return None
    match = re.fullmatch(r"\s*(\d{1,5})\s*[xX]\s*(\d{1,5})\s*", text)
    if not match:
        raise CommandError(f"window size {text!r} is not WIDTHxHEIGHT, e.g. 1280x800")
    width, height = int(match[1]), int(match[2])
    if width < WINDOW_LEAST[0] or height < WINDOW_LEAST[1]:
        raise CommandError(f"window size {width}x{height} is too small (at least "
                           f"{WINDOW_LEAST[0]}x{WINDOW_LEAST[1]})")
    if width > WINDOW_MOST[0] or height > WINDOW_MOST[1]:
        raise CommandError(f"window size {width}x{height} is too large (at most "
                           f"{WINDOW_MOST[0]}x{WINDOW_MOST[1]})")
    return width, height


def parse_list(text: str | None) -> list[str] | None:
    """`Anna,Ben` -> ["Anna", "Ben"] (spaces around names dropped)."""
    return None if text is None else [part.strip() for part in text.split(",")]


def bot_level(game, level: str) -> str | None:
    """A seat's level: None for a human ("none"/"human"), "phone" for a human
    at a phone (the window hosts the game), else a key of game.bots."""
    if level.lower() in HUMAN_LEVELS:
        return None
    if level.lower() == PHONE:
        return PHONE
    if level not in game.bots:
        known = ", ".join(list(HUMAN_LEVELS) + [PHONE] + sorted(game.bots))
        raise CommandError(f"unknown bot level {level!r} for {game.id} (known: {known})")
    return level


def check_player_count(game, count: int, screen: bool = False) -> None:
    """The engine's seats, or with `screen` the seats one window shows."""
    low, high = game.screen_players if screen else (game.min_players, game.max_players)
    if not low <= count <= high:
        span = f"{low}" if low == high else f"{low} to {high}"
        where = " at one screen" if screen and high < game.max_players else ""
        raise CommandError(f"{game.id} is for {span} players{where}, not {count}")


def default_count(game) -> int:
    return max(game.min_players, min(2, game.max_players))


def default_names(count: int, lang: str | None, prefix: str | None = None) -> list[str]:
    word = prefix or ("Spieler" if (lang or "en") == "de" else "Player")
    return [f"{word} {i + 1}" for i in range(count)]


# --- the window commands -----------------------------------------------------------------
def make_launch(game_id: str | None = None, players: str | None = None, bots: str | None = None,
                seed: int | None = None, options: list[str] | None = None,
                window: str | None = None, exit_after_frames: int | None = None,
                screenshot: str | None = None, lang: str | None = None,
                games: dict | None = None, prog: str = "main.py") -> LaunchOptions:
    """Check the window commands' arguments (raw strings from the command
    line) and turn them into LaunchOptions."""
    launch = LaunchOptions(window=parse_window(window), screenshot=screenshot, lang=lang,
                           exit_after_frames=exit_after_frames, prog=prog)
    if exit_after_frames is not None and exit_after_frames < 1:
        raise CommandError(f"--exit-after-frames must be at least 1, not {exit_after_frames}")
    if screenshot is not None and not screenshot.strip():
        raise CommandError("--screenshot needs a file name")
    if lang is not None and lang not in ("de", "en"):
        raise CommandError(f"language {lang!r} is not one of de, en")
    if game_id is None:
        return launch
    game = find_game(game_id, games)
    names, levels = parse_list(players), parse_list(bots)
    if names is not None and levels is not None and len(names) != len(levels):
        raise CommandError(f"--players names {len(names)} seats but --bots gives "
                           f"{len(levels)} levels: one per seat")
    seats_given = names if names is not None else levels
    count = len(seats_given) if seats_given is not None else default_count(game)
    check_player_count(game, count, screen=True)
    if names is None:
        names = default_names(count, lang or _settings_language())
    if any(not name for name in names):
        raise CommandError("--players: every player needs a name")
    for name in names:   # the one rule of names (core.names); a byte the terminal's
        problem = name_problem(name)   # encoding cannot read arrives as a lone surrogate
        if problem is not None:
            raise CommandError(f"--players: {problem}")
    if len(set(names)) != len(names):
        raise CommandError("--players: two players have the same name")
    seats = [bot_level(game, level) for level in levels] if levels is not None else [None] * count
    launch.game, launch.players, launch.bots, launch.seed = game.id, names, seats, seed
    launch.options = parse_options(options)
    _try_setup(game, names, seed or 0, launch.options)
    return launch


def _settings_language() -> str:
    from .core.settings import load_settings
    return load_settings()["language"]


def _try_setup(game, players: list[str], seed: int, options: dict):
    """Set the game up once so that a bad option is reported now, not in the window."""
    try:
        return game.new_game(players, seed, options)
    except (ValueError, KeyError) as error:
        message = error.args[0] if isinstance(error, KeyError) and error.args else error
        raise CommandError(f"{game.id}: {message}") from None


# --- score -------------------------------------------------------------------------------
def score(game_id: str, path: str | Path, lang: str = "en", games: dict | None = None) -> dict:
    """Score a position file: the contract's JSON as a dict."""
    from .core.description import Game
    game = find_game(game_id, games)
    if type(game).score_position is Game.score_position:   # a game need not read position files
        raise CommandError(f"{game.id} has no position files to score")
    data = load_yaml(path)
    check = Checker(path)
    if not isinstance(data, dict):
        check.fail(data, "a position file must be a mapping with 'game' and 'players'")
    named = check.field(data, "game", str)
    if named != game.id:
        check.fail(data, f"this is a position of {named!r}, not {game.id!r}", "game")
    try:
        sheets, winners = game.score_position(data, path)
    except (DataError, CommandError):
        raise
    except NotImplementedError:
        raise CommandError(f"{game.id} has no position files to score") from None
    except Exception as error:  # a game should raise DataError; whatever else the file set off is its fault too
        raise DataError(path, line_of(data, "players"), f"impossible position: {error}") from None
    texts = _texts(lang)
    names = [sheet.name for sheet in sheets]
    return {"game": game.id, "players": [sheet.to_dict(texts) for sheet in sheets],
            "winner": [names[w] if isinstance(w, int) else str(w) for w in winners]}


def _texts(lang: str):
    from .core.i18n import texts_for
    return texts_for(lang)


# --- simulate ----------------------------------------------------------------------------
def simulate(game_id: str, games_to_play: int, players: int | None = None, seed: int = 0,
             bot: str = "random", options: list[str] | dict | None = None,
             max_actions: int = MAX_ACTIONS_PER_GAME, games: dict | None = None,
             rotate: bool = False, budget_ms: int | None = None) -> dict:
    """Bots play whole games headless; the contract's JSON as a dict. `bot`
    is one level for every seat or a comma list, one per seat; `rotate` turns
    the seats between games (game i seats the levels moved on by i), so that
    no level keeps the first seat; `budget_ms` is the thinking levels' time a
    move (default 1000)."""
    from .core.search import Budget
    game = find_game(game_id, games)
    if games_to_play < 1:
        raise CommandError(f"--games must be at least 1, not {games_to_play}")
    if games_to_play > MAX_GAMES:
        raise CommandError(f"--games {games_to_play} is more than one run plays (at most "
                           f"{MAX_GAMES}); run several with other --seed values instead")
    if budget_ms is not None and not 1 <= budget_ms <= 600_000:
        raise CommandError(f"--budget-ms must be from 1 to 600000, not {budget_ms}")
    budget = Budget(seconds=(budget_ms if budget_ms is not None else 1000) / 1000)
    levels = _bot_seats(game, bot, players)
    count = len(levels)
    options = options if isinstance(options, dict) else parse_options(options)
    names = default_names(count, "en", "Bot")
    _try_setup(game, names, seed, options)
    actions = scores = total = 0
    best = None
    per_level = {level: {"wins": 0.0, "score": 0, "seats": 0, "seconds": 0.0, "moves": 0} for level in levels}
    started = time.perf_counter()
    for index in range(games_to_play):
        shift = index % count if rotate else 0
        seated = levels[shift:] + levels[:shift]
        state, played, thought = play_out(game, names, seated, seed + index, options, max_actions, budget)
        actions += played
        winners = state.winners()
        for sheet in state.score_sheets():  # summed as they come: no list of every score
            scores, total = scores + 1, total + sheet.total
            best = sheet.total if best is None else max(best, sheet.total)
            tally = per_level[seated[sheet.player]]
            tally["score"] += sheet.total
            tally["seats"] += 1
            tally["wins"] += 1 / len(winners) if sheet.player in winners else 0.0
            tally["seconds"] += thought[sheet.player][0]
            tally["moves"] += thought[sheet.player][1]
    seconds = time.perf_counter() - started
    return {"game": game.id, "games": games_to_play, "players": count,
            "seconds": round(seconds, 6), "seconds_per_game": round(seconds / games_to_play, 6),
            "actions": actions, "actions_per_second": round(actions / seconds, 1) if seconds else 0.0,
            "mean_score": round(total / scores, 3), "max_score": best,
            "levels": {level: {"wins": round(t["wins"], 3), "mean_score": round(t["score"] / t["seats"], 3),
                               "seconds_per_move": round(t["seconds"] / t["moves"], 6) if t["moves"] else 0.0}
                       for level, t in per_level.items()}}


def _bot_seats(game, bot: str, players: int | None) -> list[str]:
    """simulate's level for every seat: `bot` one for all or a comma list, one per seat
    (the count from --players, else the list, else the game's usual count); a human
    seat or a count the list does not match is a CommandError."""
    levels = parse_list(bot) or []
    if players is not None:
        count = players
    else:
        count = len(levels) if len(levels) > 1 else default_count(game)
    check_player_count(game, count)
    if len(levels) == 1:
        levels = levels * count
    if len(levels) != count:
        raise CommandError(f"--bot gives {len(levels)} levels for {count} players")
    for level in levels:
        if bot_level(game, level) is None:
            raise CommandError("simulate needs a bot on every seat, not a human")
    return levels


def play_out(game, names: list[str], levels: list[str], game_seed: int, options: dict,
             max_actions: int = MAX_ACTIONS_PER_GAME, budget=None):
    """One game of bots from start to end; returns (final state, actions, and
    per seat (seconds thought, moves made))."""
    from .core.rules import IllegalMove   # here: the window's start-up needs none of the rules
    state = game.new_game(names, game_seed, options)
    state.keep_history = False
    # Each seat's bot has its own chance, fixed by the game's seed and the seat.
    rngs = [random.Random(f"bot:{game_seed}:{seat}") for seat in range(len(names))]
    thought = [[0.0, 0] for _ in names]
    played = 0
    while not state.is_over():
        actors = state.actors()
        if not actors:
            raise CommandError(f"{game.id} (seed {game_seed}): nobody can act, yet the game is not over")
        if played >= max_actions:
            raise CommandError(f"{game.id} (seed {game_seed}) did not end after {max_actions} actions")
        player = actors[0]
        # A bot gets the state and takes its own `view(player)`: it never peeks.
        began = time.perf_counter()
        action = game.bots[levels[player]](state, player, rngs[player], budget=budget)
        thought[player][0] += time.perf_counter() - began
        thought[player][1] += 1
        if action is None:
            raise CommandError(f"{game.id} (seed {game_seed}): bot {levels[player]!r} "
                               f"found no action for player {player}")
        try:
            state.apply(player, action)
        except IllegalMove as error:
            raise CommandError(f"{game.id} (seed {game_seed}): bot {levels[player]!r} chose "
                               f"an illegal action after {played} actions: {error}") from None
        played += 1
    return state, played, thought
