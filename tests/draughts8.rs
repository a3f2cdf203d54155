//! Russian and Brazilian draughts, on the dark squares of 8 x 8, against
//! published perft counts and against a second, plain implementation
//! written here.
//!
//! The published counts, from the start, are those of Rein Halbersma's
//! dctl (github.com/rhalbersma/dctl, its walk tests of the initial 8 x 8
//! positions), first derived on the Russian Shashki forum ("alternative
//! game rules" thread, shashki.com, t-627, start-78 for Brazilian and
//! start-126 for Russian). dctl does not remove captures that differ
//! only in the order of the pieces taken; the first kings come at depth 7,
//! and no two such captures meet before depth 10 here (the plain
//! implementation, which keeps them apart, agrees with the counts).
//!
//! None of these numbers was computed here. The plain implementation
//! ([`plain`]) shares nothing with the generated code: a `Vec` of the 32
//! squares, captures found by walking every sequence.

#[path = "support/whole_turns.rs"]
mod whole_turns;
use alphabeta::games::brazilian_draughts::BrazilianDraughts;
use alphabeta::games::russian_draughts::RussianDraughts;
use alphabeta::runtime::notation::{legal_moves, move_to_string, position_to_string};
use alphabeta::runtime::{perft, Game, Notation};
use whole_turns::whole_turns;

/// Russian draughts' perft from the start, depths 1 to 11 (dctl).
const RUSSIAN: [u64; 11] = [
    7,
    49,
    302,
    1_469,
    7_482,
    37_986,
    190_146,
    929_899,
    4_570_586,
    22_444_032,
    110_917_189,
];

/// Brazilian draughts' perft from the start, depths 1 to 11 (dctl).
const BRAZILIAN: [u64; 11] = [
    7,
    49,
    302,
    1_469,
    7_473,
    37_628,
    187_302,
    907_830,
    4_431_766,
    21_560_022,
    105_491_257,
];

/// What both games answer here.
trait Draughts8: Game + Notation + Copy {
    /// The plain implementation's rules of the game.
    const RULES: plain::Rules;
    /// The side and whether it is a king, of the piece on a cell.
    fn piece_on(&self, col: usize, row: usize) -> Option<(usize, bool)>;
}

impl Draughts8 for RussianDraughts {
    const RULES: plain::Rules = plain::RUSSIAN;
    fn piece_on(&self, col: usize, row: usize) -> Option<(usize, bool)> {
        self.piece(col, row)
            .map(|(side, letter)| (side.index(), letter == 'K'))
    }
}

impl Draughts8 for BrazilianDraughts {
    const RULES: plain::Rules = plain::BRAZILIAN;
    fn piece_on(&self, col: usize, row: usize) -> Option<(usize, bool)> {
        self.piece(col, row)
            .map(|(side, letter)| (side.index(), letter == 'K'))
    }
}

fn position<G: Draughts8>(fen: &str) -> G {
    G::parse_position(fen).expect("a PDN FEN")
}

fn perft_is<G: Draughts8>(start: &G, counts: &[u64]) {
    for (i, &count) in counts.iter().enumerate() {
        let depth = i as u32 + 1;
        assert_eq!(perft(start, depth), count, "perft({depth})");
    }
}

/// A whole turn's record, its moves written one after another: `22x15x8`.
fn record<G: Draughts8>(p: &G, turn: &[G::Move]) -> String {
    let mut position = *p;
    let mut out = String::new();
    for &mv in turn {
        out += &move_to_string(&position, mv);
        position = position.play(mv);
    }
    out
}

/// `p` after the whole turn `turn`.
fn after<G: Draughts8>(p: &G, turn: &[G::Move]) -> G {
    turn.iter().fold(*p, |position, &mv| position.play(mv))
}

/// A whole turn as the plain implementation lists it: the squares it
/// starts and ends on, those of the pieces it takes, and whether the
/// piece is a king after it.
fn facts<G: Draughts8>(p: &G, turn: &[G::Move]) -> plain::Facts {
    let written = record(p, turn);
    let squares: Vec<usize> = written
        .split(['x', '-'])
        .map(|s| s.parse().expect("a square number"))
        .collect();
    let next = after(p, turn);
    let mover = p.side_to_move().index();
    let taken = (1..=32)
        .filter(|&square| {
            let (col, row) = plain::cell(square);
            let theirs = |q: &G| q.piece_on(col, row).is_some_and(|(side, _)| side != mover);
            theirs(p) && !theirs(&next)
        })
        .collect();
    let end = squares[squares.len() - 1];
    let (col, row) = plain::cell(end);
    let king = next.piece_on(col, row).is_some_and(|(_, king)| king);
    (squares[0], end, taken, king)
}

/// `p`'s whole turns and the plain implementation's moves of the same
/// position, each sorted.
fn both_lists<G: Draughts8>(p: &G) -> (Vec<plain::Facts>, Vec<plain::Facts>) {
    let mut ours: Vec<plain::Facts> = whole_turns(p).iter().map(|t| facts(p, t)).collect();
    let board = plain::Board::parse(&position_to_string(p), G::RULES);
    let mut theirs: Vec<plain::Facts> = board.moves().iter().map(plain::Move::facts).collect();
    ours.sort();
    theirs.sort();
    (ours, theirs)
}

#[test]
fn russian_perft_from_the_start_to_depth_7() {
    perft_is(&RussianDraughts::start(), &RUSSIAN[..7]);
}

#[test]
#[ignore = "slow without --release: cargo test --release --test draughts8 -- --ignored"]
fn russian_perft_from_the_start_to_depth_10() {
    perft_is(&RussianDraughts::start(), &RUSSIAN[..10]);
}

#[test]
fn brazilian_perft_from_the_start_to_depth_7() {
    perft_is(&BrazilianDraughts::start(), &BRAZILIAN[..7]);
}

#[test]
#[ignore = "slow without --release: cargo test --release --test draughts8 -- --ignored"]
fn brazilian_perft_from_the_start_to_depth_10() {
    perft_is(&BrazilianDraughts::start(), &BRAZILIAN[..10]);
}

#[test]
fn the_plain_implementation_agrees_with_the_published_counts() {
    let start = "W:W21-32:B1-12";
    for (depth, &count) in RUSSIAN[..6].iter().enumerate() {
        let board = plain::Board::parse(start, plain::RUSSIAN);
        assert_eq!(plain::perft(&board, depth as u32 + 1), count);
    }
    for (depth, &count) in BRAZILIAN[..6].iter().enumerate() {
        let board = plain::Board::parse(start, plain::BRAZILIAN);
        assert_eq!(plain::perft(&board, depth as u32 + 1), count);
    }
}

/// Seeded positions with kings, each game's whole turns against the plain
/// implementation's, and perft to depth 2 or 3.
fn agrees_on_seeded_positions<G: Draughts8>(seed: u64) {
    let mut state = seed;
    for round in 0..80 {
        let board = plain::Board::random(&mut state, G::RULES);
        let fen = board.fen();
        let ours: G = position(&fen);
        assert_eq!(position_to_string(&ours), fen, "round {round}");
        let (turns, moves) = both_lists(&ours);
        assert_eq!(turns, moves, "{fen}");
        let depth = if round % 8 == 0 { 3 } else { 2 };
        for d in 1..=depth {
            assert_eq!(
                perft(&ours, d),
                plain::perft(&board, d),
                "{fen} at depth {d}"
            );
        }
    }
}

/// Whole seeded games from the start, turn by turn, the lists of whole
/// turns compared at every turn, perft at every tenth.
fn agrees_after_seeded_play<G: Draughts8>(seed: u64) {
    let mut state = seed;
    for _ in 0..8 {
        let mut ours = G::start();
        for ply in 0..120 {
            if ours.outcome().is_some() {
                break;
            }
            let board = plain::Board::parse(&position_to_string(&ours), G::RULES);
            let (turns, moves) = both_lists(&ours);
            assert_eq!(turns, moves, "{}", board.fen());
            if turns.is_empty() {
                break;
            }
            if ply % 10 == 0 {
                assert_eq!(perft(&ours, 2), plain::perft(&board, 2), "{}", board.fen());
            }
            let turns = whole_turns(&ours);
            let turn = &turns[(plain::next(&mut state) % turns.len() as u64) as usize];
            ours = after(&ours, turn);
        }
    }
}

#[test]
fn russian_agrees_with_the_plain_implementation_on_seeded_positions_with_kings() {
    agrees_on_seeded_positions::<RussianDraughts>(0x5ba5_4c11);
}

#[test]
fn russian_agrees_with_the_plain_implementation_after_seeded_play() {
    agrees_after_seeded_play::<RussianDraughts>(0x0005_eed5);
}

#[test]
fn brazilian_agrees_with_the_plain_implementation_on_seeded_positions_with_kings() {
    agrees_on_seeded_positions::<BrazilianDraughts>(0xb4a2_1100);
}

#[test]
fn brazilian_agrees_with_the_plain_implementation_after_seeded_play() {
    agrees_after_seeded_play::<BrazilianDraughts>(0x00b2_a5ee);
}

/// Russian draughts written plainly (and Brazilian, by its rules): the
/// squares in a `Vec`, every capture sequence walked one jump at a time.
mod plain {
    /// A piece: its side (0 White, 1 Black) and whether it is a king.
    pub type Piece = (usize, bool);

    /// The rules that differ between the two games.
    #[derive(Clone, Copy)]
    pub struct Rules {
        /// Only the captures of the most pieces (Brazilian).
        pub most: bool,
        /// A man that lands on the last row during a capture is crowned
        /// and goes on as a king (Russian).
        pub crowned_at_once: bool,
    }

    pub const RUSSIAN: Rules = Rules {
        most: false,
        crowned_at_once: true,
    };
    pub const BRAZILIAN: Rules = Rules {
        most: true,
        crowned_at_once: false,
    };

    #[derive(Clone)]
    pub struct Board {
        /// Squares 1 to 32, at indices 0 to 31.
        pub squares: Vec<Option<Piece>>,
        pub to_move: usize,
        pub rules: Rules,
    }

    #[derive(Clone, PartialEq, Eq)]
    pub struct Move {
        from: usize,
        to: usize,
        taken: Vec<usize>,
        king: bool,
    }

    /// A move by its squares (1 to 32): start, end, the pieces taken in
    /// order, and whether the piece ends a king.
    pub type Facts = (usize, usize, Vec<usize>, bool);

    impl Move {
        pub fn facts(&self) -> Facts {
            (
                self.from + 1,
                self.to + 1,
                self.taken.iter().map(|t| t + 1).collect(),
                self.king,
            )
        }
    }

    /// The column and row (from 0, row 0 at the bottom) of square `square`
    /// (1 to 32), as the game's `piece` takes them.
    pub fn cell(square: usize) -> (usize, usize) {
        let (row, col) = coords(square - 1);
        (col as usize, (7 - row) as usize)
    }

    const DIRECTIONS: [(i32, i32); 4] = [(-1, -1), (-1, 1), (1, -1), (1, 1)];

    /// Row (0 at the top, Black's side) and column of a square index.
    fn coords(square: usize) -> (i32, i32) {
        let row = (square / 4) as i32;
        let col = 2 * (square % 4) as i32 + if row % 2 == 0 { 1 } else { 0 };
        (row, col)
    }

    fn square(row: i32, col: i32) -> Option<usize> {
        let inside = (0..8).contains(&row) && (0..8).contains(&col);
        (inside && (row + col) % 2 == 1).then(|| (row * 4 + col / 2) as usize)
    }

    /// Whether a piece of `side` on `square` stands on its last row.
    fn last_row(side: usize, square: usize) -> bool {
        coords(square).0 == if side == 0 { 0 } else { 7 }
    }

    /// SplitMix64.
    pub fn next(state: &mut u64) -> u64 {
        *state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = *state;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    impl Board {
        /// A PDN FEN such as `W:W21-32:B1-12`.
        pub fn parse(fen: &str, rules: Rules) -> Board {
            let mut parts = fen.split(':');
            let to_move = usize::from(parts.next() == Some("B"));
            let mut squares = vec![None; 32];
            for part in parts {
                let side = usize::from(part.starts_with('B'));
                for item in part[1..].split(',').filter(|i| !i.is_empty()) {
                    let king = item.starts_with('K');
                    let numbers = item.trim_start_matches('K');
                    let (a, b) = numbers.split_once('-').unwrap_or((numbers, numbers));
                    for n in a.parse::<usize>().unwrap()..=b.parse::<usize>().unwrap() {
                        squares[n - 1] = Some((side, king));
                    }
                }
            }
            Board {
                squares,
                to_move,
                rules,
            }
        }

        /// The PDN FEN, Black's pieces first, as the game writes it.
        pub fn fen(&self) -> String {
            let list = |side: usize| {
                let items: Vec<String> = (0..32)
                    .filter_map(|i| match self.squares[i] {
                        Some((s, king)) if s == side => {
                            Some(format!("{}{}", if king { "K" } else { "" }, i + 1))
                        }
                        _ => None,
                    })
                    .collect();
                items.join(",")
            };
            let turn = if self.to_move == 0 { "W" } else { "B" };
            format!("{turn}:B{}:W{}", list(1), list(0))
        }

        /// A position of 1 to 8 pieces a side, about a third of them
        /// kings, men never on their crowning row.
        pub fn random(state: &mut u64, rules: Rules) -> Board {
            let mut squares = vec![None; 32];
            for side in 0..2 {
                let count = 1 + next(state) % 8;
                let mut placed = 0;
                while placed < count {
                    let i = (next(state) % 32) as usize;
                    let king = next(state) % 3 == 0;
                    if squares[i].is_some() || (last_row(side, i) && !king) {
                        continue;
                    }
                    squares[i] = Some((side, king));
                    placed += 1;
                }
            }
            Board {
                squares,
                to_move: (next(state) % 2) as usize,
                rules,
            }
        }

        fn enemy(&self, square: usize) -> bool {
            matches!(self.squares[square], Some((s, _)) if s != self.to_move)
        }

        /// Empty, or the square the capturing piece left.
        fn free(&self, square: usize, from: usize) -> bool {
            square == from || self.squares[square].is_none()
        }

        /// The jumps from `at` of a piece that started on `from`: the
        /// piece each takes and its landings.
        fn jumps(
            &self,
            from: usize,
            at: usize,
            king: bool,
            taken: &[usize],
        ) -> Vec<(usize, Vec<usize>)> {
            let (row, col) = coords(at);
            let mut out = Vec::new();
            for (dr, dc) in DIRECTIONS {
                // The first occupied square along the line (next to it for a man).
                let mut k = 1;
                let victim = loop {
                    match square(row + k * dr, col + k * dc) {
                        Some(s) if king && self.free(s, from) => k += 1,
                        other => break other,
                    }
                };
                let Some(victim) = victim else { continue };
                if !self.enemy(victim) || taken.contains(&victim) {
                    continue;
                }
                let mut landings = Vec::new();
                let mut j = k + 1;
                while let Some(land) = square(row + j * dr, col + j * dc) {
                    if !self.free(land, from) {
                        break;
                    }
                    landings.push(land);
                    if !king {
                        break;
                    }
                    j += 1;
                }
                if !landings.is_empty() {
                    out.push((victim, landings));
                }
            }
            out
        }

        /// Every capture sequence going on from `at`: pieces taken stay on
        /// their squares until the end, and none is taken twice.
        fn captures(
            &self,
            from: usize,
            at: usize,
            king: bool,
            taken: &mut Vec<usize>,
            out: &mut Vec<Move>,
        ) {
            let jumps = self.jumps(from, at, king, taken);
            for (victim, landings) in &jumps {
                taken.push(*victim);
                let crowned = |land: usize| {
                    king || (self.rules.crowned_at_once && last_row(self.to_move, land))
                };
                // A capture goes on as long as it can: where some landing
                // lets it go on, only those.
                let going_on: Vec<usize> = landings
                    .iter()
                    .copied()
                    .filter(|&land| !self.jumps(from, land, crowned(land), taken).is_empty())
                    .collect();
                let landings = if going_on.is_empty() {
                    landings.clone()
                } else {
                    going_on
                };
                for land in landings {
                    self.captures(from, land, crowned(land), taken, out);
                }
                taken.pop();
            }
            if jumps.is_empty() && !taken.is_empty() {
                let mut taken = taken.clone();
                taken.sort_unstable();
                out.push(Move {
                    from,
                    to: at,
                    taken,
                    king: king || last_row(self.to_move, at),
                });
            }
        }

        pub fn moves(&self) -> Vec<Move> {
            let mut captures = Vec::new();
            for from in 0..32 {
                if let Some((side, king)) = self.squares[from] {
                    if side == self.to_move {
                        self.captures(from, from, king, &mut Vec::new(), &mut captures);
                    }
                }
            }
            if !captures.is_empty() {
                let most = captures.iter().map(|m| m.taken.len()).max().unwrap_or(0);
                let mut out: Vec<Move> = Vec::new();
                for m in captures {
                    if (!self.rules.most || m.taken.len() == most) && !out.contains(&m) {
                        out.push(m);
                    }
                }
                return out;
            }
            let mut out = Vec::new();
            for from in 0..32 {
                let Some((side, king)) = self.squares[from] else {
                    continue;
                };
                if side != self.to_move {
                    continue;
                }
                let (row, col) = coords(from);
                let forward = if side == 0 { -1 } else { 1 };
                for (dr, dc) in DIRECTIONS {
                    if !king && dr != forward {
                        continue;
                    }
                    let mut k = 1;
                    while let Some(to) = square(row + k * dr, col + k * dc) {
                        if self.squares[to].is_some() {
                            break;
                        }
                        out.push(Move {
                            from,
                            to,
                            taken: Vec::new(),
                            king: king || last_row(side, to),
                        });
                        if !king {
                            break;
                        }
                        k += 1;
                    }
                }
            }
            out
        }

        pub fn play(&self, m: &Move) -> Board {
            let mut next = self.clone();
            for &t in &m.taken {
                next.squares[t] = None;
            }
            let (side, _) = next.squares[m.from].take().expect("a piece to move");
            next.squares[m.to] = Some((side, m.king));
            next.to_move = 1 - self.to_move;
            next
        }
    }

    pub fn perft(board: &Board, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        board
            .moves()
            .iter()
            .map(|m| perft(&board.play(m), depth - 1))
            .sum()
    }
}

/// The whole turns of `p` as records, sorted.
fn records<G: Draughts8>(p: &G) -> Vec<String> {
    let mut out: Vec<String> = whole_turns(p).iter().map(|t| record(p, t)).collect();
    out.sort();
    out
}

#[test]
fn a_russian_man_crowned_during_a_capture_goes_on_as_a_king() {
    // The man on 11 takes 7 and lands on 2, the last row: crowned at
    // once, it flies on over 9 to 13. In Brazilian draughts it stays a
    // man until its capture ends, on 2.
    let fen = "W:W11:B7,9";
    let russian: RussianDraughts = position(fen);
    assert_eq!(records(&russian), ["11x2x13"]);
    let after_it = after(&russian, &whole_turns(&russian)[0]);
    assert_eq!(position_to_string(&after_it), "B:B:WK13");
    let brazilian: BrazilianDraughts = position(fen);
    assert_eq!(records(&brazilian), ["11x2"]);
    assert_eq!(
        position_to_string(&after(&brazilian, &whole_turns(&brazilian)[0])),
        "B:B9:WK2"
    );
}

#[test]
fn a_position_during_a_crowning_capture_is_its_start_and_the_jumps() {
    // After the first jump the man is a king on 2; the position is
    // written from the turn's start, the man back on 11, and reads back.
    let russian: RussianDraughts = position("W:W11:B7,9");
    let mid = russian.play(legal_moves(&russian)[0]);
    assert!(mid.continues_turn());
    let written = position_to_string(&mid);
    assert_eq!(written, "W:B7,9:W11 11x2");
    let read: RussianDraughts = position(&written);
    assert_eq!(read, mid);
    assert_eq!(perft(&mid, 1), 1);
}

#[test]
fn a_russian_king_lands_where_its_capture_goes_on() {
    // The king on 29 takes 22 and may land on 18, 15, 11, 7 or 4; only
    // from 15 can it take again (19), so it lands there.
    let russian: RussianDraughts = position("W:WK29:B19,22");
    assert_eq!(records(&russian), ["29x15x24", "29x15x28"]);
    let brazilian: BrazilianDraughts = position("W:WK29:B19,22");
    assert_eq!(records(&brazilian), ["29x15x24", "29x15x28"]);
}

#[test]
fn any_russian_capture_may_be_chosen() {
    // The man on 22 may take one (18) or the man on 21 two (17, then 9):
    // Russian draughts lets White choose, Brazilian takes the most.
    let fen = "W:W21,22:B9,17,18";
    let russian: RussianDraughts = position(fen);
    let brazilian: BrazilianDraughts = position(fen);
    let (ours, theirs) = both_lists(&russian);
    assert_eq!(ours, theirs);
    assert!(
        records(&russian).len() > records(&brazilian).len(),
        "{:?}",
        records(&russian)
    );
}
