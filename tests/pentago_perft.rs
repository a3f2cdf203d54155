//! Pentago against OpenSpiel's "pentago" (open_spiel 2.0.2 from pip), as
//! `tests/reference/pentago_openspiel.py` printed them on 2026-11-27:
//! perft by recursing on `legal_actions()` from the start and from
//! positions of seeded random play, how the children of late positions
//! end, and the winners of finished random games. None of these numbers
//! was computed here. The script writes OpenSpiel's moves in alphabeta's
//! notation (`b2d4cw`: the stone, the turned block's lowest-left cell,
//! the way it turns as alphabeta draws the board).
//!
//! `then rotate` in other games (a 4 x 4 board of 2 x 2 blocks, a 9 x 9
//! board of nine 3 x 3 blocks, a 12 x 12 board of nine 4 x 4 blocks) is
//! checked against a plain second implementation below (a `Vec` of
//! cells, no bitboards), and so is Pentago itself along seeded random
//! games; the Zobrist key kept move by move is the one computed from
//! scratch at every ply.

use alphabeta::game;
use alphabeta::games::pentago::Pentago;
use alphabeta::runtime::notation::{legal_moves, move_to_string, position_to_string};
use alphabeta::runtime::{perft, Game, Notation, Outcome, Side};

mod openspiel_support;

use openspiel_support::{perft_is, position, reads_back, won_as_openspiel_says};

/// Perft from the start at depths 1 to 3.
const START: [u64; 3] = [288, 80_640, 21_934_080];

/// OpenSpiel's seed, the moves from the start, and perft at depths 1 to 3.
const POSITIONS: &[(u64, &str, [u64; 3])] = &[
    (1, "c2d4cw e1a1cw a4d1cw c2d4cw", [256, 63_488, 15_237_120]),
    (
        2,
        "d1d4cw a2a4cw b2d1ccw c5a1cw a3a4cw e5d4cw b6a4ccw d5d1ccw f6d1cw",
        [216, 44_928, 8_985_600],
    ),
    (
        3,
        "d3a1ccw f6a4cw c2d1cw b5d4ccw e6d1cw e4a1cw c4d4cw d1a1cw f4d1ccw a1d1ccw b4a1cw c2d1cw c5d4ccw d2d1ccw",
        [176, 29_568, 4_724_160],
    ),
];

/// Late positions of seeded random play whose children end the game in
/// every way: OpenSpiel's seed, the moves, perft at depths 1 and 2, and
/// how many children the mover wins, the opponent wins (the mover's
/// rotation made the opponent's five), are drawn, and go on. In each,
/// some child gives both players five, some makes the mover's five by the
/// rotation alone, and some breaks by the rotation a five the stone made.
const ENDINGS: &[(u64, &str, [u64; 2], [u64; 4])] = &[
    (
        101,
        "a3d1ccw f6d4cw a5a4ccw c6a4ccw d1a1cw a5a1ccw a4a1cw b2a4cw a5d1cw c2a1cw a3a1ccw d4d4cw e6a1ccw c2a4cw e3d4cw e4a1cw e1d1cw d3a1ccw e2a1ccw c2a1ccw e1a4cw f4a1cw c6d1cw b5d4cw d3a4cw f2a1cw",
        [80, 4_680],
        [5, 9, 1, 65],
    ),
    (
        176,
        "b1a4ccw e1d4cw e3d1cw c2a1cw e5d4ccw a5d1cw b3a1ccw c5a1cw d5a4cw a5d1cw d4d1ccw f1a1ccw a1a1ccw a1a4ccw f3a4ccw e6d4ccw d4d1ccw c4a1cw d6a1ccw a4a4cw e3d1ccw e6a4ccw a3a1ccw b5a4ccw a6a1ccw f3a4cw f5d4cw a1d1cw b2a4cw",
        [56, 1_584],
        [2, 13, 8, 33],
    ),
    (
        268,
        "e6a1ccw c4d1cw c1d4ccw f5a4ccw c2a4cw c5a1ccw f1d4cw b6d1ccw f4d1ccw f6a4cw c2a4cw b2a1ccw a1a1cw d6d4ccw d2a1ccw a4a1cw e1a4ccw e2a4ccw a2d4ccw d5a1cw e5a4ccw a2a1ccw f2a1ccw c4a4cw d1d4cw",
        [88, 4_640],
        [19, 10, 1, 58],
    ),
];

/// Whole games of seeded random play: OpenSpiel's seed, the first
/// player's return (1 won, -1 lost, 0 drawn), how the last move ended it
/// (`five`: the mover's five; `gift`: the mover's rotation made the
/// opponent's five alone; `both`: five for both players; `full`: the
/// board filled without five), and the moves.
const FINISHED: &[(u64, i32, &str, &str)] = &[
    (1000, 1, "gift", "d5d1ccw a2d1cw c5a1ccw f4d4cw f1a1cw e3a4ccw b2d1cw e4a1cw f3a4ccw f1a1ccw a3a1cw b6d1ccw d2d4ccw b4d4ccw d6d4ccw c5d4ccw c2d1ccw b5d4ccw a3d1cw c6d4ccw a2a4cw a1d4ccw a6a4cw e6a4ccw e4a4cw d1d1cw e5d1ccw f4d4ccw e2a1ccw e1a1ccw"),
    (1001, -1, "five", "d1a4cw b3d4ccw a2a4cw d5a1ccw b3d1cw f3a1cw f5a1cw c3a4ccw a5a1cw e5a4cw e6a4cw a4a4cw b5d1cw f2d1cw c6d1ccw d1d4cw a1a4ccw b6a4cw c3a1cw f6a1cw d2a4cw b1d1cw c5a1cw b2d4cw e6a1ccw d4d4cw e2a1cw d2d4cw d4a1cw a4d1ccw"),
    (1002, 0, "full", "d6d1cw c5a4ccw c3a1ccw d2a1ccw e2d1cw d2a4ccw b4d1ccw a2a1cw d5a1cw b5d4ccw f5a4ccw c1a4ccw e6d4ccw b4a4ccw e4d1cw b1d4cw a3d4ccw b3a1ccw c1d1cw a6d1ccw b1a4ccw c5a1cw d4a4ccw c6a4cw f1a1cw d6d1cw b2d4cw f3a4ccw a6d1ccw e5a1cw f4a1ccw f2a1ccw d1d4ccw a4a1cw f3a4cw e1d4cw"),
    (1006, 1, "five", "e4a1ccw d1d4cw d3d4ccw b6d1ccw a1a4cw d2d4cw f6a4cw f4d1ccw b3d1cw f5a1cw a1a1cw e6d4cw e2d4ccw b5d4cw e3a4ccw f6d1cw a2a4cw d6a4cw e1d1cw d5a4ccw a1a4ccw c2a4ccw c1a1cw e3d1cw d1a4cw b4a4cw b2a1ccw b3d4ccw e5a1ccw c6d1cw c4d1cw f1d4ccw a4d4ccw"),
    (1010, -1, "gift", "d3a4cw f6a1ccw f1d1cw e5d1cw a6a4cw c3a1ccw a2d1cw f1d4cw a4a4ccw c6d1cw d2d4cw e1d1ccw f6d1ccw b5d1cw d6d4cw c5a1ccw a4d1ccw a3d4cw b2d4ccw a5d4cw e6d1cw b4d4ccw b6d1cw f5d4ccw b3a4ccw f4d1cw e1a1ccw b1a1ccw f2d4cw e4a4ccw e6d4ccw f1a1ccw b1a1ccw"),
    (1015, 0, "both", "a2d4ccw c4d1cw d6a1ccw d5d4ccw a4a4ccw c3a4ccw c4a4cw d5a1ccw e6d1ccw e2a4cw b4d1cw d6d1ccw e5a4ccw a1d1cw f5a4cw e1d4cw d4a1ccw b5a4cw b4a1ccw b6a1cw d3d4cw e3a1cw f3d1cw d4a4ccw e1d4ccw a2d4ccw b3a4cw b1d4ccw c3d4ccw e3a4ccw d3a1cw c6d4ccw"),
];

/// Depth 3 is 21,934,080 leaves, counted in milliseconds (the last ply
/// is counted, not played).
#[test]
fn perft_from_the_start_is_openspiels() {
    perft_is(&Pentago::start(), &START, "the start");
}

#[test]
fn perft_after_random_play_is_openspiels() {
    for &(seed, moves, counts) in POSITIONS {
        perft_is(
            &position::<Pentago>(moves),
            &counts,
            &format!("seed {seed}"),
        );
    }
}

/// Children that win for either side, draw with five for both, and go
/// on, as many as OpenSpiel counts.
#[test]
fn the_children_of_late_positions_end_as_openspiels() {
    for &(seed, moves, counts, tally) in ENDINGS {
        let p: Pentago = position(moves);
        perft_is(&p, &counts, &format!("seed {seed}"));
        let mover = p.side_to_move();
        let mut got = [0u64; 4];
        for mv in legal_moves(&p) {
            let kind = match p.play(mv).outcome() {
                Some(Outcome::Win(side)) if side == mover => 0,
                Some(Outcome::Win(_)) => 1,
                Some(Outcome::Draw) => 2,
                None => 3,
            };
            got[kind] += 1;
        }
        assert_eq!(got, tally, "seed {seed}");
    }
}

/// The finished games end as OpenSpiel's returns say.
#[test]
fn finished_games_end_as_openspiels() {
    for &(seed, first, how, moves) in FINISHED {
        if first == 0 {
            let p: Pentago = position(moves);
            assert_eq!(p.outcome(), Some(Outcome::Draw), "seed {seed} ({how}): {p}");
        } else {
            won_as_openspiel_says::<Pentago>(seed, first, moves);
        }
    }
}

/// Every position of the games above reads back from its board string,
/// with the same key; the key kept move by move is the key from scratch;
/// and each move writes as it was read.
#[test]
fn positions_and_moves_read_back() {
    let games = POSITIONS
        .iter()
        .map(|p| p.1)
        .chain(ENDINGS.iter().map(|p| p.1))
        .chain(FINISHED.iter().map(|p| p.3));
    for moves in games {
        reads_back::<Pentago>(moves);
        let mut p = Pentago::start();
        for record in moves.split(' ') {
            let mv = Pentago::parse_move(&p, record).unwrap();
            assert_eq!(move_to_string(&p, mv), record);
            p = p.play(mv);
            let text = position_to_string(&p);
            let back = Pentago::parse_position(&text).unwrap_or_else(|e| panic!("{text}: {e}"));
            assert!(back == p, "{text}");
            assert_eq!(back.hash_key(), p.hash_key(), "{text}");
            assert_eq!(p.hash_key(), p.hash_from_scratch(), "{text}");
        }
    }
}

/// A mistyped record is a typed error, never a panic.
#[test]
fn bad_records_are_refused() {
    let p = Pentago::start();
    for bad in [
        "", "b2", "b2d4", "b2d4cx", "b2e4cw", "b2d4cwcw", "g2d4cw", "b2d7cw", "b0d4cw", "cw",
        "b2 d4cw", "é2d4cw",
    ] {
        assert!(Pentago::parse_move(&p, bad).is_err(), "{bad}");
    }
    // Any case, and the block named by its corner.
    assert!(Pentago::parse_move(&p, "B2D4CCW").is_ok());
    let after = p.play(Pentago::parse_move(&p, "b2d4cw").unwrap());
    assert!(
        Pentago::parse_move(&after, "b2d4cw").is_err(),
        "b2 is taken"
    );
    for bad in [
        "....../....../....../....../....../...... B",
        "WW..../....../....../....../....../...... W",
        "....../....../....../....../...... W",
        "....../....../....../....../....../..X... W",
        "....../....../....../....../....../...... W extra",
    ] {
        assert!(Pentago::parse_position(bad).is_err(), "{bad}");
    }
}

// ---------------------------------------------------------------------
// Other boards, and a plain second implementation.

game! {
    /// Four in a row on a 4 x 4 board of four 2 x 2 blocks.
    pub Mini {
        board: 4 x 4,
        players: White, Black,
        moves: place then rotate 2 x 2,
        win: line(4),
        draw: full,
    }

    /// Five in a row on a 9 x 9 board of nine 3 x 3 blocks.
    pub Xl {
        board: 9 x 9,
        players: White, Black,
        moves: place then rotate 3 x 3,
        win: line(5),
        draw: full,
    }

    /// Five in a row on a 12 x 12 board (more cells than a `u128`) of
    /// nine 4 x 4 blocks.
    pub Big {
        board: 12 x 12,
        players: White, Black,
        moves: place then rotate 4 x 4,
        win: line(5),
        draw: full,
    }
}

/// The rules, cell by cell: a `width x width` board of `side x side`
/// blocks, `line` in a row wins.
#[derive(Clone)]
struct Plain {
    width: usize,
    side: usize,
    line: usize,
    /// `None` empty, else the player, by `col + row * width`.
    cells: Vec<Option<usize>>,
    to_move: usize,
    outcome: Option<Option<usize>>,
}

impl Plain {
    fn new(width: usize, side: usize, line: usize) -> Plain {
        Plain {
            width,
            side,
            line,
            cells: vec![None; width * width],
            to_move: 0,
            outcome: None,
        }
    }

    /// Every turn: the cell, the block's lowest-left cell, clockwise.
    fn turns(&self) -> Vec<(usize, usize, bool)> {
        if self.outcome.is_some() {
            return Vec::new();
        }
        let mut out = Vec::new();
        for cell in (0..self.cells.len()).filter(|&c| self.cells[c].is_none()) {
            for row in (0..self.width).step_by(self.side) {
                for col in (0..self.width).step_by(self.side) {
                    for clockwise in [false, true] {
                        out.push((cell, col + row * self.width, clockwise));
                    }
                }
            }
        }
        out
    }

    fn has_line(&self, player: usize) -> bool {
        let w = self.width as i64;
        let at = |c: i64, r: i64| {
            c >= 0 && r >= 0 && c < w && r < w && self.cells[(c + r * w) as usize] == Some(player)
        };
        (0..w).any(|r| {
            (0..w).any(|c| {
                [(1, 0), (0, 1), (1, 1), (1, -1)]
                    .iter()
                    .any(|&(dc, dr)| (0..self.line as i64).all(|k| at(c + k * dc, r + k * dr)))
            })
        })
    }

    fn play(&self, (cell, corner, clockwise): (usize, usize, bool)) -> Plain {
        let mut next = self.clone();
        next.cells[cell] = Some(self.to_move);
        let (w, s) = (self.width, self.side);
        let (c0, r0) = (corner % w, corner / w);
        let placed = next.cells.clone();
        for y in 0..s {
            for x in 0..s {
                // Clockwise as drawn, rank 1 at the bottom: the top-left
                // corner goes to the top-right one.
                let (tx, ty) = if clockwise {
                    (y, s - 1 - x)
                } else {
                    (s - 1 - y, x)
                };
                next.cells[c0 + tx + (r0 + ty) * w] = placed[c0 + x + (r0 + y) * w];
            }
        }
        let (mine, theirs) = (next.has_line(self.to_move), next.has_line(1 - self.to_move));
        next.outcome = match (mine, theirs) {
            (true, true) => Some(None),
            (true, false) => Some(Some(self.to_move)),
            (false, true) => Some(Some(1 - self.to_move)),
            _ if next.cells.iter().all(Option::is_some) => Some(None),
            _ => None,
        };
        next.to_move = 1 - self.to_move;
        next
    }

    fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let turns = self.turns();
        if depth == 1 {
            return turns.len() as u64;
        }
        turns
            .into_iter()
            .map(|t| self.play(t).perft(depth - 1))
            .sum()
    }

    fn written(&self, (cell, corner, clockwise): (usize, usize, bool)) -> String {
        let name = |c: usize| {
            format!(
                "{}{}",
                (b'a' + (c % self.width) as u8) as char,
                c / self.width + 1
            )
        };
        format!(
            "{}{}{}",
            name(cell),
            name(corner),
            if clockwise { "cw" } else { "ccw" }
        )
    }
}

/// A small seeded generator (xorshift64*), the same every run.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        (self.0.wrapping_mul(0x2545_F491_4F6C_DD1D) >> 33) as usize % n
    }
}

/// Seeded random games played to their end by both implementations: at
/// every ply the same number of moves, the same stones, the same outcome,
/// and the key kept move by move equal to the key from scratch; perft 2
/// equal at every fourth ply. Returns how the games ended: the first
/// player won, the second won, drawn with five each, drawn full.
fn random_games<G: Notation>(
    plain: &Plain,
    stone: impl Fn(&G, usize, usize) -> Option<Side>,
    games: u64,
) -> [u32; 4] {
    let mut ends = [0; 4];
    for seed in 1..=games {
        let mut rng = Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
        let (mut p, mut q) = (G::start(), plain.clone());
        let mut ply = 0;
        loop {
            let turns = q.turns();
            assert_eq!(legal_moves(&p).len(), turns.len(), "seed {seed} ply {ply}");
            assert_eq!(p.hash_key(), p.hash_from_scratch(), "seed {seed} ply {ply}");
            for row in 0..q.width {
                for col in 0..q.width {
                    let want = q.cells[col + row * q.width].map(|s| {
                        if s == 0 {
                            Side::First
                        } else {
                            Side::Second
                        }
                    });
                    assert_eq!(stone(&p, col, row), want, "seed {seed} ply {ply}");
                }
            }
            let expected = q.outcome.map(|o| match o {
                Some(0) => Outcome::Win(Side::First),
                Some(_) => Outcome::Win(Side::Second),
                None => Outcome::Draw,
            });
            assert_eq!(p.outcome(), expected, "seed {seed} ply {ply}");
            if let Some(o) = q.outcome {
                let both = q.has_line(0) && q.has_line(1);
                ends[match o {
                    Some(0) => 0,
                    Some(_) => 1,
                    None if both => 2,
                    None => 3,
                }] += 1;
                break;
            }
            if ply % 4 == 3 && q.width <= 6 {
                assert_eq!(perft(&p, 2), q.perft(2), "seed {seed} ply {ply}");
            }
            let turn = turns[rng.below(turns.len())];
            let mv = G::parse_move(&p, &q.written(turn)).unwrap();
            p = p.play(mv);
            q = q.play(turn);
            ply += 1;
        }
    }
    ends
}

#[test]
fn pentago_plays_as_the_plain_rules() {
    let ends = random_games::<Pentago>(&Plain::new(6, 3, 5), Pentago::stone, 60);
    assert!(ends.iter().all(|&n| n > 0) || ends[3] == 0, "{ends:?}");
}

#[test]
fn a_4x4_board_of_2x2_blocks_plays_as_the_plain_rules() {
    assert_eq!(perft(&Mini::start(), 2), Plain::new(4, 2, 4).perft(2));
    assert_eq!(perft(&Mini::start(), 1), 16 * 8);
    random_games::<Mini>(&Plain::new(4, 2, 4), Mini::stone, 200);
}

#[test]
fn a_9x9_board_of_3x3_blocks_plays_as_the_plain_rules() {
    assert_eq!(perft(&Xl::start(), 1), 81 * 18);
    random_games::<Xl>(&Plain::new(9, 3, 5), Xl::stone, 10);
}

#[test]
fn a_12x12_board_of_4x4_blocks_plays_as_the_plain_rules() {
    assert_eq!(perft(&Big::start(), 1), 144 * 18);
    random_games::<Big>(&Plain::new(12, 4, 5), Big::stone, 3);
}
