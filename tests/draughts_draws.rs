//! The draughts games' draws by material (`draw: 16 moves with 3 King
//! against King`) and by moves without a capture or a man's move.
//!
//! The rules, as the federations state them:
//! - international and Brazilian draughts (the FMJD's rules, article 6):
//!   25 moves of each player with only kings moved and nothing taken;
//!   three kings, two kings and a man, or a king and two men against a
//!   lone king draw after 16 moves of each player; two kings, a king and
//!   a man, or a king against a lone king after 5;
//! - Russian draughts (the Russian federation's rules, as the Ukrainian
//!   federation publishes them): 15 moves of each player with only kings
//!   moved and nothing taken; three kings (or more) against a lone king
//!   after 15 moves; with kings on both sides, 30 moves in an ending of 4
//!   or 5 pieces and 60 in one of 6 or 7.
//!
//! Each count runs from the move that made the material (or the position
//! given). The tests play hand-made endings to the exact ply of the draw,
//! and compare every position of seeded random endings with [`plain`], the
//! rules written again here over counts of men and kings.

#[path = "support/whole_turns.rs"]
mod whole_turns;
use alphabeta::games::brazilian_draughts::BrazilianDraughts;
use alphabeta::games::draughts::InternationalDraughts;
use alphabeta::games::russian_draughts::RussianDraughts;
use alphabeta::runtime::notation::position_to_string;
use alphabeta::runtime::{perft, Game, Notation, Outcome};
use std::collections::HashSet;
use whole_turns::whole_turns;

/// What the three games answer here.
trait Draughts: Game + Notation + Copy {
    /// The plain rules of the game's draws.
    const RULES: plain::Rules;
    /// The board's side (8 or 10).
    const SIDE: usize;
    /// The side and whether it is a king, of the piece on a cell.
    fn piece_on(&self, col: usize, row: usize) -> Option<(usize, bool)>;
}

macro_rules! draughts {
    ($game:ty, $rules:expr, $side:expr) => {
        impl Draughts for $game {
            const RULES: plain::Rules = $rules;
            const SIDE: usize = $side;
            fn piece_on(&self, col: usize, row: usize) -> Option<(usize, bool)> {
                self.piece(col, row)
                    .map(|(side, letter)| (side.index(), letter == 'K'))
            }
        }
    };
}

draughts!(InternationalDraughts, plain::FMJD, 10);
draughts!(BrazilianDraughts, plain::FMJD, 8);
draughts!(RussianDraughts, plain::RUSSIAN, 8);

fn position<G: Draughts>(fen: &str) -> G {
    G::parse_position(fen).expect("a PDN FEN")
}

/// How many men and kings each player has: `[side][king as usize]`.
fn material<G: Draughts>(p: &G) -> plain::Material {
    let mut m = [[0; 2]; 2];
    for col in 0..G::SIDE {
        for row in 0..G::SIDE {
            if let Some((side, king)) = p.piece_on(col, row) {
                m[side][usize::from(king)] += 1;
            }
        }
    }
    m
}

/// `p` after the whole turn `turn`.
fn after<G: Draughts>(p: &G, turn: &[G::Move]) -> G {
    turn.iter().fold(*p, |position, &mv| position.play(mv))
}

/// Whether the turn moves a man (the piece on its first cell before it).
fn moves_a_man<G: Draughts>(p: &G, turn: &[G::Move]) -> bool {
    let next = after(p, turn);
    let mover = p.side_to_move().index();
    // The man's cell is the one of the mover's men that the turn empties.
    (0..G::SIDE).any(|col| {
        (0..G::SIDE).any(|row| {
            p.piece_on(col, row) == Some((mover, false))
                && next.piece_on(col, row) != Some((mover, false))
        })
    })
}

/// Finds, from `p`, a line of `plies` turns that keep the material and
/// never come back to a position, searching depth first (a king that a
/// turn would leave to be taken is a dead end, backed out of); with
/// `men`, at the plies it chooses, a man's move is tried first, else a
/// king's; every position of the line is one `keep` accepts. Asserts
/// that the game goes on at every position of every line tried (the
/// material stands for fewer plies than the rule's), and returns the last
/// position.
fn quiet_walk<G: Draughts>(
    p: &G,
    plies: usize,
    men: impl Fn(usize) -> bool,
    keep: impl Fn(&G) -> bool,
) -> G {
    fn search<G: Draughts>(
        p: &G,
        ply: usize,
        plies: usize,
        men: &dyn Fn(usize) -> bool,
        keep: &dyn Fn(&G) -> bool,
        seen: &mut HashSet<String>,
        budget: &mut u32,
    ) -> Option<G> {
        if ply == plies {
            return Some(*p);
        }
        assert_eq!(p.outcome(), None, "ply {ply}: {}", position_to_string(p));
        *budget = budget
            .checked_sub(1)
            .expect("a quiet line within the budget");
        let mut turns: Vec<(bool, G)> = whole_turns(p)
            .iter()
            .map(|t| (moves_a_man(p, t), after(p, t)))
            .filter(|(_, next)| material(next) == material(p) && keep(next))
            .collect();
        let man_first = men(ply);
        turns.sort_by_key(|(man, _)| *man != man_first);
        for (_, next) in turns {
            if seen.insert(position_to_string(&next)) {
                if let Some(last) = search(&next, ply + 1, plies, men, keep, seen, budget) {
                    return Some(last);
                }
            }
        }
        None
    }
    let mut seen = HashSet::from([position_to_string(p)]);
    let mut budget = 200_000;
    search(p, 0, plies, &men, &keep, &mut seen, &mut budget).unwrap_or_else(|| {
        panic!(
            "no quiet line of {plies} plies from {}",
            position_to_string(p)
        )
    })
}

/// Walks quiet turns from `fen`, the game going on for `plies - 1`, and
/// asserts that the `plies`-th ends it drawn.
fn draw_at<G: Draughts>(fen: &str, plies: usize, men: impl Fn(usize) -> bool) {
    // The line's last turn draws: the walk asserts that none before does.
    let drawn = quiet_walk(&position::<G>(fen), plies, &men, |_| true);
    assert_eq!(
        drawn.outcome(),
        Some(Outcome::Draw),
        "{fen} after {plies} plies"
    );
    // A game over has no moves.
    assert_eq!(perft(&drawn, 1), 0);
}

fn kings_only(_: usize) -> bool {
    false
}

/// The column and row (row 0 at the bottom) of PDN square `square` on a
/// board of `side` x `side`.
fn cell(square: usize, side: usize) -> (usize, usize) {
    let per_row = side / 2;
    let (r, i) = ((square - 1) / per_row, (square - 1) % per_row);
    (if r % 2 == 0 { 2 * i + 1 } else { 2 * i }, side - 1 - r)
}

#[test]
fn fmjd_king_endings_draw_after_16_and_5_moves() {
    // 3 kings against a king: 16 moves of each player.
    draw_at::<InternationalDraughts>("W:WK46,K47,K48:BK3", 32, kings_only);
    draw_at::<InternationalDraughts>("B:WK46,K47,K48:BK3", 32, kings_only);
    // A king and 2 men against a king (the men move too).
    draw_at::<InternationalDraughts>("W:WK46,36,37:BK3", 32, |ply| ply % 8 == 0);
    // 2 kings against a king, a king against a king: 5 moves.
    draw_at::<InternationalDraughts>("W:WK46,K47:BK3", 10, kings_only);
    draw_at::<InternationalDraughts>("W:WK46:BK3", 10, kings_only);
    draw_at::<InternationalDraughts>("W:WK46,36:BK3", 10, |ply| ply % 2 == 0);
    // Brazilian draughts follows the FMJD.
    draw_at::<BrazilianDraughts>("W:WK30,K31,K32:BK1", 32, kings_only);
    draw_at::<BrazilianDraughts>("W:WK30:BK1", 10, kings_only);
}

#[test]
fn two_kings_against_two_is_no_king_ending() {
    // No pattern: only the 25-move rule draws, after 50 plies.
    draw_at::<InternationalDraughts>("W:WK46,K47:BK3,K4", 50, kings_only);
    // 4 kings against a king: no pattern either.
    draw_at::<InternationalDraughts>("W:WK46,K47,K48,K49:BK3", 50, kings_only);
}

#[test]
fn the_count_starts_again_when_a_man_is_crowned() {
    // A king and 2 men against a king: 12 plies with the man on 7 where
    // it is and 1 and 2 empty, then the man is crowned (2 kings and a man
    // against a king, still 16 moves): the draw comes 32 plies after the
    // crowning, not 20.
    let on = |q: &InternationalDraughts, square| {
        let (col, row) = cell(square, 10);
        q.piece_on(col, row)
    };
    let ready = |q: &InternationalDraughts| {
        let quiet = whole_turns(q)
            .iter()
            .any(|t| material(&after(q, t)) == material(q));
        on(q, 7) == Some((0, false)) && on(q, 1).is_none() && on(q, 2).is_none() && quiet
    };
    let start = position::<InternationalDraughts>("W:WK46,7,36:BK30");
    let p = quiet_walk(&start, 12, kings_only, ready);
    assert_eq!(material(&p), [[2, 1], [0, 1]]);
    let crowned = whole_turns(&p)
        .into_iter()
        .map(|t| after(&p, &t))
        .find(|q| material(q) == [[1, 2], [0, 1]])
        .expect("the man on 7 can be crowned");
    let last = quiet_walk(&crowned, 32, kings_only, |_| true);
    assert_eq!(last.outcome(), Some(Outcome::Draw));
}

#[test]
fn the_count_starts_again_after_a_capture() {
    // Black's king must take the man on 37 (3 kings and a man against a
    // king, no pattern, becomes 3 kings against a king): 32 plies from
    // the capture.
    let p = position::<InternationalDraughts>("B:WK46,K49,K50,37:BK42");
    let turns = whole_turns(&p);
    assert!(!turns.is_empty());
    let taken = after(&p, &turns[0]);
    assert_eq!(material(&taken), [[0, 3], [0, 1]]);
    draw_at::<InternationalDraughts>(&position_to_string(&taken), 32, kings_only);
}

#[test]
fn russian_endings_draw_by_their_counts() {
    // 3 kings against a king: 15 moves (the kings-only rule says the same).
    draw_at::<RussianDraughts>("W:WK30,K31,K32:BK1", 30, kings_only);
    // 4 kings against a king: 15 moves too ("three or more").
    draw_at::<RussianDraughts>("W:WK29,K30,K31,K32:BK1", 30, kings_only);
    // A king and a man each, 4 pieces: 30 moves, the men moving now and
    // then so that the kings-only rule (15 moves) never draws first.
    draw_at::<RussianDraughts>("W:WK30,21:BK1,12", 60, |ply| ply % 10 < 2);
    // Kings only, 2 against 2: the kings-only rule, after 15 moves.
    draw_at::<RussianDraughts>("W:WK30,K31:BK1,K2", 30, kings_only);
}

#[test]
fn a_draw_comes_only_from_a_declared_material() {
    // Russian: men only, no king: no rule but repetition, so 40 quiet
    // plies go on (men cannot step back: nothing repeats).
    let p = position::<RussianDraughts>("W:W29,30,31:B1,2,3");
    let mut q = p;
    for _ in 0..8 {
        let turns = whole_turns(&q);
        let Some(turn) = turns
            .iter()
            .find(|t| material(&after(&q, t)) == material(&q))
        else {
            break;
        };
        q = after(&q, turn);
        assert_eq!(q.outcome(), None);
    }
}

/// Seeded random endings of each game, played at random to their end
/// (nearly always, if it can, a turn that keeps the material and leaves
/// the other player one that does, a man's move every fourth turn):
/// at every turn the game's outcome is the plain rules' verdict. Returns
/// how many games the material rules drew.
fn agrees_along_seeded_endings<G: Draughts>(seed: u64, games: usize) -> usize {
    let mut state = seed;
    let mut by_material = 0;
    let (mut by_kings, mut longest) = (0, 0);
    for game in 0..games {
        let fen = plain::random_ending(&mut state, G::SIDE, game % 3);
        let mut ours: G = position(&fen);
        let mut clocks = plain::Clocks::default();
        for ply in 0..300 {
            let turns = whole_turns(&ours);
            if turns.is_empty() || ours.outcome().is_some() {
                break;
            }
            // Mostly turns that keep the material and leave the other
            // player one that keeps it too, so that the endings last long
            // enough for their counts.
            let keeps = |q: &G, t: &Vec<G::Move>| material(&after(q, t)) == material(q);
            let quiet: Vec<&Vec<G::Move>> = turns.iter().filter(|t| keeps(&ours, t)).collect();
            let safe: Vec<&Vec<G::Move>> = quiet
                .iter()
                .copied()
                .filter(|t| {
                    let next = after(&ours, t);
                    whole_turns(&next).iter().any(|r| keeps(&next, r))
                })
                .collect();
            let by_man: Vec<&Vec<G::Move>> = safe
                .iter()
                .copied()
                .filter(|t| moves_a_man(&ours, t))
                .collect();
            let pick = plain::next(&mut state);
            let among =
                |list: &[&Vec<G::Move>]| list[(pick / 32 % list.len() as u64) as usize].clone();
            let turn = &if !by_man.is_empty() && ply % 4 == 0 {
                among(&by_man)
            } else if !safe.is_empty() && pick % 32 != 0 {
                among(&safe)
            } else if !quiet.is_empty() && pick % 32 != 0 {
                among(&quiet)
            } else {
                turns[(pick / 32 % turns.len() as u64) as usize].clone()
            };
            let next = after(&ours, turn);
            let (before, now) = (material(&ours), material(&next));
            clocks = clocks.after(before != now, moves_a_man(&ours, turn));
            let verdict = G::RULES.verdict(&now, clocks);
            let drawn = next.outcome() == Some(Outcome::Draw);
            assert_eq!(
                drawn,
                verdict.is_some(),
                "{fen}, ply {ply}: {} ({clocks:?}, {verdict:?})",
                position_to_string(&next)
            );
            by_material += usize::from(verdict == Some(plain::Draw::Material));
            by_kings += usize::from(verdict == Some(plain::Draw::KingsOnly));
            longest = longest.max(clocks.material);
            ours = next;
        }
    }
    eprintln!("{by_material} draws by material, {by_kings} by kings only in {games} endings (the longest material {longest} plies)");
    by_material
}

#[test]
fn international_agrees_with_the_plain_rules_along_seeded_endings() {
    // 196 of the 400 endings draw by material (measured).
    let drawn = agrees_along_seeded_endings::<InternationalDraughts>(0x0d4a_3510, 400);
    assert!(drawn >= 150, "only {drawn} draws by material");
}

#[test]
fn brazilian_agrees_with_the_plain_rules_along_seeded_endings() {
    // 193 of the 400 endings draw by material (measured).
    let drawn = agrees_along_seeded_endings::<BrazilianDraughts>(0x0b4a_3510, 400);
    assert!(drawn >= 150, "only {drawn} draws by material");
}

#[test]
fn russian_agrees_with_the_plain_rules_along_seeded_endings() {
    // 80 of the 400 endings draw by material, 167 by 15 moves of kings
    // only (measured).
    let drawn = agrees_along_seeded_endings::<RussianDraughts>(0x0005_5510, 400);
    assert!(drawn >= 60, "only {drawn} draws by material");
}

/// The draw rules written plainly: counts of men and kings, and two
/// clocks in plies.
mod plain {
    /// `[side][0]` men, `[side][1]` kings.
    pub type Material = [[u32; 2]; 2];

    /// Which rule drew.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum Draw {
        /// Only kings moved, nothing taken.
        KingsOnly,
        Material,
    }

    /// Plies since the material changed, and since a capture or a man's
    /// move.
    #[derive(Clone, Copy, Debug, Default)]
    pub struct Clocks {
        pub material: u32,
        pub kings_only: u32,
    }

    impl Clocks {
        /// After a turn that `changed` the material (a capture or a
        /// crowning) or moved a man (`man`).
        pub fn after(self, changed: bool, man: bool) -> Clocks {
            Clocks {
                material: if changed { 0 } else { self.material + 1 },
                kings_only: if changed || man {
                    0
                } else {
                    self.kings_only + 1
                },
            }
        }
    }

    /// A rule by material: the moves of each player, and whether the
    /// material is one it applies to.
    pub type Ending = (u32, fn(&Material) -> bool);

    /// A game's draw rules.
    pub struct Rules {
        /// Moves of each player with only kings moved, nothing taken.
        pub kings_only: u32,
        /// Moves of each player, and the material they apply to.
        pub endings: &'static [Ending],
    }

    impl Rules {
        /// The rule that draws, if any.
        pub fn verdict(&self, m: &Material, clocks: Clocks) -> Option<Draw> {
            if self
                .endings
                .iter()
                .any(|&(moves, holds)| clocks.material >= 2 * moves && holds(m))
            {
                return Some(Draw::Material);
            }
            (clocks.kings_only >= 2 * self.kings_only).then_some(Draw::KingsOnly)
        }
    }

    /// Whether one side has a lone king and the other one of `strong`
    /// (men, kings).
    fn against_lone_king(m: &Material, strong: &[[u32; 2]]) -> bool {
        (0..2).any(|s| m[1 - s] == [0, 1] && strong.contains(&m[s]))
    }

    pub const FMJD: Rules = Rules {
        kings_only: 25,
        endings: &[
            (16, |m| against_lone_king(m, &[[0, 3], [1, 2], [2, 1]])),
            (5, |m| against_lone_king(m, &[[0, 2], [1, 1], [0, 1]])),
        ],
    };

    /// The pieces on the board, and whether both players have a king.
    fn kings_each(m: &Material) -> (u32, bool) {
        (
            m[0][0] + m[0][1] + m[1][0] + m[1][1],
            m[0][1] > 0 && m[1][1] > 0,
        )
    }

    pub const RUSSIAN: Rules = Rules {
        kings_only: 15,
        endings: &[
            (15, |m| {
                (0..2).any(|s| m[1 - s] == [0, 1] && m[s][0] == 0 && m[s][1] >= 3)
            }),
            (30, |m| matches!(kings_each(m), (4..=5, true))),
            (60, |m| matches!(kings_each(m), (6..=7, true))),
        ],
    };

    /// A seeded pseudo-random number (splitmix64).
    pub fn next(state: &mut u64) -> u64 {
        *state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = *state;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A seeded ending on a board of `side` x `side` as PDN FEN, men off
    /// their last rows: of `shape` 0, 1 to 4 pieces a player, most of
    /// them kings; 1, 3 or 4 kings against a lone king; 2, 1 or 2 kings
    /// and 1 or 2 men each.
    pub fn random_ending(state: &mut u64, side: usize, shape: usize) -> String {
        let squares = side * side / 2;
        let row = side / 2;
        let mut used = Vec::new();
        let mut lists = [String::new(), String::new()];
        for (s, list) in lists.iter_mut().enumerate() {
            let (kings, men) = match shape {
                0 => {
                    let pieces = 1 + next(state) % 4;
                    let kings = (0..pieces).filter(|_| next(state) % 3 != 0).count() as u64;
                    (kings, pieces - kings)
                }
                1 if s == 0 => (3 + next(state) % 2, 0),
                1 => (1, 0),
                _ => (1 + next(state) % 2, 1 + next(state) % 2),
            };
            for piece in 0..kings + men {
                let king = piece < kings;
                let square = loop {
                    let q = 1 + (next(state) % squares as u64) as usize;
                    // A man of White's (moving up to 1..) not on the top
                    // row, Black's not on the bottom one.
                    let crowned = if s == 0 { q <= row } else { q > squares - row };
                    if !used.contains(&q) && (king || !crowned) {
                        break q;
                    }
                };
                used.push(square);
                if !list.is_empty() {
                    list.push(',');
                }
                if king {
                    list.push('K');
                }
                list.push_str(&square.to_string());
            }
        }
        let to_move = if next(state) % 2 == 0 { 'W' } else { 'B' };
        format!("{to_move}:W{}:B{}", lists[0], lists[1])
    }
}
