"""Golden playthroughs, as OpenSpiel keeps them: a few recorded games per game
(seed, options, every action with the text of the step it led to, the final
scores) that a fresh run must reproduce exactly. After a deliberate rule
change, record them anew with `python -m tests.golden_games` and read the diff."""
from __future__ import annotations

import json
import random
import sys
from pathlib import Path

FOLDER = Path(__file__).with_name("golden")
# (game, players, seed, options, bot level)
PLAYTHROUGHS = [
    ("limes", 1, 3, {}, "greedy"), ("limes", 2, 8, {}, "random"),
    ("majesty", 2, 4, {"sides": "A"}, "greedy"), ("majesty", 4, 9, {"sides": "B"}, "random"),
    ("rome", 2, 5, {"variant": "basic"}, "greedy"), ("rome", 3, 6, {"variant": "advanced"}, "random"),
    ("cartographers", 1, 2, {}, "greedy"), ("cartographers", 3, 7, {"skills": True}, "random"),
]


def step_text(state) -> str:
    """What a step shows: phase, who acts, how many actions each may take, the scores."""
    actors = state.actors()
    legal = [state.legal_actions(p).count() for p in actors]
    totals = [sheet.total for sheet in state.score_sheets()]
    return f"phase={state.phase} actors={actors} legal={legal} totals={totals}"


def file_of(game_id: str, players: int, seed: int) -> Path:
    return FOLDER / f"{game_id}-{players}p-seed{seed}.json"


def record(games: dict, game_id: str, players: int, seed: int, options: dict, level: str) -> dict:
    game = games[game_id]
    state = game.new_game([f"P{i}" for i in range(players)], seed, options)
    rng, bot, steps = random.Random(seed), game.bots[level], []
    while not state.is_over():
        player = rng.choice(state.actors())
        action = bot(state, player, rng)
        state.apply(player, action)
        steps.append([player, action.to_dict(), step_text(state)])
    return {"game": game_id, "players": players, "seed": seed, "options": options, "level": level,
            "steps": steps, "scores": [sheet.total for sheet in state.score_sheets()],
            "winners": state.winners()}


def main() -> int:
    from games import GAMES
    FOLDER.mkdir(exist_ok=True)
    for game_id, players, seed, options, level in PLAYTHROUGHS:
        data = record(GAMES, game_id, players, seed, options, level)
        path = file_of(game_id, players, seed)
        path.write_text(json.dumps(data, indent=0, ensure_ascii=False) + "\n", encoding="utf-8")
        print(f"{path.name}: {len(data['steps'])} steps, scores {data['scores']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
