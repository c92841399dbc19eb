"""The screens around the games at the couch's extremes (1024x640 and 2560x1440,
150% and 200%, English and German): the launcher with games in progress and a
broken save, the setup of every game at every seat count, the records, the
replay, the coach's page, the hand-over curtain and the tutorial's step box
keep every button inside the window, none over another, every label whole and
no text under a button (test_couch's Drawn); the small rooms reflow (short
level names, one row of tiles, the replay's arrows) and the popups keep inside
their area."""
import random

import pygame
import pytest

from games import GAMES
from games.core import Option, challenge, history, slots
from games.core.coach import Lesson
from gui import text
from gui.scenes.launcher import LEAST_TILE, LauncherScene
from gui.views import playable
from gui.widgets import ChoiceDialog, InfoPopup, TextField, fit_widths
from tests.gui_helpers import click, greedy_results, key, make_app, setup_clicks_move_nothing
from tests.window.test_couch import Drawn, played, resize

EXTREMES = [((1024, 640), 200), ((2560, 1440), 200), ((1920, 1080), 150), ((1024, 640), 150)]


@pytest.fixture
def fonts():
    """pygame's fonts without a window (the cache may hold those of a window closed before)."""
    pygame.init()
    text.clear_caches()


@pytest.fixture
def drawn(monkeypatch):
    return Drawn(monkeypatch)


def window(size, percent, language="en"):
    """A window of `size` at `percent` text, on the launcher."""
    app = make_app(size, language)
    app.replace(LauncherScene(app))
    resize(app, size)
    app.set_text_size(percent)
    return app


def holds(app, drawn, what: str) -> None:
    drawn.frame(app)
    assert drawn.buttons, what
    assert drawn.problems(app) == [], what


def seat_count(game_id: str, i: int) -> int:
    """One to four seats, game by game, as far as each game seats them."""
    low, high = GAMES.seats(game_id)
    return max(low, min(high, 1 + i % 4))


def games_in_progress(app) -> None:
    """A game of every game a few moves in, each in its own slot, and a broken save file."""
    rng = random.Random(1)
    for i, game_id in enumerate(playable()):
        names = ["Ada", "Ben", "Cem", "Dana"][:seat_count(game_id, i)]
        scene = app.start_game(game_id, names, [None] * len(names), 3, {})
        for _ in range(4):
            p = scene.state.actors()[0]
            scene.state.apply(p, scene.game.bots["greedy"](scene.state.view(p), p, rng))
            scene.after_action(p)
    from gui.scenes import store
    store.flush()
    (slots.saves_dir() / "rome-broken.json").write_text('{"kind": "spieltisch-save", "format": 2,\n  "game": ',
                                                          encoding="utf-8")


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("size, percent", EXTREMES)
def test_the_launcher_holds_with_games_in_progress_a_broken_save_and_a_question(drawn, size, percent, language):
    app = window(size, percent, language)
    games_in_progress(app)
    app.show_launcher()
    launcher = app.scene
    holds(app, drawn, "launcher")
    assert len(launcher.kept) == len(playable()) + 1 and launcher.rows     # at least one line in view
    tiles = [b.rect for b in launcher.buttons if b.key.startswith("play:")]
    rows = sorted({r.top for r in tiles})            # a small room: the tiles side by side, each row as full as it holds
    first = [r for r in tiles if r.top == rows[0]]
    assert len(rows) == -(-len(tiles) // len(first)) and (
        len(rows) == 1 or max(r.right for r in first) + round((8 + LEAST_TILE) * launcher.u) > app.size[0])
    assert any(b.key.startswith("continue:") for b in launcher.buttons)
    launcher.ask_delete(launcher.kept[0])
    holds(app, drawn, "launcher asking")
    launcher.keep()
    launcher.warning = "settings.yaml:3: text_size 175 is not one of 100, 125, 150, 200: 100 is used"
    launcher.layout(app.size)
    holds(app, drawn, "launcher with a warning")
    pygame.quit()


def test_the_launcher_at_100_percent_keeps_its_column_of_tiles(app):
    """The usual room: the tiles under each other, their Rules and Learn beside them."""
    tiles = [b.rect for b in app.scene.buttons if b.key.startswith("play:")]
    rules = app.scene.button("rules:limes").rect
    assert len({r.left for r in tiles}) == 1 and rules.left > tiles[0].right


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 800)])
def test_with_many_games_in_progress_the_tiles_leave_room_for_several_of_them(fonts, size):
    """Nine games in progress at 100%: the tiles go side by side where under each other
    they would leave room for fewer than KEPT_ROWS lines of them."""
    from gui.scenes.launcher import KEPT_ROWS
    app = window(size, 100)
    games_in_progress(app)
    games_in_progress(app)
    app.show_launcher()
    launcher = app.scene
    assert len(launcher.kept) > KEPT_ROWS and launcher.in_view >= KEPT_ROWS
    rows = [rect for rect, *_rest in launcher.rows]
    assert len(rows) == launcher.in_view and all(r.bottom <= app.size[1] for r in rows)
    pygame.quit()


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("size, percent", EXTREMES)
def test_every_setup_holds_at_every_seat_count_and_majestys_own_sides(drawn, size, percent, language):
    app = window(size, percent, language)
    for game_id in GAMES:
        app.open_setup(game_id)
        setup = app.scene
        for n in range(setup.game.min_players, setup.max_players + 1):
            click(app, setup.button(f"count:{n}").rect.center)
            holds(app, drawn, f"{game_id} with {n}")
            assert all(setup.names[seat].rect.right < setup.button(f"seat:{seat}:None").rect.left
                       for seat in range(n))
        for name, option in setup.game.options.items():
            if isinstance(option, Option) and option.parts:         # Majesty's sides one by one
                click(app, setup.button(f"option:{name}:custom").rect.center)
                holds(app, drawn, f"{game_id}'s {name} one by one")
                part = f"part:{name}:{option.parts[-1]}"
                before = setup.button(part).label
                click(app, setup.button(part).rect.center)
                assert setup.button(part).label != before            # each part flips where it is
        if challenge.offered(setup.game):
            click(app, setup.button("count:1").rect.center)
            click(app, setup.button("seat:0:None").rect.center)
            holds(app, drawn, f"{game_id}'s challenge")
        app.pop()
    pygame.quit()


@pytest.mark.parametrize("game_id", list(GAMES))
def test_a_small_setup_moves_nothing_under_the_mouse(game_id):
    """Whatever is clicked at 200% in the smallest window, every button that stays keeps its place."""
    app = window((1024, 640), 200, "de")
    app.open_setup(game_id)
    setup_clicks_move_nothing(app, skip=("start", "back", "challenge"))
    pygame.quit()


def test_a_small_setup_names_the_levels_short_and_says_them_whole_in_the_tip():
    app = window((1024, 640), 200, "de")
    app.open_setup("cartographers")
    setup = app.scene
    easy = setup.button("seat:0:random")
    assert (easy.label, easy.tip) == ("Leicht", "Computer: leicht")
    pygame.quit()
    app = window((1280, 800), 100, "de")
    app.open_setup("cartographers")
    easy = app.scene.button("seat:0:random")
    assert (easy.label, easy.tip) == ("Computer: leicht", "")
    pygame.quit()


def test_a_broken_data_file_shows_in_a_box_that_a_click_closes_and_leaves_the_buttons_free(app):
    app.open_setup("limes")
    setup = app.scene
    setup.problem = "data/limes/cards.yaml:4: 'five' is not a number"
    app.frame(0)
    assert not any(setup.problem_rect.colliderect(b.rect) for b in setup.buttons if b.key in ("start", "back"))
    click(app, (5, 5))
    assert setup.problem is None and app.scene is setup


def test_the_rules_hold_with_the_contents_beside_the_text(drawn):
    app = window((1024, 640), 200, "de")
    for game_id in GAMES:
        app.open_rules(game_id)
        rules = app.scene
        holds(app, drawn, game_id)
        assert rules.toc_rect.right < rules.body.left and rules.body.bottom <= app.size[1]
        assert [w for w, r in drawn.texts if r.colliderect(rules.body) and not rules.body.contains(r)] == []
        app.pop()
    pygame.quit()


@pytest.mark.parametrize("size, percent", EXTREMES[:2])
def test_the_results_hold_from_two_to_six_players_and_with_the_explanations(drawn, size, percent):
    app = window(size, percent, "de")
    # every seat, and alone where a game is played alone
    counts = [(game_id, count) for game_id in playable() for count in sorted({1, GAMES.seats(game_id)[1]})
              if count >= GAMES.seats(game_id)[0]]
    for game_id, count in counts:
        results = greedy_results(app, game_id, [f"Spieler{i + 1}" for i in range(count)], 4)
        holds(app, drawn, f"{game_id} with {count}")
        # the sheets' lines lie inside their panel: none cut at its edges
        sheets = [r for w, r in drawn.texts if r.colliderect(results.left)]
        assert sheets and all(results.left.contains(r) for r in sheets)
        results.toggle_explain()
        holds(app, drawn, f"{game_id} explained")
    pygame.quit()


def kept_history() -> None:
    """Every game's finished games: a weekly challenge's two where the game offers one,
    and one with a computer called Ben and as many seats as the game takes up to four."""
    from tests.engine.test_records import play
    for game_id in playable():
        if challenge.offered(GAMES[game_id]):
            for seed in (1, 2):
                history.record(play(game_id, ["Ada"], seed, "greedy"), [None], challenge="2026-W48")
        names = ["Ada", "Ben", "Cem", "Dora"][:min(4, GAMES.seats(game_id)[1])]
        if len(names) >= 2:
            history.record(play(game_id, names, 5, "greedy"), [None, "greedy", "strong", None][:len(names)])


@pytest.mark.parametrize("size, percent", EXTREMES[:3])
def test_the_records_hold_with_a_history_and_the_question_before_clearing_it(drawn, size, percent):
    app = window(size, percent, "de")
    kept_history()
    app.open_records()
    records = app.scene
    for game_id in playable():
        click(app, records.button(f"tab:{game_id}").rect.center)
        assert records.game_id == game_id
        holds(app, drawn, game_id)
        names = [w for w, r in drawn.texts if w.startswith("Ben")]
        assert names and all("…" not in w for w in names)      # "Ben (Mittel)": the name whole
    click(app, records.button("clear").rect.center)
    holds(app, drawn, "asking")
    pygame.quit()


@pytest.mark.parametrize("size, percent", EXTREMES[:2])
def test_the_replay_keeps_its_panel_and_holds_in_both_views(drawn, size, percent):
    from games.core.replay import in_progress_entry
    app = window(size, percent, "de")
    for game_id in playable():
        count = GAMES.seats(game_id)[1]
        game, state = played(game_id, count, 12)
        app.open_replay(game, in_progress_entry(state, [None] * count, "2026-01-01T00:00:00", "x"))
        replay = app.scene
        assert not replay.frame.drawer and replay.panel.width > 0          # the controls always in sight
        assert all(replay.panel.contains(b.rect) for b in replay.buttons)
        key(app, pygame.K_RIGHT)
        holds(app, drawn, f"{game_id}, all boards")
        key(app, pygame.K_TAB)
        holds(app, drawn, f"{game_id}, the table")
        app.pop()
    pygame.quit()


def test_a_short_replay_panel_steps_with_arrows_whose_tips_say_the_words():
    from games.core.replay import in_progress_entry
    app = window((1024, 640), 200)
    game, state = played("limes", 2, 10)
    app.open_replay(game, in_progress_entry(state, [None, None], "2026-01-01T00:00:00", "x"))
    replay = app.scene
    app.frame(0)
    step = next(b for b in replay.buttons if b.key == "next")
    assert step.label == "▶" and step.tip == app.t("ui.replay.next")
    click(app, step.rect.center)
    assert replay.step == 1
    pygame.quit()


def test_the_coach_page_holds_and_gives_the_boards_the_room(drawn):
    app = window((1024, 640), 200, "de")
    game, state = played("majesty", 2, 10 ** 6, seed=2)
    index = next(i for i, (who, _a) in enumerate(state.log) if who == 0)
    before = game.replay(state.players, state.seed, state.options, state.log[:index])
    made = state.log[index][1]
    better = next(a.to_dict() for a in before.legal_actions(0) if a.to_dict() != made)
    lessons = [Lesson(index, 0, made, better, 12.0, before.stage())]
    app.show_coach(game, state, [None, None], 0, lessons)
    coach = app.scene
    holds(app, drawn, "coach")
    assert len(coach.panels) == 2 and all(p.height > app.size[1] // 3 for p in coach.panels)
    assert all(p.bottom < min(b.rect.top for b in coach.buttons) for p in coach.panels)
    pygame.quit()


def test_the_curtain_keeps_a_long_name_inside_the_window(drawn, monkeypatch):
    app = window((1024, 640), 200, "de")
    app.show_curtain("Maximiliane-Theodora", 2)
    holds(app, drawn, "curtain")
    lines, draw = [], text.draw   # as drawn, not as the window's edge cuts them

    def line(surface, words, *args, **kwargs):
        lines.append(draw(surface, words, *args, **kwargs))
        return lines[-1]
    monkeypatch.setattr(text, "draw", line)
    app.frame(0)
    assert lines and all(pygame.Rect((0, 0), app.size).contains(r) for r in lines)
    pygame.quit()


@pytest.mark.parametrize("game_id", playable())
def test_the_tutorials_step_box_stays_on_the_board_at_200_percent(game_id):
    app = window((1024, 640), 200, "de")
    scene = app.start_tutorial(game_id)
    referee = scene.referee
    for _ in range(3):
        app.frame(0)
        room = scene.frame.board.union(scene.frame.panel)     # a small room: the step may be in the drawer
        assert room.contains(referee.box), referee.step.id
        assert all(referee.box.contains(b.rect) for b in referee.step_buttons)
        if referee.step.expect is not None:
            break
        key(app, pygame.K_SPACE)
    pygame.quit()


def test_a_rule_popup_keeps_inside_its_area_with_a_long_title_and_text(fonts):
    surface = pygame.Surface((1024, 640))
    area = pygame.Rect(0, 82, 1024, 484)
    popup = InfoPopup("Wachturm (Seite A) / Schloss (Seite A) / Lazarett (Seite B)", "Eine Regel. " * 80)
    popup.draw(surface, (1000, 100), 1.6, area)
    assert area.contains(popup.rect)


def test_a_question_of_several_lines_pushes_the_answers_down(fonts):
    answers = [(f"Antwort {i}", i) for i in range(5)]
    short = ChoiceDialog("Welche?", answers, lambda v: None, "Abbrechen")
    short.layout(pygame.Rect(0, 0, 1024, 640), 1.6)
    long = ChoiceDialog("Welche Person wird aus der geteilten Karte? " * 4, answers, lambda v: None, "Abbrechen")
    long.layout(pygame.Rect(0, 0, 1024, 640), 1.6)
    lines = text.wrapped_height(long.question, round(17 * 1.6), long.rect.width - round(32 * 1.6), bold=True)
    assert long.buttons[0].rect.top >= long.rect.top + round(16 * 1.6) + lines
    assert long.buttons[0].rect.top > short.buttons[0].rect.top - short.rect.top + long.rect.top
    assert all(long.rect.contains(b.rect) for b in long.buttons)


def test_a_long_name_in_a_text_field_shows_its_end_while_typing(monkeypatch, fonts):
    drawn_words = []
    monkeypatch.setattr(text, "draw", lambda surface, words, pos, size, *a, **k: drawn_words.append(words)
                        or pygame.Rect(pos, text.font(size).size(words)))
    field = TextField("Maximiliane-Theodora von Hohenzollern", 40)
    field.rect = pygame.Rect(0, 0, 120, 30)
    field.focused = True
    field.draw(pygame.Surface((200, 40)), 16)
    assert drawn_words[-1].startswith("…") and drawn_words[-1].endswith("ern|")
    assert text.font(16).size(drawn_words[-1])[0] <= 120 - 16


def test_a_row_of_buttons_shares_what_room_there_is(fonts):
    labels = ["Human", "Computer: medium", "Hard"]
    assert fit_widths(labels, 15, 10 ** 4, 100, 8, 20) == [max(100, text.font(15).size(w)[0] + 20) for w in labels]
    own = [text.font(15).size(w)[0] + 20 for w in labels]
    room = sum(own) + 16 + 30          # the words fit, the least widths do not: each its words and a share
    tight = fit_widths(labels, 15, room, 100, 8, 20)
    assert sum(tight) + 16 <= room and tight == [min(max(100, o), o + 10) for o in own]
    assert fit_widths(labels, 15, 90, 100, 8, 20) == [24, 24, 24]     # not even the words: equal shares


@pytest.mark.parametrize("size", [(1024, 640), (2560, 1440)])
def test_with_no_game_in_progress_the_launcher_at_200_percent_shows_every_games_tagline(size, monkeypatch):
    app = window(size, 200)
    assert isinstance(app.scene, LauncherScene) and not app.scene.kept
    drawn = []
    draw = text.draw
    monkeypatch.setattr(text, "draw", lambda surface, words, *a, **k: drawn.append(words) or draw(surface, words, *a, **k))
    app.frame(0)
    shown = " ".join(drawn)
    for game_id in GAMES:
        assert " ".join(app.t(f"game.{game_id}.tagline").split()) in " ".join(shown.split()), game_id
    pygame.quit()
