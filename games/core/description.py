"""A game's description, one object per game in the registry (games.GAMES):
what kind of game it is (seats, simultaneous steps, hidden or private
information, chance, as OpenSpiel's games declare it), its actions, bots and
options, and how a game of it begins and is replayed."""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable, Iterable

from .actions import Action, EndTurn, actions_from_dict
from .rules import ScoreSheet

if TYPE_CHECKING:
    from .game import State


@dataclass(frozen=True)
class Option:
    """A game option whose values are not a short list: `problem(value)`
    says what is wrong with a value (e.g. "takes A, B or 8 letters A/B"), or None.
    For a setup screen: `presets` to offer as buttons, and where a value may
    also be one letter per part (a side per building), the `parts` and `letters`."""
    default: Any
    problem: Callable[[Any], str | None]
    presets: tuple = ()
    parts: tuple = ()
    letters: tuple = ()
    part_text: str = ""  # the text key of a part's name, with a {part} slot


class Game:
    """A game's description; one instance per game, registered in games.GAMES.
    It declares what kind of game it is, as OpenSpiel's games do."""
    id: str = ""
    min_players: int = 1
    max_players: int = 1          # the seats the engine takes
    screen_max_players: int | None = None  # the seats one screen shows (None: max_players)
    simultaneous: bool = False    # steps where several players act at once
    hidden_information: bool = True   # something one player may not see (a deck's order counts)
    # something one seat sees and another may not (a hand, a secret split), not only what nobody sees
    # (a deck's order): people sharing a screen hand it over behind the curtain
    private_information: bool = False
    chance: bool = True           # shuffles or draws
    action_kinds: tuple[type[Action], ...] = ()
    phases: tuple[str, ...] = ()
    bots: dict = {}
    options: dict = {}  # option name -> tuple of allowed values (the first is the default) or Option

    def new_game(self, players: list[str], seed: int = 0, options: dict | None = None) -> State:
        raise NotImplementedError

    def action_from_dict(self, d: dict) -> Action:
        return actions_from_dict((EndTurn,) + tuple(self.action_kinds), d)

    @property
    def screen_players(self) -> tuple[int, int]:
        """The fewest and the most seats the window supports."""
        return self.min_players, min(self.max_players, self.screen_max_players or self.max_players)

    def check_players(self, players: list[str]) -> None:
        if not self.min_players <= len(players) <= self.max_players:
            raise ValueError(f"{self.id} is for {self.min_players} to {self.max_players} players, "
                             f"not {len(players)}")

    def check_options(self, options: dict | None) -> dict:
        """The options with defaults filled in; an unknown name or value is a ValueError."""
        chosen = dict(options or {})
        for name, value in chosen.items():
            spec = self.options.get(name)
            if spec is None:
                known = ", ".join(sorted(self.options)) or "none"
                raise ValueError(f"{self.id} has no option {name!r} (options: {known})")
            allowed = isinstance(spec, Option) or any(type(value) is type(v) and value == v for v in spec)
            problem = spec.problem(value) if isinstance(spec, Option) else (
                None if allowed else f"takes {', '.join(map(str, spec))}")
            if problem:
                raise ValueError(f"option {name!r} of {self.id} {problem}, not {value!r}")
        return {name: chosen.get(name, spec.default if isinstance(spec, Option) else spec[0])
                for name, spec in self.options.items()}

    def replay(self, players: list[str], seed: int, options: dict | None,
               log: Iterable[tuple[int, dict]]) -> State:
        """A new game with the logged actions applied again, each checked."""
        state = self.new_game(players, seed, options)
        for player, data in log:
            state.apply(player, self.action_from_dict(data))
        return state

    # Headless and data hooks: each game fills these in.
    def score_position(self, data, path) -> tuple[list[ScoreSheet], list[int]]:
        raise NotImplementedError

    def check_data(self, data_dir) -> list[str]:
        """Validate this game's data files; returns the files checked."""
        return []
