//! A specialist to measure against in the same run: a hand-written 7x6
//! Connect Four solver following the final algorithm of Pascal Pons'
//! tutorial, written for this comparison from the tutorial's description.
//!
//! It is what a person writes who knows only this one game: two 64-bit
//! bitboards with a sentinel row, threats found with a dozen shifts, moves
//! that hand the opponent a win removed before the search, moves ordered by
//! the threats they create, a table of 32-bit partial keys with a prime
//! size, and null-window bisection of the score. Its node counts reproduce
//! the tutorial's published means (3,295.5 on begin-easy against 3,298;
//! 449.59 on middle-easy against 449.6), which is the check that it is the
//! same algorithm.
//!
//! Scores follow the tutorial: 22 minus the winner's stones at the end, from
//! the side to move, 0 for a draw.

const WIDTH: i32 = 7;
const HEIGHT: i32 = 6;
const CELLS: i32 = WIDTH * HEIGHT;
const MIN_SCORE: i32 = -CELLS / 2 + 3;
const MAX_SCORE: i32 = (CELLS + 1) / 2 - 3;

const fn bottom() -> u64 {
    let mut mask = 0;
    let mut col = 0;
    while col < WIDTH {
        mask |= 1 << (col * (HEIGHT + 1));
        col += 1;
    }
    mask
}

const BOTTOM: u64 = bottom();
const BOARD: u64 = BOTTOM * ((1 << HEIGHT) - 1);

const fn column(col: i32) -> u64 {
    ((1 << HEIGHT) - 1) << (col * (HEIGHT + 1))
}

/// The empty cells that would complete four for the stones `own`.
fn threats(own: u64, taken: u64) -> u64 {
    // Vertical: three stacked below the cell.
    let mut cells = (own << 1) & (own << 2) & (own << 3);
    // Horizontal and both diagonals, the cell anywhere in the four.
    for shift in [HEIGHT + 1, HEIGHT, HEIGHT + 2] {
        let pair = (own << shift) & (own << (2 * shift));
        cells |= pair & (own << (3 * shift));
        cells |= pair & (own >> shift);
        let pair = (own >> shift) & (own >> (2 * shift));
        cells |= pair & (own << shift);
        cells |= pair & (own >> (3 * shift));
    }
    cells & (BOARD ^ taken)
}

/// A position: the side to move's stones, every stone, and the ply.
#[derive(Clone, Copy)]
pub struct Position {
    own: u64,
    taken: u64,
    plies: i32,
}

impl Position {
    /// The position after `moves`, columns `1`..=`7`, or `None` if a move is
    /// illegal or the game ended before the last one.
    pub fn from_moves(moves: &str) -> Option<Position> {
        let mut position = Position {
            own: 0,
            taken: 0,
            plies: 0,
        };
        for ch in moves.chars() {
            let col = ch.to_digit(10)? as i32 - 1;
            if !(0..WIDTH).contains(&col) || position.taken & column(col) == column(col) {
                return None;
            }
            let cell = (position.taken + (1 << (col * (HEIGHT + 1)))) & column(col);
            if position.wins() & cell != 0 {
                return None;
            }
            position.play(cell);
        }
        Some(position)
    }

    fn playable(&self) -> u64 {
        (self.taken + BOTTOM) & BOARD
    }

    fn wins(&self) -> u64 {
        threats(self.own, self.taken) & self.playable()
    }

    fn play(&mut self, cell: u64) {
        self.own ^= self.taken;
        self.taken |= cell;
        self.plies += 1;
    }

    /// A key unique to the position: the side to move's stones plus one bit
    /// above each column's top stone.
    fn key(&self) -> u64 {
        self.own + self.taken
    }

    /// The playable cells that do not let the opponent win at once.
    fn non_losing(&self) -> u64 {
        let mut playable = self.playable();
        let theirs = threats(self.own ^ self.taken, self.taken);
        let forced = playable & theirs;
        if forced != 0 {
            if forced & (forced - 1) != 0 {
                return 0;
            }
            playable = forced;
        }
        playable & !(theirs >> 1)
    }

    fn threats_after(&self, cell: u64) -> u32 {
        threats(self.own | cell, self.taken).count_ones()
    }
}

/// The solver: its table, and the nodes of the last solve.
pub struct Solver {
    keys: Vec<u32>,
    values: Vec<u8>,
    /// Calls of the search function in the last [`Solver::solve`].
    pub nodes: u64,
    order: [i32; WIDTH as usize],
}

impl Solver {
    /// A solver whose table has the first prime at or above `2^log_size` entries.
    pub fn new(log_size: u32) -> Solver {
        let size = next_prime(1 << log_size);
        let mut order = [0; WIDTH as usize];
        for (i, col) in order.iter_mut().enumerate() {
            let i = i as i32;
            *col = WIDTH / 2 + (1 - 2 * (i % 2)) * (i + 1) / 2;
        }
        Solver {
            keys: vec![0; size],
            values: vec![0; size],
            nodes: 0,
            order,
        }
    }

    /// Forgets everything.
    pub fn reset(&mut self) {
        self.keys.fill(0);
        self.nodes = 0;
    }

    fn slot(&self, key: u64) -> usize {
        (key % self.keys.len() as u64) as usize
    }

    fn get(&self, key: u64) -> i32 {
        let slot = self.slot(key);
        if self.keys[slot] == key as u32 {
            i32::from(self.values[slot])
        } else {
            0
        }
    }

    fn put(&mut self, key: u64, value: i32) {
        let slot = self.slot(key);
        self.keys[slot] = key as u32;
        self.values[slot] = value as u8;
    }

    fn negamax(&mut self, position: &Position, mut alpha: i32, mut beta: i32) -> i32 {
        self.nodes += 1;
        let moves = position.non_losing();
        if moves == 0 {
            return -(CELLS - position.plies) / 2;
        }
        if position.plies >= CELLS - 2 {
            return 0;
        }
        let min = -(CELLS - 2 - position.plies) / 2;
        if alpha < min {
            alpha = min;
            if alpha >= beta {
                return alpha;
            }
        }
        let mut max = (CELLS - 1 - position.plies) / 2;
        let key = position.key();
        let stored = self.get(key);
        if stored != 0 {
            if stored > MAX_SCORE - MIN_SCORE + 1 {
                let min = stored + 2 * MIN_SCORE - MAX_SCORE - 2;
                if alpha < min {
                    alpha = min;
                    if alpha >= beta {
                        return alpha;
                    }
                }
            } else {
                max = stored + MIN_SCORE - 1;
            }
        }
        if beta > max {
            beta = max;
            if alpha >= beta {
                return beta;
            }
        }
        // Insertion sort by threats created, stable from the centre out.
        let mut sorted = [(0u64, 0u32); WIDTH as usize];
        let mut count = 0;
        for i in (0..WIDTH as usize).rev() {
            let cell = moves & column(self.order[i]);
            if cell != 0 {
                let score = position.threats_after(cell);
                let mut at = count;
                while at > 0 && sorted[at - 1].1 > score {
                    sorted[at] = sorted[at - 1];
                    at -= 1;
                }
                sorted[at] = (cell, score);
                count += 1;
            }
        }
        for &(cell, _) in sorted[..count].iter().rev() {
            let mut child = *position;
            child.play(cell);
            let score = -self.negamax(&child, -beta, -alpha);
            if score >= beta {
                self.put(key, score + MAX_SCORE - 2 * MIN_SCORE + 2);
                return score;
            }
            alpha = alpha.max(score);
        }
        self.put(key, alpha - MIN_SCORE + 1);
        alpha
    }

    /// The exact score of `position`, which must not be over.
    pub fn solve(&mut self, position: &Position) -> i32 {
        self.nodes = 0;
        if position.wins() != 0 {
            return (CELLS + 1 - position.plies) / 2;
        }
        let mut min = -(CELLS - position.plies) / 2;
        let mut max = (CELLS + 1 - position.plies) / 2;
        while min < max {
            let mut mid = min + (max - min) / 2;
            if mid <= 0 && min / 2 < mid {
                mid = min / 2;
            } else if mid >= 0 && max / 2 > mid {
                mid = max / 2;
            }
            let result = self.negamax(position, mid, mid + 1);
            if result <= mid {
                max = result;
            } else {
                min = result;
            }
        }
        min
    }
}

fn next_prime(mut n: usize) -> usize {
    while (2..).take_while(|d| d * d <= n).any(|d| n % d == 0) {
        n += 1;
    }
    n
}
