"""Cartographers results through the window: a season's summary and the final
results light what each number counted (coins included), the solo title heads
a solo result, and "How was this scored?" explains the selected player's sheet."""
import random

import pygame

from games import GAMES
from gui.scenes.results import ResultsScene
from gui.views.cartographers.season import SeasonScene
from tests.gui_helpers import click, greedy_position, send
from tests.gui_helpers import results_of as gui_results_of

CARTO = GAMES["cartographers"]


def finished(count: int, seed: int = 4):
    return greedy_position("cartographers", [f"P{i}" for i in range(count)], None, seed)


def results_of(app, state) -> ResultsScene:
    return gui_results_of(app, CARTO, state)


def point_at(app, pos) -> None:
    send(app, pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))


def board_pixels(app, rect) -> bytes:
    return pygame.image.tobytes(app.screen.subsurface(rect), "RGB")


def test_a_season_summary_lights_where_the_coins_came_from(app):
    state = CARTO.new_game(["Solo"], 4)
    bot, rng = CARTO.bots["greedy"], random.Random(4)
    while not state.season_rows[0]:
        state.apply(0, bot(state.view(0), 0, rng))
    row = state.season_rows[0][0]
    assert row.coins > 0 and row.coin_cells, "the greedy bot earns a coin in Spring"
    scene = app.open_game(CARTO, CARTO.replay(["Solo"], 4, None, state.log[:-1]), [None])
    app.frame(0)
    scene.commit(CARTO.action_from_dict(state.log[-1][1]))   # the End turn that ends Spring
    app.frame(0)
    summary = app.scene
    assert isinstance(summary, SeasonScene)
    cell = next(rect for rect, player, column in summary.cells if column == "coins")
    point_at(app, (3, 3))
    plain = board_pixels(app, summary.map_rect)
    point_at(app, cell.center)
    assert summary.lit == (0, "coins") and set(summary.lit_cells()) == set(row.coin_cells)
    assert board_pixels(app, summary.map_rect) != plain
    assert summary.sheets[0] is scene.state.season_rows[0][0].sheet == row.sheet   # the map as Spring was scored


def test_every_season_line_of_the_results_lights_its_coins_and_monsters_too(app):
    state = finished(2)
    results = results_of(app, state)
    lit = []
    results.view.draw_board = lambda surface, rect, player, highlight=(): lit.append(set(highlight))
    for player in range(2):
        for index, (label, indices) in enumerate(results.rows[player]):
            row = state.season_rows[player][index]
            rect = next(r for r, p, i in results.item_rects if (p, i) == (player, index))
            point_at(app, rect.center)
            counted = set(row.coin_cells) | set(row.penalty_cells)
            counted |= {c for edict in row.edicts for c in edict.scored_cells}
            assert lit[-1] == counted, label


def test_the_solo_title_heads_a_solo_result(app):
    state = finished(1)
    results = results_of(app, state)
    title = state.solo_result().title.name["en"]
    assert title in results.headline()
    assert any(str(state.solo_result().rating) in note for note in results.notes)


def test_how_was_this_scored_explains_the_selected_players_sheet(app):
    state = finished(2)
    results = results_of(app, state)
    other = results.ranking[-1][0]                     # not the winner, who is selected first
    for _ in range(40):
        row = next((r for r, p in results.player_rects if p == other and results.left.contains(r)), None)
        if row is not None:
            break
        send(app, pygame.MOUSEWHEEL, x=0, y=-1, flipped=False)
    click(app, row.center)
    assert results.selected == other
    click(app, results.button("explain").rect.center)
    assert results.selected == other
    shown = [p for _, p, _ in results.item_rects]
    assert shown and shown[0] == other, "the explanation in view is another player's"
