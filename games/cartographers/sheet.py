"""One player's map sheet: a bitmask per terrain, the ruins overlay and the coin
track. A Sheet never changes; drawing returns a new one (cheap undo)."""
from __future__ import annotations

from operator import attrgetter

from .masks import FULL, MAP, bit, cells_of, neighbours

TERRAINS = ("forest", "village", "farm", "water", "monster", "mountain", "wasteland")
DRAWABLE = TERRAINS[:5]
LETTERS = {"F": "forest", "V": "village", "A": "farm", "W": "water", "M": "monster",
           "^": "mountain", "X": "wasteland"}
LETTER_OF = {terrain: letter for letter, terrain in LETTERS.items()}


class Sheet:
    """Terrain masks (`forest`, ..., `wasteland`), `filled`, `ruins` (the map's
    ruins cells, drawn on or not), `coins` earned on the track, `spent` of them
    crossed out for skills, `paid` mountains that gave their coin, `minted` the
    cells of the coin shapes drawn (where the coins came from, for the results)."""
    __slots__ = TERRAINS + ("side", "ruins", "filled", "coins", "spent", "paid", "minted")

    def __init__(self, side, terrain_masks: dict, coins: int = 0, spent: int = 0, paid: int = 0,
                 minted: int = 0):
        self.side = side
        filled = 0
        for name in TERRAINS:
            value = terrain_masks.get(name, 0)
            setattr(self, name, value)
            filled |= value
        self.filled = filled
        self.ruins = side.ruins_mask
        self.coins, self.spent, self.paid, self.minted = coins, spent, paid, minted

    @classmethod
    def blank(cls, side) -> "Sheet":
        """A fresh sheet of map side `side`: only its mountains and wasteland."""
        return cls(side, {"mountain": side.mountain_mask, "wasteland": side.wasteland_mask})

    def masks(self) -> dict:
        return {name: getattr(self, name) for name in TERRAINS}

    # --- reading ---------------------------------------------------------------------
    @property
    def size(self) -> tuple[int, int]:
        """(rows, columns) of the map."""
        return MAP.rows, MAP.cols

    @staticmethod
    def on_map(cell) -> bool:
        return MAP.in_bounds(tuple(cell))

    def cells_of(self, name: str) -> tuple:
        """The cells of a terrain, or of `ruins`, `open_ruins`, `paid` (mountains that
        gave their coin), `filled`, `empty`: for drawing the map, never a rule."""
        return cells_of(getattr(self, name))

    @property
    def empty(self) -> int:
        return FULL & ~self.filled

    @property
    def open_ruins(self) -> int:
        """Ruins cells nothing was drawn on yet."""
        return self.ruins & ~self.filled

    @property
    def coins_left(self) -> int:
        """Coins that score and can pay for skills: earned minus crossed out."""
        return self.coins - self.spent

    def terrain_at(self, cell) -> str | None:
        b = bit(cell)
        for name in TERRAINS:
            if getattr(self, name) & b:
                return name
        return None

    def grid(self) -> list[list[str | None]]:
        """11 rows of 11 terrain names (None = empty), for drawing the map."""
        rows = [[None] * 11 for _ in range(11)]
        for name in TERRAINS:
            for r, c in cells_of(getattr(self, name)):
                rows[r][c] = name
        return rows

    def rows(self) -> list[str]:
        """The map as position-file text rows (F V A W M ^ X, r = open ruins, . = empty)."""
        out = []
        grid = self.grid()
        for r in range(11):
            out.append("".join(LETTER_OF[t] if t else ("r" if self.ruins & bit((r, c)) else ".")
                               for c, t in enumerate(grid[r])))
        return out

    # --- changing (returns a new sheet) ---------------------------------------------------
    def _with(self, terrain_masks: dict, coins: int | None = None, spent: int | None = None,
              paid: int | None = None, minted: int | None = None) -> "Sheet":
        return Sheet(self.side, terrain_masks, self.coins if coins is None else coins,
                     self.spent if spent is None else spent, self.paid if paid is None else paid,
                     self.minted if minted is None else minted)

    def drawn(self, mask: int, terrain: str, coin: bool = False) -> "Sheet":
        """The sheet with `mask` filled with `terrain`; a coin shape gains a coin and
        every newly surrounded mountain gains one for the owner (§1.4, §4 #8)."""
        other = self._copy()   # the bots' hot path: no masks dict, no constructor
        setattr(other, terrain, getattr(self, terrain) | mask)
        filled = other.filled = self.filled | mask
        paid, gained = self.paid, int(coin)
        if neighbours(mask) & self.mountain & ~paid:
            for mountain in cells_of(self.mountain & ~paid):
                m = bit(mountain)
                if not neighbours(m) & ~filled:
                    paid |= m
                    gained += 1
        other.coins = min(self.side.coin_track, self.coins + gained)   # §4 #2: beyond 14 are lost
        other.paid = paid
        if coin:
            other.minted = self.minted | mask
        return other

    def _copy(self) -> "Sheet":
        """The same sheet, every slot shared (they are numbers and the side)."""
        other = Sheet.__new__(Sheet)
        (other.forest, other.village, other.farm, other.water, other.monster, other.mountain,
         other.wasteland, other.side, other.ruins, other.filled, other.coins, other.spent,
         other.paid, other.minted) = _ALL_SLOTS(self)
        return other

    def paying(self, cost: int) -> "Sheet":
        """Cross out `cost` earned coins (skills, §1.10)."""
        return self._with(self.masks(), spent=self.spent + cost)

    def erased(self, mask: int) -> "Sheet":
        """Monster cells of `mask` become empty again (house skills); coins stay earned."""
        terrain_masks = self.masks()
        terrain_masks["monster"] &= ~mask
        return self._with(terrain_masks, minted=self.minted & ~(mask & self.monster))

    def __eq__(self, other) -> bool:
        return (isinstance(other, Sheet) and self.side == other.side
                and self.masks() == other.masks()
                and (self.coins, self.spent, self.paid) == (other.coins, other.spent, other.paid))

    __hash__ = None

    def __repr__(self) -> str:
        return f"Sheet({self.side.letter}, coins={self.coins}, spent={self.spent})"


_ALL_SLOTS = attrgetter(*Sheet.__slots__)   # in slot order: a new slot breaks _copy loudly
