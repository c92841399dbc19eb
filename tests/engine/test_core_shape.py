"""games.core.shape: polyominoes (normalise, rotate, mirror, orientations,
placement, bitmasks) and polyhexes (rotate, place)."""
from __future__ import annotations

import pytest

from games.core.grid import HEX_STEPS
from games.core.shape import HexShape, Shape, cells_mask


def shape(*rows: str) -> Shape:
    """A shape drawn with '#' for its cells."""
    return Shape((r, c) for r, line in enumerate(rows) for c, ch in enumerate(line) if ch == "#")


PENTOMINOES = {
    "F": shape(".##", "##.", ".#."),
    "I": shape("#####"),
    "L": shape("#...", "####"),
    "N": shape("##..", ".###"),
    "P": shape("##", "##", "#."),
    "T": shape("###", ".#.", ".#."),
    "U": shape("#.#", "###"),
    "V": shape("#..", "#..", "###"),
    "W": shape("#..", "##.", ".##"),
    "X": shape(".#.", "###", ".#."),
    "Y": shape(".#..", "####"),
    "Z": shape("##.", ".#.", ".##"),
}
# (rotations and mirror images, rotations only): counted by hand from the pictures
PENTOMINO_COUNTS = {"F": (8, 4), "I": (2, 2), "L": (8, 4), "N": (8, 4), "P": (8, 4), "T": (4, 4),
                    "U": (4, 4), "V": (4, 4), "W": (4, 4), "X": (1, 1), "Y": (8, 4), "Z": (4, 2)}

TETROMINOES = {
    "I": shape("####"),
    "O": shape("##", "##"),
    "T": shape("###", ".#."),
    "S": shape(".##", "##."),
    "L": shape("#.", "#.", "##"),
}
TETROMINO_COUNTS = {"I": (2, 2), "O": (1, 1), "T": (4, 4), "S": (4, 2), "L": (8, 4)}


def hex_distance(a, b) -> int:
    dq, dr = a[0] - b[0], a[1] - b[1]
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


# --- construction and normalisation -----------------------------------------------

def test_cells_are_normalised_to_the_origin_and_sorted():
    s = Shape([(5, 8), (5, 7), (6, 7)])
    assert s.cells == ((0, 0), (0, 1), (1, 0))


def test_negative_cells_are_normalised_too():
    assert Shape([(-2, -3), (-1, -3)]).cells == ((0, 0), (1, 0))


def test_duplicate_cells_count_once():
    s = Shape([(0, 0), (0, 0), (0, 1)])
    assert s.cells == ((0, 0), (0, 1))
    assert len(s) == 2


def test_cells_may_be_lists():
    assert Shape([[1, 1], [1, 2]]).cells == ((0, 0), (0, 1))


def test_a_shape_needs_a_cell():
    with pytest.raises(ValueError):
        Shape([])


def test_equality_and_hash_ignore_position_and_order():
    a = Shape([(0, 0), (0, 1), (1, 1)])
    b = Shape([(4, 4), (3, 4), (3, 3)])
    assert a == b
    assert hash(a) == hash(b)
    assert len({a, b}) == 1
    assert a != Shape([(0, 0), (0, 1), (1, 0)])
    assert a != a.cells  # only shapes equal shapes


def test_height_width_and_len():
    s = PENTOMINOES["L"]
    assert (s.height, s.width, len(s)) == (2, 4, 5)
    assert (Shape([(7, 7)]).height, Shape([(7, 7)]).width) == (1, 1)


def test_repr():
    assert repr(Shape([(0, 1), (0, 0)])) == "Shape([(0, 0), (0, 1)])"


# --- rotate, mirror, oriented ---------------------------------------------------------

def test_rotate_a_bar_quarter_turn():
    assert shape("###").rotate() == shape("#", "#", "#")
    assert shape("###").rotate().cells == ((0, 0), (1, 0), (2, 0))


def test_rotate_is_clockwise():
    # #.        ##
    # ##   ->   #.
    assert shape("#.", "##").rotate(1) == shape("##", "#.")
    assert shape("#.", "##").rotate(2) == shape("##", ".#")
    assert shape("#.", "##").rotate(3) == shape(".#", "##")


def test_rotate_clockwise_l_pentomino_by_hand():
    # #...       ##
    # ####  ->   #.
    #            #.
    #            #.
    assert PENTOMINOES["L"].rotate() == shape("##", "#.", "#.", "#.")


def test_rotate_four_times_is_identity():
    for name, s in {**PENTOMINOES, **TETROMINOES}.items():
        assert s.rotate(4) == s, name
        assert s.rotate().rotate().rotate().rotate() == s, name
        assert s.rotate(0) == s, name


def test_rotate_counts_modulo_four_and_negative_turns_go_back():
    s = PENTOMINOES["F"]
    assert s.rotate(5) == s.rotate(1)
    assert s.rotate(-1) == s.rotate(3)
    assert s.rotate(-1).rotate(1) == s
    assert s.rotate(2) == s.rotate().rotate()


def test_rotate_keeps_size_and_swaps_height_and_width():
    s = PENTOMINOES["N"]
    r = s.rotate()
    assert len(r) == len(s)
    assert (r.height, r.width) == (s.width, s.height)


def test_mirror_flips_left_to_right():
    assert shape("#.", "##").mirror() == shape(".#", "##")
    assert PENTOMINOES["F"].mirror() == shape("##.", ".##", ".#.")


def test_mirror_twice_is_identity():
    for name, s in {**PENTOMINOES, **TETROMINOES}.items():
        assert s.mirror().mirror() == s, name


def test_symmetric_shapes_equal_their_mirror():
    for name in "ITUVWX":
        assert PENTOMINOES[name].mirror() in PENTOMINOES[name].rotations, name
    assert PENTOMINOES["T"].mirror() == PENTOMINOES["T"]


def test_oriented_mirrors_first_then_rotates():
    f = PENTOMINOES["F"]
    assert f.oriented() == f
    assert f.oriented(2) == f.rotate(2)
    assert f.oriented(0, True) == f.mirror()
    assert f.oriented(1, True) == f.mirror().rotate(1)
    # the other order is a different shape for an asymmetric piece
    assert f.oriented(1, True) != f.rotate(1).mirror()
    assert f.oriented(1, True) == f.rotate(3).mirror()


def test_mirror_reverses_the_sense_of_rotation():
    s = PENTOMINOES["Y"]
    for k in range(4):
        assert s.rotate(k).mirror() == s.mirror().rotate(-k)


# --- orientations and rotations ------------------------------------------------------------

@pytest.mark.parametrize("name", sorted(PENTOMINOES))
def test_pentomino_orientation_counts(name):
    s = PENTOMINOES[name]
    free, one_sided = PENTOMINO_COUNTS[name]
    assert len(s) == 5
    assert len(s.orientations) == free
    assert len(s.rotations) == one_sided


@pytest.mark.parametrize("name", sorted(TETROMINOES))
def test_tetromino_orientation_counts(name):
    s = TETROMINOES[name]
    free, one_sided = TETROMINO_COUNTS[name]
    assert len(s) == 4
    assert len(s.orientations) == free
    assert len(s.rotations) == one_sided


def test_all_fixed_pentominoes_and_tetrominoes():
    # the well-known totals: 63 fixed pentominoes, 19 fixed tetrominoes
    assert sum(len(s.orientations) for s in PENTOMINOES.values()) == 63
    assert sum(len(s.orientations) for s in TETROMINOES.values()) == 19
    assert len(set().union(*(s.orientations for s in PENTOMINOES.values()))) == 63


def test_the_twelve_pentominoes_are_different_pieces():
    sets = [frozenset(s.orientations) for s in PENTOMINOES.values()]
    assert len(set(sets)) == 12
    for i, a in enumerate(sets):
        for b in sets[i + 1:]:
            assert a.isdisjoint(b)


def test_orientations_start_with_the_shape_and_are_distinct():
    for s in PENTOMINOES.values():
        assert s.orientations[0] == s
        assert s.rotations[0] == s
        assert len(set(s.orientations)) == len(s.orientations)
        assert set(s.rotations) <= set(s.orientations)
        assert all(len(o) == len(s) for o in s.orientations)


def test_every_orientation_has_the_same_orientations():
    for s in PENTOMINOES.values():
        for o in s.orientations:
            assert set(o.orientations) == set(s.orientations)


def test_orientations_are_cached_on_the_shape():
    s = shape("##.", ".##")
    assert s.orientations is s.orientations
    assert isinstance(s.orientations, tuple)


def test_monomino_and_domino():
    assert len(Shape([(0, 0)]).orientations) == 1
    assert len(shape("##").orientations) == 2
    assert set(shape("##").orientations) == {shape("##"), shape("#", "#")}


# --- placement at an anchor ----------------------------------------------------------------

def test_at_places_the_origin_on_the_anchor():
    assert shape("##").at((3, 4)) == ((3, 4), (3, 5))
    assert PENTOMINOES["F"].at((2, 3)) == ((2, 4), (2, 5), (3, 3), (3, 4), (4, 4))


def test_at_with_a_negative_anchor():
    assert shape("#", "#").at((-1, -2)) == ((-1, -2), (0, -2))


# --- bitmasks -------------------------------------------------------------------------------

def test_cells_mask():
    assert cells_mask([(0, 0), (1, 2)], 5) == 1 | 1 << 7
    assert cells_mask([], 5) == 0
    assert cells_mask([(0, 0), (0, 0)], 3) == 1


def test_masks_of_a_bar_on_11_by_11():
    bar = shape("###")
    masks = bar.masks(11, 11)
    assert len(masks) == 11 * 9
    assert len(bar.rotate().masks(11, 11)) == 9 * 11
    assert masks[0] == (0b111, (0, 0))
    assert masks[-1][1] == (10, 8)


def test_mask_bits_are_the_covered_cells():
    for s in (shape("###"), PENTOMINOES["F"], PENTOMINOES["W"].rotate(), TETROMINOES["L"].mirror()):
        for mask, anchor in s.masks(11, 11):
            cells = s.at(anchor)
            assert mask == cells_mask(cells, 11)
            assert bin(mask).count("1") == len(s)
            assert all(0 <= r < 11 and 0 <= c < 11 for r, c in cells)
            assert mask < 1 << 121


def test_masks_enumerate_every_placement_exactly_once():
    s = PENTOMINOES["Y"]
    masks = s.masks(6, 7)
    anchors = [a for _, a in masks]
    assert len(anchors) == (6 - 2 + 1) * (7 - 4 + 1)
    assert len(set(anchors)) == len(anchors)
    assert len({m for m, _ in masks}) == len(masks)
    # brute force: every translation that stays on the board
    expected = {(ar, ac) for ar in range(-5, 7) for ac in range(-5, 8)
                if all(0 <= r < 6 and 0 <= c < 7 for r, c in s.at((ar, ac)))}
    assert set(anchors) == expected


def test_masks_do_not_wrap_around_the_row():
    bar = shape("###")
    last_in_row = dict((a, m) for m, a in bar.masks(11, 11))[(0, 8)]
    assert last_in_row == (1 << 8) | (1 << 9) | (1 << 10)
    assert (0, 9) not in {a for _, a in bar.masks(11, 11)}


def test_masks_counts_on_11_by_11():
    assert len(TETROMINOES["O"].masks(11, 11)) == 10 * 10
    assert len(PENTOMINOES["X"].masks(11, 11)) == 9 * 9
    assert len(PENTOMINOES["I"].masks(11, 11)) == 11 * 7
    assert len(Shape([(0, 0)]).masks(11, 11)) == 121
    # every orientation of the L pentomino: 4 lying (2x4: 10*8) and 4 standing (4x2: 8*10)
    assert sum(len(o.masks(11, 11)) for o in PENTOMINOES["L"].orientations) == 8 * 80


def test_masks_of_a_shape_larger_than_the_grid():
    assert PENTOMINOES["I"].masks(4, 4) == []
    assert PENTOMINOES["I"].masks(5, 1) == []
    assert len(PENTOMINOES["I"].rotate().masks(5, 1)) == 1


def test_masks_on_a_non_square_grid_use_cols_as_the_row_length():
    mask, anchor = shape("#", "#").masks(2, 5)[0]
    assert anchor == (0, 0)
    assert mask == 1 | 1 << 5


def test_overlap_is_a_bitwise_and():
    masks = dict((a, m) for m, a in TETROMINOES["O"].masks(4, 4))
    assert masks[(0, 0)] & masks[(1, 1)] == cells_mask([(1, 1)], 4)
    assert masks[(0, 0)] & masks[(2, 2)] == 0


# --- hex shapes -----------------------------------------------------------------------------

def test_hex_shape_is_relative_to_its_first_cell():
    h = HexShape([(3, -1), (4, -1), (3, 0)])
    assert h.cells == ((0, 0), (1, 0), (0, 1))
    assert HexShape([[2, 2], [2, 3]]).cells == ((0, 0), (0, 1))


def test_hex_rotate_one_sixth_by_hand():
    # axial (q, r) -> (-r, q + r)
    assert HexShape([(0, 0), (1, 0)]).rotate().cells == ((0, 0), (0, 1))
    assert HexShape([(0, 0), (0, 1)]).rotate().cells == ((0, 0), (-1, 1))
    assert HexShape([(0, 0), (2, -1)]).rotate().cells == ((0, 0), (1, 1))


def test_hex_rotate_six_times_is_identity():
    for cells in ([(0, 0), (1, 0)], [(0, 0), (1, 0), (0, 1)], [(0, 0), (1, 0), (2, -1), (2, 0)],
                  [(5, 5), (6, 5), (6, 6), (4, 7)]):
        h = HexShape(cells)
        assert h.rotate(6) == h
        r = h
        for _ in range(6):
            r = r.rotate()
        assert r == h
        assert h.rotate(0) == h


def test_hex_rotate_counts_modulo_six():
    h = HexShape([(0, 0), (1, 0), (1, 1)])
    assert h.rotate(7) == h.rotate(1)
    assert h.rotate(-1) == h.rotate(5)
    assert h.rotate(2) == h.rotate().rotate()


def test_hex_half_turn_points_every_cell_the_other_way():
    h = HexShape([(0, 0), (1, 0), (2, -1)])
    assert h.rotate(3).cells == ((0, 0), (-1, 0), (-2, 1))


def test_hex_domino_has_six_distinct_directions():
    domino = HexShape([(0, 0), (1, 0)])
    turned = [domino.rotate(k) for k in range(6)]
    assert len(set(turned)) == 6
    assert {t.cells[1] for t in turned} == set(HEX_STEPS)


def test_hex_rotation_keeps_distances_and_adjacency():
    h = HexShape([(0, 0), (1, 0), (1, 1), (3, -2)])
    for k in range(6):
        turned = h.rotate(k)
        for i in range(len(h.cells)):
            for j in range(len(h.cells)):
                assert hex_distance(turned.cells[i], turned.cells[j]) == \
                    hex_distance(h.cells[i], h.cells[j])


def test_hex_triangle_turns_into_two_shapes_up_to_translation():
    # turned about its first hex, each sixth gives new cells ...
    tri = HexShape([(0, 0), (1, 0), (0, 1)])
    assert len({frozenset(tri.rotate(k).cells) for k in range(6)}) == 6
    # ... but moved back to a common origin there are two: pointing up and pointing down
    normal = {frozenset((q - min(a for a, _ in t.cells), r - min(b for _, b in t.cells))
                        for q, r in t.cells)
              for t in (tri.rotate(k) for k in range(6))}
    assert len(normal) == 2


def test_hex_at():
    h = HexShape([(0, 0), (1, 0), (0, 1)])
    assert h.at((2, -3)) == ((2, -3), (3, -3), (2, -2))
    assert h.rotate().at((0, 0)) == ((0, 0), (0, 1), (-1, 1))


def test_hex_equality_hash_repr():
    a = HexShape([(0, 0), (1, 0)])
    b = HexShape([(5, 5), (6, 5)])
    assert a == b and hash(a) == hash(b)
    assert a != HexShape([(0, 0), (0, 1)])
    assert a != Shape([(0, 0), (1, 0)])
    assert repr(a) == "HexShape([(0, 0), (1, 0)])"
