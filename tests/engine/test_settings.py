"""User settings: defaults, round trip, a broken file falls back with a warning."""
from pathlib import Path

import pytest

from games.core import settings as store


@pytest.fixture
def english(monkeypatch):
    for name in ("LC_ALL", "LC_MESSAGES", "LANGUAGE"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "en_GB.UTF-8")


def test_defaults_without_a_file(user_home, english):
    settings = store.load_settings()
    assert settings == {"language": "en", "window": [1280, 800], "text_size": 100}
    assert settings.warning is None
    assert store.settings_path() == user_home / "settings.yaml"


@pytest.mark.parametrize("value, lang", [("de_DE.UTF-8", "de"), ("de_AT", "de"),
                                         ("German_Germany.1252", "de"), ("en_US.UTF-8", "en"),
                                         ("C", "en"), ("fr_FR", "en")])
def test_language_follows_the_system_locale(monkeypatch, value, lang):
    for name in ("LC_ALL", "LC_MESSAGES", "LANGUAGE"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", value)
    assert store.load_settings()["language"] == lang


def test_round_trip_keeps_every_key(user_home, english):
    settings = store.load_settings()
    settings.update(language="de", window=(1024, 700), volume=25, colours="night", last_game="limes",
                    names=["Anna", "Jörg"], text_size=150)
    path = store.save_settings(settings)
    assert path == user_home / "settings.yaml"
    again = store.load_settings()
    assert again == {"language": "de", "window": [1024, 700], "volume": 25, "colours": "night",
                     "last_game": "limes", "names": ["Anna", "Jörg"], "text_size": 150}
    assert type(again["names"]) is list and again.warning is None
    assert sorted(p.name for p in user_home.iterdir()) == ["cache", "settings.yaml"]  # no temp file left
    assert [p.suffix for p in (user_home / "cache").iterdir()] == [".json"]  # the settings kept parsed


def test_update_settings(english):
    store.update_settings(language="de")
    assert store.load_settings()["language"] == "de"


def test_broken_yaml_falls_back_with_a_warning_and_is_kept_aside_never_overwritten(user_home, english):
    user_home.mkdir(parents=True)
    broken = "language: de\nwindow: [1, 2\ntutorials: {limes: 5}\n"
    (user_home / "settings.yaml").write_text(broken, encoding="utf-8")
    settings = store.load_settings()
    assert settings == {"language": "en", "window": [1280, 800], "text_size": 100}
    assert "settings.yaml:" in settings.warning and "\n" not in settings.warning
    [kept] = user_home.glob("settings-unreadable-*.yaml")
    assert kept.name in settings.warning and kept.read_text(encoding="utf-8") == broken   # its keys to mend
    store.save_settings(settings)   # the next save writes a new file, beside the one kept
    assert kept.read_text(encoding="utf-8") == broken and store.load_settings().warning is None


def test_a_broken_file_that_cannot_be_kept_aside_is_not_written_over(user_home, english, monkeypatch):
    user_home.mkdir(parents=True)
    (user_home / "settings.yaml").write_text("[not, settings", encoding="utf-8")

    def cannot(*args):
        raise PermissionError(13, "Permission denied")
    monkeypatch.setattr(store, "aside", cannot)   # a folder that cannot be written
    settings = store.load_settings()
    assert settings.keep_file and "left as it is" in settings.warning
    assert (user_home / "settings.yaml").read_text(encoding="utf-8") == "[not, settings"


@pytest.mark.parametrize("text, kept, key", [
    ("language: fr\nwindow: [1000, 700]\n", {"window": [1000, 700]}, "language"),
    ("language: de\nwindow: big\n", {"language": "de"}, "window"),
    ("language: de\nwindow: [10, 10]\n", {"language": "de"}, "window"),
    ("language: de\nwindow: [true, 700]\n", {"language": "de"}, "window"),
])
def test_a_bad_value_falls_back_for_that_key_only(user_home, english, text, kept, key):
    user_home.mkdir(parents=True)
    (user_home / "settings.yaml").write_text(text, encoding="utf-8")
    settings = store.load_settings()
    for name, value in kept.items():
        assert settings[name] == value
    assert settings[key] == store.default_settings()[key]
    line = text.splitlines().index(next(l for l in text.splitlines() if l.startswith(key))) + 1
    assert f"settings.yaml:{line}:" in settings.warning


def test_not_a_mapping(user_home, english):
    user_home.mkdir(parents=True)
    (user_home / "settings.yaml").write_text("- just\n- a list\n", encoding="utf-8")
    settings = store.load_settings()
    assert settings == store.default_settings() and "mapping" in settings.warning


def test_empty_file_is_defaults(user_home, english):
    user_home.mkdir(parents=True)
    (user_home / "settings.yaml").write_text("", encoding="utf-8")
    settings = store.load_settings()
    assert settings == store.default_settings() and settings.warning is None


def test_explicit_path(tmp_path: Path, english):
    path = tmp_path / "elsewhere" / "s.yaml"
    store.save_settings({"language": "de"}, path)
    assert store.load_settings(path)["language"] == "de"


@pytest.mark.parametrize("line, words", [
    ("tutorials: 5", "tutorials must give each game the step reached"),
    ("tutorials: [limes, 3]", "tutorials must give each game the step reached"),
    ("tutorials: {limes: -1}", "tutorials must give each game the step reached"),
    ("learning_aids: 'yes'", "learning_aids must be true or false, not 'yes'"),
    ("confirm_turns: 1", "confirm_turns must be true or false, not 1"),
    ("language: " + "x" * 500, "language 'xxxxxxxx"),
    ('names: ["\\u200b"]', "names: the name '\\u200b' holds U+200B (ZERO WIDTH SPACE)"),
    ('names: ["A\\x00B"]', "names: the name 'A\\x00B' holds U+0000"),
    ("text_size: 175", "text_size must be one of 100, 125, 150, 200 (percent), not 175"),
    ("text_size: '125'", "text_size must be one of 100, 125, 150, 200 (percent), not '125'"),
    ("text_size: 125.0", "text_size must be one of 100, 125, 150, 200 (percent), not 125.0"),
    ("text_size: true", "text_size must be one of 100, 125, 150, 200 (percent), not True"),
    ("volume: 3", "volume must be one of 0, 25, 50, 75, 100 (percent), not 3"),
    ("pace: quick", "pace must be one of fast, normal, slow, not 'quick'"),
    ("unmuted: 0", "unmuted must be one of 25, 50, 75, 100 (percent), not 0"),
    ("motion: 'no'", "motion must be true or false, not 'no'"),
    ("tables: [rome]", "tables must give each game its last table (limes: {count: 2}), not ['rome']"),
    ("volume: '50'", "volume must be one of 0, 25, 50, 75, 100 (percent), not '50'"),
])
def test_a_wrong_value_of_a_known_key_is_reported_once_and_left_out(user_home, english, line, words):
    user_home.mkdir(parents=True)
    (user_home / "settings.yaml").write_text(f"window: [1000, 700]\n{line}\ncolours: night\n", encoding="utf-8")
    settings = store.load_settings()
    key = line.split(":")[0]
    assert settings.get(key) == store.default_settings().get(key)   # the default stands in for it
    assert settings["window"] == [1000, 700] and settings["colours"] == "night"   # a key read by nobody is kept
    assert f"settings.yaml:2: {words}" in settings.warning
    assert len(settings.warning.split("settings.yaml:2: ", 1)[1]) < 150   # one readable line after the file


def test_known_keys_with_right_values_are_kept(user_home, english):
    user_home.mkdir(parents=True)
    (user_home / "settings.yaml").write_text("tutorials: {limes: 3, rome: 0}\nlearning_aids: true\n"
                                             "confirm_turns: false\ntext_size: 200\n", encoding="utf-8")
    settings = store.load_settings()
    assert settings.warning is None and settings["text_size"] == 200
    assert settings["tutorials"] == {"limes": 3, "rome": 0}
    assert settings["learning_aids"] is True and settings["confirm_turns"] is False
