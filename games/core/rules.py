"""Violations, illegal moves, score sheets: what every game's rules report."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Violation:
    """A broken rule: a stable `code` (its sentence lives in data/i18n), the
    sentence's parameters, and the cells involved so the window can mark them."""
    code: str
    params: dict = field(default_factory=dict)
    cells: tuple = ()

    def text(self, texts=None) -> str:
        from .i18n import texts_for
        return (texts or texts_for("en")).get("violation." + self.code, **self.params)


class IllegalMove(Exception):
    """Raised by `apply`; the state is left exactly as it was."""

    def __init__(self, violation: Violation):
        super().__init__(violation.text())
        self.violation = violation


@dataclass(frozen=True)
class ScoreItem:
    """One scoring line: `key` is stable, `code`/`params` give its sentence,
    `cells` (or cards) what it came from."""
    key: str
    points: int
    code: str = ""
    params: dict = field(default_factory=dict)
    cells: tuple = ()

    def text(self, texts=None) -> str:
        from .i18n import texts_for
        return (texts or texts_for("en")).get("score." + self.code, **self.params)


@dataclass
class ScoreSheet:
    """A player's score: the total is always the sum of the items."""
    player: int
    name: str
    items: list[ScoreItem] = field(default_factory=list)

    @property
    def total(self) -> int:
        return sum(item.points for item in self.items)

    def to_dict(self, texts=None) -> dict[str, Any]:
        return {"name": self.name, "total": self.total,
                "items": [{"key": i.key, "text": i.text(texts), "points": i.points,
                           "cells": [list(c) if isinstance(c, tuple) else c for c in i.cells]}
                          for i in self.items]}
