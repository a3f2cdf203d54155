//! Connect-four on any board that fits a 64-bit bitboard, `W` columns of
//! `H` rows. Column `c` owns bits `c * (H + 1) ..= c * (H + 1) + H`; the top
//! one is always empty padding, so that shifted lines never wrap from one
//! column into the next. It implements the optional tactics
//! (`winning_move`, `retain_non_losing`), so the solver's fast path is
//! tested too.

use super::zobrist;
use alphabeta_runtime::{Game, MoveList, Outcome, Side};

pub type Standard = ConnectFour<7, 6>;
pub type Small5x4 = ConnectFour<5, 4>;
pub type Small4x4 = ConnectFour<4, 4>;
pub type Tiny4x3 = ConnectFour<4, 3>;

const SALT: u64 = 4;
const SIDE_KEY: u64 = zobrist(SALT, 128);

/// The key of `side`'s stone on bitboard bit `bit`.
const fn stone_key(side: Side, bit: u32) -> u64 {
    zobrist(SALT, side.index() * 64 + bit as usize)
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ConnectFour<const W: usize, const H: usize> {
    /// Each side's stones, indexed by `Side::index`.
    stones: [u64; 2],
    plies: u32,
    outcome: Option<Outcome>,
    hash: u64,
}

impl<const W: usize, const H: usize> ConnectFour<W, H> {
    const FITS: () = assert!(
        W >= 1 && H >= 1 && W * (H + 1) <= 64 && 3 * (H + 2) < 64,
        "board too large"
    );
    /// The bottom cell of every column.
    const BOTTOM: u64 = {
        let mut bits = 0;
        let mut c = 0;
        while c < W {
            bits |= 1 << (c * (H + 1));
            c += 1;
        }
        bits
    };
    /// Every cell of the board, padding excluded.
    const BOARD: u64 = Self::BOTTOM * ((1 << H) - 1);

    /// Plays a sequence of columns numbered from 1, as in the standard
    /// benchmark files ("4453"). Panics on an illegal move.
    pub fn from_moves(moves: &str) -> Self {
        let mut position = Self::start();
        for ch in moves.chars() {
            let col = ch.to_digit(10).expect("a column digit") as usize - 1;
            assert!(
                position.outcome.is_none() && position.can_play(col),
                "{col} illegal in {moves}"
            );
            position = position.play(col as u8);
        }
        position
    }

    /// Each side's stones, indexed by `Side::index`: column `c`, row `r`
    /// (from the bottom) is bit `c * (H + 1) + r`.
    pub fn stones(&self) -> [u64; 2] {
        self.stones
    }

    /// How many stones have been played.
    pub fn plies(&self) -> u32 {
        self.plies
    }

    fn occupied(&self) -> u64 {
        self.stones[0] | self.stones[1]
    }

    fn column_mask(col: usize) -> u64 {
        ((1 << H) - 1) << (col * (H + 1))
    }

    /// The empty cell a stone dropped into `col` lands on (zero if full).
    fn landing_cell(&self, col: usize) -> u64 {
        (self.occupied() + (1 << (col * (H + 1)))) & Self::column_mask(col)
    }

    /// The cell each column's next stone lands on.
    fn playable_cells(&self) -> u64 {
        (self.occupied() + Self::BOTTOM) & Self::BOARD
    }

    pub fn can_play(&self, col: usize) -> bool {
        col < W && self.landing_cell(col) != 0
    }

    /// Whether `stones` hold four in a row in any direction.
    fn has_four(stones: u64) -> bool {
        [1, H, H + 1, H + 2].into_iter().any(|d| {
            let pairs = stones & (stones >> d);
            pairs & (pairs >> (2 * d)) != 0
        })
    }

    /// The empty cells that would complete four for `stones`.
    fn winning_cells(&self, stones: u64) -> u64 {
        let p = stones;
        let mut cells = (p << 1) & (p << 2) & (p << 3);
        for d in [H, H + 1, H + 2] {
            let two_below = (p << d) & (p << (2 * d));
            cells |= two_below & (p << (3 * d));
            cells |= two_below & (p >> d);
            let two_above = (p >> d) & (p >> (2 * d));
            cells |= two_above & (p << d);
            cells |= two_above & (p >> (3 * d));
        }
        cells & Self::BOARD & !self.occupied()
    }

    /// Stones near the centre take part in more lines.
    fn column_weight(col: usize) -> i32 {
        col.min(W - 1 - col) as i32 + 1
    }
}

impl<const W: usize, const H: usize> Game for ConnectFour<W, H> {
    type Move = u8;
    type Moves = MoveList<u8, W>;

    fn start() -> Self {
        let () = Self::FITS;
        ConnectFour {
            stones: [0, 0],
            plies: 0,
            outcome: None,
            hash: 0,
        }
    }

    fn side_to_move(&self) -> Side {
        if self.plies % 2 == 0 {
            Side::First
        } else {
            Side::Second
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    fn generate(&self, moves: &mut Self::Moves) {
        for col in 0..W {
            if self.can_play(col) {
                moves.push(col as u8);
            }
        }
    }

    fn play(&self, col: u8) -> Self {
        let me = self.side_to_move();
        let cell = self.landing_cell(col as usize);
        debug_assert!(cell != 0, "column {col} is full");
        let mut next = *self;
        next.stones[me.index()] |= cell;
        next.plies += 1;
        next.hash ^= stone_key(me, cell.trailing_zeros()) ^ SIDE_KEY;
        next.outcome = if Self::has_four(next.stones[me.index()]) {
            Some(Outcome::Win(me))
        } else if next.plies as usize == W * H {
            Some(Outcome::Draw)
        } else {
            None
        };
        next
    }

    fn hash_key(&self) -> u64 {
        self.hash
    }

    fn hash_from_scratch(&self) -> u64 {
        let mut hash = if self.side_to_move() == Side::Second {
            SIDE_KEY
        } else {
            0
        };
        for side in [Side::First, Side::Second] {
            for bit in 0..64 {
                if self.stones[side.index()] & (1 << bit) != 0 {
                    hash ^= stone_key(side, bit);
                }
            }
        }
        hash
    }

    /// Cells that would complete four, and stones near the centre.
    fn evaluate(&self) -> i32 {
        let me = self.side_to_move().index();
        let threats = |side: usize| self.winning_cells(self.stones[side]).count_ones() as i32;
        let central = |side: usize| -> i32 {
            (0..W)
                .map(|col| {
                    let count = (self.stones[side] & Self::column_mask(col)).count_ones() as i32;
                    count * Self::column_weight(col)
                })
                .sum()
        };
        20 * (threats(me) - threats(1 - me)) + 3 * (central(me) - central(1 - me))
    }

    /// Winning, then blocking, then central columns; a stone that lets the
    /// opponent win on top of it comes last.
    fn move_priority(&self, col: u8) -> i32 {
        let me = self.side_to_move().index();
        let cell = self.landing_cell(col as usize);
        if self.winning_cells(self.stones[me]) & cell != 0 {
            1000
        } else if self.winning_cells(self.stones[1 - me]) & cell != 0 {
            500
        } else if self.winning_cells(self.stones[1 - me]) & (cell << 1) != 0 {
            -100
        } else {
            Self::column_weight(col as usize)
        }
    }

    fn max_remaining_plies(&self) -> Option<u32> {
        Some((W * H) as u32 - self.plies)
    }

    const KNOWS_TACTICS: bool = true;

    fn winning_move(&self) -> Option<u8> {
        let me = self.side_to_move().index();
        let wins = self.winning_cells(self.stones[me]) & self.playable_cells();
        (wins != 0).then(|| (wins.trailing_zeros() as usize / (H + 1)) as u8)
    }

    /// A move loses at once if it leaves a cell where the opponent completes
    /// four playable: one already there, or the one it uncovers.
    fn retain_non_losing(&self, moves: &mut Self::Moves) -> bool {
        let threats = self.winning_cells(self.stones[1 - self.side_to_move().index()]);
        let playable = self.playable_cells();
        moves.retain(|col| {
            let cell = self.landing_cell(col as usize);
            let playable_after = (playable & !cell) | ((cell << 1) & Self::BOARD);
            playable_after & threats == 0
        });
        !moves.is_empty()
    }
}
