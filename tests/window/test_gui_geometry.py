"""Board geometry: every cell's centre maps back to that cell."""
import pygame

from gui.geometry import HexBoard, SquareBoard


def test_square_board_round_trip_and_outside():
    board = SquareBoard(pygame.Rect(10, 20, 330, 300), 11, 11)
    assert board.cell == 27
    for cell in [(0, 0), (10, 10), (5, 3)]:
        assert board.cell_at(board.cell_rect(cell).center) == cell
    assert board.cell_at((0, 0)) is None


def test_hex_centres_round_trip_and_neighbours_touch():
    board = HexBoard((400.0, 300.0), 30.0)
    for cell in [(0, 0), (1, 0), (0, 1), (-2, 3), (4, -5)]:
        assert board.cell_at(board.centre(cell)) == cell
    # the six neighbours of the spec lie one hex width away
    x0, y0 = board.centre((0, 0))
    for n in [(1, 0), (-1, 0), (0, 1), (0, -1), (1, -1), (-1, 1)]:
        x, y = board.centre(n)
        assert abs(((x - x0) ** 2 + (y - y0) ** 2) ** 0.5 - 30 * 3 ** 0.5) < 1e-6


def test_hex_point_near_an_edge_belongs_to_the_nearer_hex():
    board = HexBoard((0.0, 0.0), 20.0)
    x, y = board.centre((1, 0))
    assert board.cell_at((x * 0.45, y)) == (0, 0)
    assert board.cell_at((x * 0.55, y)) == (1, 0)


def test_fitted_board_keeps_every_cell_inside_the_area():
    area = pygame.Rect(0, 0, 400, 300)
    cells = [(0, 0), (3, 0), (-2, 2), (0, -3)]
    board = HexBoard.fitted(area, cells)
    for cell in cells:
        for x, y in board.corners(cell):
            assert area.left - 1 <= x <= area.right + 1 and area.top - 1 <= y <= area.bottom + 1
