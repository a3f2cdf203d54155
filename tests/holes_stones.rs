//! Placement games on boards with holes (`without`), against a plain
//! second implementation written here (a `Vec` of cells and a `Vec` of
//! holes, no bitboards): lines of stones and custodial captures stop at a
//! hole as at the edge, and no stone is placed on one. One board is the
//! cross (symmetric, so the searcher's mirror stays on); the other has
//! holes that the mirror does not keep, so it is searched without it. At
//! every position of seeded random games the engine's moves lead to the
//! plain rules' positions and outcomes; perft counts from the start and
//! after seeded play are those the plain rules give, stored below.

use alphabeta::runtime::notation::{legal_moves, position_to_string};
use alphabeta::runtime::{perft, BoardView, Cell, Game, Notation, Outcome, Side};

alphabeta::game! {
    /// Pente's words on the 33-cell cross: lines of four, pairs taken by
    /// enclosing them.
    CrossPente {
        board: 7 x 7 without corners 2 x 2,
        players: White, Black,
        moves: place,
        captures: custodial(2),
        win: line(4),
        draw: full,
    }
    /// Three in a row on 5 x 5 with three holes no mirror keeps: the
    /// diagonal `a1 b2 c3` and the row `a2 b2 c2` are parted at `b2`.
    Pocked {
        board: 5 x 5 without b2 d3 e5,
        players: X, O,
        moves: place,
        win: line(3),
        draw: full,
    }
}

/// The plain rules: a rectangle, its holes, the winning line, custodial
/// captures of pairs or none.
#[derive(Clone, Debug, PartialEq)]
struct Plain {
    width: i32,
    height: i32,
    holes: Vec<bool>,
    line: usize,
    custodial: bool,
    cells: Vec<Option<usize>>,
    to_move: usize,
    end: Option<Outcome>,
}

impl Plain {
    fn new(width: i32, height: i32, holes: &[(i32, i32)], line: usize, custodial: bool) -> Plain {
        let mut h = vec![false; (width * height) as usize];
        for &(x, y) in holes {
            h[(x + y * width) as usize] = true;
        }
        Plain {
            width,
            height,
            holes: h,
            line,
            custodial,
            cells: vec![None; (width * height) as usize],
            to_move: 0,
            end: None,
        }
    }

    /// The cell at `(x, y)`: `None` off the rectangle or on a hole.
    fn at(&self, x: i32, y: i32) -> Option<Option<usize>> {
        let inside = x >= 0 && y >= 0 && x < self.width && y < self.height;
        let c = (x + y * self.width) as usize;
        (inside && !self.holes[c]).then(|| self.cells[c])
    }

    /// The empty cells, each a move.
    fn moves(&self) -> Vec<(i32, i32)> {
        if self.end.is_some() {
            return Vec::new();
        }
        let mut out = Vec::new();
        for y in 0..self.height {
            for x in 0..self.width {
                if self.at(x, y) == Some(None) {
                    out.push((x, y));
                }
            }
        }
        out
    }

    fn play(&self, (x, y): (i32, i32)) -> Plain {
        let mut next = self.clone();
        let me = self.to_move;
        let them = 1 - me;
        next.cells[(x + y * self.width) as usize] = Some(me);
        let all = [
            (1, 0),
            (-1, 0),
            (0, 1),
            (0, -1),
            (1, 1),
            (-1, -1),
            (1, -1),
            (-1, 1),
        ];
        if self.custodial {
            for (dx, dy) in all {
                let enclosed = next.at(x + dx, y + dy) == Some(Some(them))
                    && next.at(x + 2 * dx, y + 2 * dy) == Some(Some(them))
                    && next.at(x + 3 * dx, y + 3 * dy) == Some(Some(me));
                if enclosed {
                    for k in 1..=2 {
                        next.cells[(x + k * dx + (y + k * dy) * self.width) as usize] = None;
                    }
                }
            }
        }
        for (dx, dy) in [(1, 0), (0, 1), (1, 1), (1, -1)] {
            let mut run = 1;
            for sign in [1, -1] {
                let mut k = 1;
                while next.at(x + sign * k * dx, y + sign * k * dy) == Some(Some(me)) {
                    run += 1;
                    k += 1;
                }
            }
            if run >= self.line {
                next.end = Some(Outcome::Win(if me == 0 {
                    Side::First
                } else {
                    Side::Second
                }));
            }
        }
        next.to_move = them;
        if next.end.is_none() && next.moves().is_empty() {
            next.end = Some(Outcome::Draw);
        }
        next
    }

    fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        self.moves()
            .into_iter()
            .map(|m| self.play(m).perft(depth - 1))
            .sum()
    }
}

/// The engine's stones, in the plain board's terms.
fn stones<G: BoardView>(p: &G, holes: &[bool]) -> Vec<Option<usize>> {
    let (w, h) = (p.files(), p.ranks());
    let mut out = vec![None; w * h];
    for y in 0..h {
        for x in 0..w {
            assert_eq!(p.on_board(x, y), !holes[x + y * w], "({x}, {y})");
            if let Cell::Stone(side) = p.cell(x, y) {
                assert!(!holes[x + y * w], "a stone on a hole");
                out[x + y * w] = Some(side.index());
            }
        }
    }
    out
}

/// Seeded random games: at each position the engine's moves are the plain
/// ones, each leading to the same stones and outcome.
fn random_games<G: BoardView + Notation + PartialEq>(start: &Plain, games: u64) {
    let mut ends = [0usize; 3];
    for seed in 1..=games {
        let mut state = seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1;
        let mut p = G::start();
        let mut b = start.clone();
        loop {
            assert_eq!(stones(&p, &b.holes), b.cells, "{}", position_to_string(&p));
            assert_eq!(p.outcome(), b.end, "{}", position_to_string(&p));
            assert_eq!(p.hash_key(), p.hash_from_scratch());
            let text = position_to_string(&p);
            assert!(G::parse_position(&text).is_ok_and(|q| q == p), "{text}");
            let moves = legal_moves(&p);
            let mut plain_moves = b.moves();
            assert_eq!(moves.len(), plain_moves.len(), "{text}");
            if moves.is_empty() {
                ends[match b.end {
                    Some(Outcome::Win(Side::First)) => 0,
                    Some(Outcome::Win(Side::Second)) => 1,
                    _ => 2,
                }] += 1;
                break;
            }
            plain_moves.sort_unstable();
            for &m in &moves {
                let child = p.play(m);
                let mut cells = [(0usize, 0usize); 4];
                assert_eq!(p.move_cells(m, &mut cells), 1);
                let (x, y) = (cells[0].0 as i32, cells[0].1 as i32);
                assert!(
                    plain_moves.binary_search(&(x, y)).is_ok(),
                    "({x}, {y}) in {text}"
                );
                let plain_child = b.play((x, y));
                assert_eq!(stones(&child, &b.holes), plain_child.cells);
                assert_eq!(child.outcome(), plain_child.end);
            }
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            let m = moves[(state % moves.len() as u64) as usize];
            let mut cells = [(0usize, 0usize); 4];
            p.move_cells(m, &mut cells);
            b = b.play((cells[0].0 as i32, cells[0].1 as i32));
            p = p.play(m);
        }
    }
    assert!(ends.iter().all(|&n| n > 0) || ends[2] == 0, "{ends:?}");
}

fn cross() -> Plain {
    let mut holes = Vec::new();
    for y in 0..7 {
        for x in 0..7 {
            if !((2..=4).contains(&x) || (2..=4).contains(&y)) {
                holes.push((x, y));
            }
        }
    }
    Plain::new(7, 7, &holes, 4, true)
}

fn pocked() -> Plain {
    Plain::new(5, 5, &[(1, 1), (3, 2), (4, 4)], 3, false)
}

#[test]
fn the_cross_plays_as_the_plain_rules() {
    random_games::<CrossPente>(&cross(), 200);
}

#[test]
fn the_pocked_board_plays_as_the_plain_rules() {
    random_games::<Pocked>(&pocked(), 300);
}

/// Perft from the start, by the plain rules and by the engine.
#[test]
fn perft_from_the_start_is_the_plain_count() {
    for (d, &n) in CROSS_START.iter().enumerate() {
        let depth = d as u32 + 1;
        assert_eq!(cross().perft(depth), n, "plain cross {depth}");
        assert_eq!(perft(&CrossPente::start(), depth), n, "cross {depth}");
    }
    for (d, &n) in POCKED_START.iter().enumerate() {
        let depth = d as u32 + 1;
        assert_eq!(pocked().perft(depth), n, "plain pocked {depth}");
        assert_eq!(perft(&Pocked::start(), depth), n, "pocked {depth}");
    }
}

/// Perft from the start at depths 1 to 3 on the cross (33 cells).
const CROSS_START: [u64; 3] = [33, 1_056, 32_736];
/// Perft from the start at depths 1 to 4 on the pocked board (22 cells).
const POCKED_START: [u64; 4] = [22, 462, 9_240, 175_560];

/// A hole is no cell: placing on one is a typed error, and the board
/// string leaves the holes out.
#[test]
fn notation_leaves_the_holes_out() {
    for hole in ["a1", "b2", "f6", "g7", "a7"] {
        assert!(
            CrossPente::parse_move(&CrossPente::start(), hole).is_err(),
            "{hole}"
        );
    }
    for hole in ["b2", "d3", "e5"] {
        assert!(
            Pocked::parse_move(&Pocked::start(), hole).is_err(),
            "{hole}"
        );
    }
    assert!(CrossPente::parse_move(&CrossPente::start(), "d4").is_ok());
    assert_eq!(
        position_to_string(&CrossPente::start()),
        ".../.../......./......./......./.../... W"
    );
    assert_eq!(
        position_to_string(&Pocked::start()),
        "..../...../..../..../..... X"
    );
}
