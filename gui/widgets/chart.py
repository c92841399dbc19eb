"""A player's scores, game after game: a line through a dot per game, the best
dot in the accent colour, the lowest and highest score and the first and last
date at the axes (the records' page)."""
from __future__ import annotations

import pygame

from .. import text, theme

LINE = (120, 200, 240)   # the line and the dots
BEST = theme.ACCENT      # the best game's dot


def draw_score_chart(surface, box: pygame.Rect, points, label: str, empty: str, u: float) -> list[tuple[int, int]]:
    """`points` (each with `score` and `finished`) in `box` under `label`; none: the
    sentence `empty`, wrapped as far as the box holds it. Returns where the dots are."""
    small, tiny = round(14 * u), round(12 * u)
    if not points:
        step = text.font(small).get_linesize()
        for k, line in enumerate(text.wrap(empty, small, box.width)[:box.height // step]):
            text.draw(surface, text.elide(line, small, box.width), (box.left, box.top + k * step), small,
                      theme.TEXT_DIM)
        return []
    size = text.fitting(label, small, box.width, True, least=0.85)
    text.draw(surface, text.elide(label, size, box.width, True), (box.left, box.top), size, theme.TEXT, bold=True)
    axis = round(40 * u)
    plot = pygame.Rect(box.left + axis, box.top + round(28 * u), box.width - axis - round(8 * u),
                       box.height - round(28 * u) - round(20 * u))
    scores = [p.score for p in points]
    low, high = min(scores), max(scores)
    if low == high:
        low, high = low - 1, high + 1
    for value in (low, high):
        y = plot.bottom - round((value - low) / (high - low) * plot.height)
        pygame.draw.line(surface, theme.PANEL_EDGE, (plot.left, y), (plot.right, y))
        text.draw(surface, str(value), (plot.left - round(6 * u), y), tiny, theme.TEXT_DIM, anchor="midright")
    pygame.draw.line(surface, theme.TEXT_DIM, plot.bottomleft, plot.topleft)
    count = len(points)
    inset = round(8 * u)   # the first and last dot clear of the axis and the edge
    dots = []
    for i, point in enumerate(points):
        x = plot.left + inset + (round(i * (plot.width - 2 * inset) / (count - 1)) if count > 1
                                 else plot.width // 2 - inset)
        dots.append((x, plot.bottom - round((point.score - low) / (high - low) * plot.height)))
    if len(dots) > 1:
        pygame.draw.lines(surface, LINE, False, dots, max(2, round(2 * u)))
    best = max(scores)
    for dot, score in zip(dots, scores):
        pygame.draw.circle(surface, BEST if score == best else LINE, dot, max(3, round(4 * u)))
    text.draw(surface, text.local_time(points[0].finished)[:10], (plot.left, plot.bottom + round(4 * u)), tiny,
              theme.TEXT_DIM)
    if count > 1:
        text.draw(surface, text.local_time(points[-1].finished)[:10], (plot.right, plot.bottom + round(4 * u)), tiny,
                  theme.TEXT_DIM, anchor="topright")
    return dots
