"""Driving the window in tests: real pygame events handed to the app."""
from __future__ import annotations

import functools
import random

import pygame

from gui.app import App


def make_app(size=(1280, 800), language: str = "en") -> App:
    """A window for a test: motion off (a test that watches a piece travel turns it on)."""
    return App(size, {"language": language, "motion": False})


def send(app: App, kind, **attrs) -> None:
    """Hand one event to the app as the loop would, then draw a frame."""
    app.handle(pygame.event.Event(kind, attrs))
    app.frame(1 / 60)


def click(app: App, pos, button: int = 1) -> None:
    send(app, pygame.MOUSEBUTTONDOWN, pos=pos, button=button)
    send(app, pygame.MOUSEBUTTONUP, pos=pos, button=button)


def drag(app: App, start, end, steps: int = 4) -> None:
    """Press at `start`, move in steps to `end`, release there."""
    send(app, pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    for i in range(1, steps + 1):
        pos = (start[0] + (end[0] - start[0]) * i // steps, start[1] + (end[1] - start[1]) * i // steps)
        send(app, pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0))
    send(app, pygame.MOUSEBUTTONUP, pos=end, button=1)


def key(app: App, k, mod: int = 0) -> None:
    send(app, pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)
    send(app, pygame.KEYUP, key=k, mod=mod, unicode="", scancode=0)


def end_turn(app: App) -> None:
    """Confirm the turn of the seat at the screen, as a player would: Enter."""
    key(app, pygame.K_RETURN)


def setup_clicks_move_nothing(app: App, skip=("start", "back")) -> None:
    """Click every button of the setup on screen (then every player count, back
    and forth): every button that stays keeps its place, inside the window."""
    setup = app.scene
    keys = [b.key for b in setup.buttons if b.key not in skip]
    keys += [f"count:{n}" for n in range(setup.game.min_players, setup.max_players + 1)]
    for clicked in keys:
        if not any(b.key == clicked for b in setup.buttons):
            continue
        before = {b.key: tuple(b.rect) for b in setup.buttons}
        click(app, setup.button(clicked).rect.center)
        after = {b.key: tuple(b.rect) for b in setup.buttons}
        moved = {k for k in before.keys() & after.keys() if before[k] != after[k]}
        assert moved == set(), f"clicking {clicked} moved {sorted(moved)}"
        assert all(b.rect.bottom <= app.size[1] for b in setup.buttons)


def greedy_results(app: App, game_id: str, names: list[str], seed: int, options: dict | None = None):
    """A game of `game_id` played to its end by the greedy level for every
    seat, shown to human seats: its results screen, every line revealed."""
    from games import GAMES
    return results_of(app, GAMES[game_id], greedy_position(game_id, names, None, seed, options))


def results_of(app: App, game, state, seats: list | None = None):
    """The finished game `state` put on the screen (human seats unless
    `seats` says otherwise) and ended: its results, every line revealed."""
    from gui.scenes.results import ResultsScene
    app.open_game(game, state, list(seats) if seats is not None else [None] * len(state.players))
    app.frame(0)
    if not isinstance(app.scene, ResultsScene):
        app.scene.finish()
    results = app.scene
    assert isinstance(results, ResultsScene)
    results.reveal_all()
    app.frame(0)
    return results


def greedy_position(game_id: str, players, moves: int | None = None, seed: int = 3, options: dict | None = None,
                    ended: bool = False):
    """A game of `players` (a count: seats Player1, Player2, ...; or the
    names) where the greedy level plays every seat from its view, `moves`
    actions in (None: to its end); `ended`: then on until a turn waits for
    End turn. Played once per set of arguments (many tests lay the same
    position out at each window and text size); each caller gets a copy."""
    names = tuple(f"Player{i + 1}" for i in range(players)) if isinstance(players, int) else tuple(players)
    options = tuple(sorted((options or {}).items()))
    return _greedy_position(game_id, names, moves, seed, options, ended).copy()


@functools.cache
def _greedy_position(game_id, names, moves, seed, options, ended):
    from games import GAMES
    game = GAMES[game_id]
    state = game.new_game(list(names), seed, dict(options))
    bot, rng = game.bots["greedy"], random.Random(seed)
    left = float("inf") if moves is None else moves
    while not state.is_over() and (left > 0 or (ended and not state.unconfirmed)):
        player = state.actors()[0]
        state.apply(player, bot(state.view(player), player, rng))
        left -= 1
    return state
