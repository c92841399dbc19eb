"""Making a tutorial's expected moves through the window, as a person would:
real drags, clicks and keys, per game."""
from __future__ import annotations

import pygame

from tests.gui_helpers import click, drag, key, send


def limes(app, scene, expect: dict) -> None:
    view = scene.view
    kind = expect["kind"]
    if kind == "place_card":
        slot = (expect["row"], expect["col"])
        target = view.display_of(0).card_rect(slot).center
        send(app, pygame.MOUSEBUTTONDOWN, pos=view.card_rect.center, button=1)
        send(app, pygame.MOUSEMOTION, pos=target, rel=(0, 0), buttons=(1, 0, 0))
        for _ in range(expect["rotation"]):
            key(app, pygame.K_r)
        send(app, pygame.MOUSEBUTTONUP, pos=target, button=1)
    elif kind == "place_worker":
        drag(app, view.supply_rect.center, view.display_of(0).field_rect(tuple(expect["cell"])).center)
    elif kind == "move_worker":
        start = next(rect.center for index, _cell, rect in view.worker_rects(0) if index == expect["worker"])
        drag(app, start, view.display_of(0).field_rect(tuple(expect["cell"])).center)
    elif kind == "skip_worker":
        click(app, view.skip.rect.center)
    else:
        raise AssertionError(f"no way to make {kind} in the window")


MOVES = {"limes": limes}


def move_for(game_id: str):
    """The way to make `game_id`'s tutorial moves: above, or in tests/tutorial_moves_<game>.py."""
    if game_id in MOVES:
        return MOVES[game_id]
    import importlib
    return importlib.import_module(f"tests.tutorial_moves_{game_id}").move
