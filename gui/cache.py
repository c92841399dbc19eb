"""One store for every drawn image kept for the next frame (rendered text,
tiles, cards, maps), bounded by bytes rather than by number: an image's
size follows the window's, so a cache of N images grows with every resize,
while this one never holds more than BUDGET bytes. The least recently used
images go first, whichever cache they belong to."""
from __future__ import annotations

import functools
from collections import OrderedDict

import pygame

BUDGET = 32 * 2 ** 20   # bytes of images kept, all caches together (a frame at 4K uses about 14 MB)
ENTRY = 256             # bytes counted for an entry besides its images (its key, the bookkeeping)

_store: OrderedDict = OrderedDict()   # (owner, key) -> (value, bytes), the most recently used last
_used = 0


def cost(value) -> int:
    """The bytes `value` holds in images: a Surface's pixels, a tuple's or list's surfaces summed."""
    if isinstance(value, pygame.Surface):
        return value.get_pitch() * value.get_height()
    if isinstance(value, (tuple, list)):
        return sum(cost(item) for item in value)
    return 0


def get(owner, key, default=None):
    """The value kept for `key` of `owner` (now the most recently used), or `default`."""
    found = _store.get((owner, key))
    if found is None:
        return default
    _store.move_to_end((owner, key))
    return found[0]


def put(owner, key, value) -> None:
    """Keep `value` for `key` of `owner`, letting the least recently used go
    while more than BUDGET bytes are held (a value larger than BUDGET alone
    is not kept at all)."""
    global _used
    size = cost(value) + ENTRY
    drop(owner, key)
    if size > BUDGET:
        return
    _store[(owner, key)] = (value, size)
    _used += size
    while _used > BUDGET:
        _, (_, gone) = _store.popitem(last=False)
        _used -= gone


def drop(owner, key) -> None:
    global _used
    found = _store.pop((owner, key), None)
    if found is not None:
        _used -= found[1]


def clear(owner=None) -> None:
    """Forget what `owner` keeps (None: everything)."""
    global _used
    for entry in [entry for entry in _store if owner is None or entry[0] == owner]:
        _used -= _store.pop(entry)[1]


def used() -> int:
    """Bytes held now, all caches together."""
    return _used


def images(function):
    """Like functools.lru_cache for a function that draws an image, the images
    kept in the one store; `function.cache_clear()` forgets its own."""
    owner = f"{function.__module__}.{function.__qualname__}"

    @functools.wraps(function)
    def cached(*args, **kwargs):
        key = (args, tuple(sorted(kwargs.items()))) if kwargs else args
        value = get(owner, key, _MISSING)
        if value is _MISSING:
            value = function(*args, **kwargs)
            put(owner, key, value)
        return value

    cached.cache_clear = lambda: clear(owner)
    return cached


_MISSING = object()
