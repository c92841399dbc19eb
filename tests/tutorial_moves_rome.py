"""Making the Rome tutorial's expected moves through the window, as a person would:
tiles dragged between the split trays and the split confirmed, a lot or a mission card
or a market segment clicked, hand tiles dragged onto the landscape (R turns a double
tile), an elephant dragged from the supply, a market building dragged onto its half."""
from __future__ import annotations

import pygame

from tests.gui_helpers import click, key, send


def _centre(view, cell) -> tuple[int, int]:
    x, y = view.land.main_board().centre(tuple(cell))
    return round(x), round(y)


def _drag(app, start, end, turns: int = 0) -> None:
    """Press, move in steps, press R `turns` times while holding, release."""
    send(app, pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    for k in range(1, 5):
        pos = (start[0] + (end[0] - start[0]) * k // 4, start[1] + (end[1] - start[1]) * k // 4)
        send(app, pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0))
    for _ in range(turns):
        key(app, pygame.K_r)
    send(app, pygame.MOUSEBUTTONUP, pos=end, button=1)


def _divide(app, view, small) -> None:
    trays = view.trays
    split = trays.split_of(0)
    wanted = [1 if i in small else 0 for i in range(len(split))]
    for i, tray in enumerate(wanted):
        if split[i] != tray:
            r, slot, rects = trays.divide_geometry()
            start = trays.slot_centre(rects[split[i]], i, r, slot)
            _drag(app, (round(start[0]), round(start[1])), rects[tray].center)
    assert trays.split_of(0) == wanted
    click(app, trays.confirm.rect.center)


def move(app, scene, expect: dict) -> None:
    view = scene.view
    trays = view.trays
    kind = expect["kind"]
    if kind == "divide":
        _divide(app, view, expect["small"])
    elif kind == "choose":
        click(app, trays.choose_geometry()[2][expect["lot"]].center)
    elif kind == "place_tile":
        slot = next(rect for rect, i, _piece in trays.hand_geometry()[1] if i == expect["tile"])
        _drag(app, slot.center, _centre(view, (expect["q"], expect["r"])), expect["turn"])
    elif kind == "place_elephant":
        _drag(app, trays.supply_rect().center, _centre(view, (expect["q"], expect["r"])))
    elif kind == "skip_elephant":
        click(app, trays.skip.rect.center)
    elif kind == "keep_mission":
        click(app, next(rect for rect, m in trays.mission_cards() if m == expect["mission"]).center)
    elif kind == "take_segment":
        click(app, view.market.boxes[expect["segment"]].center)
    elif kind == "place_building":
        building = trays.hand_geometry()[2]
        _drag(app, building.center, _centre(view, (expect["q"], expect["r"])))
    else:
        raise AssertionError(f"no way to make {kind} in the window")
