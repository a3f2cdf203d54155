//! A plain second implementation of placement games with custodial
//! captures and turns of two stones, for checking the declared games'
//! perft: a vector of cells, no bitboards, no tables, every rule written
//! out the obvious way. A turn is counted as the set of cells it fills.

/// The rules: a board, the line that wins, custodial captures of `n`,
/// a win by captured stones, and the stones each turn places (the last
/// count repeating).
#[derive(Clone, Debug)]
pub struct Rules {
    pub width: usize,
    pub height: usize,
    pub line: usize,
    pub custodial: Option<usize>,
    pub capture_win: Option<u32>,
    pub turns: Vec<usize>,
}

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum End {
    Win(usize),
    Draw,
}

#[derive(Clone, Debug)]
pub struct Plain {
    pub rules: Rules,
    /// `None` empty, `Some(p)` a stone of player `p` (0 moves first).
    pub cells: Vec<Option<usize>>,
    pub to_move: usize,
    pub captured: [u32; 2],
    pub turn: usize,
    pub left: usize,
    pub end: Option<End>,
}

const DIRECTIONS: [(i32, i32); 8] = [
    (1, 0),
    (-1, 0),
    (0, 1),
    (0, -1),
    (1, 1),
    (-1, -1),
    (1, -1),
    (-1, 1),
];

impl Plain {
    pub fn new(rules: Rules) -> Plain {
        let cells = vec![None; rules.width * rules.height];
        let left = rules.turns.first().copied().unwrap_or(1);
        Plain {
            rules,
            cells,
            to_move: 0,
            captured: [0, 0],
            turn: 0,
            left,
            end: None,
        }
    }

    fn at(&self, col: i32, row: i32) -> Option<Option<usize>> {
        let (w, h) = (self.rules.width as i32, self.rules.height as i32);
        (col >= 0 && row >= 0 && col < w && row < h).then(|| self.cells[(row * w + col) as usize])
    }

    fn index(&self, col: usize, row: usize) -> usize {
        row * self.rules.width + col
    }

    /// The stones of `player` in a row through `(col, row)` along `(dx, dy)`.
    fn run(&self, col: i32, row: i32, (dx, dy): (i32, i32), player: usize) -> usize {
        let mut n = 1;
        for sign in [1, -1] {
            let (mut c, mut r) = (col + sign * dx, row + sign * dy);
            while self.at(c, r) == Some(Some(player)) {
                n += 1;
                c += sign * dx;
                r += sign * dy;
            }
        }
        n
    }

    /// Whether the stone of `player` on `(col, row)` is in a line of the
    /// rules' length (captures never make lines, so the last stone's
    /// lines are the only new ones).
    fn in_line(&self, col: usize, row: usize, player: usize) -> bool {
        DIRECTIONS
            .iter()
            .any(|&d| self.run(col as i32, row as i32, d, player) >= self.rules.line)
    }

    fn full(&self) -> bool {
        self.cells.iter().all(Option::is_some)
    }

    /// Puts a stone of the side to move on `(col, row)`, takes what it
    /// encloses, and judges; does not touch the turn.
    fn put(&mut self, col: usize, row: usize) {
        let me = self.to_move;
        let i = self.index(col, row);
        assert!(self.cells[i].is_none(), "occupied");
        self.cells[i] = Some(me);
        if let Some(n) = self.rules.custodial {
            for (dx, dy) in DIRECTIONS {
                let enclosed = (1..=n as i32).all(|k| {
                    self.at(col as i32 + k * dx, row as i32 + k * dy) == Some(Some(1 - me))
                });
                let closed = self.at(
                    col as i32 + (n as i32 + 1) * dx,
                    row as i32 + (n as i32 + 1) * dy,
                ) == Some(Some(me));
                if enclosed && closed {
                    for k in 1..=n as i32 {
                        let (c, r) = (col as i32 + k * dx, row as i32 + k * dy);
                        let j = self.index(c as usize, r as usize);
                        self.cells[j] = None;
                        self.captured[me] += 1;
                    }
                }
            }
        }
        let captured_enough = self
            .rules
            .capture_win
            .is_some_and(|k| self.captured[me] >= k);
        self.end = if self.in_line(col, row, me) || captured_enough {
            Some(End::Win(me))
        } else if self.full() {
            Some(End::Draw)
        } else {
            None
        };
    }

    /// Plays one stone, as the declared game does, keeping the turn.
    pub fn play_stone(&mut self, col: usize, row: usize) {
        self.put(col, row);
        self.left -= 1;
        if self.left == 0 || self.end.is_some() {
            self.turn = (self.turn + 1).min(self.rules.turns.len().saturating_sub(1));
            self.left = self.rules.turns.get(self.turn).copied().unwrap_or(1);
            self.to_move = 1 - self.to_move;
        }
    }

    fn empty_cells(&self) -> Vec<(usize, usize)> {
        let mut out = Vec::new();
        for row in 0..self.rules.height {
            for col in 0..self.rules.width {
                if self.cells[self.index(col, row)].is_none() {
                    out.push((col, row));
                }
            }
        }
        out
    }

    /// Every legal turn, as the cells it fills: one stone, or a set of two
    /// whose stones do not both end the game alone (whichever goes first
    /// would end the turn); a stone that ends the game alone is a turn.
    pub fn turns(&self) -> Vec<Vec<(usize, usize)>> {
        let empty = self.empty_cells();
        if self.left < 2 {
            return empty.into_iter().map(|c| vec![c]).collect();
        }
        let ends_alone: Vec<bool> = empty
            .iter()
            .map(|&(c, r)| {
                let mut after = self.clone();
                after.put(c, r);
                after.end.is_some()
            })
            .collect();
        let mut out = Vec::new();
        for (i, &a) in empty.iter().enumerate() {
            if ends_alone[i] {
                out.push(vec![a]);
            }
            for (j, &b) in empty.iter().enumerate().skip(i + 1) {
                if !(ends_alone[i] && ends_alone[j]) {
                    out.push(vec![a, b]);
                }
            }
        }
        out
    }

    /// Plays a whole turn: its stones, the one that does not end the game
    /// alone first.
    pub fn play_turn(&self, turn: &[(usize, usize)]) -> Plain {
        let mut next = self.clone();
        let mut order = turn.to_vec();
        if order.len() == 2 {
            let mut first = self.clone();
            first.put(order[0].0, order[0].1);
            if first.end.is_some() {
                order.swap(0, 1);
            }
        }
        for (c, r) in order {
            next.play_stone(c, r);
        }
        next
    }

    /// Turn paths of exactly `depth` turns; a game that ends sooner counts 0.
    pub fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        if self.end.is_some() {
            return 0;
        }
        let turns = self.turns();
        if depth == 1 {
            return turns.len() as u64;
        }
        turns
            .iter()
            .map(|t| self.play_turn(t).perft(depth - 1))
            .sum()
    }
}
