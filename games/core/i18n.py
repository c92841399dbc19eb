"""Sentences a player can see, by key, from data/i18n/<lang>.yaml. A slot
`{count|# card|# cards}` gives the singular or the plural by the number in
`count` (`#` is the number), so no sentence says "card(s)"."""
from __future__ import annotations

import re
from functools import lru_cache

from . import paths
from .loader import load_yaml

LANGUAGES = ("de", "en")


class Texts:
    """Looks up `key` and fills `{param}` slots; a missing key shows itself."""

    def __init__(self, lang: str, table: dict):
        self.lang = lang
        self.table = table

    def get(self, key: str, **params) -> str:
        sentence = self.table.get(key)
        if sentence is None:
            return key
        try:
            return plurals(str(sentence), params).format(**params)
        except (KeyError, IndexError, ValueError, AttributeError):
            return str(sentence)

    def has(self, key: str) -> bool:
        return key in self.table


_PLURAL = re.compile(r"\{(\w+)\|([^|{}]*)\|([^|{}]*)\}")


def plurals(sentence: str, params: dict) -> str:
    """Each `{name|one|other}` slot as `one` when params[name] is 1, else `other`,
    with `#` standing for the number (both languages: 1 is singular, 0 plural)."""
    def choose(match) -> str:
        name, one, other = match.groups()
        value = params[name]
        return (one if value == 1 else other).replace("#", str(value))
    return _PLURAL.sub(choose, sentence)


@lru_cache(maxsize=None)
def texts_for(lang: str, data_dir: str | None = None) -> Texts:
    lang = lang if lang in LANGUAGES else "en"
    root = paths.data_dir(data_dir)
    table = load_yaml(root / "i18n" / f"{lang}.yaml", keep=True)
    return Texts(lang, _flatten(table))


def _flatten(table: dict, prefix: str = "") -> dict:
    flat = {}
    for key, value in table.items():
        name = f"{prefix}{key}"
        if isinstance(value, dict):
            flat.update(_flatten(value, name + "."))
        else:
            flat[name] = value
    return flat
