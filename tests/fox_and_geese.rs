//! Fox and Geese on the 33-cell cross against a plain second
//! implementation written here (a `Vec` of cells, no bitboards): no engine
//! we can run has the game. At every position of a tree from the start and
//! of seeded random games, the positions the engine's moves lead to are
//! those the plain rules give, as many times each (two jump chains that
//! take the same geese to the same cell are two moves); perft counts the
//! plain rules gave are stored below and asserted for both. The key, the
//! position string and the notation are checked along the same games.

use alphabeta::games::fox_and_geese::FoxAndGeese;
use alphabeta::runtime::notation::{legal_moves, move_to_string, position_to_string};
use alphabeta::runtime::{perft, BoardView, Cell, Game, Notation, Outcome, Side};

/// The rectangle's width and height.
const W: usize = 7;

/// What stands on a cell of the plain board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
enum Plain {
    Empty,
    Fox,
    Goose,
    /// Off the cross: one of the four 2 x 2 corners.
    Hole,
}

/// A position of the plain implementation: 49 cells, `a1` first, and
/// whether the fox is to move.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
struct Board {
    cells: Vec<Plain>,
    fox_to_move: bool,
}

/// Whether `(x, y)` is on the cross: in the middle three columns or rows.
fn on_cross(x: i32, y: i32) -> bool {
    (0..7).contains(&x) && (0..7).contains(&y) && ((2..=4).contains(&x) || (2..=4).contains(&y))
}

impl Board {
    /// The fox on d4, the geese on every cell of rows 5 to 7.
    fn start() -> Board {
        let mut cells = vec![Plain::Empty; W * W];
        for y in 0..7 {
            for x in 0..7 {
                let c = (x + y * 7) as usize;
                cells[c] = if !on_cross(x, y) {
                    Plain::Hole
                } else if y >= 4 {
                    Plain::Goose
                } else {
                    Plain::Empty
                };
            }
        }
        cells[3 + 3 * W] = Plain::Fox;
        Board {
            cells,
            fox_to_move: true,
        }
    }

    fn at(&self, x: i32, y: i32) -> Plain {
        if on_cross(x, y) {
            self.cells[(x + y * 7) as usize]
        } else {
            Plain::Hole
        }
    }

    /// Every position one move leads to, once per move.
    fn children(&self) -> Vec<Board> {
        let mut out = Vec::new();
        let orthogonal = [(1, 0), (-1, 0), (0, 1), (0, -1)];
        for y in 0..7i32 {
            for x in 0..7i32 {
                let here = self.at(x, y);
                if self.fox_to_move && here == Plain::Fox {
                    for (dx, dy) in orthogonal {
                        if self.at(x + dx, y + dy) == Plain::Empty {
                            out.push(self.moved((x, y), (x + dx, y + dy), &[]));
                        }
                    }
                    let mut lifted = self.clone();
                    lifted.cells[(x + y * 7) as usize] = Plain::Empty;
                    lifted.chains((x, y), &mut Vec::new(), &mut out);
                } else if !self.fox_to_move && here == Plain::Goose {
                    // The geese come down towards the fox: forward is down.
                    for (dx, dy) in [(0, -1), (1, 0), (-1, 0)] {
                        if self.at(x + dx, y + dy) == Plain::Empty {
                            out.push(self.moved((x, y), (x + dx, y + dy), &[]));
                        }
                    }
                }
            }
        }
        out
    }

    /// The jumps of the fox, now at `(x, y)` on `self` (with the fox
    /// lifted and the geese taken so far gone): each chain goes on while a
    /// jump can, and every finished chain is a move.
    fn chains(&self, (x, y): (i32, i32), taken: &mut Vec<(i32, i32)>, out: &mut Vec<Board>) {
        let mut extended = false;
        for (dx, dy) in [(1, 0), (-1, 0), (0, 1), (0, -1)] {
            if self.at(x + dx, y + dy) == Plain::Goose
                && self.at(x + 2 * dx, y + 2 * dy) == Plain::Empty
            {
                extended = true;
                let mut next = self.clone();
                next.cells[(x + dx + (y + dy) * 7) as usize] = Plain::Empty;
                taken.push((x + dx, y + dy));
                next.chains((x + 2 * dx, y + 2 * dy), taken, out);
                taken.pop();
            }
        }
        if !extended && !taken.is_empty() {
            let mut done = self.clone();
            done.cells[(x + y * 7) as usize] = Plain::Fox;
            done.fox_to_move = !done.fox_to_move;
            out.push(done);
        }
    }

    /// `self` after the piece on `from` goes to `to`, taking `taken`.
    fn moved(&self, from: (i32, i32), to: (i32, i32), taken: &[(i32, i32)]) -> Board {
        let mut next = self.clone();
        let piece = self.at(from.0, from.1);
        next.cells[(from.0 + from.1 * 7) as usize] = Plain::Empty;
        for &(x, y) in taken {
            next.cells[(x + y * 7) as usize] = Plain::Empty;
        }
        next.cells[(to.0 + to.1 * 7) as usize] = piece;
        next.fox_to_move = !self.fox_to_move;
        next
    }

    /// Paths of `depth` moves; a position without moves ends the game.
    fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        self.children().iter().map(|c| c.perft(depth - 1)).sum()
    }
}

/// The engine's position as a plain board.
fn plain(p: &FoxAndGeese) -> Board {
    let mut cells = vec![Plain::Hole; W * W];
    for y in 0..W {
        for x in 0..W {
            if !p.on_board(x, y) {
                continue;
            }
            cells[x + y * W] = match p.cell(x, y) {
                Cell::Empty => Plain::Empty,
                Cell::Piece(Side::First, _) => Plain::Fox,
                Cell::Piece(Side::Second, _) => Plain::Goose,
                other => panic!("{other:?} on the cross"),
            };
        }
    }
    Board {
        cells,
        fox_to_move: p.side_to_move() == Side::First,
    }
}

/// The engine's children of `p`, as plain boards, sorted.
fn engine_children(p: &FoxAndGeese) -> Vec<Board> {
    let mut out: Vec<Board> = legal_moves(p)
        .into_iter()
        .map(|m| plain(&p.play(m)))
        .collect();
    out.sort();
    out
}

/// The engine and the plain rules agree on the moves of `p`, and the
/// engine ends the game exactly when the player to move has none.
fn agree(p: &FoxAndGeese) {
    let mut expected = plain(p).children();
    expected.sort();
    assert_eq!(engine_children(p), expected, "{}", position_to_string(p));
    // Only `no moves: lose` ends the game: the runtime asks `no_moves`
    // when a position has none.
    assert_eq!(p.outcome(), None, "{}", position_to_string(p));
    if expected.is_empty() {
        assert_eq!(p.no_moves(), Outcome::Win(p.side_to_move().opponent()));
    }
}

/// A small seeded generator (xorshift), for random games.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

/// Perft from the start at depths 1 to 5, as the plain rules count it.
const START: [u64; 5] = [3, 19, 64, 632, 2_192];

#[test]
fn perft_from_the_start_is_the_plain_count() {
    let start = FoxAndGeese::start();
    for (d, &n) in START.iter().enumerate() {
        let depth = d as u32 + 1;
        assert_eq!(Board::start().perft(depth), n, "plain, depth {depth}");
        assert_eq!(perft(&start, depth), n, "engine, depth {depth}");
    }
}

#[test]
fn the_start_is_the_cross_with_the_fox_in_the_middle() {
    let start = FoxAndGeese::start();
    assert_eq!(plain(&start), Board::start());
    assert_eq!(position_to_string(&start), "ggg/ggg/ggggggg/3F3/7/3/3 f");
}

/// Every position to depth 4 from the start.
#[test]
fn every_move_near_the_start_is_a_plain_move() {
    fn walk(p: &FoxAndGeese, depth: u32) {
        agree(p);
        if depth > 0 {
            for m in legal_moves(p) {
                walk(&p.play(m), depth - 1);
            }
        }
    }
    walk(&FoxAndGeese::start(), 4);
}

/// Seeded random games to their end (or 200 plies): the moves agree at
/// every position, the key updated move by move is the key computed from
/// scratch, and the position string and each move's name read back.
#[test]
fn seeded_random_games_agree_with_the_plain_rules() {
    let mut ended = [0usize; 2];
    for seed in 1..=60u64 {
        let mut rng = Rng(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1);
        let mut p = FoxAndGeese::start();
        for _ in 0..200 {
            agree(&p);
            assert_eq!(p.hash_key(), p.hash_from_scratch());
            let text = position_to_string(&p);
            assert_eq!(FoxAndGeese::parse_position(&text).ok(), Some(p), "{text}");
            let moves = legal_moves(&p);
            if moves.is_empty() {
                ended[p.side_to_move().index()] += 1;
                break;
            }
            for &m in &moves {
                let name = move_to_string(&p, m);
                assert_eq!(FoxAndGeese::parse_move(&p, &name).ok(), Some(m), "{name}");
            }
            p = p.play(moves[rng.below(moves.len())]);
        }
    }
    // Some games end: a player without a move (geese come down to the
    // bottom row and stop there).
    assert!(ended[0] + ended[1] > 0, "{ended:?}");
}

/// Seeded positions: perft to depth 4 by both agrees.
#[test]
fn perft_after_seeded_play_is_the_plain_count() {
    for &(seed, plies) in SEEDED {
        let mut rng = Rng(seed);
        let mut p = FoxAndGeese::start();
        for _ in 0..plies {
            let moves = legal_moves(&p);
            if moves.is_empty() {
                break;
            }
            p = p.play(moves[rng.below(moves.len())]);
        }
        let b = plain(&p);
        for depth in 1..=4 {
            assert_eq!(
                perft(&p, depth),
                b.perft(depth),
                "seed {seed}, depth {depth}: {}",
                position_to_string(&p)
            );
        }
    }
}

/// A seed and the plies of random play from the start (fewer if the game
/// ends first).
const SEEDED: &[(u64, usize)] = &[(11, 10), (23, 20), (37, 30), (41, 40), (53, 60)];

/// A hole is no cell: a move or a position naming one is a typed error.
#[test]
fn notation_refuses_the_holes() {
    let start = FoxAndGeese::start();
    for text in ["a1", "b2-b1", "d4-a1", "g7"] {
        assert!(FoxAndGeese::parse_move(&start, text).is_err(), "{text}");
    }
}
