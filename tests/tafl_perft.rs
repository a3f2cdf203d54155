//! The tafl games (tablut, brandub, hnefatafl) against a second
//! implementation written here, plainly: a `Vec` of cells, a move
//! generator that walks each piece along its row and column, and the
//! capture rules read one by one from the rules each game cites. No
//! engine has these games, so no count here comes from elsewhere; none
//! comes from our generator either: every comparison is made at run time,
//! between the two.
//!
//! Checked: perft to depth 3 from the start and from positions of seeded
//! random play, the legal moves, the board and the outcome after every
//! ply of seeded random games played to their end, and who won them; and
//! hand-made positions where each rule acts.

use alphabeta::games::brandub::Brandub;
use alphabeta::games::hnefatafl::Hnefatafl;
use alphabeta::games::tablut::Tablut;
use alphabeta::runtime::notation::{legal_moves, move_to_string};
use alphabeta::runtime::{perft, Game, Notation, Outcome, Side};

/// What stands on a cell.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Cell {
    Empty,
    /// A man of the first player, who attacks (Black).
    Attacker,
    /// A man of the second player, who defends (White).
    Defender,
    King,
}

/// One tafl game's rules, as its cited source states them.
struct Rules {
    size: usize,
    /// Cells only the king may stop on (the throne and the corners,
    /// or the throne alone).
    restricted: Vec<usize>,
    /// Whether the king may stop on the throne once he has left it.
    king_returns: bool,
    throne: usize,
    /// Cells that, while empty, take part in a capture as an enemy would.
    hostile: Vec<usize>,
    /// Cells where the king is taken only when closed on four sides; he
    /// is taken as a man elsewhere. Every cell for hnefatafl.
    four_sides: Vec<usize>,
    /// Where the king escapes to.
    escape: Vec<usize>,
    setup: &'static str,
}

fn cell(size: usize, name: &str) -> usize {
    let file = usize::from(name.as_bytes()[0] - b'a');
    let rank: usize = name[1..].parse().unwrap();
    file + (rank - 1) * size
}

fn cells(size: usize, names: &str) -> Vec<usize> {
    names.split(' ').map(|n| cell(size, n)).collect()
}

fn name(size: usize, c: usize) -> String {
    format!("{}{}", char::from(b'a' + (c % size) as u8), c / size + 1)
}

/// aagenielsen.dk's Tablut 9x9.
fn tablut() -> Rules {
    let s = 9;
    let edge: Vec<usize> = (0..s * s)
        .filter(|&c| c % s == 0 || c % s == s - 1 || c / s == 0 || c / s == s - 1)
        .collect();
    Rules {
        size: s,
        restricted: cells(s, "e5"),
        king_returns: true,
        throne: cell(s, "e5"),
        hostile: cells(s, "e5"),
        four_sides: cells(s, "e5 d5 f5 e4 e6"),
        escape: edge,
        setup: "3TTT3/4T4/4t4/T3t3T/TTttkttTT/T3t3T/4t4/4T4/3TTT3",
    }
}

/// Ludii's Brandub, "Nielsen (Suggested)".
fn brandub() -> Rules {
    let s = 7;
    Rules {
        size: s,
        restricted: cells(s, "a1 a7 g1 g7 d4"),
        king_returns: false,
        throne: cell(s, "d4"),
        hostile: cells(s, "a1 a7 g1 g7 d4"),
        four_sides: cells(s, "d4 c4 e4 d3 d5"),
        escape: cells(s, "a1 a7 g1 g7"),
        setup: "3T3/3T3/3t3/TTtktTT/3t3/3T3/3T3",
    }
}

/// aagenielsen.dk's Copenhagen Hnefatafl 11x11, without the shieldwall,
/// the exit fort, encirclement and repetition.
fn hnefatafl() -> Rules {
    let s = 11;
    Rules {
        size: s,
        restricted: cells(s, "a1 a11 k1 k11 f6"),
        king_returns: true,
        throne: cell(s, "f6"),
        hostile: cells(s, "a1 a11 k1 k11 f6"),
        four_sides: (0..s * s).collect(),
        escape: cells(s, "a1 a11 k1 k11"),
        setup: "3TTTTT3/5T5/11/T4t4T/T3ttt3T/TT1ttktt1TT/T3ttt3T/T4t4T/11/5T5/3TTTTT3",
    }
}

/// A position of the plain implementation.
#[derive(Clone)]
struct Plain<'r> {
    rules: &'r Rules,
    cells: Vec<Cell>,
    attackers_move: bool,
    winner: Option<Side>,
}

const SIDES: [(i32, i32); 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];

impl<'r> Plain<'r> {
    fn start(rules: &'r Rules) -> Self {
        Self::read(rules, rules.setup, true)
    }

    /// Rows top first, `T` an attacker, `t` a defender, `k` the king.
    fn read(rules: &'r Rules, rows: &str, attackers_move: bool) -> Self {
        let s = rules.size;
        let mut cells = vec![Cell::Empty; s * s];
        for (i, row) in rows.split('/').enumerate() {
            let y = s - 1 - i;
            let mut x = 0;
            let mut run = 0;
            for ch in row.chars() {
                if let Some(d) = ch.to_digit(10) {
                    run = run * 10 + d as usize;
                    continue;
                }
                x += run;
                run = 0;
                cells[x + y * s] = match ch {
                    'T' => Cell::Attacker,
                    't' => Cell::Defender,
                    'k' => Cell::King,
                    _ => panic!("{ch}"),
                };
                x += 1;
            }
            assert_eq!(x + run, s, "{row}");
        }
        Plain {
            rules,
            cells,
            attackers_move,
            winner: None,
        }
    }

    fn step(&self, c: usize, (dx, dy): (i32, i32)) -> Option<usize> {
        let s = self.rules.size as i32;
        let (x, y) = ((c as i32 % s) + dx, (c as i32 / s) + dy);
        ((0..s).contains(&x) && (0..s).contains(&y)).then(|| (x + y * s) as usize)
    }

    fn mine(&self, c: Cell) -> bool {
        match c {
            Cell::Attacker => self.attackers_move,
            Cell::Defender | Cell::King => !self.attackers_move,
            Cell::Empty => false,
        }
    }

    /// Every move, as (from, to): a rook's move through empty cells,
    /// stopping on a restricted cell only as the king (and on the throne
    /// only where he may return).
    fn moves(&self) -> Vec<(usize, usize)> {
        let mut out = Vec::new();
        if self.winner.is_some() {
            return out;
        }
        for from in 0..self.cells.len() {
            let piece = self.cells[from];
            if !self.mine(piece) {
                continue;
            }
            for d in SIDES {
                let mut at = from;
                while let Some(next) = self.step(at, d) {
                    if self.cells[next] != Cell::Empty {
                        break;
                    }
                    at = next;
                    let may_stop = if piece == Cell::King {
                        at != self.rules.throne || self.rules.king_returns
                    } else {
                        !self.rules.restricted.contains(&at)
                    };
                    if may_stop {
                        out.push((from, at));
                    }
                }
            }
        }
        out
    }

    /// Whether `c` closes a capture for the side that moved: one of its
    /// pieces (the king too, who is armed), or an empty hostile cell.
    fn closes(&self, c: usize) -> bool {
        self.mine(self.cells[c])
            || (self.cells[c] == Cell::Empty && self.rules.hostile.contains(&c))
    }

    fn play(&self, (from, to): (usize, usize)) -> Self {
        let mut next = self.clone();
        next.cells[to] = next.cells[from];
        next.cells[from] = Cell::Empty;
        let enemy = |c: Cell| match c {
            Cell::Attacker => !self.attackers_move,
            Cell::Defender | Cell::King => self.attackers_move,
            Cell::Empty => false,
        };
        let mut taken = Vec::new();
        for d in SIDES {
            let Some(n1) = next.step(to, d) else { continue };
            let victim = next.cells[n1];
            if !enemy(victim) {
                continue;
            }
            if victim == Cell::King && self.rules.four_sides.contains(&n1) {
                // Closed on all four sides, the mover's piece among them.
                let closed = SIDES
                    .iter()
                    .all(|&e| next.step(n1, e).is_some_and(|c| next.closes(c)));
                if closed {
                    taken.push(n1);
                }
                continue;
            }
            if next.step(n1, d).is_some_and(|n2| next.closes(n2)) {
                taken.push(n1);
            }
        }
        for c in taken {
            next.cells[c] = Cell::Empty;
        }
        let king = next.cells.iter().position(|&c| c == Cell::King);
        next.winner = match king {
            None => Some(Side::First),
            Some(k) if self.rules.escape.contains(&k) => Some(Side::Second),
            Some(_) => None,
        };
        next.attackers_move = !self.attackers_move;
        next
    }

    /// The game's end: a win as the rules say, or a player who cannot move
    /// loses.
    fn ended(&self) -> Option<Side> {
        self.winner.or_else(|| {
            self.moves().is_empty().then_some(if self.attackers_move {
                Side::Second
            } else {
                Side::First
            })
        })
    }

    fn perft(&self, depth: u32) -> u64 {
        let moves = self.moves();
        if depth == 1 {
            return moves.len() as u64;
        }
        moves.iter().map(|&m| self.play(m).perft(depth - 1)).sum()
    }

    fn written(&self, (from, to): (usize, usize)) -> String {
        let s = self.rules.size;
        format!("{}-{}", name(s, from), name(s, to))
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

/// How the generated game stands: over, or lost by the player to move
/// who has no move.
fn ended<G: Game>(p: &G) -> Option<Side> {
    let outcome = p
        .outcome()
        .or_else(|| legal_moves(p).is_empty().then(|| p.no_moves()));
    match outcome {
        Some(Outcome::Win(side)) => Some(side),
        Some(other) => panic!("a tafl game ends won, not {other:?}"),
        None => None,
    }
}

/// The two implementations agree on `p`: the same moves, the same board,
/// the same end.
fn agree<G: Notation + core::fmt::Display>(
    g: &G,
    p: &Plain,
    board: impl Fn(&G, usize, usize) -> Option<(Side, char)>,
    what: &str,
) {
    let mut ours: Vec<String> = legal_moves(g)
        .into_iter()
        .map(|mv| move_to_string(g, mv))
        .collect();
    ours.sort();
    let mut plain: Vec<String> = p.moves().into_iter().map(|m| p.written(m)).collect();
    plain.sort();
    assert_eq!(ours, plain, "{what}: moves of\n{g}");
    let s = p.rules.size;
    for c in 0..s * s {
        let expected = match p.cells[c] {
            Cell::Empty => None,
            Cell::Attacker => Some((Side::First, 'T')),
            Cell::Defender => Some((Side::Second, 'T')),
            Cell::King => Some((Side::Second, 'K')),
        };
        assert_eq!(board(g, c % s, c / s), expected, "{what}: {}", name(s, c));
    }
    assert_eq!(ended(g), p.ended(), "{what}: the end of\n{g}");
}

/// Seeded random games played to their end by both implementations,
/// compared at every ply, with perft to depth 3 compared every `every`
/// plies; returns the winners. With `press`, the attackers move next to
/// the king three times in four when they can, so that games end by his
/// capture too (on 11 x 11 uniform play nearly always lets him escape).
fn random_games<G: Notation + core::fmt::Display>(
    rules: &Rules,
    seeds: core::ops::Range<u64>,
    every: usize,
    press: bool,
    board: impl Fn(&G, usize, usize) -> Option<(Side, char)> + Copy,
) -> Vec<Side> {
    let mut winners = Vec::new();
    for seed in seeds {
        let mut rng = Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
        let mut g = G::start();
        let mut p = Plain::start(rules);
        let mut record = Vec::new();
        for ply in 0.. {
            let what = format!("seed {seed}, ply {ply}, after {}", record.join(" "));
            agree(&g, &p, board, &what);
            if ply % every == every - 1 {
                for depth in 1..=3 {
                    assert_eq!(perft(&g, depth), p.perft(depth), "{what}: perft({depth})");
                }
            }
            if let Some(side) = p.ended() {
                winners.push(side);
                break;
            }
            let mut moves = p.moves();
            if press && p.attackers_move && rng.below(4) != 0 {
                let king = p.cells.iter().position(|&c| c == Cell::King);
                let beside: Vec<(usize, usize)> = moves
                    .iter()
                    .copied()
                    .filter(|&(_, to)| {
                        king.is_some_and(|k| SIDES.iter().any(|&d| p.step(to, d) == Some(k)))
                    })
                    .collect();
                if !beside.is_empty() {
                    moves = beside;
                }
            }
            let m = moves[rng.below(moves.len())];
            let written = p.written(m);
            let mv = G::parse_move(&g, &written).unwrap_or_else(|e| panic!("{what}: {e}"));
            g = g.play(mv);
            p = p.play(m);
            record.push(written);
            assert!(ply < 5_000, "{what}: a random game this long");
        }
    }
    winners
}

fn start_perft<G: Game>(rules: &Rules) {
    let p = Plain::start(rules);
    for depth in 1..=3 {
        assert_eq!(perft(&G::start(), depth), p.perft(depth), "perft({depth})");
    }
}

#[test]
fn tablut_perft_from_the_start() {
    start_perft::<Tablut>(&tablut());
}

#[test]
fn brandub_perft_from_the_start() {
    start_perft::<Brandub>(&brandub());
}

#[test]
fn hnefatafl_perft_from_the_start() {
    start_perft::<Hnefatafl>(&hnefatafl());
}

/// Both sides win some of the random games: the king escapes in some, is
/// taken (or his side blocked) in others.
fn both_win(winners: &[Side]) {
    assert!(
        winners.contains(&Side::First) && winners.contains(&Side::Second),
        "{winners:?}"
    );
}

#[test]
fn tablut_random_games() {
    both_win(&random_games::<Tablut>(
        &tablut(),
        1..21,
        9,
        false,
        Tablut::piece,
    ));
}

#[test]
fn brandub_random_games() {
    both_win(&random_games::<Brandub>(
        &brandub(),
        1..61,
        5,
        false,
        Brandub::piece,
    ));
}

#[test]
fn hnefatafl_random_games() {
    let uniform = random_games::<Hnefatafl>(&hnefatafl(), 1..6, 40, false, Hnefatafl::piece);
    assert!(uniform.contains(&Side::Second), "{uniform:?}");
    let pressed = random_games::<Hnefatafl>(&hnefatafl(), 6..21, 40, true, Hnefatafl::piece);
    assert!(pressed.contains(&Side::First), "{pressed:?}");
}

alphabeta::game! {
    /// Brandub with an unarmed king, for the hand-made positions: the
    /// king neither takes a man when he moves nor closes a capture.
    pub UnarmedBrandub {
        board: 7 x 7,
        players: Black, White,
        piece Taflman (T) { slide orthogonal to empty not at Restricted },
        piece King { slide orthogonal to empty not at Throne },
        zone Throne: d4,
        zone Corners: a1 a7 g1 g7,
        zone Restricted: a1 a7 g1 g7 d4,
        zone Castle: d4 c4 e4 d3 d5,
        setup: "3T3/3T3/3t3/TTtktTT/3t3/3T3/3T3",
        captures: custodial(1) orthogonal against Restricted, King by 4 sides in Castle, King unarmed,
        win: reach(Corners) by King, captured King,
        no moves: lose,
    }
}

/// The position `fen` after `mv`.
fn after<G: Notation>(fen: &str, mv: &str) -> G {
    let p = G::parse_position(fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
    let m = G::parse_move(&p, mv).unwrap_or_else(|e| panic!("{fen}, {mv}: {e}"));
    p.play(m)
}

/// Copenhagen 3 and 5a: "the throne is always hostile to the attackers,
/// but only hostile to the defenders when it is empty". An attacker that
/// comes to f8 takes the defender on f7 against the empty throne, f6; with
/// the king on the throne, the defender stays.
#[test]
fn a_man_is_taken_against_the_empty_throne() {
    let taken: Hnefatafl = after("11/11/11/9T1/5t5/11/11/11/2k8/11/11 b", "j8-f8");
    assert_eq!(taken.piece(5, 6), None, "{taken}");
    let kept: Hnefatafl = after("11/11/11/9T1/5t5/5k5/11/11/11/11/11 b", "j8-f8");
    assert_eq!(kept.piece(5, 6), Some((Side::Second, 'T')), "{kept}");
    // The throne is hostile to attackers even with the king on it (he is
    // a defender, and armed): a defender on f8 takes the attacker on f7.
    let by_king: Hnefatafl = after("11/11/11/9t1/5T5/5k5/11/11/11/11/11 w", "j8-f8");
    assert_eq!(by_king.piece(5, 6), None, "{by_king}");
}

/// Copenhagen 7a: "the king is captured when the attackers surround him
/// on all four sides", or on three with the throne as the fourth; never
/// by two, unlike a man.
#[test]
fn the_king_is_taken_on_four_sides() {
    let four: Hnefatafl = after("11/11/11/11/11/11/5T5/4TkT4/2T8/11/11 b", "c3-f3");
    assert_eq!(four.outcome(), Some(Outcome::Win(Side::First)), "{four}");
    assert_eq!(four.piece(5, 3), None, "{four}");
    let throne: Hnefatafl = after("11/11/11/9T1/4TkT4/11/11/11/11/11/11 b", "j8-f8");
    assert_eq!(
        throne.outcome(),
        Some(Outcome::Win(Side::First)),
        "{throne}"
    );
    let between: Hnefatafl = after("11/11/11/11/11/11/11/4Tk4T/11/11/11 b", "k4-g4");
    assert_eq!(between.outcome(), None, "{between}");
    assert_eq!(between.piece(5, 3), Some((Side::Second, 'K')), "{between}");
}

/// Ludii's Brandub: "otherwise [off the throne and its neighbours], the
/// king is captured as any other piece", between two attackers or an
/// attacker and a corner; beside the throne it takes three and the
/// throne.
#[test]
fn the_brandub_king_is_taken_by_two_away_from_the_throne() {
    let two: Brandub = after("7/Tk4T/7/7/7/7/7 b", "g6-c6");
    assert_eq!(two.outcome(), Some(Outcome::Win(Side::First)), "{two}");
    let corner: Brandub = after("1k5/7/7/7/7/7/2T4 b", "c1-c7");
    assert_eq!(
        corner.outcome(),
        Some(Outcome::Win(Side::First)),
        "{corner}"
    );
    let beside: Brandub = after("7/7/2Tk2T/7/7/7/7 b", "g5-e5");
    assert_eq!(beside.outcome(), None, "{beside}");
    let closed: Brandub = after("7/3T3/2Tk2T/7/7/7/7 b", "g5-e5");
    assert_eq!(
        closed.outcome(),
        Some(Outcome::Win(Side::First)),
        "{closed}"
    );
}

/// An unarmed king neither takes a man when he moves, nor closes a
/// capture for his defenders; Brandub's armed king does both.
#[test]
fn an_unarmed_king_captures_nothing() {
    // The king comes to c6, enclosing the attacker on b6 against the
    // defender on a6.
    let moved_armed: Brandub = after("7/tT2k2/7/7/7/7/T6 w", "e6-c6");
    assert_eq!(moved_armed.piece(1, 5), None, "{moved_armed}");
    let moved_unarmed: UnarmedBrandub = after("7/tT2k2/7/7/7/7/T6 w", "e6-c6");
    assert_eq!(
        moved_unarmed.piece(1, 5),
        Some((Side::First, 'T')),
        "{moved_unarmed}"
    );
    // A defender comes to a6, enclosing the attacker on b6 against the
    // king on c6.
    let partner_armed: Brandub = after("7/1Tk4/7/7/7/t6/3T3 w", "a2-a6");
    assert_eq!(partner_armed.piece(1, 5), None, "{partner_armed}");
    let partner_unarmed: UnarmedBrandub = after("7/1Tk4/7/7/7/t6/3T3 w", "a2-a6");
    assert_eq!(
        partner_unarmed.piece(1, 5),
        Some((Side::First, 'T')),
        "{partner_unarmed}"
    );
}

/// The king who reaches a corner (hnefatafl, brandub) or any edge cell
/// (tablut) wins for White at once.
#[test]
fn the_king_escapes() {
    let corner: Hnefatafl = after("11/11/11/11/11/11/k10/11/11/11/5T5 w", "a5-a11");
    assert_eq!(
        corner.outcome(),
        Some(Outcome::Win(Side::Second)),
        "{corner}"
    );
    let edge: Tablut = after("9/9/9/9/2k6/9/9/9/4T4 w", "c5-a5");
    assert_eq!(edge.outcome(), Some(Outcome::Win(Side::Second)), "{edge}");
    let not_yet: Hnefatafl = after("11/11/11/11/11/11/k10/11/11/11/5T5 w", "a5-a10");
    assert_eq!(not_yet.outcome(), None, "{not_yet}");
}
