"""Cartographers rules: drawing legal and illegal, coins, the 1 x 1 fallback,
ruins and Rift Lands, ambushes for 2, 3 and 4 players and solo, seasons and
the reshuffle, undo, the view, whole games and golden placement counts."""
import pytest

from tests.cartographers_helpers import (CARTO, DATA, act, board, code, full_except, new, on_ambush,
                                   on_card, set_sheet, stack)
from games.cartographers import Draw, Fallback, Monster, pass_targets, placements, solo_ambush
from games.cartographers.masks import bit, cells_of, mask_of
from games.cartographers.placement import free_masks
from games.core import EndTurn, IllegalMove, Violation
from games.core.shape import Shape

I3 = ((0, 0), (1, 0), (2, 0))                 # Great River's coin shape, upright
STAIRS = ((0, 2), (1, 1), (1, 2), (2, 0), (2, 1))


# --- drawing -----------------------------------------------------------------------------
def test_a_drawing_fills_the_shape_with_the_terrain():
    state = on_card(new(), 7)
    state.apply(0, Draw(1, "water", ((4, 2), (5, 1), (5, 2), (6, 0), (6, 1))))
    assert state.sheets[0].water == mask_of([(4, 2), (5, 1), (5, 2), (6, 0), (6, 1)])


def test_shapes_turn_and_mirror():
    state = on_card(new(), 7)
    mirrored_and_turned = ((0, 0), (0, 1), (1, 1), (1, 2), (2, 2))
    assert code(state, Draw(1, "water", mirrored_and_turned)) is None
    assert code(state, Draw(0, "water", ((0, 0), (0, 1), (0, 2)))) is None


@pytest.mark.parametrize("action, expected, cells", [
    (Draw(0, "water", ((9, 0), (10, 0), (11, 0))), "cartographers.off_map", ((11, 0),)),
    (Draw(0, "water", ((0, -1), (0, 0), (0, 1))), "cartographers.off_map", ((0, -1),)),
    (Draw(0, "water", ((0, 3), (1, 3), (2, 3))), "cartographers.covers_filled", ((1, 3),)),
    (Draw(0, "forest", I3), "cartographers.wrong_terrain", ()),
    (Draw(2, "water", I3), "cartographers.not_an_option", ()),
    (Draw(0, "water", ((0, 0), (1, 0), (1, 1))), "cartographers.wrong_shape", ((0, 0), (1, 0), (1, 1))),
    (Draw(1, "water", I3), "cartographers.wrong_shape", I3),
    (Draw(0, "water", ((0, 0), (0, 0), (1, 0))), "cartographers.bad_cells", ()),
    (Draw(0, "water", "A1"), "action.malformed", ()),
    (Draw(True, "water", I3), "action.malformed", ()),
])
def test_illegal_drawings_say_why(action, expected, cells):
    state = on_card(new(), 7)
    violation = state.check(0, action)
    assert violation.code == expected
    assert tuple(violation.cells) == cells
    with pytest.raises(IllegalMove):
        state.apply(0, action)
    assert state.sheets[0].water == 0 and state.log == []


def test_a_drawing_may_cover_an_unfilled_ruin_but_never_a_filled_cell():
    state = on_card(new(), 7)
    set_sheet(state, 0, board(F=[(3, 1)]))
    assert code(state, Draw(0, "water", ((0, 1), (1, 1), (2, 1)))) is None   # [2,1] ruins
    assert code(state, Draw(0, "water", ((1, 1), (2, 1), (3, 1)))) == "cartographers.covers_filled"


def test_the_coin_shape_gains_a_coin_the_other_does_not():
    state = on_card(new(players=2), 7)
    state.apply(0, Draw(0, "water", I3))
    state.apply(1, Draw(1, "water", STAIRS))
    assert [s.coins for s in state.sheets] == [1, 0]


def test_surrounding_a_mountain_gains_one_coin_once():
    state = on_card(new(), 7)
    set_sheet(state, 0, board(F=[(4, 5), (6, 5), (5, 4)]))
    state.apply(0, Draw(1, "water", ((4, 8), (5, 7), (5, 8), (6, 6), (6, 7))))
    assert state.sheets[0].coins == 0        # [5,6] is still empty
    on_card(state, 8)
    state.apply(0, Draw(0, "farm", ((5, 6), (4, 6))))    # Farmland's coin domino closes [5,5]
    assert state.sheets[0].coins == 2        # coin shape + mountain
    assert state.sheets[0].paid == bit((5, 5))
    on_card(state, 8)
    state.apply(0, Draw(0, "farm", ((3, 5), (3, 6))))
    assert state.sheets[0].coins == 3        # the mountain does not pay twice


def test_the_coin_track_holds_14():
    """§4 #2: coins beyond 14 are lost."""
    state = on_card(new(), 7)
    set_sheet(state, 0, board(coins=14))
    state.apply(0, Draw(0, "water", I3))
    assert state.sheets[0].coins == 14


# --- the 1 x 1 fallback --------------------------------------------------------------------
def test_the_fallback_only_when_no_shape_fits():
    state = on_card(new(), 16)                 # Fishing Village: 4 in a line, village or water
    assert code(state, Fallback("water", (0, 0))) == "cartographers.fallback_not_allowed"
    set_sheet(state, 0, full_except("A", [(0, 0), (0, 2), (3, 3)]))
    assert not state.can_place(0)
    legal = list(state.legal_actions(0))
    assert sorted((a.terrain, a.cell) for a in legal) == sorted(
        (t, c) for t in ("village", "water") for c in [(0, 0), (0, 2), (3, 3)])
    # §4 #7: the normal fallback uses a terrain shown on the card
    assert code(state, Fallback("forest", (0, 0))) == "cartographers.wrong_terrain"
    assert code(state, Fallback("water", (0, 1))) == "cartographers.covers_filled"
    assert code(state, Fallback("water", (0, 11))) == "cartographers.off_map"
    state.apply(0, Fallback("water", (3, 3)))
    assert state.sheets[0].water & bit((3, 3))


def test_a_full_map_draws_nothing_and_the_game_goes_on():
    state = new()
    set_sheet(state, 0, full_except("A", []))
    state._step_done()
    assert state.is_over()
    assert len(state.season_rows[0]) == 4


# --- ruins and Rift Lands -----------------------------------------------------------------------
def test_ruins_only_the_options_that_can_cover_a_ruin():
    """§4 #17: the tromino fits on the one open ruin, the staircase only elsewhere."""
    open_cells = [(2, 1), (3, 1), (4, 1)] + [(r, c) for r in range(3, 8) for c in range(6, 11)]
    state = on_card(new(), 7, ruins=True)
    set_sheet(state, 0, full_except("A", open_cells))
    assert state.ruins_required(0) and state.can_place(0)
    assert code(state, Draw(0, "water", ((2, 1), (3, 1), (4, 1)))) is None
    violation = state.check(0, Draw(0, "water", ((3, 6), (4, 6), (5, 6))))
    assert violation.code == "cartographers.must_cover_ruins" and violation.cells == ((2, 1),)
    assert code(state, Draw(1, "water", ((3, 8), (4, 7), (4, 8), (5, 6), (5, 7)))) \
        == "cartographers.must_cover_ruins"
    assert code(state, Fallback("water", (3, 6))) == "cartographers.fallback_not_allowed"
    legal = list(state.legal_actions(0))
    assert [(a.option, a.cells) for a in legal] == [(0, ((2, 1), (3, 1), (4, 1)))]


def test_ruins_fallback_anywhere_in_any_terrain():
    """§1.5, §4 #7: no option covers an open ruin: one cell anywhere, any terrain."""
    state = on_card(new(), 16, ruins=True)
    ruins = DATA.maps["A"].ruins
    set_sheet(state, 0, board(F=list(ruins)))
    assert not state.can_place(0)
    assert code(state, Draw(0, "water", ((0, 0), (0, 1), (0, 2), (0, 3)))) == \
        "cartographers.must_cover_ruins"
    assert code(state, Fallback("monster", (0, 0))) is None
    assert code(state, Fallback("forest", (0, 0))) is None
    assert state.fallback_terrains(0) == ("forest", "village", "farm", "water", "monster")


def test_rift_lands_one_cell_in_a_free_terrain_obeying_the_ruins():
    state = on_card(new(), 17)
    for terrain in ("forest", "village", "farm", "water", "monster"):
        assert code(state, Draw(0, terrain, ((6, 6),))) is None
    assert code(state, Fallback("water", (6, 6))) == "cartographers.fallback_not_allowed"
    on_card(state, 17, ruins=True)
    assert code(state, Draw(0, "farm", ((6, 6),))) == "cartographers.must_cover_ruins"
    assert code(state, Draw(0, "farm", ((8, 1),))) is None


def test_ruins_carry_over_an_ambush_to_the_next_explore_card():
    state = stack(new(players=2), [5, 1, 7, 8, 9, 10, 11, 12, 13])
    assert state.phase == "ambush" and state.ruins_pending
    for player in state.actors():
        state.apply(player, next(iter(state.legal_actions(player))))
    assert state.card == 1 and state.unconfirmed == {0, 1}     # the drawers end their turns too
    state.end_turns()
    assert state.phase == "draw" and state.card == 7 and state.ruins_pending
    assert state.ruins_required(0)
    for player in (0, 1):
        act(state, player, Draw(0, "water", ((2, 1), (3, 1), (4, 1))))
    assert state.card == 8 and not state.ruins_pending


# --- ambushes -------------------------------------------------------------------------------
def test_pass_directions_for_2_3_and_4_players():
    """§4 #4: clockwise passes sheet i to seat i + 1, who draws on it."""
    assert pass_targets(2, "clockwise") == pass_targets(2, "counterclockwise") == {0: 1, 1: 0}
    assert pass_targets(3, "clockwise") == {0: 2, 1: 0, 2: 1}
    assert pass_targets(3, "counterclockwise") == {0: 1, 1: 2, 2: 0}
    assert pass_targets(4, "clockwise") == {0: 3, 1: 0, 2: 1, 3: 2}
    assert pass_targets(4, "counterclockwise") == {0: 1, 1: 2, 2: 3, 3: 0}


@pytest.mark.parametrize("players, card, targets", [
    (2, 2, {0: 1, 1: 0}), (3, 2, {0: 2, 1: 0, 2: 1}), (3, 1, {0: 1, 1: 2, 2: 0}),
    (4, 3, {0: 3, 1: 0, 2: 1, 3: 2}), (4, 4, {0: 1, 1: 2, 2: 3, 3: 0})])
def test_each_neighbour_draws_the_monster_on_the_passed_sheet(players, card, targets):
    state = on_ambush(new(players=players), card)
    assert state.phase == "ambush" and state.actors() == list(range(players))
    assert {p: state.ambush_sheet(p) for p in range(players)} == targets
    shape = DATA.ambush[card].shape
    drawer = 1
    state.apply(drawer, Monster(shape.at((0, 0))))
    victim = targets[drawer]
    assert state.sheets[victim].monster == mask_of(shape.at((0, 0)))
    assert all(state.sheets[p].monster == 0 for p in range(players) if p != victim)
    assert state.ambush_sheet(drawer) is None and state.tasks[drawer] == ()
    assert drawer in state.actors() and list(state.legal_actions(drawer)) == [EndTurn()]
    state.apply(drawer, EndTurn())
    assert drawer not in state.actors() and state.card == card    # the others still draw


def test_the_monster_turns_freely_and_falls_back_to_one_cell():
    state = on_ambush(new(players=2), 4)        # Gnoll Raid, a C of five
    turned = Shape(DATA.ambush[4].shape.cells).rotate(1).at((3, 3))
    assert code(state, Monster(turned)) is None
    assert code(state, Monster(((0, 0),))) == "cartographers.monster_fits"
    set_sheet(state, 1, full_except("A", [(0, 0), (5, 0)]))
    assert code(state, Monster(((0, 0),))) is None
    assert sorted(a.cells for a in state.legal_actions(0)) == [((0, 0),), ((5, 0),)]
    assert code(state, Monster(((1, 1),))) == "cartographers.covers_filled"


def test_a_monster_from_the_neighbour_gains_the_sheet_owner_the_mountain_coin():
    """§4 #8: the coin goes to the owner of the sheet, once."""
    state = on_ambush(new(players=2), 1)        # Goblin Attack, three diagonal cells
    set_sheet(state, 0, board(F=[(4, 5), (5, 4), (5, 6)]))
    state.apply(1, Monster(((6, 5), (7, 6), (8, 7))))
    assert [s.coins for s in state.sheets] == [1, 0]


@pytest.mark.parametrize("card, cells", [
    (1, [(8, 8), (9, 9), (10, 10)]),
    (4, [(0, 0), (0, 1), (1, 0), (2, 0), (2, 1)]),
    (2, [(0, 8), (0, 10), (1, 8), (1, 10)]),
    (3, [(8, 0), (9, 0), (9, 1), (10, 0)])])
def test_solo_ambush_vectors_on_an_empty_sheet(card, cells):
    """The four test vectors of §3, Example 3."""
    ambush = DATA.ambush[card]
    filled = board().filled
    assert cells_of(solo_ambush(filled, ambush.shape, ambush.solo_corner, ambush.direction)) == \
        tuple(sorted(cells))
    state = on_ambush(new(), card)
    assert state.sheets[0].monster == mask_of(cells) and state.actors() == []


def test_solo_ambush_slides_along_the_edge():
    """§3 Example 3: Kobold Onslaught goes up the left edge past the forest."""
    sheet = board(F=[(9, 0), (10, 0), (10, 1)])
    ambush = DATA.ambush[3]
    found = solo_ambush(sheet.filled, ambush.shape, ambush.solo_corner, ambush.direction)
    assert set(cells_of(found)) == {(6, 0), (7, 0), (7, 1), (8, 0)}


def test_solo_ambush_goes_one_ring_in_and_is_ignored_when_nothing_fits():
    ambush = DATA.ambush[4]                     # Gnoll Raid, top left, counterclockwise
    ring = [(r, c) for r in range(11) for c in range(11) if min(r, c, 10 - r, 10 - c) == 0]
    sheet = board(F=ring)
    found = solo_ambush(sheet.filled, ambush.shape, ambush.solo_corner, ambush.direction)
    assert set(cells_of(found)) == {(1, 1), (1, 2), (2, 1), (3, 1), (3, 2)}
    assert solo_ambush(full_except("A", []).filled, ambush.shape, "top_left", "clockwise") == 0
    state = new()
    set_sheet(state, 0, full_except("A", [(0, 0)]))
    on_ambush(state, 4)
    assert state.sheets[0].monster == 0          # ignored, no 1 x 1 in solo


# --- seasons ---------------------------------------------------------------------------------
def draw_anything(state):
    """Every player with a task draws the first legal thing, then all end their turns."""
    revealed = state.revealed
    for player in state.actors():
        state.apply(player, next(iter(state.legal_actions(player))))
    assert state.revealed == revealed and not any(state.tasks)   # the next card waits
    state.end_turns()


def test_the_season_ends_when_its_time_is_reached():
    """Spring 8: cards of time 2, 2, 2, 1 make 7, the fifth card (1) makes 8."""
    state = stack(new(), [11, 12, 13, 7, 8, 9, 10, 14])
    for expected in (2, 4, 6, 7):
        assert state.time == expected and state.season == 0
        draw_anything(state)
    assert state.time == 8 and state.season == 0 and state.revealed == (11, 12, 13, 7, 8)
    draw_anything(state)
    assert state.season == 1 and len(state.season_rows[0]) == 1
    assert state.season_rows[0][0].season == 0
    assert [e.letter for e in state.season_rows[0][0].edicts] == ["A", "B"]
    assert state.active_edicts == ("B", "C") and state.threshold == 8


def test_time_past_the_threshold_also_ends_the_season():
    state = stack(new(), [11, 12, 13, 7, 14, 8])       # 2, 4, 6, 7, 9
    for _ in range(5):
        draw_anything(state)
    assert state.season == 1


def test_the_reshuffle_keeps_unrevealed_ambushes_and_adds_the_next():
    """§1.6: all 13 explore cards, the ambushes still in the deck, the next ambush."""
    state = new(players=2)
    state.ambush_deck = [4, 3]        # the top is the last: 3 comes next
    stack(state, [11, 12, 1, 13, 14, 7, 2, 8, 9])      # ambush 1 revealed, ambush 2 stays
    while state.season == 0:
        draw_anything(state)
    explore = sorted(list(DATA.explore) + list(DATA.ruins))
    assert sorted(state.deck + list(state.revealed)) == sorted(explore + [2, 3])
    assert state.ambush_deck == [4]
    assert 1 not in state.deck + list(state.revealed)


def test_a_whole_game_has_four_season_rows_and_then_ends():
    state = new(players=3, seed=5)
    while not state.is_over():
        draw_anything(state)
    assert state.actors() == [] and state.card is None
    assert [len(rows) for rows in state.season_rows] == [4, 4, 4]
    keys = [i.key for i in state.score_sheets()[0].items]
    assert keys[:4] == ["season:1:A", "season:1:B", "season:1:coins", "season:1:monsters"]
    assert keys[-4:] == ["season:4:D", "season:4:A", "season:4:coins", "season:4:monsters"]
    with pytest.raises(IllegalMove):
        state.apply(0, Draw(0, "water", I3))


def test_score_sheets_mid_game_preview_the_current_season():
    state = on_card(new(), 7)
    set_sheet(state, 0, board(coins=2, M=[(0, 0)]))
    items = state.score_sheets()[0].items
    assert [i.key for i in items][-2:] == ["season:1:coins", "season:1:monsters"]
    assert items[-2].points == 2 and items[-1].points == -2


# --- setup and options ------------------------------------------------------------------------
def test_edicts_one_card_per_category_and_the_fixed_deal():
    for seed in range(8):
        edicts = new(seed=seed).edicts
        assert sorted(edicts) == ["A", "B", "C", "D"]
        assert sorted(DATA.scoring[c].category for c in edicts.values()) == sorted(DATA.categories)
    assert new(deal="fixed").edicts == {"A": 26, "B": 30, "C": 35, "D": 38}
    letters = {tuple(DATA.scoring[new(seed=s).edicts[k]].category for k in "ABCD") for s in range(12)}
    assert len(letters) > 1      # which category lands under which letter is random (§4 #15)


def test_map_side_b_and_bad_options():
    state = new(map="B")
    assert state.sheets[0].wasteland == DATA.maps["B"].wasteland_mask
    with pytest.raises(ValueError):
        new(map="C")
    with pytest.raises(ValueError):
        CARTO.new_game([f"P{i}" for i in range(101)])
    assert len(CARTO.new_game([f"P{i}" for i in range(100)]).sheets) == 100


def test_same_seed_same_game():
    a, b = new(players=2, seed=9), new(players=2, seed=9)
    assert (a.deck, a.edicts, a.card) == (b.deck, b.edicts, b.card)


# --- undo and the view -----------------------------------------------------------------------
def test_undo_until_the_next_card_is_revealed():
    state = stack(new(players=2), [7, 8, 9, 10, 11])
    state.apply(0, Draw(0, "water", I3))
    assert state.undo_violation(0) is None
    assert state.undo(0) == (0, Draw(0, "water", I3).to_dict())
    assert state.sheets[0].water == 0 and state.log == []
    state.apply(0, Draw(0, "water", I3))
    state.apply(1, Draw(0, "water", I3))       # all have drawn: the next card waits for End turn
    assert state.card == 7 and state.undo_violation(1) is None
    state.end_turns()                          # the last ended turn reveals the next card
    assert state.card == 8
    assert state.undo_violation(0).code == state.undo_violation(1).code == "undo.revealed"


def test_take_back_ones_own_drawing_keeps_the_others():
    state = stack(new(players=3), [7, 8, 9, 10, 11])
    state.apply(0, Draw(0, "water", I3))
    state.apply(1, Draw(1, "water", STAIRS))
    assert state.undo_violation(2).code == "undo.nothing"
    assert state.undo(0)[0] == 0
    assert state.sheets[0].water == 0 and state.sheets[1].water == mask_of(STAIRS)
    assert [p for p, _ in state.log] == [1] and state.unconfirmed == {1}
    assert state.actors() == [0, 1, 2]         # 1 has drawn and still ends the turn
    state.apply(1, EndTurn())
    assert state.actors() == [0, 2]
    act(state, 0, Draw(1, "water", STAIRS))
    assert state.card == 7
    act(state, 2, Draw(1, "water", STAIRS))
    assert state.card == 8 and state.undo_violation(0).code == "undo.revealed"


def test_undo_is_ones_own_and_only_until_one_ends_the_turn():
    state = stack(new(players=3), [7, 8, 9, 10, 11])
    state.apply(0, Draw(0, "water", I3))       # 0's part of the step is done, not yet ended
    assert state.tasks[0] == () and state.unconfirmed == {0}
    # (c) another seat cannot take back 0's drawing, and trying changes nothing
    before = (state.sheets, list(state.log), state.tasks, state.unconfirmed)
    for other in (1, 2):
        assert state.undo_violation(other) == Violation("undo.nothing")
        with pytest.raises(IllegalMove):
            state.undo(other)
    assert (state.sheets, state.log, state.tasks, state.unconfirmed) == before
    assert state.undo_violation(3).code == state.undo_violation(True).code == "seat.unknown"
    # (a) 0 takes it back after the turn's last action, before End turn, and draws again
    assert state.undo_violation(0) is None
    state.undo(0)
    assert state.sheets[0].water == 0 and state.tasks[0] == ("draw",) and state.unconfirmed == set()
    state.apply(0, Draw(1, "water", STAIRS))
    state.apply(1, Draw(0, "water", I3))
    # (b) once 0 has ended the turn it is final, while 1 may still take back
    state.apply(0, EndTurn())
    assert state.undo_violation(0) == Violation("undo.turn_ended")
    with pytest.raises(IllegalMove):
        state.undo(0)
    assert state.undo_violation(1) is None and state.card == 7
    assert code(state, Draw(0, "water", I3), player=1) == "turn.end_first"
    state.apply(1, EndTurn())
    act(state, 2, Draw(0, "water", I3))        # the last ended turn reveals the next card
    assert state.card == 8
    assert [state.undo_violation(p).code for p in range(3)] == ["undo.revealed"] * 3


def test_the_view_hides_the_deck_order_and_the_ambush_cards():
    state = new(players=2, seed=3, skills=True)
    view = state.view(1)
    assert view.deck == sorted(view.deck) and len(view.deck) == len(state.deck)
    assert all(card not in DATA.ambush for card in view.deck)
    assert set(view.ambush_deck) == {0} and view.hidden_skills == ()
    assert view.sheets == state.sheets and view.seed is None


# --- placement enumeration -----------------------------------------------------------------------
def test_golden_placement_counts_on_side_a():
    """Hand-counted: a straight tromino has 99 + 99 places on an empty 11 x 11 map;
    the 5 mountains block 15 across and 2 + 3 + 3 + 3 + 2 upright: 170."""
    filled = board().filled
    assert len(placements(filled, Shape(I3))) == 170
    assert len(placements(filled, Shape([(0, 0)]))) == 116
    assert len(free_masks(Shape(STAIRS))) == 4 * 81
    assert len(placements(filled, Shape(I3), need=bit((2, 1)))) == 3 + 2   # upright, across


def test_legal_actions_match_check():
    state = on_card(new(players=2, seed=4), 14)
    set_sheet(state, 0, board(rows=["FFFF....M..", "...^.r...M.", "Fr......^rM"] + ["..........."] * 8))
    legal = list(state.legal_actions(0))
    assert legal and all(state.check(0, a) is None for a in legal)
    assert len(legal) == 2 * len(state.option_placements(0, 0))
    assert len({a.cells for a in legal}) == len(legal) // 2
