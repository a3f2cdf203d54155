//! Othello on a 4x4 board: square `4 * row + column`, a1 = 0 at the
//! bottom left, the standard centre start (b2 and c3 white, c2 and b3
//! black), black first. A side with no legal move must play the explicit
//! move [`PASS`]; when neither side can move the move list is empty and
//! [`Game::no_moves`] counts discs. A full board ends the game at once.

use super::zobrist;
use alphabeta_runtime::{Game, MoveList, Outcome, Side};

/// The forced pass.
pub const PASS: u8 = 16;

const SALT: u64 = 6;
const SIDE_KEY: u64 = zobrist(SALT, 32);
const DIRECTIONS: [(i8, i8); 8] = [
    (-1, -1),
    (-1, 0),
    (-1, 1),
    (0, -1),
    (0, 1),
    (1, -1),
    (1, 0),
    (1, 1),
];
const CORNERS: u16 = 1 | 1 << 3 | 1 << 12 | 1 << 15;
const EDGES: u16 = 0b1111_1001_1001_1111 & !CORNERS;

/// The key of `side`'s disc on `square`.
const fn disc_key(side: Side, square: u32) -> u64 {
    zobrist(SALT, side.index() * 16 + square as usize)
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Othello4 {
    /// Each side's discs, indexed by `Side::index` (black is `First`).
    discs: [u16; 2],
    to_move: Side,
    outcome: Option<Outcome>,
    hash: u64,
}

/// The opponent discs that `mine` would flip by playing on `square`.
fn flips(mine: u16, theirs: u16, square: u8) -> u16 {
    let (row, col) = ((square / 4) as i8, (square % 4) as i8);
    let mut flipped = 0;
    for (dr, dc) in DIRECTIONS {
        let (mut r, mut c, mut line) = (row + dr, col + dc, 0u16);
        while (0..4).contains(&r) && (0..4).contains(&c) {
            let bit = 1 << (4 * r + c);
            if theirs & bit != 0 {
                line |= bit;
            } else {
                if mine & bit != 0 {
                    flipped |= line;
                }
                break;
            }
            r += dr;
            c += dc;
        }
    }
    flipped
}

/// The squares where `mine` may play.
fn legal_squares(mine: u16, theirs: u16) -> u16 {
    let empty = !(mine | theirs);
    (0..16)
        .filter(|&sq| empty & (1 << sq) != 0 && flips(mine, theirs, sq) != 0)
        .fold(0, |set, sq| set | 1 << sq)
}

/// More discs wins.
fn disc_count_outcome(discs: [u16; 2]) -> Outcome {
    match discs[0].count_ones().cmp(&discs[1].count_ones()) {
        core::cmp::Ordering::Greater => Outcome::Win(Side::First),
        core::cmp::Ordering::Less => Outcome::Win(Side::Second),
        core::cmp::Ordering::Equal => Outcome::Draw,
    }
}

impl Othello4 {
    fn mine_theirs(&self) -> (u16, u16) {
        (
            self.discs[self.to_move.index()],
            self.discs[self.to_move.opponent().index()],
        )
    }

    pub fn disc_count(&self, side: Side) -> u32 {
        self.discs[side.index()].count_ones()
    }
}

impl Game for Othello4 {
    type Move = u8;
    type Moves = MoveList<u8, 16>;

    fn start() -> Self {
        let mut position = Othello4 {
            discs: [1 << 6 | 1 << 9, 1 << 5 | 1 << 10],
            to_move: Side::First,
            outcome: None,
            hash: 0,
        };
        position.hash = position.hash_from_scratch();
        position
    }

    fn side_to_move(&self) -> Side {
        self.to_move
    }

    fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    fn generate(&self, moves: &mut Self::Moves) {
        let (mine, theirs) = self.mine_theirs();
        let legal = legal_squares(mine, theirs);
        for square in 0..16 {
            if legal & (1 << square) != 0 {
                moves.push(square);
            }
        }
        if legal == 0 && legal_squares(theirs, mine) != 0 {
            moves.push(PASS);
        }
    }

    fn play(&self, mv: u8) -> Self {
        let (me, them) = (self.to_move, self.to_move.opponent());
        let mut next = *self;
        next.to_move = them;
        next.hash ^= SIDE_KEY;
        if mv == PASS {
            return next;
        }
        let (mine, theirs) = self.mine_theirs();
        let flipped = flips(mine, theirs, mv);
        debug_assert!(flipped != 0, "{mv} flips nothing");
        next.discs[me.index()] |= flipped | 1 << mv;
        next.discs[them.index()] &= !flipped;
        next.hash ^= disc_key(me, u32::from(mv));
        let mut rest = flipped;
        while rest != 0 {
            let square = rest.trailing_zeros();
            next.hash ^= disc_key(me, square) ^ disc_key(them, square);
            rest &= rest - 1;
        }
        if next.discs[0] | next.discs[1] == u16::MAX {
            next.outcome = Some(disc_count_outcome(next.discs));
        }
        next
    }

    fn hash_key(&self) -> u64 {
        self.hash
    }

    fn hash_from_scratch(&self) -> u64 {
        let mut hash = if self.to_move == Side::Second {
            SIDE_KEY
        } else {
            0
        };
        for side in [Side::First, Side::Second] {
            for square in 0..16 {
                if self.discs[side.index()] & (1 << square) != 0 {
                    hash ^= disc_key(side, square);
                }
            }
        }
        hash
    }

    fn no_moves(&self) -> Outcome {
        disc_count_outcome(self.discs)
    }

    /// Discs, corners, and mobility.
    fn evaluate(&self) -> i32 {
        let (mine, theirs) = self.mine_theirs();
        let count = |set: u16| set.count_ones() as i32;
        let discs = count(mine) - count(theirs);
        let corners = count(mine & CORNERS) - count(theirs & CORNERS);
        let mobility = count(legal_squares(mine, theirs)) - count(legal_squares(theirs, mine));
        10 * discs + 40 * corners + 15 * mobility
    }

    /// Corners, then edges, then by how much a move flips.
    fn move_priority(&self, mv: u8) -> i32 {
        if mv == PASS {
            return 0;
        }
        let (mine, theirs) = self.mine_theirs();
        let bit = 1 << mv;
        let place = if CORNERS & bit != 0 {
            100
        } else if EDGES & bit != 0 {
            20
        } else {
            0
        };
        place + flips(mine, theirs, mv).count_ones() as i32
    }
}
