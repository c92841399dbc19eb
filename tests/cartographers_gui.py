"""Driving the Cartographers table in window tests: a game on screen, a drawing placed by a real drag, the ambush curtain."""
import pygame

from games.cartographers import Draw, Monster
from games.core.shape import Shape
from gui.scenes.curtain import CurtainScene
from tests.cartographers_helpers import on_ambush
from tests.gui_helpers import click, key, send


def play(app, names=("Anna", "Ben"), seats=None, seed=3, **options):
    seats = list(seats) if seats else [None] * len(names)
    scene = app.start_game("cartographers", list(names), seats, seed, options)
    app.frame(0)
    return scene


def ready(app, scene):
    """After a test's set-up changed the game itself: the screen shows it anew."""
    scene.changed()
    app.frame(0)


def move(app, pos):
    send(app, pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0))


def orientation(shape: Shape, cells) -> tuple[int, bool]:
    found = Shape(cells)
    return next((r, m) for r in range(4) for m in (False, True) if shape.oriented(r, m) == found)


def pointer_cell(cells) -> tuple[int, int]:
    """The cell the pointer is on when the shape covers `cells` (its middle cell)."""
    found = Shape(cells)
    r0, c0 = min(r for r, _ in cells), min(c for _, c in cells)
    return (r0 + (found.height - 1) // 2, c0 + (found.width - 1) // 2)


def place(app, scene, action) -> None:
    """Carry out `action` with the mouse and keys: terrain button, shape, drag, R and F, drop."""
    view = scene.view
    offer = view.offer()
    terrain = getattr(action, "terrain", None)
    if terrain is not None and terrain != view.terrain:
        button = next(b for b in view.band.terrain_buttons if b.key == f"terrain:{terrain}")
        click(app, button.rect.center)
    if isinstance(action, Draw):
        index = next(i for i, item in enumerate(offer.hand) if item.option == action.option)
        cells = action.cells
    else:
        index = 0
        cells = action.cells if isinstance(action, Monster) else (action.cell,)
    shape = offer.hand[index].shape
    rotation, mirrored = orientation(shape, cells)
    target = view.board.cell_rect(pointer_cell(cells)).center
    send(app, pygame.MOUSEBUTTONDOWN, pos=view.band.shape_rects[index].center, button=1)
    move(app, (target[0] + 30, target[1]))
    move(app, target)
    if mirrored:
        key(app, pygame.K_f)
    for _ in range(rotation):
        key(app, pygame.K_r)
    send(app, pygame.MOUSEBUTTONUP, pos=target, button=1)


def goblin_attack(app):
    """Anna, Ben and Cara meet the Goblin Attack (counterclockwise): (scene, drawer, owner)."""
    scene = play(app, names=("Anna", "Ben", "Cara"))
    on_ambush(scene.state, 1)
    ready(app, scene)
    drawer = scene.player
    return scene, drawer, scene.state.ambush_sheet(drawer)


def past_curtain(app, name: str) -> None:
    """The one hand-over curtain is up for `name`: they take the screen (Enter)."""
    assert isinstance(app.scene, CurtainScene) and app.scene.name == name
    key(app, pygame.K_RETURN)
    assert not isinstance(app.scene, CurtainScene)
