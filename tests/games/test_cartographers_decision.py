"""What the engine publishes for the window (games/cartographers/decision.py and
the state's reading methods): each seat's decision with the shapes in hand, the
terrains, whose map it concerns and the skills it can pay for; the map's size,
the edicts' current scores, and where the coins of a season row came from."""
from tests.cartographers_helpers import DATA, act, board, full_except, new, on_ambush, on_card, set_sheet
from games.cartographers import Draw, Fallback, Monster, Parcel, Shrink, UseSkill
from games.cartographers.skills import SKILL_IDS
from games.core import Decision


def decision(state, player: int = 0) -> Decision:
    found = state.decision(player)
    assert found == state.view(player).decision(player)   # from what the seat may see
    return found


def test_a_draw_offers_the_cards_shapes_with_their_coins_and_terrains():
    state = on_card(new(2), 8)                  # Farmland: the domino gives a coin, the plus not
    d = decision(state)
    assert d.kind == "draw" and d.player == 0 and d.concerns == ()
    farmland = DATA.explore[8]
    assert [(h.action, h.option, h.shape, h.coin) for h in d.hand] == [
        ("draw", i, option.shape, option.coin) for i, option in enumerate(farmland.options)]
    assert [h.coin for h in d.hand] == [True, False]
    assert d.param("terrains") == farmland.terrains and d.param("ruins") is False
    assert d.param("skills") == ()             # skills are off


def test_the_ruins_requirement_and_the_fallback_come_from_the_engine():
    state = on_card(new(), 7, ruins=True)
    assert decision(state).param("ruins") is True
    set_sheet(state, 0, full_except("A", [(0, 0), (10, 10)], terrain="V"))
    on_card(state, 14)                          # Treetop Village fits nowhere now
    d = decision(state)
    assert d.kind == "fallback" and [h.action for h in d.hand] == ["fallback"] and len(d.hand[0].shape) == 1
    assert d.param("terrains") == DATA.explore[14].terrains
    assert all(isinstance(a, Fallback) for a in state.legal_actions(0))


def test_the_skills_in_hand_are_those_the_seat_can_pay_for_now():
    state = new(skills=True)
    state.skills = ("extra_parcel", "second_shape", "clear_monster")   # costs 1, 3, 3
    set_sheet(state, 0, board(coins=2, M=[(7, 7)]))
    on_card(state, 9)
    d = decision(state)
    usable = {a.skill for a in state.legal_actions(0) if isinstance(a, UseSkill)}
    assert set(d.param("skills")) == usable == {"extra_parcel"}
    state.apply(0, UseSkill("extra_parcel"))
    assert decision(state).param("skills") == ()       # one a season
    assert set(SKILL_IDS) >= set(state.skills)


def test_a_coin_shape_skill_puts_a_coin_on_every_shape_in_hand():
    state = new(skills=True)
    state.skills = ("coin_shape",)
    set_sheet(state, 0, board(coins=1))
    on_card(state, 8)
    state.apply(0, UseSkill("coin_shape"))
    assert [h.coin for h in decision(state).hand] == [True, True]


def test_the_second_shape_and_the_parcel_and_the_monster_and_the_shrink():
    state = new(skills=True)
    state.skills = ("second_shape", "extra_parcel", "small_ambush")
    set_sheet(state, 0, board(coins=9))
    on_card(state, 8)
    state.apply(0, UseSkill("second_shape"))
    state.apply(0, Draw(0, "farm", ((0, 0), (0, 1))))
    d = decision(state)
    assert d.kind == "second" and [(h.action, h.option) for h in d.hand] == [("draw", 0)]
    assert d.param("terrains") == ("farm",)

    state = new(skills=True)
    state.skills = ("extra_parcel",)
    set_sheet(state, 0, board(coins=9))
    on_card(state, 8)
    state.apply(0, UseSkill("extra_parcel"))
    state.apply(0, Draw(0, "farm", ((0, 0), (0, 1))))
    d = decision(state)
    assert d.kind == "parcel" and d.hand[0].action == "parcel" and d.param("terrains") == ("farm",)
    assert all(isinstance(a, Parcel) for a in state.legal_actions(0))

    state = new(3)
    on_ambush(state, 1)                         # the Goblin Attack: each draws on a neighbour's map
    for drawer in range(3):
        d = decision(state, drawer)
        owner = state.ambush_sheet(drawer)
        assert d.kind == "monster" and d.concerns == (owner,) and owner != drawer
        assert d.hand[0].shape == DATA.ambush[1].shape and d.param("single") is False
    assert state.decision(3) is None

    state = new(2)
    state.small_ambush = [True, False]
    on_ambush(state, 2)
    monster = next(a for a in state.legal_actions(1) if isinstance(a, Monster))
    act(state, 1, monster)                      # Ben draws on Anna's map: she may erase a cell
    act(state, 0, next(a for a in state.legal_actions(0) if isinstance(a, Monster)))
    d = decision(state, 0)
    assert d.kind == "shrink" and set(d.param("cells")) == set(monster.cells)
    assert {a.cell for a in state.legal_actions(0) if isinstance(a, Shrink)} <= set(d.param("cells"))
    assert d.boards_passed and d.concerns == ()    # on her own map, while the maps go round


def test_a_monster_that_fits_nowhere_is_a_single_cell_in_hand():
    state = new(2)
    set_sheet(state, 1, full_except("A", [(0, 0), (10, 10)]))
    on_ambush(state, 2)                         # Bugbear Assault: Anna draws on Ben's map
    d = decision(state, 0)
    assert d.concerns == (1,) and d.param("single") is True and len(d.hand[0].shape) == 1


def test_no_decision_when_waiting_and_end_turn_when_done():
    state = on_card(new(2), 8)
    state.apply(0, Draw(0, "farm", ((0, 0), (0, 1))))
    assert state.decision(0) == Decision("end_turn", 0)
    assert decision(state, 1).kind == "draw" and not decision(state, 1).boards_passed
    assert state.last_drawn[0] == (0, ((0, 0), (0, 1)))


def test_an_ambush_drawer_done_keeps_the_neighbours_map_the_maps_going_round():
    """The map a seat's turn went on is the engine's word (`concerns` of its End turn
    decision, `last_drawn`), as is that the maps go round (`boards_passed`)."""
    state = new(3)
    on_ambush(state, 1)                         # the Goblin Attack: each draws on a neighbour's map
    owner = state.ambush_sheet(0)
    assert decision(state, 0).boards_passed and decision(state, 0).concerns == (owner,)
    monster = next(a for a in state.legal_actions(0) if isinstance(a, Monster))
    state.apply(0, monster)
    assert decision(state, 0) == Decision("end_turn", 0, concerns=(owner,), boards_passed=True)
    assert state.last_drawn[0] == (owner, monster.cells) and state.view(2).last_drawn == state.last_drawn
    state.undo(0)
    assert decision(state, 0).kind == "monster" and state.last_drawn[0] == (0, ())


def test_the_engine_publishes_the_map_and_the_edicts_scores():
    state = on_card(new(), 8)
    assert state.map_size == (11, 11) == state.sheets[0].size
    set_sheet(state, 0, board(F=[(0, 0), (0, 1), (5, 5)]))
    scores = state.edict_scores(0)
    assert set(scores) == set(state.edicts)
    for letter, edict in scores.items():
        assert edict.card == state.edicts[letter]
        assert set(edict.scored_cells) <= {(r, c) for r in range(11) for c in range(11)}
    assert [scores[e.letter].stars for e in state.current_row(0).edicts] == \
        [e.stars for e in state.current_row(0).edicts]


def test_a_season_row_keeps_its_map_and_where_its_coins_came_from():
    state = on_card(new(), 8)
    act(state, 0, Draw(0, "farm", ((4, 4), (4, 5))))      # the coin shape
    row = state.current_row(0)
    assert row.coins == 1 and set(row.coin_cells) == {(4, 4), (4, 5)}
    item = next(i for i in state.score_sheets()[0].items if i.key.endswith("coins"))
    assert set(item.cells) == {(4, 4), (4, 5)}
    assert row.sheet is state.sheets[0]
