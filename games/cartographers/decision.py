"""What a seat may do now, as the engine publishes it for the window
(`State.decision`): the kind of decision, the shapes in hand (each with the
action it makes and whether it earns a coin), the terrains to choose from,
whose map it concerns, and what applies this turn (a ruin to cover, the
skills the seat can pay for). Everything in it comes from what the seat may
see (the maps, the card, the tasks), so the seat's own view gives the same.

Kinds: "draw" (a shape of the card), "fallback" (nothing fits: one cell),
"second" (the house skill second_shape: the same shape again), "parcel" (the
house skill extra_parcel: one more cell), "monster" (an ambush: on a
neighbour's map, `concerns`), "shrink" (the house skill small_ambush: erase a
cell of the new monster, `cells`); the last two while the maps go round the
table (`boards_passed`)."""
from __future__ import annotations

from dataclasses import dataclass

from ..core import Decision
from ..core.shape import Shape

from . import drawing, skills
from .masks import cells_of
from .placement import fits

SINGLE = Shape([(0, 0)])


@dataclass(frozen=True)
class InHand:
    """One shape the seat may draw now: `action` is the kind of action it makes
    (draw, fallback, parcel, monster), `option` the card's option index (draw
    only), `shape` as printed, `coin` whether drawing it earns a coin."""
    action: str
    shape: Shape
    option: int | None = None
    coin: bool = False

    @property
    def turns(self) -> bool:
        """A single cell has no turn or mirror image worth choosing."""
        return len(self.shape) > 1


def decision(state, player: int) -> Decision:
    """The decision of `player`, one of the actors (see the module's text)."""
    task = state.tasks[player][0]
    card = state.current_card()
    if task == "monster":
        owner = state.targets[player]
        whole = fits(state.sheets[owner].filled, card.shape)
        hand = (InHand("monster", card.shape if whole else SINGLE),)
        return Decision("monster", player, hand, (owner,),
                        (("terrains", ("monster",)), ("single", not whole)), boards_passed=True)
    if task == "shrink":
        return Decision("shrink", player, params=(("cells", cells_of(state.fresh[player])),),
                        boards_passed=True)
    if task == "parcel":
        return Decision("parcel", player, (InHand("parcel", SINGLE),), params=(("terrains", card.terrains),))
    if task == "second":
        option, terrain = state.first_draw[player]
        hand = (InHand("fallback", SINGLE) if option == -1 else
                InHand("draw", card.options[option].shape, option),)
        return Decision("second", player, hand, params=(("terrains", (terrain,)),))
    usable = tuple(dict.fromkeys(use.skill for use in skills.legal_uses(state, player)))
    ruins = drawing.ruins_rule(state, player)
    if not drawing.card_fits(state, player):
        return Decision("fallback", player, (InHand("fallback", SINGLE),),
                        params=(("terrains", drawing.fallback_terrains(state, player)), ("ruins", ruins),
                                ("skills", usable)))
    coin_skill = state.turn_skill[player] == "coin_shape"
    hand = tuple(InHand("draw", option.shape, index, option.coin or coin_skill)
                 for index, option in enumerate(card.options))
    return Decision("draw", player, hand, params=(("terrains", drawing.draw_terrains(state, player)),
                                                  ("ruins", ruins), ("skills", usable)))
