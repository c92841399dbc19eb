"""This week's challenge: the seed comes from the ISO week, the same for
everyone that week, and the finished game is kept with its week."""
from datetime import date

from games import GAMES
from games.core import challenge, history


def test_the_week_and_its_seed_are_the_same_for_everyone_and_change_each_week():
    assert challenge.week_of(date(2026, 12, 1)) == "2026-W49"
    assert challenge.week_of(date(2027, 1, 1)) == "2026-W53"       # ISO: still the last week of 2026
    assert challenge.week_of(date(2026, 12, 6)) == challenge.week_of(date(2026, 11, 30))
    seeds = {challenge.seed_of("limes", f"2026-W{w:02d}") for w in range(1, 53)}
    assert len(seeds) == 52 and challenge.seed_of("limes", "2026-W49") != challenge.seed_of("cartographers", "2026-W49")
    assert challenge.seed_of("limes", "2026-W49") == challenge.seed_of("limes", "2026-W49")
    assert [g for g in sorted(GAMES) if challenge.offered(GAMES[g])] == ["cartographers", "limes"]


def test_the_challenge_deals_the_weeks_cards_and_is_kept_with_its_week(app):
    week = challenge.week_of()
    scene = app.start_challenge("limes", "Ada")
    assert scene.challenge == week and scene.state.seed == challenge.seed_of("limes", week)
    again = GAMES["limes"].new_game(["Bo"], challenge.seed_of("limes", week))
    assert again.deck == scene.state.deck                           # everyone's deck that week
    game = GAMES["limes"]
    while not scene.state.is_over():
        p = scene.state.actors()[0]
        scene.state.apply(p, game.bots["greedy"](scene.state.view(p), p, __import__("random").Random(1)))
    scene.changed()
    scene.finish()
    [entry] = history.finished("limes")
    assert entry["challenge"] == week and entry["seed"] == scene.state.seed and entry["log"]


def test_the_setup_offers_the_challenge_to_one_person_only(app):
    from tests.gui_helpers import click
    click(app, app.scene.button("play:cartographers").rect.center)
    setup = app.scene
    click(app, setup.button("count:2").rect.center)
    assert not any(b.key == "challenge" for b in setup.buttons)
    click(app, setup.button("count:1").rect.center)
    assert challenge.week_of() in setup.button("challenge").tip
    click(app, setup.button("challenge").rect.center)
    scene = app.scene
    assert scene.challenge == challenge.week_of() and len(scene.state.players) == 1
    assert scene.state.seed == challenge.seed_of("cartographers", challenge.week_of())
    menu = next(b for b in scene.buttons if b.key == "menu")
    app.frame(0)
    click(app, menu.rect.center)
    [kept] = app.scene.kept
    assert kept.game == "cartographers"


def test_the_challenges_button_tells_its_week_when_pointed_at(app):
    import pygame
    from tests.gui_helpers import click, send
    click(app, app.scene.button("play:limes").rect.center)
    click(app, app.scene.button("count:1").rect.center)
    setup = app.scene
    button = setup.button("challenge")
    send(app, pygame.MOUSEMOTION, pos=button.rect.center, rel=(0, 0), buttons=(0, 0, 0))
    app.frame(0)
    plain = app.screen.copy()
    send(app, pygame.MOUSEMOTION, pos=(2, 2), rel=(0, 0), buttons=(0, 0, 0))
    app.frame(0)
    tip_area = pygame.Rect(button.rect.centerx, button.rect.centery - 120, 380, 240).clip(app.screen.get_rect())
    changed = sum(plain.get_at(p) != app.screen.get_at(p) for x in range(tip_area.left, tip_area.right, 4)
                  for y in range(tip_area.top, tip_area.bottom, 4) for p in [(x, y)]
                  if not button.rect.inflate(8, 8).collidepoint(p))      # not the button's own hover
    assert changed > 50          # the tip was drawn there, and is gone once the pointer leaves
