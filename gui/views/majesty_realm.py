"""Drawing a Majesty realm: eight building headers with the persons under
them (the Infirmary face down), lit where a results line counted, and the
coins and meeples of a realm in a line (the results board)."""
from __future__ import annotations

import pygame

from .. import draw_majesty as art
from .. import text, theme
from ..widgets import draw_panel

HEAD = 66  # a building header's height, in units


def head_rect(col: pygame.Rect, u: float, scale: float = 1.0) -> pygame.Rect:
    """The building itself at the top of its column (the persons lie below it)."""
    return pygame.Rect(col.left, col.top, col.width, round(HEAD * u * min(1.0, scale)))


def draw_realm(view, surface, player: int, area: pygame.Rect, columns: dict, highlight=(), titled=True) -> None:
    """`player`'s realm in `columns` (location -> rect), titled with its owner
    above `area`; a location named ("building", location) in `highlight` is lit."""
    s, u = view.state, view.u
    scale = area.height / max(1, view.realm_rect.height or area.height)
    if titled:
        text.draw(surface, view.t("ui.majesty.realm_of", name=s.players[player]), (area.left, area.top - round(6 * u)),
                  round(16 * u), theme.player_colour(player), bold=True, anchor="bottomleft")
    dd = view.scene.dd
    holding = dd.holding and player == s.current
    for loc, col in columns.items():
        location = s.data.location(loc)
        side = s.sides[loc]
        head = head_rect(col, u, scale)
        lit = ("building", loc) in highlight
        base = art.COLOUR[location.colour]
        draw_panel(surface, head, theme.mix(base, (30, 30, 30), 0.35), theme.HIGHLIGHT if lit else base, radius=6,
                   width=3 if lit else 1)
        crest = (head.left + round(18 * u), head.top + round(22 * u))
        art.crest(surface, location.character, crest, round(24 * u))
        pygame.draw.circle(surface, art.PAPER, crest, round(15 * u), 1)
        name, room = view.name("location", loc), head.width - round(6 * u)
        # a long name on a narrow column shrinks, but never below its size at 100% text
        size = text.fitting(name, round(12 * u), room, bold=True, least=1 / theme.growth(view.scene.app.size))
        text.draw(surface, text.elide(name, size, room, bold=True),
                  (head.left + round(4 * u), head.bottom - round(4 * u)), size, theme.TEXT, bold=True,
                  anchor="bottomleft")
        text.draw(surface, side, (head.right - round(6 * u), head.top + round(4 * u)), round(13 * u), theme.ACCENT,
                  bold=True, anchor="topright")
        majority = location.side(side).majority
        if majority is not None:
            text.draw(surface, f"{majority:+d}" if majority < 0 else str(majority),
                      (head.right - round(6 * u), head.top + round(22 * u)), round(15 * u), theme.TEXT, bold=True,
                      anchor="topright")
        if lit:   # under the persons, so that they stay as bright as the others
            glow = pygame.Surface(col.size, pygame.SRCALPHA)
            glow.fill((*theme.HIGHLIGHT, 40))
            surface.blit(glow, col)
        cards = s.infirmary[player] if loc == "infirmary" else s.realm[player][loc]
        draw_stack(view, surface, cards, pygame.Rect(col.left, head.bottom + round(6 * u), col.width,
                                                     col.bottom - head.bottom - round(6 * u)), loc == "infirmary")
        if holding and view.scene.aids and loc in dd.legal_targets():
            pygame.draw.rect(surface, theme.GOOD, col.inflate(6, 6), 2, border_radius=8)
        if holding and dd.target == loc:
            pygame.draw.rect(surface, theme.BAD if dd.violation else theme.GOOD, col, 3, border_radius=6)
        elif lit:
            pygame.draw.rect(surface, theme.HIGHLIGHT, col, 2, border_radius=6)


def draw_stack(view, surface, cards, rect: pygame.Rect, face_down: bool) -> None:
    """A column's persons overlapping downwards, with their count."""
    u = view.u
    w = rect.width
    h = round(w * 1.38)
    if not cards:
        return
    step = max(round(12 * u), min(round(30 * u), (rect.height - h) // max(1, len(cards) - 1))) if len(cards) > 1 else 0
    for i, card in enumerate(cards):
        place = pygame.Rect(rect.left, rect.top + i * step, w, h)
        if face_down:
            surface.blit(art.card_back((w, h), card.tier), place)
        else:
            surface.blit(view.card_image(card, (w, h)), place)
    badge = pygame.Rect(0, 0, round(26 * u), round(22 * u))
    badge.topright = (rect.right + round(4 * u), rect.top - round(8 * u))
    draw_panel(surface, badge, (20, 20, 24), theme.ACCENT, radius=8)
    text.draw(surface, str(len(cards)), badge.center, round(13 * u), theme.TEXT, bold=True, anchor="center")


def draw_purse_line(view, surface, player: int, rect: pygame.Rect, lit: bool) -> None:
    """A realm's coins and meeples in one line (lit: the coins counted)."""
    s, u = view.state, view.u
    if lit:
        draw_panel(surface, rect, theme.mix(theme.PANEL, theme.HIGHLIGHT, 0.3), theme.HIGHLIGHT, radius=6, width=2)
    centre = (rect.left + round(16 * u), rect.centery)
    art.coin(surface, centre, round(10 * u))
    text.draw(surface, view.t("ui.majesty.purse", coins=s.coins[player], meeples=s.meeples[player]),
              (centre[0] + round(16 * u), rect.centery), round(15 * u), theme.TEXT, bold=True, anchor="midleft")
