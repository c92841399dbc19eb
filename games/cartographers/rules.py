"""Cartographers rules: setup, the season's turn loop (explore, draw, check),
ambushes, season scoring and the end (spec §1.2-§1.7). Per-player values are
lists replaced on change, never changed in place, so an undo snapshot shares
them.

Phases: "draw" (simultaneous: every player with a task on the current explore
card), "ambush" (each drawer draws the monster on `targets[drawer]`'s sheet;
with small_ambush the owner may then shrink it), "over". A player's pending
work is `tasks[player]`, a tuple of "draw", "second", "parcel", "monster",
"shrink"; `actors()` are the players with a task and those still to end
their turn. Revealing cards and scoring a season happen when the last player
ends the turn (not undoable)."""
from __future__ import annotations

import random
from typing import Iterator

from ..core import Action, Decision, EndTurn, ScoreSheet, State, Violation

from . import ambush, decision, drawing, skills
from .actions import Draw, Fallback, Monster, Parcel, Shrink, UseSkill
from .scoring import row_items, rank_key, score_season, season_key, solo_result
from .masks import MAP
from .sheet import Sheet

HIDDEN = 0   # an unrevealed ambush card's id in a player's view

CHECKS = {Draw: drawing.check_draw, Fallback: drawing.check_fallback, Parcel: drawing.check_parcel,
          Monster: ambush.check_monster, Shrink: ambush.check_shrink, UseSkill: skills.check_use}
EFFECTS = {Draw: drawing.do_draw, Fallback: drawing.do_fallback, Parcel: drawing.do_parcel,
           Monster: ambush.do_monster, Shrink: ambush.do_shrink, UseSkill: skills.do_use}


def drawn_by(state, player: int, action: Action) -> tuple[int, tuple]:
    """(whose sheet, the cells on the map) of what `player`'s `action` drew."""
    if isinstance(action, Monster):
        return state.targets[player], action.cells
    if isinstance(action, Draw):
        return player, tuple(cell for cell in action.cells if MAP.in_bounds(cell))   # over_the_edge
    if isinstance(action, (Fallback, Parcel)):
        return player, (action.cell,)
    return player, ()   # a skill paid for, a cell of a monster erased


class CartographersState(State):
    """A game of Cartographers. Read by the window: `season`, `season_info`,
    `time`, `threshold`, `edicts`, `active_edicts`, `revealed`, `card`,
    `current_card()`, `ruins_pending`, `sheets`, `tasks`, `targets`,
    `season_rows`, `skills`, `season_skill`, `turn_skill`, `last_drawn`."""

    def __init__(self, game, players: list[str], seed: int, options: dict, data):
        super().__init__(game, players, seed, options)
        count = len(players)
        self.data = data
        self.side = data.maps[options["map"]]
        self.edicts = self._deal(options["deal"])
        hand = list(data.skills)
        self.rng.shuffle(hand)
        self.skills = tuple(hand[:data.skills_revealed]) if options["skills"] else ()
        self.hidden_skills = tuple(sorted(hand[data.skills_revealed:])) if options["skills"] else ()
        ambushes = sorted(data.ambush)
        self.rng.shuffle(ambushes)
        self.ambush_deck: list[int] = ambushes     # the top card is the last
        self.deck: list[int] = []
        self.sheets = [Sheet.blank(self.side)] * count
        self.season_rows: list[tuple] = [()] * count
        self.season, self.time, self.revealed, self.card = 0, 0, (), None
        self.phase, self.ruins_pending = "draw", False
        self.tasks: list[tuple] = [()] * count
        self.targets: dict[int, int] = {}
        self.fresh = [0] * count
        # per seat: (whose sheet its last action went on, the cells it drew there): a
        # neighbour's in an ambush; no cells for a skill's use or a shrink
        self.last_drawn: list[tuple[int, tuple]] = [(p, ()) for p in range(count)]
        self.turn_skill: list = [None] * count
        self.first_draw: list = [None] * count
        self._start_season()
        self._step_done()

    # --- setup ------------------------------------------------------------------------
    def _deal(self, deal: str) -> dict[str, int]:
        """One scoring card of each category under each edict; which category goes
        under which letter is random too (§1.2, §4 #15), or the fixed teaching deal."""
        data = self.data
        if deal == "fixed":
            return dict(sorted(data.fixed_deal.items()))
        categories = list(data.categories)
        self.rng.shuffle(categories)
        return {letter: self.rng.choice(sorted(c.id for c in data.scoring.values()
                                               if c.category == category))
                for letter, category in zip(data.edict_letters, categories)}

    def _start_season(self) -> None:
        """All explore cards with the ambushes still unrevealed and the next ambush
        card, shuffled (§1.6)."""
        data = self.data
        carried = [card for card in self.deck if card in data.ambush]
        deck = sorted(data.explore) + sorted(data.ruins) + carried
        if self.ambush_deck:
            deck.append(self.ambush_deck[-1])
            self.ambush_deck = self.ambush_deck[:-1]
        self.rng.shuffle(deck)
        count = len(self.players)
        self.deck, self.time, self.revealed, self.ruins_pending = deck, 0, (), False
        self.season_skill: list = [None] * count
        self.small_ambush: list = [False] * count

    # --- the turn loop ----------------------------------------------------------------
    def _step_done(self) -> None:
        """The current step is over: end the season if its time is reached, then
        reveal cards until somebody has something to do or the game is over."""
        while True:
            if self.card in self.data.explore:
                self.ruins_pending = False
            if self.revealed and (self.time >= self.threshold or not self.deck):
                self._end_season()
                if self.phase == "over":
                    return
            self._reveal()
            if any(self.tasks):
                return

    def _reveal(self) -> None:
        """Explore: reveal the top card; ruins reveal on (§1.3, §1.5)."""
        count = len(self.players)
        self.tasks, self.targets, self.fresh = [()] * count, {}, [0] * count
        self.turn_skill, self.first_draw = [None] * count, [None] * count
        while self.deck:
            card_id, self.deck = self.deck[-1], self.deck[:-1]
            card = self.data.card(card_id)
            self.revealed += (card_id,)
            self.time += card.time
            if card.kind == "ruins":
                self.ruins_pending = True   # carries over an ambush to the next explore card
                continue
            self.card = card_id
            if card.kind == "ambush":
                self.phase = "ambush"
                ambush.start_ambush(self, card)
            else:
                self.phase = "draw"
                self.tasks = [("draw",) if sheet.empty else () for sheet in self.sheets]
            return

    def _end_season(self) -> None:
        season = self.season_info
        self.season_rows = [rows + (score_season(sheet, self.season, season.edicts, self.edicts),)
                            for rows, sheet in zip(self.season_rows, self.sheets)]
        self.card = None
        self.tasks = [()] * len(self.players)
        if self.season + 1 >= len(self.data.seasons):
            self.phase = "over"
            return
        self.season += 1
        self._start_season()

    # --- helpers the rule modules use -----------------------------------------------------
    def put(self, name: str, player: int, value) -> None:
        """Replace one player's entry of a per-player list (copy on write)."""
        values = list(getattr(self, name))
        values[player] = value
        setattr(self, name, values)

    def finish(self, player: int, task: str, follow: tuple = ()) -> None:
        """`task` of `player` is done; `follow` are the tasks it leads to."""
        tasks = list(self.tasks[player])
        tasks.remove(task)
        self.put("tasks", player, tuple(tasks) + follow)

    # --- reading -------------------------------------------------------------------------
    @property
    def season_info(self):
        return self.data.seasons[self.season]

    @property
    def threshold(self) -> int:
        return self.season_info.time

    @property
    def active_edicts(self) -> tuple[str, ...]:
        return self.season_info.edicts

    def current_card(self):
        """The explore or ambush card of the current step (None when over)."""
        return None if self.card is None else self.data.card(self.card)

    def can_place(self, player: int) -> bool:
        """Can any option of the current explore card be drawn by `player` now
        (with a pending ruins requirement: on a ruin)? If not, the 1 x 1 fallback."""
        return self.phase == "draw" and drawing.card_fits(self, player)

    def ruins_required(self, player: int) -> bool:
        return drawing.ruins_rule(self, player)

    def option_placements(self, player: int, option: int) -> list[tuple]:
        """Cells of every legal placement of option `option` of the current card."""
        return drawing.option_placements(self, player, option)

    def draw_terrains(self, player: int) -> tuple[str, ...]:
        return drawing.draw_terrains(self, player)

    def fallback_terrains(self, player: int) -> tuple[str, ...]:
        return drawing.fallback_terrains(self, player)

    def ambush_sheet(self, player: int) -> int | None:
        """Whose sheet `player` draws the monster on in this ambush (None if nobody's)."""
        return self.targets.get(player) if "monster" in self.tasks[player] else None

    # --- the protocol ----------------------------------------------------------------------
    def _actors(self) -> list[int]:
        return [p for p, tasks in enumerate(self.tasks) if tasks]

    def is_over(self) -> bool:
        return self.phase == "over"

    def stage(self) -> tuple[str, int, int]:
        return ("season", self.season + 1, len(self.data.seasons))

    def solo_title(self) -> dict | None:
        if len(self.players) != 1 or not self.is_over():
            return None
        title = self.solo_result(0).title
        return {"key": title.key, "name": dict(title.name)}

    def _legal_actions(self, player: int) -> Iterator[Action]:
        tasks = self.tasks[player]
        if "draw" in tasks:
            yield from skills.legal_uses(self, player)
        if "draw" in tasks or "second" in tasks or "parcel" in tasks:
            yield from drawing.legal_draws(self, player)
        if "monster" in tasks:
            yield from ambush.legal_monsters(self, player)
        if "shrink" in tasks:
            yield from ambush.legal_shrinks(self, player)

    def _check(self, player: int, action: Action) -> Violation | None:
        if not self.tasks[player]:
            return Violation("cartographers.waiting")
        return CHECKS[type(action)](self, player, action)

    def _do(self, player: int, action: Action) -> bool:
        EFFECTS[type(action)](self, player, action)
        self.put("last_drawn", player, drawn_by(self, player, action))
        # a seat given a new task (the owner's shrink after a neighbour's monster) acts again
        self.unconfirmed = frozenset(p for p in self.unconfirmed if not self.tasks[p])
        if not self.tasks[player]:
            self._await_end_turn(player)  # the player's part of this step is done
        return False

    def _decision(self, player: int) -> Decision:
        return decision.decision(self, player)

    def _end_turn_decision(self, player: int) -> Decision:
        """Only End turn is left: on whose map the turn's last drawing went (a
        neighbour's in an ambush, `concerns`), the maps still passed round."""
        owner = self.last_drawn[player][0]
        return Decision(EndTurn.kind, player, concerns=(owner,) if owner != player else (),
                        boards_passed=self.phase == "ambush")

    def _end_turn(self, player: int) -> bool:
        """Once every player has drawn and ended the turn, the next card is revealed."""
        if any(self.tasks) or self.unconfirmed:
            return False
        self._step_done()
        return True

    # --- undo, copies, the view ------------------------------------------------------------
    def view(self, player: int) -> "CartographersState":
        """What `player` may see: all maps (they are public), but not the deck's
        order, which unrevealed ambushes it holds, nor the hidden skills."""
        other = self.copy(keep_history=False)
        other.keep_history = self.keep_history
        other.deck = sorted(HIDDEN if c in self.data.ambush else c for c in self.deck)
        other.ambush_deck = [HIDDEN] * len(self.ambush_deck)
        other.hidden_skills = ()
        other.seed = None
        other.rng = random.Random(0)
        return other

    # --- scores --------------------------------------------------------------------------
    @property
    def map_size(self) -> tuple[int, int]:
        """(rows, columns) of every map."""
        return MAP.rows, MAP.cols

    def edict_scores(self, player: int) -> dict:
        """Each edict's score (stars and the cells that score) for `player`'s map now."""
        sheet = self.sheets[player]
        return {letter: edict for letter, edict in zip(self.edicts, score_season(
            sheet, self.season, tuple(self.edicts), self.edicts).edicts)}

    def current_row(self, player: int):
        """The current season scored as it stands now (a preview)."""
        return score_season(self.sheets[player], self.season, self.active_edicts, self.edicts)

    def score_sheets(self) -> list[ScoreSheet]:
        """Scored seasons; before the end the current season is added provisionally."""
        sheets = []
        for p, name in enumerate(self.players):
            rows = list(self.season_rows[p])
            if self.phase != "over":
                rows.append(self.current_row(p))
            items = [item for row in rows for item in row_items(row, season_key(row))]
            sheets.append(ScoreSheet(p, name, items))
        return sheets

    def rank_key(self, sheet: ScoreSheet):
        return rank_key(sheet.items)

    def solo_result(self, player: int = 0):
        """Solo rating and title (§1.9) of the player's score so far."""
        total = sum(row.total for row in self.season_rows[player])
        return solo_result(total, self.edicts, self.data)
