"""Fonts and rendered text, cached: text is never rendered twice per frame.

Every function here takes any str: a character the fonts cannot take (NUL,
a lone surrogate, a control or invisible format character) is shown as
REPLACEMENT, and text with nothing to see draws as an empty image; nothing
here raises for what a string holds."""
from __future__ import annotations

import unicodedata
from functools import lru_cache
from pathlib import Path

import pygame

from . import cache

FONT_DIR = Path(__file__).resolve().parents[1] / "assets" / "fonts"
PLAIN, BOLD, MONO = "DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSansMono.ttf"
REPLACEMENT = "\ufffd"   # shown for a character the fonts cannot take


def shown(words) -> str:
    """`words` as the fonts can take them: every character that is neither
    printable nor a space nor a newline (NUL, a lone surrogate, a control or
    format character, one not assigned) replaced by REPLACEMENT."""
    if not isinstance(words, str):
        words = str(words)
    if words.isprintable():   # the usual case, at C speed
        return words
    return "".join(char if char.isprintable() or char == "\n" or unicodedata.category(char) == "Zs"
                   else REPLACEMENT for char in words)


class Font(pygame.font.Font):
    """pygame's font, measuring and rendering any str (see `shown`)."""

    def size(self, words):
        return super().size(shown(words))

    def render(self, words, antialias, colour, background=None, wraplength=0):
        words = shown(words)
        try:
            return super().render(words, antialias, colour, background, wraplength)
        except pygame.error:   # nothing to see ("Text has zero width"), or too wide for one image
            return pygame.Surface((0, self.get_height()), pygame.SRCALPHA)


@lru_cache(maxsize=64)
def font(size: int, bold: bool = False, mono: bool = False) -> Font:
    return Font(str(FONT_DIR / (MONO if mono else BOLD if bold else PLAIN)), max(6, int(size)))


@cache.images
def render(text: str, size: int, colour, bold: bool = False, mono: bool = False) -> pygame.Surface:
    return font(size, bold, mono).render(text, True, colour)


@lru_cache(maxsize=4096)
def can_show(char: str) -> bool:
    """Whether `char` is one printable character that the fonts draw (the
    plain and the bold face both have it, and it is not drawn as nothing)."""
    if len(char) != 1 or not char.isprintable():
        return False
    return all(_face(name).get_metrics(char)[0] is not None for name in (PLAIN, BOLD)) and font(24).size(char)[0] > 0


@lru_cache(maxsize=2)
def _face(name: str):
    """A font file as pygame.freetype reads it: its metrics are None for a
    character the font lacks (pygame.font gives such one the "missing" box's)."""
    import pygame.freetype
    if not pygame.freetype.get_init():
        pygame.freetype.init()
    return pygame.freetype.Font(str(FONT_DIR / name), 24)


@lru_cache(maxsize=1024)
def wrap(text: str, size: int, width: int, bold: bool = False) -> tuple[str, ...]:
    """Break `text` into lines no wider than `width` pixels (newlines kept)."""
    f = font(size, bold)
    lines: list[str] = []
    for paragraph in text.split("\n"):
        if paragraph.startswith("  "):  # an indented line is a fixed-width block: kept as it is
            lines.append(paragraph)
            continue
        words = paragraph.split(" ")
        line = ""
        for word in words:
            trial = f"{line} {word}" if line else word
            if f.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return tuple(lines)


@lru_cache(maxsize=1024)
def elide(text: str, size: int, width: int, bold: bool = False) -> str:
    """`text` cut with "…" to fit `width` pixels (at least two letters are
    kept); the cut is found by halving, not a letter at a time."""
    f = font(size, bold)
    if f.size(text)[0] <= width:
        return text
    short, long = 2, len(text)  # the longest prefix that fits lies in [short, long)
    while long - short > 1:
        middle = (short + long) // 2
        if f.size(text[:middle] + "…")[0] <= width:
            short = middle
        else:
            long = middle
    return text[:short].rstrip() + "…"


CUT_AFTER = " ,.;:·–—-(/"   # dropped from where a cut at a word ends: "map…", not "map.…"


@lru_cache(maxsize=1024)
def elide_words(text: str, size: int, width: int, bold: bool = False) -> str:
    """`text` cut with "…" after its last whole word that fits `width` pixels (or
    the sentence's end a word or two before), the punctuation before the cut
    dropped; cut by letters (`elide`) only where not even the first word fits."""
    f = font(size, bold)
    if f.size(text)[0] <= width:
        return text
    words = text.split(" ")
    short, long = 0, len(words)   # the most words that fit lie in [short, long)
    while long - short > 1:
        middle = (short + long) // 2
        if f.size(" ".join(words[:middle]).rstrip(CUT_AFTER) + "…")[0] <= width:
            short = middle
        else:
            long = middle
    ends = [k for k in range(max(1, short - 2), short) if words[k - 1].endswith((".", "!", "?", ";"))]
    cut = " ".join(words[:ends[-1] if ends else short]).rstrip(CUT_AFTER)   # not a sentence's first word or two
    return cut + "…" if cut else elide(text, size, width, bold)


def joined_or_apart(parts: list[str], size: int, width: int, joint: str = " · ", most: int = 3) -> list[str]:
    """`parts` on one line, joined by `joint`, where that fits `width` pixels; else
    each part on lines of its own, wrapped: at most `most` lines, the last cut."""
    if font(size).size(joint.join(parts))[0] <= width:
        return [joint.join(parts)] if parts else []
    lines = [line for part in parts for line in wrap(part, size, width)]
    return [elide(line, size, width) for line in lines[:most - 1] + [" ".join(lines[most - 1:])] if line]


@lru_cache(maxsize=1024)
def fitting(text: str, size: int, width: int, bold: bool = False, least: float = 0.7) -> int:
    """The largest font size from `size` down to `least` of it at which
    `text` fits `width` pixels (a name on a small tile at a large text size);
    the smallest of them where none does (elide then cuts what is left)."""
    floor = max(6, round(size * least))
    while size > floor and font(size, bold).size(text)[0] > width:
        size -= 1
    return size


def draw(surface, text: str, pos, size: int, colour, bold: bool = False, anchor: str = "topleft"):
    """Blit one line of text; `anchor` is a pygame.Rect attribute name."""
    image = render(text, size, colour, bold)
    rect = image.get_rect(**{anchor: pos})
    surface.blit(image, rect)
    return rect


def draw_wrapped(surface, text: str, rect: pygame.Rect, size: int, colour, bold: bool = False,
                 spacing: float = 1.25) -> int:
    """Blit wrapped text into `rect`; returns the height used."""
    y = rect.top
    step = round(font(size, bold).get_linesize() * spacing / 1.15)
    for line in wrap(text, size, rect.width, bold):
        if line:
            mono = line.startswith("  ")
            surface.blit(render(line, size, colour, bold and not mono, mono), (rect.left, y))
        y += step
    return y - rect.top


@lru_cache(maxsize=256)
def one_or_more(words: str, room: int, size: int, smaller: int, most: int) -> tuple[tuple[str, ...], int]:
    """`words` in `room` pixels, and the size they are at: on one line at `size`
    where they fit, else wrapped at the `smaller` size on at most `most` lines,
    the last cut after a word where they run longer."""
    if font(size).size(words)[0] <= room:
        return (words,), size
    lines = list(wrap(words, smaller, room))
    if len(lines) > most:
        lines = lines[:most - 1] + [elide_words(" ".join(lines[most - 1:]), smaller, room)]
    return tuple(elide_words(line, smaller, room) for line in lines), smaller


def wrapped_height(text: str, size: int, width: int, bold: bool = False, spacing: float = 1.25) -> int:
    step = round(font(size, bold).get_linesize() * spacing / 1.15)
    return step * len(wrap(text, size, width, bold))


def clear_caches() -> None:
    font.cache_clear()
    render.cache_clear()
    wrap.cache_clear()
    elide.cache_clear()
    elide_words.cache_clear()
    one_or_more.cache_clear()
    fitting.cache_clear()
    can_show.cache_clear()
    _face.cache_clear()


def local_time(stamp: str) -> str:
    """A saved time stamp (ISO, UTC) as the local date and time; the stamp itself if it is not one."""
    from datetime import datetime
    try:
        return datetime.fromisoformat(stamp).astimezone().strftime("%Y-%m-%d %H:%M")
    except (ValueError, TypeError):
        return stamp or "?"
