//! Tic-tac-toe on bitboards: bit `3 * row + column`, X moves first.

use super::zobrist;
use alphabeta_runtime::{Game, MoveList, Outcome, Side};

const LINES: [u16; 8] = [
    0b000_000_111,
    0b000_111_000,
    0b111_000_000,
    0b001_001_001,
    0b010_010_010,
    0b100_100_100,
    0b100_010_001,
    0b001_010_100,
];
const FULL: u16 = 0b111_111_111;

const SALT: u64 = 3;
const SIDE_KEY: u64 = zobrist(SALT, 18);

/// The key of `side`'s mark on `square`.
const fn mark_key(side: Side, square: u8) -> u64 {
    zobrist(SALT, side.index() * 9 + square as usize)
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TicTacToe {
    /// Each side's marks, indexed by `Side::index`.
    marks: [u16; 2],
    to_move: Side,
    outcome: Option<Outcome>,
    hash: u64,
}

impl TicTacToe {
    /// Builds a position from a 9-character board read a1..c3 row by row
    /// from the bottom: `X`, `O` or `.`. The side to move follows from the
    /// counts.
    pub fn from_board(board: &str) -> TicTacToe {
        let mut position = TicTacToe::start();
        let cells: Vec<char> = board.chars().filter(|c| !c.is_whitespace()).collect();
        assert_eq!(cells.len(), 9, "a board has 9 cells: {board}");
        let xs: Vec<u8> = (0..9).filter(|&i| cells[i as usize] == 'X').collect();
        let os: Vec<u8> = (0..9).filter(|&i| cells[i as usize] == 'O').collect();
        assert!(
            xs.len() == os.len() || xs.len() == os.len() + 1,
            "bad counts: {board}"
        );
        let mut os = os.into_iter();
        for x in xs {
            position = position.play(x);
            if let Some(o) = os.next() {
                position = position.play(o);
            }
        }
        // The order of play above may have hidden a line made earlier.
        position.outcome = if has_line(position.marks[0]) {
            Some(Outcome::Win(Side::First))
        } else if has_line(position.marks[1]) {
            Some(Outcome::Win(Side::Second))
        } else if position.empty_squares() == 0 {
            Some(Outcome::Draw)
        } else {
            None
        };
        position
    }

    pub fn empty_squares(&self) -> u32 {
        9 - (self.marks[0] | self.marks[1]).count_ones()
    }
}

/// Whether `marks` completes a line.
fn has_line(marks: u16) -> bool {
    LINES.iter().any(|&line| line & !marks == 0)
}

impl Game for TicTacToe {
    type Move = u8;
    type Moves = MoveList<u8, 9>;

    fn start() -> Self {
        TicTacToe {
            marks: [0, 0],
            to_move: Side::First,
            outcome: None,
            hash: 0,
        }
    }

    fn side_to_move(&self) -> Side {
        self.to_move
    }

    fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    fn generate(&self, moves: &mut Self::Moves) {
        let empty = FULL & !(self.marks[0] | self.marks[1]);
        for square in 0..9 {
            if empty & (1 << square) != 0 {
                moves.push(square);
            }
        }
    }

    fn play(&self, square: u8) -> Self {
        let me = self.to_move;
        let mut next = *self;
        next.marks[me.index()] |= 1 << square;
        next.to_move = me.opponent();
        next.hash ^= mark_key(me, square) ^ SIDE_KEY;
        next.outcome = if has_line(next.marks[me.index()]) {
            Some(Outcome::Win(me))
        } else if next.marks[0] | next.marks[1] == FULL {
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
        let mut hash = if self.to_move == Side::Second {
            SIDE_KEY
        } else {
            0
        };
        for side in [Side::First, Side::Second] {
            for square in 0..9 {
                if self.marks[side.index()] & (1 << square) != 0 {
                    hash ^= mark_key(side, square);
                }
            }
        }
        hash
    }

    /// Lines still open to one side only, weighted by how full they are.
    fn evaluate(&self) -> i32 {
        let mine = self.marks[self.to_move.index()];
        let theirs = self.marks[self.to_move.opponent().index()];
        const WEIGHT: [i32; 4] = [0, 10, 40, 0];
        LINES
            .iter()
            .map(
                |&line| match ((mine & line).count_ones(), (theirs & line).count_ones()) {
                    (m, 0) => WEIGHT[m as usize],
                    (0, t) => -WEIGHT[t as usize],
                    _ => 0,
                },
            )
            .sum()
    }

    /// Winning first, then blocking, then centre, corners, edges.
    fn move_priority(&self, square: u8) -> i32 {
        let bit = 1 << square;
        let mine = self.marks[self.to_move.index()];
        let theirs = self.marks[self.to_move.opponent().index()];
        if has_line(mine | bit) {
            1000
        } else if has_line(theirs | bit) {
            500
        } else {
            match square {
                4 => 3,
                0 | 2 | 6 | 8 => 2,
                _ => 1,
            }
        }
    }

    fn max_remaining_plies(&self) -> Option<u32> {
        Some(self.empty_squares())
    }
}
