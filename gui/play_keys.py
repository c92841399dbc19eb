"""The play scene's keys and clicks that make no move: U and Ctrl+Z take back,
F1 opens the rules, H asks for a hint (W: why the strong computer made its last
move), M mutes and unmutes the sound, P sets the computer players' pace (fast,
normal, slow; kept in the settings); a right click on a component opens its
rule text."""
from __future__ import annotations

import pygame

from . import theme
from .bots import PACE_FACTORS, pace_of, seconds_of
from .widgets import InfoPopup


class PlayKeys:
    """A part of the play scene: its shortcuts (the module's docstring)."""

    def __init__(self, scene):
        self.scene = scene

    def handle(self, event) -> bool:
        """True if the event was one of the shortcuts (none while a piece is in hand)."""
        scene = self.scene
        if event.type != pygame.KEYDOWN or scene.dd.holding:
            return False
        if event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
            shortcut = scene.undo
        else:
            shortcut = {pygame.K_u: scene.undo, pygame.K_F1: scene.open_rules, pygame.K_h: scene.flow.hint,
                        pygame.K_w: scene.hints.why, pygame.K_m: self.toggle_sound,
                        pygame.K_p: self.next_pace}.get(event.key)
        if shortcut is None:
            return False
        shortcut()
        return True

    def next_pace(self) -> None:
        """The pace's next step (after slow: fast), kept in the settings."""
        scene, paces = self.scene, list(PACE_FACTORS)
        pace = scene.app.settings["pace"] = paces[(paces.index(pace_of(scene.app.settings)) + 1) % len(paces)]
        scene.app.save_settings()
        scene.bots.pace = seconds_of(pace)
        scene.bots.explains = pace != "fast"
        scene.toast.show(scene.t(f"ui.play.pace_{pace}"), theme.ACCENT, 2.5)

    def toggle_sound(self) -> None:
        scene = self.scene
        volume = scene.app.toggle_sound()
        scene.toast.show(scene.t("ui.play.sound_on", percent=volume) if volume else scene.t("ui.play.sound_muted"),
                         theme.ACCENT, 2.0)

    def rule_popup(self, event) -> bool:
        """A right click on a component opens its rule text (if the view names
        one); any click or key closes it. True if the event was the popup's."""
        scene = self.scene
        if scene.popup is not None:
            scene.popup.handle_event(event)
            if not scene.popup.open:
                scene.popup = None
                scene.rehover()
            return True
        found = (event.type == pygame.MOUSEBUTTONDOWN and event.button == 3 and not scene.dd.holding
                 and scene.chrome.shows(event.pos) and scene.view.rule_at(event.pos))
        if found:
            scene.popup = InfoPopup(*found)
            scene.rehover()  # the hover tip goes: the popup is over it
        return bool(found)
