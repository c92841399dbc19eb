"""Making the Cartographers tutorial's expected moves through the window, as a
person would: the terrain button, the shape picked from its button, dragged to
the map with R and F pressed until it lies right, and dropped; a skill's button
clicked; a cell of the new monster clicked."""
from __future__ import annotations

import pygame

from games.core.shape import Shape
from tests.gui_helpers import click, key, send


def pointer_cell(cells) -> tuple[int, int]:
    """The cell under the pointer when the shape covers `cells` (the view puts the
    middle cell of the turned shape there, see CartographersView.cells_for)."""
    found = Shape(cells)
    r0, c0 = min(r for r, _ in cells), min(c for _, c in cells)
    return (r0 + (found.height - 1) // 2, c0 + (found.width - 1) // 2)


def turn_to(app, scene, shape: Shape, cells) -> None:
    """Press R and F until the held shape lies as `cells` do (from whatever turn it was picked up in)."""
    held = scene.dd.held
    found = Shape(cells)
    rotation, mirrored = min(((r - held.rotation) % 4, m != held.mirrored, r, m)
                             for r in range(4) for m in (False, True) if shape.oriented(r, m) == found)[2:]
    if mirrored != held.mirrored:
        key(app, pygame.K_f)
    while held.rotation != rotation:
        key(app, pygame.K_r)


def move(app, scene, expect: dict) -> None:
    view = scene.view
    kind = expect["kind"]
    if kind == "use_skill":
        button = next(b for b in view.band.skill_buttons if b.key == f"skill:{expect['skill']}")
        click(app, button.rect.center)
        if expect["skill"] == "clear_monster":       # then the monster cell to erase
            click(app, view.board.cell_rect(tuple(expect["cell"])).center)
        return
    if kind == "shrink":
        click(app, view.board.cell_rect(tuple(expect["cell"])).center)
        return
    terrain = expect.get("terrain")
    if terrain is not None and terrain != view.terrain:
        button = next(b for b in view.band.terrain_buttons if b.key == f"terrain:{terrain}")
        click(app, button.rect.center)
    offer = view.offer()
    if kind == "draw":
        index = next(i for i, item in enumerate(offer.hand) if item.option == expect["option"])
        cells = [tuple(c) for c in expect["cells"]]
    elif kind == "monster":
        index, cells = 0, [tuple(c) for c in expect["cells"]]
    else:                                             # fallback, parcel: one cell
        index, cells = 0, [tuple(expect["cell"])]
    shape = offer.hand[index].shape
    target = view.board.cell_rect(pointer_cell(cells)).center
    send(app, pygame.MOUSEBUTTONDOWN, pos=view.band.shape_rects[index].center, button=1)
    send(app, pygame.MOUSEMOTION, pos=(target[0] + 30, target[1]), rel=(0, 0), buttons=(1, 0, 0))
    send(app, pygame.MOUSEMOTION, pos=target, rel=(0, 0), buttons=(1, 0, 0))
    if len(cells) > 1:
        turn_to(app, scene, shape, cells)
    send(app, pygame.MOUSEBUTTONUP, pos=target, button=1)
