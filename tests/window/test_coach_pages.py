"""Each game's coach page shows the lesson: for every kind of move, the move made
and the better one are marked on the right board and part of the table, the
sentence names what differs, and the page says when the move was. Real games
(seat 0 plays at random against Medium), the coach at a small depth, the page
opened and leafed through with real clicks."""
import random

import pygame
import pytest

from games import GAMES
from games.rome import Survey
from gui import coaching, text
from tests.gui_helpers import click, make_app


@pytest.fixture(autouse=True)
def quick_coach(monkeypatch):
    # many lessons (every kind of move turns up), each found quickly, each shown however noisy
    monkeypatch.setattr(coaching, "DEPTH", {"iterations": 6, "samples": 3, "count": 60})
    monkeypatch.setattr(coaching.coach, "CLEAR", 0.0)


def results_of(app, game_id, seed, options=None):
    """A finished game of Ada (random, at the screen) against Ben (Medium), at its results."""
    game = GAMES[game_id]
    state = game.new_game(["Ada", "Ben"], seed, options)
    rng = random.Random(seed)
    while not state.is_over():
        p = state.actors()[0]
        state.apply(p, game.bots["random" if p == 0 else "greedy"](state.view(p), p, rng))
    scene = app.open_game(game, state, [None, "greedy"])
    scene.finish()
    results = app.scene
    results.reveal_all()
    app.frame(0)
    return results


def coach_page(app, game_id, seed, options=None):
    """The coach's page of Ada, opened through the results' Coach button."""
    results = results_of(app, game_id, seed, options)
    click(app, results.button("coach").rect.center)
    job = results.jobs[0]
    job.join(300)
    assert job.result, "the coach found no lesson"
    app.frame(0)
    click(app, results.button("coach").rect.center)
    return app.scene


def leaf_to(app, coach, made: str, better: str | None = None):
    """Click Next until a lesson whose move made (and better one) are of these kinds; its marks per panel."""
    for _ in range(len(coach.lessons)):
        lesson = coach.lessons[coach.index]
        if lesson.made["kind"] == made and (better is None or lesson.better["kind"] == better):
            app.frame(0)
            return lesson, coach.marked
        click(app, next(b for b in coach.buttons if b.key == "next").rect.center)
    pytest.fail(f"no lesson {made} / {better} among {[(x.made['kind'], x.better['kind']) for x in coach.lessons]}")


def the_stage_is_shown(app, coach, lesson):
    stage, n, of = lesson.stage
    said = app.t(f"ui.stage.{stage}", n=n, of=of)
    assert said[:1].upper() + said[1:] in coach.heading()


def inside(rect, area) -> bool:
    return area.contains(rect)


# --- Limes -------------------------------------------------------------------------------------
def test_limes_a_card_is_drawn_turned_on_its_slot_and_a_worker_shows_where_it_came_from(app):
    coach = coach_page(app, "limes", 2)
    lesson, marked = leaf_to(app, coach, "place_card", "place_card")
    the_stage_is_shown(app, coach, lesson)
    for move, marks, panel in ((lesson.made, marked[0], coach.panels[0]), (lesson.better, marked[1], coach.panels[1])):
        (what, rect), = marks
        assert what == ("card", (move["row"], move["col"]), move["rotation"]) and inside(rect, panel)
        turn = app.t("ui.limes.turned", rotation=move["rotation"] * 90) if move["rotation"] else app.t("ui.limes.unturned")
        assert turn in coach.sentence(lesson)
    # the card itself is drawn there, as turned: its four fields are not all one colour
    surface = app.screen
    rect = marked[0][0][1]
    colours = {tuple(surface.get_at((rect.left + dx * rect.width // 4, rect.top + dy * rect.height // 4)))[:3]
               for dx in (1, 3) for dy in (1, 3)}
    assert len(colours) > 1

    lesson, marked = leaf_to(app, coach, "move_worker")
    table = coach.table(lesson)
    state = table.view.state
    start = state.workers[0][lesson.made["worker"]]
    whats = [what for what, _rect in marked[0]]
    assert ("from", tuple(start)) in whats and ("cell", 0, tuple(lesson.made["cell"])) in whats
    profession = app.t(f"limes.profession.{state.fields[0][tuple(start)].profession}")
    assert profession in coach.words(lesson)[0] and str(lesson.made["worker"] + 1) in coach.words(lesson)[0]


# --- Rome -----------------------------------------------------------------------------------------
def test_rome_a_split_a_choice_and_a_tile_are_marked_in_the_tray_and_on_their_cells(app):
    coach = coach_page(app, "rome", 2)
    lesson, marked = leaf_to(app, coach, "divide")
    the_stage_is_shown(app, coach, lesson)
    view = coach.table(lesson).view
    row = view.state.rows[0]
    made, better = coach.words(lesson)
    assert made != better
    for move, words, marks in ((lesson.made, made, marked[0]), (lesson.better, better, marked[1])):
        assert [what for what, _ in marks] == [("lot", "small")]
        for i in move["small"]:
            assert view.lesson.tile_name(row[i]) in words      # the small lot's tiles, by name

    lesson, marked = leaf_to(app, coach, "choose")
    assert [what for what, _ in marked[0]] == [("lot", lesson.made["lot"])]
    assert [what for what, _ in marked[1]] == [("lot", lesson.better["lot"])]
    assert app.t(f"rome.lot.{lesson.made['lot']}") in coach.words(lesson)[0]

    lesson, marked = leaf_to(app, coach, "place_tile", "place_tile")
    land = coach.table(lesson).view.state.landscapes[0]
    for move, marks, panel in ((lesson.made, marked[0], coach.panels[0]), (lesson.better, marked[1], coach.panels[1])):
        cells = {what[2]: rect for what, rect in marks if what[0] == "cell"}
        assert (move["q"], move["r"]) in cells and all(cell not in land for cell in cells)   # empty, yet marked
        assert all(inside(rect, panel) for rect in cells.values())
        assert ("hand", move["tile"]) in [what for what, _ in marks]


def test_rome_advanced_a_segment_a_mission_and_an_elephant_are_marked(app):
    coach = coach_page(app, "rome", 1, {"variant": "advanced"})   # a segment, a mission and an elephant among its lessons
    lesson, marked = leaf_to(app, coach, "take_segment")
    the_stage_is_shown(app, coach, lesson)
    assert [what for what, _ in marked[0]] == [("segment", lesson.made["segment"])]
    assert [what for what, _ in marked[1]] == [("segment", lesson.better["segment"])]
    made, better = coach.words(lesson)
    assert f" {lesson.made['segment'] + 1} " in made and f" {lesson.better['segment'] + 1} " in better

    lesson, marked = leaf_to(app, coach, "keep_mission")
    assert [what for what, _ in marked[0]] == [("mission", lesson.made["mission"])]
    assert [what for what, _ in marked[1]] == [("mission", lesson.better["mission"])]

    lesson, marked = leaf_to(app, coach, "place_elephant")
    view = coach.table(lesson).view
    land = view.state.landscapes[0]
    for move, marks, words in zip((lesson.made, lesson.better), marked, coach.words(lesson)):
        cell = (move["q"], move["r"])
        assert [what for what, _ in marks] == [("cell", 0, cell)]
        size = len(Survey(land).index[cell])                 # the area it stands in, said
        assert words == app.t("ui.rome.coach_area", move=view.describe(0, move), size=size,
                              terrain=app.t(f"rome.terrain.{land[cell].terrain}"))


# --- Cartographers ----------------------------------------------------------------------------------
def test_cartographers_a_monster_is_marked_on_the_victims_map_and_its_points_are_a_margin(app):
    coach = coach_page(app, "cartographers", 10)
    lesson, marked = leaf_to(app, coach, "monster")
    the_stage_is_shown(app, coach, lesson)
    view = coach.table(lesson).view
    victim = view.state.decision(0).concerns[0]
    assert victim == 1
    for move, marks in ((lesson.made, marked[0]), (lesson.better, marked[1])):
        assert sorted(what for what, _ in marks) == sorted(("cell", 1, tuple(c)) for c in move["cells"])
        grid = view.state.sheets[1].grid()
        assert all(grid[r][c] is None for r, c in move["cells"])   # the victim's empty cells, not the learner's
    assert app.t("ui.cartographers.coach_margin", name="Ben") in coach.sentence(lesson)
    assert "Ben" in coach.words(lesson)[0]

    lesson, marked = leaf_to(app, coach, "draw")
    assert {what[1] for what, _ in marked[0]} == {0}                 # an own shape on the own map


# --- Majesty ------------------------------------------------------------------------------------------
def test_majesty_the_card_row_of_that_moment_is_shown_with_the_position_taken(app):
    coach = coach_page(app, "majesty", 2)
    lesson, marked = leaf_to(app, coach, "take_card")
    the_stage_is_shown(app, coach, lesson)
    view = coach.table(lesson).view
    for move, marks, panel in ((lesson.made, marked[0], coach.panels[0]), (lesson.better, marked[1], coach.panels[1])):
        whats = dict(marks)
        assert ("card", move["position"]) in whats and inside(whats[("card", move["position"])], panel)
        assert ("building", view.state.data.location_of(move["character"])) in whats
    made, better = coach.words(lesson)
    assert f" {lesson.made['position']} " in made and f" {lesson.better['position']} " in better


# --- the results' button ------------------------------------------------------------------------------
@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
@pytest.mark.parametrize("language", ["en", "de"])
def test_the_coach_button_coaches_the_person_when_the_computer_won_and_its_label_fits(size, language):
    app = make_app(size, language)
    try:
        results = results_of(app, "rome", 2)
        assert results.seats[results.selected] is not None           # Ben, a computer, won: selected
        button = results.button("coach")
        assert button.enabled and button.label == app.t("ui.coach.start", name="Ada")
        click(app, button.rect.center)
        job = results.jobs[0]
        job.join(300)
        job.result = None                                             # as if still at work
        job.progress, job.started = 0.52, coaching.time.perf_counter() - 13
        app.frame(0)
        label = button.label
        assert label == app.t("ui.coach.working_left", name="Ada", percent=52, seconds=12)
        size_px = round(16 * results.u)
        assert text.font(size_px).size(label)[0] <= button.rect.width - 8   # shown whole, never cut
        app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=button.rect.center, rel=(0, 0), buttons=(0, 0, 0)))
        app.frame(0)
        assert button.hover                                           # its tip says a click cancels
        click(app, button.rect.center)
        assert 0 not in results.jobs
    finally:
        pygame.quit()
