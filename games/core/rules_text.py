"""The rules reference of a game (data/rules/<game>.yaml): a title and
sections, each in German and English, validated like all data."""
from __future__ import annotations

from .i18n import LANGUAGES
from .checker import Checker
from .loader import DataError, load_yaml


def load_rules(path) -> dict:
    """{'title': {de, en}, 'sections': [{'id', 'title': {de, en}, 'text': {de, en}}],
    'points': [{'id', 'de', 'en'}], 'components': [{'id', 'de', 'en'}]}: `points`
    are the rules, each a sentence, that a tutorial must have the learner perform;
    `components` the texts of single components (a scoring card of which a game
    uses four of sixteen), shown on a right click and in "How was this scored?"
    but not each practised. A score item's rule text is the entry named like its code."""
    data = load_yaml(path)
    check = Checker(path)
    if data is None:
        raise DataError(path, 1, "the rules file is empty")
    check.mapping(data, "the rules file")
    _both(check, check.field(data, "title", dict, "'title'"), "title")
    sections = check.field(data, "sections", list, "'sections'")
    if not sections:
        check.fail(data, "the rules need at least one section", "sections")
    seen = set()
    for i, section in enumerate(sections):
        check.mapping(section, "a section", sections, i)
        ident = check.field(section, "id", str, "'id'")
        if ident in seen:
            check.fail(section, f"section id {ident!r} appears twice", "id")
        seen.add(ident)
        _both(check, check.field(section, "title", dict, "'title'"), "title")
        _both(check, check.field(section, "text", dict, "'text'"), "text")
    known: set[str] = set()
    for name, what in (("points", "rule point"), ("components", "component text")):
        entries = data.get(name, [])
        check.sequence(entries, f"'{name}'", data, name)
        for i, point in enumerate(entries):
            check.mapping(point, f"a {what}", entries, i)
            ident = check.field(point, "id", str, "'id'")
            if ident in known:
                check.fail(point, f"{what} {ident!r} appears twice (ids are shared by points and components)", "id")
            known.add(ident)
            _both(check, point, what)
    return data


def rule_points(rules: dict) -> dict[str, dict]:
    """Rule point id -> its sentences {de, en}: what a tutorial must teach."""
    return {point["id"]: point for point in rules.get("points", [])}


def rule_texts(rules: dict) -> dict[str, dict]:
    """Every text by id, the rule points and the components' texts."""
    return {entry["id"]: entry for entry in [*rules.get("points", []), *rules.get("components", [])]}


def search_sections(rules: dict, query: str, lang: str) -> list[dict]:
    """The rules reference's search: every section whose title or text, in `lang` (else
    English), holds each word of `query` (case ignored); all sections for no word."""
    words = query.lower().split()
    sections = rules.get("sections", [])
    if not words:
        return list(sections)

    def said(value: dict) -> str:
        return value.get(lang) or value.get("en", "")
    return [section for section in sections
            if all(w in (said(section["title"]) + " " + said(section["text"])).lower() for w in words)]


def _both(check: Checker, value: dict, what: str) -> None:
    for lang in LANGUAGES:
        text = value.get(lang)
        if not isinstance(text, str) or not text.strip():
            check.fail(value, f"{what} needs a non-empty {lang!r} text")
