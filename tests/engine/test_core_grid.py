"""games.core.grid: square and hex neighbours, bounds, regions, border, lines of sight."""
from __future__ import annotations


from games.core.grid import HEX_STEPS, SQUARE_STEPS, Grid, HexGrid, Region, region_index

ROME_NEIGHBOURS = ((1, 0), (-1, 0), (0, 1), (0, -1), (1, -1), (-1, 1))


def board_from(rows: list[str]) -> dict:
    """A full square board from strings, one character a cell."""
    return {(r, c): ch for r, line in enumerate(rows) for c, ch in enumerate(line)}


def hex_disc(radius: int) -> set:
    return {(q, r) for q in range(-radius, radius + 1) for r in range(-radius, radius + 1)
            if abs(q) + abs(r) + abs(q + r) <= 2 * radius}


def by_cells(regions) -> dict:
    """{frozenset(cells): key} so a test does not depend on the order of regions."""
    return {region.cells: region.key for region in regions}


# --- square grid: bounds, neighbours, cells ------------------------------------

def test_square_steps_are_up_right_down_left():
    assert SQUARE_STEPS == ((-1, 0), (0, 1), (1, 0), (0, -1))


def test_bounded_grid_in_bounds():
    grid = Grid(3, 4)
    assert grid.in_bounds((0, 0)) and grid.in_bounds((2, 3))
    for outside in ((-1, 0), (0, -1), (3, 0), (0, 4), (3, 4), (-1, -1)):
        assert not grid.in_bounds(outside), outside


def test_unbounded_grid_holds_every_cell():
    grid = Grid()
    for cell in ((0, 0), (-50, 7), (10**6, -10**6)):
        assert grid.in_bounds(cell)


def test_neighbours_of_an_inner_cell_in_order():
    assert list(Grid(3, 3).neighbours((1, 1))) == [(0, 1), (1, 2), (2, 1), (1, 0)]


def test_neighbours_at_the_corners_and_edges_stay_on_the_board():
    grid = Grid(3, 4)
    assert list(grid.neighbours((0, 0))) == [(0, 1), (1, 0)]
    assert list(grid.neighbours((2, 3))) == [(1, 3), (2, 2)]
    assert list(grid.neighbours((0, 2))) == [(0, 3), (1, 2), (0, 1)]
    assert list(grid.neighbours((1, 3))) == [(0, 3), (2, 3), (1, 2)]


def test_unbounded_neighbours_reach_negative_cells():
    assert set(Grid().neighbours((0, 0))) == {(-1, 0), (0, 1), (1, 0), (0, -1)}


def test_one_cell_grid_has_no_neighbours():
    assert list(Grid(1, 1).neighbours((0, 0))) == []


def test_neighbourhood_is_symmetric():
    grid = Grid(4, 5)
    for cell in grid.cells():
        for n in grid.neighbours(cell):
            assert cell in set(grid.neighbours(n))


def test_cells_row_by_row():
    assert list(Grid(2, 3).cells()) == [(0, 0), (0, 1), (0, 2), (1, 0), (1, 1), (1, 2)]
    assert len(list(Grid(11, 11).cells())) == 121


def test_unbounded_grid_lists_no_cells():
    assert list(Grid().cells()) == []
    assert list(HexGrid().cells()) == []


# --- hex grid ---------------------------------------------------------------------

def test_hex_steps_are_the_six_of_the_rome_spec():
    assert set(HEX_STEPS) == set(ROME_NEIGHBOURS)
    assert len(HEX_STEPS) == 6


def test_hex_neighbours_of_a_cell():
    q, r = 2, -3
    expected = {(q + 1, r), (q - 1, r), (q, r + 1), (q, r - 1), (q + 1, r - 1), (q - 1, r + 1)}
    got = list(HexGrid().neighbours((q, r)))
    assert len(got) == 6
    assert set(got) == expected


def test_hex_diagonals_of_the_other_kind_are_not_neighbours():
    neighbours = set(HexGrid().neighbours((0, 0)))
    assert (1, 1) not in neighbours and (-1, -1) not in neighbours
    assert (1, -1) in neighbours and (-1, 1) in neighbours


def test_hex_grid_is_unbounded_and_symmetric():
    grid = HexGrid()
    assert grid.rows is None and grid.cols is None
    assert grid.in_bounds((-99, 99))
    for cell in hex_disc(2):
        for n in grid.neighbours(cell):
            assert cell in set(grid.neighbours(n))


def test_each_hex_neighbour_is_at_hex_distance_one():
    for dq, dr in HEX_STEPS:
        assert (abs(dq) + abs(dr) + abs(dq + dr)) // 2 == 1


# --- regions on a square board -------------------------------------------------------

def terrain(content):
    """'.' is empty (no region); 'f', 'w' are a forest and water; upper case is a
    tower standing on that terrain (same key, but a region of its own)."""
    return None if content == "." else content.lower()


def tower(content):
    return content.isupper()


def test_regions_group_equal_keys_orthogonally():
    board = board_from(["ffw",
                        "fww",
                        "wff"])
    regions = by_cells(Grid(3, 3).regions(board, key=lambda v: v))
    assert regions == {
        frozenset({(0, 0), (0, 1), (1, 0)}): "f",
        frozenset({(0, 2), (1, 1), (1, 2)}): "w",
        frozenset({(2, 0)}): "w",  # only diagonal to (1, 1): not connected
        frozenset({(2, 1), (2, 2)}): "f",
    }


def test_regions_with_towers_and_empty_cells():
    board = board_from(["ff.w",
                        "FF.w",
                        ".ffw"])
    found = Grid(3, 4).regions(board, key=terrain, single=tower)
    assert by_cells(found) == {
        frozenset({(0, 0), (0, 1)}): "f",
        frozenset({(1, 0)}): "f",  # a tower: its own region ...
        frozenset({(1, 1)}): "f",  # ... even next to another tower of the same key
        frozenset({(2, 1), (2, 2)}): "f",  # not joined to the top through the tower
        frozenset({(0, 3), (1, 3), (2, 3)}): "w",
    }
    covered = set().union(*(r.cells for r in found))
    assert covered.isdisjoint({(0, 2), (1, 2), (2, 0)})  # key None: no region
    assert len(covered) == 9


def test_adjacent_towers_are_separate_regions():
    board = {(0, 0): "F", (0, 1): "F", (1, 0): "F", (1, 1): "F"}
    found = Grid(2, 2).regions(board, key=terrain, single=tower)
    assert len(found) == 4
    assert all(len(r) == 1 and r.key == "f" for r in found)


def test_a_tower_first_in_the_board_does_not_swallow_its_neighbours():
    board = {(0, 0): "F", (0, 1): "f", (0, 2): "f"}
    assert by_cells(Grid(1, 3).regions(board, key=terrain, single=tower)) == {
        frozenset({(0, 0)}): "f", frozenset({(0, 1), (0, 2)}): "f"}


def test_cells_with_key_none_do_not_connect_regions():
    board = board_from(["f.f"])
    found = Grid(1, 3).regions(board, key=terrain)
    assert by_cells(found) == {frozenset({(0, 0)}): "f", frozenset({(0, 2)}): "f"}


def test_regions_follow_a_winding_path():
    board = board_from(["fff",
                        "w.f",
                        "fff",
                        "f.w"])
    found = Grid(4, 3).regions(board, key=terrain)
    forests = [r for r in found if r.key == "f"]
    assert len(forests) == 1
    assert len(forests[0]) == 8
    assert sorted(len(r) for r in found) == [1, 1, 8]


def test_regions_on_a_sparse_unbounded_board():
    board = {(0, 0): "f", (0, 2): "f", (-1, 0): "f", (5, 5): "w"}
    found = Grid().regions(board, key=terrain)
    assert by_cells(found) == {frozenset({(0, 0), (-1, 0)}): "f", frozenset({(0, 2)}): "f",
                               frozenset({(5, 5)}): "w"}


def test_regions_key_may_be_any_hashable():
    board = {(0, 0): {"t": "field", "hut": True}, (0, 1): {"t": "field", "hut": False},
             (1, 0): {"t": "wood", "hut": False}}
    found = Grid(2, 2).regions(board, key=lambda v: v["t"])
    assert by_cells(found) == {frozenset({(0, 0), (0, 1)}): "field", frozenset({(1, 0)}): "wood"}


def test_regions_of_an_empty_board():
    assert Grid(3, 3).regions({}, key=terrain) == []


def test_region_index_maps_each_cell_to_its_region():
    board = board_from(["ffw"])
    found = Grid(1, 3).regions(board, key=terrain)
    index = region_index(found)
    assert set(index) == {(0, 0), (0, 1), (0, 2)}
    assert index[(0, 0)] is index[(0, 1)]
    assert index[(0, 2)] is not index[(0, 0)]
    assert index[(0, 2)].key == "w"


def test_region_object():
    region = Region("f", frozenset({(0, 1), (0, 0)}))
    assert len(region) == 2
    assert (0, 0) in region and (1, 1) not in region
    assert repr(region) == "Region('f', [(0, 0), (0, 1)])"


# --- regions on a hex board ----------------------------------------------------------------

def test_hex_regions_use_the_six_hex_neighbours():
    board = {(0, 0): "a", (1, -1): "a",  # hex neighbours (not square ones)
             (3, 0): "a",  # alone
             (-1, -1): "a",  # touches (0, 0) only on a square grid's diagonal
             (0, 1): "b", (-1, 2): "b", (-1, 1): "b"}
    assert by_cells(HexGrid().regions(board, key=lambda v: v)) == {
        frozenset({(0, 0), (1, -1)}): "a",
        frozenset({(3, 0)}): "a",
        frozenset({(-1, -1)}): "a",
        frozenset({(0, 1), (-1, 2), (-1, 1)}): "b",
    }


def test_same_board_square_and_hex_regions_differ():
    board = {(0, 0): "a", (1, -1): "a"}
    assert len(HexGrid().regions(board, key=lambda v: v)) == 1
    assert len(Grid().regions(board, key=lambda v: v)) == 2


def test_hex_regions_with_single_cells():
    board = {(0, 0): "a", (1, 0): "A", (2, 0): "a"}
    found = HexGrid().regions(board, key=lambda v: v.lower(), single=str.isupper)
    assert by_cells(found) == {frozenset({(0, 0)}): "a", frozenset({(1, 0)}): "a",
                               frozenset({(2, 0)}): "a"}


def test_a_full_hex_disc_is_one_region():
    board = {cell: "x" for cell in hex_disc(2)}
    assert len(board) == 19
    found = HexGrid().regions(board, key=lambda v: v)
    assert len(found) == 1 and len(found[0]) == 19


# --- border ----------------------------------------------------------------------------------

def test_border_of_a_corner_cell():
    assert Grid(3, 3).border({(0, 0)}) == {(0, 1), (1, 0)}


def test_border_of_a_domino_in_the_middle():
    assert Grid(3, 3).border([(1, 1), (1, 2)]) == {(0, 1), (0, 2), (2, 1), (2, 2), (1, 0)}


def test_border_of_the_whole_board_is_empty():
    grid = Grid(2, 2)
    assert grid.border(grid.cells()) == set()


def test_border_of_nothing_is_nothing():
    assert Grid(3, 3).border([]) == set()


def test_unbounded_border_of_a_cell_is_its_four_neighbours():
    assert Grid().border([(0, 0)]) == {(-1, 0), (1, 0), (0, -1), (0, 1)}


def test_hex_border_of_one_and_two_hexes():
    assert HexGrid().border([(0, 0)]) == set(ROME_NEIGHBOURS)
    two = HexGrid().border([(0, 0), (1, 0)])
    assert len(two) == 8  # 6 + 6, less the two they share, less each other
    assert (0, 0) not in two and (1, 0) not in two
    assert {(1, -1), (0, 1)} <= two


# --- lines of sight -------------------------------------------------------------------------

def test_line_runs_to_the_end_of_the_board_and_excludes_the_start():
    grid = Grid(4, 4)
    board = {cell: "x" for cell in grid.cells()}
    assert list(grid.line((1, 1), (0, 1), board)) == [(1, 2), (1, 3)]
    assert list(grid.line((1, 1), (1, 0), board)) == [(2, 1), (3, 1)]
    assert list(grid.line((1, 1), (-1, 0), board)) == [(0, 1)]
    assert list(grid.line((1, 1), (0, -1), board)) == [(1, 0)]


def test_line_from_the_edge_outwards_is_empty():
    grid = Grid(4, 4)
    board = {cell: "x" for cell in grid.cells()}
    assert list(grid.line((0, 0), (-1, 0), board)) == []
    assert list(grid.line((3, 3), (0, 1), board)) == []


def test_line_stops_at_a_gap_in_a_sparse_board():
    board = {(0, 0): "x", (0, 1): "x", (0, 2): "x", (0, 4): "x"}
    assert list(Grid().line((0, 0), (0, 1), board)) == [(0, 1), (0, 2)]


def test_line_diagonal_step():
    grid = Grid(3, 3)
    board = {cell: "x" for cell in grid.cells()}
    assert list(grid.line((0, 0), (1, 1), board)) == [(1, 1), (2, 2)]


def test_line_stops_at_the_bounds_even_if_the_board_goes_on():
    board = {(0, c): "x" for c in range(6)}
    assert list(Grid(1, 3).line((0, 0), (0, 1), board)) == [(0, 1), (0, 2)]


def test_line_start_need_not_be_on_the_board():
    board = {(0, 1): "x", (0, 2): "x"}
    assert list(Grid().line((0, 0), (0, 1), board)) == [(0, 1), (0, 2)]


def test_hex_line_of_sight():
    board = {cell: "x" for cell in hex_disc(2)}
    grid = HexGrid()
    assert list(grid.line((0, 0), (1, -1), board)) == [(1, -1), (2, -2)]
    assert list(grid.line((-2, 0), (1, 0), board)) == [(-1, 0), (0, 0), (1, 0), (2, 0)]
    assert list(grid.line((0, 2), (0, 1), board)) == []


# --- the bitmask grid -------------------------------------------------------------------------

def test_a_bitgrid_of_any_size_floods_and_finds_clusters_and_squares():
    from games.core.bitgrid import BitGrid
    grid = BitGrid(3, 4)                       # 3 rows, 4 columns
    cells = {(0, 0), (0, 1), (1, 0), (1, 1), (2, 3)}
    mask = grid.mask_of(cells)
    assert set(grid.cells_of(mask)) == cells
    groups = [set(grid.cells_of(m)) for m in grid.clusters(mask)]
    assert groups == [{(0, 0), (0, 1), (1, 0), (1, 1)}, {(2, 3)}]
    assert grid.grow(grid.bit((0, 0)), mask) == grid.mask_of({(0, 0), (0, 1), (1, 0), (1, 1)})
    # no wrap-around at the row ends: (0, 3) and (1, 0) are not neighbours
    assert grid.neighbours(grid.bit((0, 3))) == grid.mask_of({(0, 2), (1, 3)})
    assert grid.square_sides(mask) == 2 and set(grid.cells_of(grid.square_at(mask, 2))) == cells - {(2, 3)}
    assert grid.edge == grid.full & ~grid.mask_of({(1, 1), (1, 2)})
    assert not grid.in_bounds((3, 0)) and grid.in_bounds((2, 3))
