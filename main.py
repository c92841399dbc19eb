"""Spieltisch from the command line.

    python main.py [--window WxH] [--exit-after-frames N] [--screenshot FILE] [--lang de|en]
    python main.py play GAME [--players NAMES] [--bots LEVELS] [--seed S] [--option KEY=VALUE ...]
    python main.py score GAME FILE
    python main.py simulate GAME --games N [--players P] [--seed S] [--bot LEVEL] [--option KEY=VALUE ...]
    python main.py check-data [--data-dir DIR]

Installed (`pip install .` or `pipx install .`), the command `spieltisch`
takes the same commands. Exit code 0 on success, 2 on bad input with one
line on stderr. The headless commands never import pygame; only the window
commands import gui."""
from __future__ import annotations

import argparse
import json
import os
import sys
from importlib import import_module

# From a checkout (`python main.py`) the rules are the package `games` beside
# this file; installed, this file is `spieltisch.main` and they are
# `spieltisch.games`, so that no generic name lands bare in site-packages.
PACKAGE = f"{__package__}." if __package__ else ""
PROG = "spieltisch" if __package__ else "main.py"

commands = import_module(PACKAGE + "games.commands")
CommandError = commands.CommandError
DataError = import_module(PACKAGE + "games.core.loader").DataError

COMMANDS = ("play", "score", "simulate", "check-data")


class UsageError(Exception):
    """A bad command line; its text is the one line printed."""


class Parser(argparse.ArgumentParser):
    """argparse that reports a bad command line in one line, without the usage dump."""

    def error(self, message: str):
        raise UsageError(f"{self.prog}: {message}")


def _parser(prog: str, description: str) -> Parser:
    return Parser(prog=f"{PROG} {prog}".strip(), description=description, allow_abbrev=False)


def _window_arguments(parser: Parser) -> None:
    parser.add_argument("--window", metavar="WxH", help="window size, e.g. 1280x800")
    parser.add_argument("--exit-after-frames", type=int, metavar="N",
                        help="quit by itself after N drawn frames")
    parser.add_argument("--screenshot", metavar="FILE", help="save the window as PNG before quitting")
    parser.add_argument("--lang", choices=("de", "en"), help="language of the window")


def _option_argument(parser: Parser) -> None:
    parser.add_argument("--option", action="extend", nargs="+", default=[], metavar="KEY=VALUE",
                        help="a game option (repeatable)")


def build_parsers() -> dict[str, Parser]:
    launcher = _parser("", "Open the window on the launcher. Commands: " + ", ".join(COMMANDS)
                       + f" ({PROG} COMMAND --help).")
    _window_arguments(launcher)

    play = _parser("play", "Open the window straight into a game.")
    play.add_argument("game")
    play.add_argument("--players", metavar="NAMES", help="seat names, e.g. Anna,Ben")
    play.add_argument("--bots", metavar="LEVELS",
                      help="per seat: none (human), phone (a human at a phone: hosted) or a bot level")
    play.add_argument("--seed", type=int)
    _option_argument(play)
    _window_arguments(play)

    score = _parser("score", "Score a position file and print JSON.")
    score.add_argument("game")
    score.add_argument("file")
    score.add_argument("--lang", choices=("de", "en"), default="en", help="language of the texts")

    simulate = _parser("simulate", "Let bots play whole games headless and print JSON.")
    simulate.add_argument("game")
    simulate.add_argument("--games", type=int, required=True, metavar="N")
    simulate.add_argument("--players", type=int, metavar="P")
    simulate.add_argument("--seed", type=int, default=0)
    simulate.add_argument("--bot", default="random", metavar="LEVEL",
                          help="bot level for every seat, or a comma list per seat")
    simulate.add_argument("--rotate", action="store_true", help="turn the seats between games")
    simulate.add_argument("--budget-ms", type=int, metavar="N", help="the strong level's time a move (default 1000)")
    _option_argument(simulate)

    check = _parser("check-data", "Validate every data file.")
    check.add_argument("--data-dir", metavar="DIR")
    return {"": launcher, "play": play, "score": score, "simulate": simulate,
            "check-data": check}


def run(argv: list[str]) -> int:
    parsers = build_parsers()
    command = argv[0] if argv and not argv[0].startswith("-") else ""
    if command and command not in parsers:
        raise UsageError(f"{PROG}: unknown command {command!r} (known: {', '.join(COMMANDS)})")
    args = parsers[command].parse_args(argv[1:] if command else argv)

    if command in ("", "play"):
        launch = commands.make_launch(
            getattr(args, "game", None), getattr(args, "players", None), getattr(args, "bots", None),
            getattr(args, "seed", None), getattr(args, "option", None), args.window,
            args.exit_after_frames, args.screenshot, args.lang, prog=PROG)
        os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
        try:
            app = import_module(PACKAGE + "gui.app")  # the only place that pulls in pygame
        except ModuleNotFoundError as error:
            if error.name != "pygame":
                raise
            raise CommandError(f"the window needs pygame-ce, which this Python ({sys.executable}) does not have: "
                               "install it with `python -m pip install -r requirements.txt` "
                               "(score, simulate and check-data work without it)") from None
        return int(app.run(launch) or 0)
    if command == "score":
        result = commands.score(args.game, args.file, args.lang)
    elif command == "simulate":
        result = commands.simulate(args.game, args.games, args.players, args.seed, args.bot,
                                   args.option, rotate=args.rotate, budget_ms=args.budget_ms)
    else:
        files, problems = import_module(PACKAGE + "games.datacheck").check_data(args.data_dir)
        for problem in problems:
            print(problem, file=sys.stderr)
        if problems:
            print(f"checked {files} files: {len(problems)} problem(s)")
            return 2
        print(f"checked {files} files: all valid")
        return 0
    print(to_json(result))
    return 0


def to_json(value, depth: int = 0) -> str:
    """JSON indented by level, but a list of numbers or of short lists (cells)
    stays on one line: readable, and still plain JSON."""
    pad, inner = "  " * depth, "  " * (depth + 1)
    if isinstance(value, dict) and value:
        body = ",\n".join(f"{inner}{json.dumps(str(k))}: {to_json(v, depth + 1)}"
                          for k, v in value.items())
        return "{\n" + body + "\n" + pad + "}"
    if isinstance(value, list) and value and not all(_flat(v) for v in value):
        return "[\n" + ",\n".join(inner + to_json(v, depth + 1) for v in value) + "\n" + pad + "]"
    return json.dumps(value)


def _flat(value) -> bool:
    if isinstance(value, list):
        return all(not isinstance(v, (list, dict)) for v in value)
    return not isinstance(value, dict)


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    command = argv[0] if argv and argv[0] in COMMANDS else ""
    try:
        return run(argv)
    except (UsageError, DataError) as error:  # these name the program or the file already
        message = str(error)
    except CommandError as error:
        message = f"{PROG} {command}".rstrip() + f": {error}"
    except BrokenPipeError:  # `main.py score ... | head`: the reader left, that is fine
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    except KeyboardInterrupt:  # Ctrl+C outside the window's loop (which handles its own)
        return 130
    print(" ".join(message.split()), file=sys.stderr)  # always one line
    return 2


if __name__ == "__main__":
    sys.exit(main())
