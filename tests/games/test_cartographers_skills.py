"""The eight house skills (spec §6) and their frame (§1.10): three revealed, one
use per player and season before drawing, paid by crossing out coins."""
import pytest

from tests.cartographers_helpers import DATA, act, board, code, full_except, new, on_ambush, on_card, \
    set_sheet, stack
from games.cartographers import Draw, Fallback, Monster, Parcel, Shrink, UseSkill
from games.cartographers.skills import SKILL_IDS
from games.cartographers.masks import bit, mask_of
from games.cartographers.scoring import score_season
from games.core import EndTurn, IllegalMove, Violation

I3 = ((0, 0), (1, 0), (2, 0))
STAIRS = ((0, 2), (1, 1), (1, 2), (2, 0), (2, 1))


def skilled(players: int = 1, coins: int = 5, card: int = 7, ruins: bool = False):
    """A game with every skill on the table, each player with `coins` coins, `card` up."""
    state = new(players=players, skills=True)
    state.skills = SKILL_IDS
    for p in range(players):
        set_sheet(state, p, board(coins=coins))
    return on_card(state, card, ruins)


# --- the frame -------------------------------------------------------------------------------
def test_three_of_eight_skills_are_revealed():
    state = new(skills=True)
    assert len(state.skills) == 3 and set(state.skills) <= set(SKILL_IDS)
    assert len(set(state.skills) | set(state.hidden_skills)) == 8
    assert new(skills=False).skills == ()
    assert DATA.skills_revealed == 3 and sorted(DATA.skills) == sorted(SKILL_IDS)


def test_skills_off_not_revealed_and_cost():
    state = on_card(new(), 7)
    assert code(state, UseSkill("any_terrain")) == "cartographers.skills_off"
    state = skilled(coins=0)
    violation = state.check(0, UseSkill("second_shape"))
    assert violation.code == "cartographers.skill_cost" and violation.params == {"cost": 3, "coins": 0}
    state.skills = ("any_terrain",)
    assert code(state, UseSkill("extra_parcel")) == "cartographers.skill_not_revealed"
    assert list(state.legal_actions(0))[0] != UseSkill("any_terrain")   # cannot pay for it


def test_paying_crosses_out_coins_that_then_do_not_score():
    state = skilled(coins=5)
    state.apply(0, UseSkill("second_shape"))
    sheet = state.sheets[0]
    assert (sheet.coins, sheet.spent, sheet.coins_left) == (5, 3, 2)
    assert score_season(sheet, 0, ("A", "B"), state.edicts).coins == 2


def test_one_skill_per_player_and_season_and_only_before_drawing():
    state = skilled(players=2, coins=9)
    state.apply(0, UseSkill("any_terrain"))
    assert code(state, UseSkill("ignore_ruins")) == "cartographers.skill_used"
    state.apply(0, Draw(0, "water", I3))
    assert code(state, UseSkill("ignore_ruins"), player=0) == "turn.end_first"
    state.apply(0, EndTurn())
    assert code(state, UseSkill("ignore_ruins"), player=0) == "cartographers.waiting"
    assert code(state, UseSkill("ignore_ruins"), player=1) is None
    act(state, 1, Draw(0, "water", I3))          # the next card is revealed
    assert code(state, UseSkill("ignore_ruins")) == "cartographers.skill_used"   # same season
    state.season_skill = [None, None]     # what a new season does
    assert code(state, UseSkill("ignore_ruins")) is None


def test_a_new_season_allows_a_skill_again():
    state = new(skills=True)
    state.skills = SKILL_IDS
    set_sheet(state, 0, board(coins=9))
    stack(state, [11, 12, 13, 14, 15])
    state.apply(0, UseSkill("any_terrain"))
    while state.season == 0:
        state.apply(0, next(a for a in state.legal_actions(0) if not isinstance(a, UseSkill)))
    assert state.season_skill == [None]
    assert any(isinstance(a, UseSkill) for a in state.legal_actions(0))


def test_a_skill_can_be_taken_back_before_the_next_card():
    state = skilled()
    state.apply(0, UseSkill("any_terrain"))
    state.undo(0)
    assert state.sheets[0].spent == 0 and state.season_skill == [None] and state.turn_skill == [None]


def test_the_drawing_and_the_skill_go_back_until_the_turn_is_ended():
    state = skilled(players=2)
    state.apply(0, UseSkill("any_terrain"))
    state.apply(0, Draw(0, "village", I3))       # the last action of 0's turn
    assert state.unconfirmed == {0} and state.sheets[0].village == mask_of(I3)
    # another seat cannot take back 0's actions; nothing changes
    before = (state.sheets, list(state.log), state.tasks, state.unconfirmed, state.turn_skill)
    assert state.undo_violation(1) == Violation("undo.nothing")
    with pytest.raises(IllegalMove):
        state.undo(1)
    assert (state.sheets, state.log, state.tasks, state.unconfirmed, state.turn_skill) == before
    # 0 takes back the drawing, then the skill, within the turn
    assert state.undo(0)[1]["kind"] == "draw"
    assert state.sheets[0].village == 0 and state.tasks[0] == ("draw",) and not state.unconfirmed
    assert state.undo(0)[1]["kind"] == "use_skill"
    assert state.sheets[0].spent == 0 and state.season_skill == [None, None]
    state.apply(0, UseSkill("any_terrain"))
    state.apply(0, Draw(0, "village", I3))
    state.apply(0, EndTurn())                    # 1 has not drawn: nothing is revealed yet
    assert state.card == 7 and state.undo_violation(0) == Violation("undo.turn_ended")
    revealed = state.revealed
    act(state, 1, Draw(0, "water", I3))          # 1 ends the turn last: the next card
    assert len(state.revealed) > len(revealed) and state.undo_violation(0).code == "undo.revealed"
    assert state.undo_violation(1).code == "undo.revealed"


# --- each skill ----------------------------------------------------------------------------------
def test_extra_parcel():
    state = skilled(players=2, card=11)          # Hinterland Stream: farm or water
    state.apply(0, UseSkill("extra_parcel"))
    state.apply(0, Draw(0, "farm", ((0, 0), (0, 1), (0, 2), (1, 0), (2, 0))))
    assert state.tasks[0] == ("parcel",) and 0 in state.actors()
    assert code(state, Parcel("forest", (5, 0))) == "cartographers.wrong_terrain"
    assert code(state, Parcel("water", (0, 0))) == "cartographers.covers_filled"
    assert code(state, Parcel("water", (11, 0))) == "cartographers.off_map"
    assert {a.terrain for a in state.legal_actions(0)} == {"farm", "water"}
    state.apply(0, Parcel("water", (5, 0)))
    assert state.sheets[0].water == bit((5, 0)) and state.tasks[0] == ()
    assert code(state, Parcel("water", (6, 0)), player=1) == "phase.wrong"


def test_any_terrain():
    state = skilled(card=7)                      # Great River shows water only
    assert code(state, Draw(0, "village", I3)) == "cartographers.wrong_terrain"
    state.apply(0, UseSkill("any_terrain"))
    for terrain in ("forest", "village", "farm", "water"):
        assert code(state, Draw(0, terrain, I3)) is None
    assert code(state, Draw(0, "monster", I3)) == "cartographers.wrong_terrain"
    state.apply(0, Draw(0, "village", I3))
    assert state.sheets[0].village == mask_of(I3)


def test_ignore_ruins():
    state = skilled(card=7, ruins=True)
    assert code(state, Draw(0, "water", I3)) == "cartographers.must_cover_ruins"
    state.apply(0, UseSkill("ignore_ruins"))
    assert not state.ruins_required(0)
    assert code(state, Draw(0, "water", I3)) is None


def test_over_the_edge():
    state = skilled(card=16)                     # Fishing Village: four in a line
    past = ((0, -2), (0, -1), (0, 0), (0, 1))
    assert code(state, Draw(0, "water", past)) == "cartographers.off_map"
    state.apply(0, UseSkill("over_the_edge"))
    assert code(state, Draw(0, "water", past)) is None
    assert code(state, Draw(0, "water", ((0, -4), (0, -3), (0, -2), (0, -1)))) == "cartographers.off_map"
    assert code(state, Draw(0, "water", ((1, 1), (1, 2), (1, 3), (1, 4)))) == "cartographers.covers_filled"
    assert past in {a.cells for a in state.legal_actions(0)}
    state.apply(0, Draw(0, "water", past))
    assert state.sheets[0].water == mask_of([(0, 0), (0, 1)])


def test_over_the_edge_can_make_a_shape_fit():
    state = skilled(card=16)
    set_sheet(state, 0, full_except("A", [(0, 0), (0, 1)], coins=5))
    assert not state.can_place(0)
    state.apply(0, UseSkill("over_the_edge"))
    assert state.can_place(0)
    assert code(state, Fallback("water", (0, 0))) == "cartographers.fallback_not_allowed"
    state.apply(0, Draw(0, "water", ((0, -2), (0, -1), (0, 0), (0, 1))))


def test_small_ambush_the_owner_erases_one_cell_of_the_next_monster():
    state = skilled(players=2, card=7)
    state.apply(0, UseSkill("small_ambush"))
    assert state.small_ambush == [True, False] and state.sheets[0].spent == 2
    state.apply(0, Draw(0, "water", I3))
    state.apply(1, Draw(0, "water", I3))
    on_ambush(state, 3)                          # Kobold Onslaught, a T of four
    kobold = ((5, 0), (6, 0), (6, 1), (7, 0))
    state.apply(1, Monster(kobold))              # drawn on sheet 0 by player 1
    assert state.tasks[0] == ("monster", "shrink") and state.fresh[0] == mask_of(kobold)
    assert code(state, Shrink((5, 5))) == "cartographers.shrink_not_monster"
    assert code(state, Shrink((6, 0))) == "cartographers.shrink_splits"   # the middle of the T
    assert {a.cell for a in state.legal_actions(0) if isinstance(a, Shrink)} == \
        {(5, 0), (6, 1), (7, 0)}
    state.apply(0, Shrink((6, 1)))
    assert state.sheets[0].monster == mask_of([(5, 0), (6, 0), (7, 0)])
    assert state.small_ambush == [False, False] and state.tasks[0] == ("monster",)


def test_small_ambush_in_solo_after_the_automatic_monster():
    state = skilled(card=7)
    state.apply(0, UseSkill("small_ambush"))
    on_ambush(state, 1)                          # Goblin Attack: [8,8] [9,9] [10,10]
    assert state.actors() == [0] and state.phase == "ambush"
    assert {a.cell for a in state.legal_actions(0)} == {(8, 8), (9, 9), (10, 10)}
    state.apply(0, Shrink((9, 9)))
    assert state.sheets[0].monster == mask_of([(8, 8), (10, 10)])


def test_second_shape():
    state = skilled(card=7)
    state.apply(0, UseSkill("second_shape"))
    state.apply(0, Draw(0, "water", I3))
    assert state.tasks[0] == ("second",) and state.sheets[0].coins == 6   # coin shape once
    assert code(state, Draw(1, "water", STAIRS)) == "cartographers.second_same"
    assert code(state, Draw(0, "water", I3)) == "cartographers.covers_filled"
    assert code(state, Fallback("water", (5, 5))) == "phase.wrong"
    assert all(a.option == 0 and a.terrain == "water" for a in state.legal_actions(0))
    state.apply(0, Draw(0, "water", ((0, 5), (0, 6), (0, 7))))
    assert state.sheets[0].water == mask_of(I3 + ((0, 5), (0, 6), (0, 7)))
    assert state.sheets[0].coins == 6 and state.sheets[0].spent == 3


def test_second_shape_ignores_the_ruins_for_the_second_copy():
    state = skilled(card=7, ruins=True)
    state.apply(0, UseSkill("second_shape"))
    state.apply(0, Draw(0, "water", ((0, 1), (1, 1), (2, 1))))     # on ruins [2,1]
    assert code(state, Draw(0, "water", ((4, 4), (4, 5), (4, 6)))) is None


def test_coin_shape_costs_one_coin():
    """Spec §6: cost 1 (at 2 it could never pay off). With a single coin the
    skill is affordable; the staircase of Great River then earns the coin
    back, and the one crossed-out coin no longer scores."""
    assert DATA.skills["coin_shape"].cost == 1
    state = skilled(card=7, coins=1)
    assert UseSkill("coin_shape") in state.legal_actions(0)
    state.apply(0, UseSkill("coin_shape"))
    assert (state.sheets[0].coins, state.sheets[0].spent, state.sheets[0].coins_left) == (1, 1, 0)
    state.apply(0, Draw(1, "water", STAIRS))   # not the card's coin shape: the skill's coin
    sheet = state.sheets[0]
    assert (sheet.coins, sheet.spent, sheet.coins_left) == (2, 1, 1)
    assert score_season(sheet, 0, ("A", "B"), state.edicts).coins == 1


def test_coin_shape_is_refused_without_a_coin():
    violation = skilled(card=7, coins=0).check(0, UseSkill("coin_shape"))
    assert violation.code == "cartographers.skill_cost" and violation.params == {"cost": 1, "coins": 0}


def test_clear_monster():
    state = skilled(card=7)
    set_sheet(state, 0, board(coins=5, M=[(4, 4), (4, 5)]))
    assert code(state, UseSkill("clear_monster", (0, 0))) == "cartographers.skill_no_monster"
    assert code(state, UseSkill("clear_monster")) == "cartographers.skill_no_monster"
    assert code(state, UseSkill("any_terrain", (4, 4))) == "cartographers.bad_cells"
    assert {a.cell for a in state.legal_actions(0) if a.kind == "use_skill"
            and a.skill == "clear_monster"} == {(4, 4), (4, 5)}
    state.apply(0, UseSkill("clear_monster", (4, 4)))
    assert state.sheets[0].monster == bit((4, 5)) and state.sheets[0].coins_left == 2
    assert state.tasks[0] == ("draw",)


@pytest.mark.parametrize("skill", SKILL_IDS)
def test_every_skill_has_its_texts_and_cost(skill):
    entry = DATA.skills[skill]
    assert entry.cost >= 1 and entry.name["de"] and entry.text["en"].startswith("House skill.")


def test_a_monster_goes_back_only_after_the_shrink_that_depends_on_it():
    state = skilled(players=2, card=7)
    state.apply(0, UseSkill("small_ambush"))
    state.apply(0, Draw(0, "water", I3))
    state.apply(1, Draw(0, "water", I3))
    on_ambush(state, 3)
    kobold = ((5, 0), (6, 0), (6, 1), (7, 0))
    state.apply(1, Monster(kobold))              # 1's part is done: 1 waits to end the turn
    assert state.unconfirmed == {1} and state.tasks == [("monster", "shrink"), ()]
    state.apply(0, Shrink((5, 0)))               # the shrink is 0's own part of the turn
    before = (state.sheets, list(state.log), state.tasks)
    assert state.undo_violation(1) == Violation("undo.others_depend")
    with pytest.raises(IllegalMove):
        state.undo(1)
    assert (state.sheets, state.log, state.tasks) == before
    assert state.undo(0) == (0, Shrink((5, 0)).to_dict())
    assert state.tasks == [("monster", "shrink"), ()] and state.sheets[0].monster == mask_of(kobold)
    assert state.undo(1) == (1, Monster(kobold).to_dict())
    assert state.sheets[0].monster == 0 and state.small_ambush == [True, False]
    assert state.tasks == [("monster",), ("monster",)] and not state.unconfirmed
