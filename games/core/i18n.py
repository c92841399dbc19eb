"""Sentences a player can see, by key, from data/i18n/<lang>.yaml."""
from __future__ import annotations

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
            return str(sentence).format(**params)
        except (KeyError, IndexError, ValueError, AttributeError):
            return str(sentence)

    def has(self, key: str) -> bool:
        return key in self.table


@lru_cache(maxsize=None)
def texts_for(lang: str, data_dir: str | None = None) -> Texts:
    lang = lang if lang in LANGUAGES else "en"
    root = paths.data_dir(data_dir)
    table = load_yaml(root / "i18n" / f"{lang}.yaml")
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
