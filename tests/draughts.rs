//! International draughts against published perft counts and against a
//! second, plain implementation written here.
//!
//! The published counts remove duplicate captures (two sequences over the
//! same pieces that end on the same square are one move), as the game's
//! moves do:
//! - from the start, Aart Bik's BikDam ("BikDam: international checkers",
//!   aartbik.blogspot.com, label perft): "here duplicate captures are
//!   removed";
//! - the "Woldouby" and "Random178" positions of the FMJD forum's "Perft"
//!   thread (laatste.info/bb3, viewtopic.php?f=53&t=2308), as Rein
//!   Halbersma's dctl checks them with its `unique_gen` generator
//!   (github.com/rhalbersma/dctl, its international FMJD walk tests).
//!
//! None of these numbers was computed here. The plain implementation
//! ([`plain`]) shares nothing with the generated code: a `Vec` of the 50
//! squares, captures found by walking every sequence.

#[path = "support/whole_turns.rs"]
mod whole_turns;
use alphabeta::games::draughts::InternationalDraughts;
use alphabeta::runtime::notation::{legal_moves, move_to_string, position_to_string};
use alphabeta::runtime::{perft, Game, Notation, NotationError};
use whole_turns::whole_turns;

/// Perft from the start, depths 1 to 10 (Aart Bik's BikDam).
const START: [u64; 10] = [
    9,
    81,
    658,
    4_265,
    27_117,
    167_140,
    1_049_442,
    6_483_961,
    41_022_423,
    258_895_763,
];

/// The Woldouby position and its perft, depths 1 to 15 (FMJD forum; dctl).
const WOLDOUBY: (&str, [u64; 15]) = (
    "W:B12,13,14,16,18,19,21,23,24,26:W25,27,28,30,32,33,34,35,37,38",
    [
        6,
        12,
        30,
        73,
        215,
        590,
        1_944,
        6_269,
        22_369,
        88_050,
        377_436,
        1_910_989,
        9_872_645,
        58_360_286,
        346_184_885,
    ],
);

/// "Random178", with kings of both sides, and its perft, depths 1 to 9
/// (FMJD forum; dctl).
const RANDOM178: (&str, [u64; 9]) = (
    "B:BK17,K24:W6,9,10,11,20,21,22,23,30,K31,33,37,41,42,43,44,46",
    [
        14,
        55,
        1_168,
        5_432,
        87_195,
        629_010,
        9_041_010,
        86_724_219,
        1_216_917_193,
    ],
);

fn position(fen: &str) -> InternationalDraughts {
    InternationalDraughts::parse_position(fen).expect("a PDN FEN")
}

fn perft_is(start: &InternationalDraughts, counts: &[u64]) {
    for (i, &count) in counts.iter().enumerate() {
        let depth = i as u32 + 1;
        assert_eq!(perft(start, depth), count, "perft({depth})");
    }
}

#[test]
fn perft_from_the_start_to_depth_6() {
    perft_is(&InternationalDraughts::start(), &START[..6]);
}

#[test]
#[ignore = "slow without --release: cargo test --release --test draughts -- --ignored"]
fn perft_from_the_start_to_depth_9() {
    perft_is(&InternationalDraughts::start(), &START[..9]);
}

#[test]
fn perft_of_woldouby_to_depth_9() {
    perft_is(&position(WOLDOUBY.0), &WOLDOUBY.1[..9]);
}

#[test]
#[ignore = "slow without --release: cargo test --release --test draughts -- --ignored"]
fn perft_of_woldouby_to_depth_13() {
    perft_is(&position(WOLDOUBY.0), &WOLDOUBY.1[..13]);
}

#[test]
fn perft_of_random178_to_depth_5() {
    perft_is(&position(RANDOM178.0), &RANDOM178.1[..5]);
}

#[test]
#[ignore = "slow without --release: cargo test --release --test draughts -- --ignored"]
fn perft_of_random178_to_depth_7() {
    perft_is(&position(RANDOM178.0), &RANDOM178.1[..7]);
}

/// A move of the game: a step, or one jump of a capture.
type Move = <InternationalDraughts as Game>::Move;

/// A whole turn's record, its moves written one after another: `28x19x10`.
fn record(p: &InternationalDraughts, turn: &[Move]) -> String {
    let mut position = *p;
    let mut out = String::new();
    for &mv in turn {
        out += &move_to_string(&position, mv);
        position = position.play(mv);
    }
    out
}

/// `p` after the whole turn `turn`.
fn after(p: &InternationalDraughts, turn: &[Move]) -> InternationalDraughts {
    turn.iter().fold(*p, |position, &mv| position.play(mv))
}

fn sorted_moves(p: &InternationalDraughts) -> Vec<String> {
    let mut moves: Vec<String> = whole_turns(p).iter().map(|t| record(p, t)).collect();
    moves.sort();
    moves
}

/// A whole turn as the plain implementation lists it: the squares it
/// starts and ends on, and those of the pieces it takes.
fn facts(p: &InternationalDraughts, turn: &[Move]) -> plain::Facts {
    let written = record(p, turn);
    let squares: Vec<usize> = written
        .split(['x', '-'])
        .map(|s| s.parse().expect("a square number"))
        .collect();
    let next = after(p, turn);
    let taken = (1..=50)
        .filter(|&square| {
            let (col, row) = plain::cell(square);
            let theirs = |q: &InternationalDraughts| {
                q.piece(col, row)
                    .is_some_and(|(side, _)| side != p.side_to_move())
            };
            theirs(p) && !theirs(&next)
        })
        .collect();
    (squares[0], squares[squares.len() - 1], taken)
}

/// `p`'s whole turns and the plain implementation's moves of the same
/// position, each sorted.
fn both_lists(p: &InternationalDraughts) -> (Vec<plain::Facts>, Vec<plain::Facts>) {
    let mut ours: Vec<plain::Facts> = whole_turns(p).iter().map(|t| facts(p, t)).collect();
    let board = plain::Board::parse(&position_to_string(p));
    let mut theirs: Vec<plain::Facts> = board.moves().iter().map(plain::Move::facts).collect();
    ours.sort();
    theirs.sort();
    (ours, theirs)
}

#[test]
fn moves_and_positions_are_written_as_pdn() {
    let start = InternationalDraughts::start();
    assert_eq!(
        position_to_string(&start),
        "W:B1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20:W31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50"
    );
    assert_eq!(position("W:W31-50:B1-20"), start);
    assert_eq!(
        sorted_moves(&start),
        ["31-26", "31-27", "32-27", "32-28", "33-28", "33-29", "34-29", "34-30", "35-30"]
    );
    // Every move reads back from what it prints, at the start and after.
    let (after, _) = InternationalDraughts::parse_moves("32-28 19-23").unwrap();
    assert_eq!(sorted_moves(&after), ["28x19"]);
    for p in [start, after] {
        for mv in legal_moves(&p) {
            assert_eq!(
                InternationalDraughts::parse_move(&p, &move_to_string(&p, mv)),
                Ok(mv)
            );
        }
    }
}

#[test]
fn a_capture_is_a_turn_of_jumps_named_by_its_landings_or_only_its_ends() {
    // The man on 28 takes 23 and 14, landing on 19 and then 10: two
    // jumps, the same player moving again after the first.
    let p = position("W:W28:B14,23,40");
    assert_eq!(sorted_moves(&p), ["28x19x10"]);
    let first = InternationalDraughts::parse_move(&p, "28x19").unwrap();
    assert_eq!(legal_moves(&p), [first]);
    let during = p.play(first);
    assert!(during.continues_turn());
    assert_eq!(during.side_to_move(), p.side_to_move());
    assert_eq!(move_to_string(&during, legal_moves(&during)[0]), "x10");
    let whole = InternationalDraughts::parse_turn(&p, "28x19x10").unwrap();
    assert_eq!(
        InternationalDraughts::parse_turn(&p, "28x10"),
        Ok(whole.clone())
    );
    assert_eq!(whole[0], first);
    assert_eq!(position_to_string(&after(&p, &whole)), "B:B40:W10");
    // The rest of the capture reads during it, with or without its start.
    let rest = InternationalDraughts::parse_move(&during, "x10").unwrap();
    assert_eq!(
        InternationalDraughts::parse_move(&during, "19x10"),
        Ok(rest)
    );
    assert_eq!(rest, whole[1]);
    // A game's record reads the turns in it.
    let (played, moves) = InternationalDraughts::parse_moves("32-28 19-23 28x19").unwrap();
    assert_eq!(moves.len(), 3);
    assert_eq!(played.side_to_move(), alphabeta::runtime::Side::Second);
    // A square not on the way, and a capture from an empty square, are refused.
    assert!(matches!(
        InternationalDraughts::parse_turn(&p, "28x19x5"),
        Err(NotationError::IllegalMove { .. } | NotationError::BadMove { .. })
    ));
    assert!(InternationalDraughts::parse_turn(&p, "27x18").is_err());
    assert!(InternationalDraughts::parse_move(&p, "28-x").is_err());
    assert!(InternationalDraughts::parse_turn(&p, "28-x").is_err());
}

#[test]
fn a_position_during_a_capture_is_its_turns_start_and_the_jumps_so_far() {
    let p = position("W:W28:B14,23,40");
    let during = p.play(legal_moves(&p)[0]);
    let written = position_to_string(&during);
    assert_eq!(written, "W:B14,23,40:W28 28x19");
    let read = position(&written);
    assert_eq!(read, during);
    assert_eq!(read.hash_key(), during.hash_key());
    // A king's capture of three, two jumps made.
    let king = position("W:WK46:B37,28,18,27,17");
    let mut q = king;
    for _ in 0..2 {
        q = q.play(legal_moves(&q)[0]);
    }
    assert!(q.continues_turn());
    assert_eq!(position(&position_to_string(&q)), q);
    // Jumps that are not legal there, or not jumps, are refused, typed.
    for bad in [
        "W:W28:B14,23,40 28x18",
        "W:W28:B14,23,40 28xx19",
        "W:W28:B14,23,40 28x19x10x5",
        "W:W28:B14,23,40 19x10",
    ] {
        assert!(
            matches!(
                InternationalDraughts::parse_position(bad),
                Err(NotationError::BadPosition { .. })
            ),
            "{bad}"
        );
    }
}

#[test]
fn two_paths_over_the_same_pieces_to_the_same_square_are_one_capture() {
    // The man on 27 takes 22, 23, 33 and 32 around a square, either way
    // round, and comes back to 27: two sequences, one capture.
    let p = position("W:W27:B22,23,32,33");
    let firsts = legal_moves(&p);
    assert_eq!(firsts.len(), 2);
    let mut repeated = 0;
    for first in firsts {
        let mut q = p.play(first);
        loop {
            let moves = legal_moves(&q);
            assert_eq!(moves.len(), 1);
            let next = q.play(moves[0]);
            if !next.continues_turn() {
                repeated += usize::from(q.repeats_turn(moves[0]));
                assert_eq!(position_to_string(&next), "B:B:W27");
                break;
            }
            assert!(!q.repeats_turn(moves[0]), "only the last jump ends a turn");
            q = next;
        }
    }
    assert_eq!(repeated, 1, "one of the two sequences repeats the other");
    assert_eq!(sorted_moves(&p).len(), 1);
    assert_eq!(perft(&p, 1), 1);
    assert_eq!(
        plain::perft(&plain::Board::parse("W:W27:B22,23,32,33"), 1),
        1
    );
}

#[test]
fn the_key_made_move_by_move_is_the_key_made_from_scratch() {
    // Along seeded games, jump by jump: during captures too.
    let mut state = 0x00c0_ffee_u64;
    let mut during = 0;
    for _ in 0..4 {
        let mut p = InternationalDraughts::start();
        for _ in 0..400 {
            let moves = legal_moves(&p);
            if moves.is_empty() {
                break;
            }
            p = p.play(moves[(plain::next(&mut state) % moves.len() as u64) as usize]);
            assert_eq!(
                p.hash_key(),
                p.hash_from_scratch(),
                "{}",
                position_to_string(&p)
            );
            during += usize::from(p.continues_turn());
        }
    }
    assert!(during > 10, "only {during} positions during a capture");
}

#[test]
fn the_capture_of_the_most_pieces_is_the_only_move() {
    // The man on 33 could take 29 alone, or 28 and then 18: it must take two.
    let p = position("W:W33:B18,28,29,3");
    assert_eq!(sorted_moves(&p), ["33x22x13"]);
    assert_eq!(
        legal_moves(&p).len(),
        1,
        "the first jump of the longest only"
    );
}

#[test]
fn a_flying_king_takes_from_afar_and_lands_anywhere_beyond() {
    // The king on 46 takes 28 from afar; beyond it lie 23, 19, 14, 10
    // and 5, and from none of them can it take again.
    let p = position("W:WK46:B28,1");
    assert_eq!(
        sorted_moves(&p),
        ["46x10", "46x14", "46x19", "46x23", "46x5"]
    );
    // A man passing the last row in a capture is not crowned: the man on
    // 11 takes 7, lands on 2, takes 8 and ends on 13.
    let q = position("W:W11:B7,8");
    assert_eq!(sorted_moves(&q), ["11x2x13"]);
    let on_the_last_row = q.play(legal_moves(&q)[0]);
    assert_eq!(position_to_string(&on_the_last_row), "W:B7,8:W11 11x2");
    let turn = InternationalDraughts::parse_turn(&q, "11x2x13").unwrap();
    assert_eq!(position_to_string(&after(&q, &turn)), "B:B:W13");
}

#[test]
fn taken_pieces_stay_until_the_sequence_ends() {
    // The Turkish strike: a king may not jump a piece it has taken, and the
    // pieces it took block its way until the capture ends.
    for fen in [
        "W:WK46:B37,28,18,27,17",
        "W:WK50:B44,33,22,34,23,12",
        WOLDOUBY.0,
        RANDOM178.0,
    ] {
        let p = position(fen);
        let (ours, theirs) = both_lists(&p);
        assert_eq!(ours, theirs, "{fen}");
        assert_eq!(
            perft(&p, 2),
            plain::perft(&plain::Board::parse(fen), 2),
            "{fen}"
        );
    }
}

#[test]
fn the_plain_implementation_agrees_with_the_published_counts() {
    // The second implementation is checked too, so that agreeing with it
    // means something.
    let start = plain::Board::parse("W:W31-50:B1-20");
    for (depth, &count) in START[..4].iter().enumerate() {
        assert_eq!(plain::perft(&start, depth as u32 + 1), count);
    }
    let woldouby = plain::Board::parse(WOLDOUBY.0);
    for (depth, &count) in WOLDOUBY.1[..6].iter().enumerate() {
        assert_eq!(plain::perft(&woldouby, depth as u32 + 1), count);
    }
    let random178 = plain::Board::parse(RANDOM178.0);
    for (depth, &count) in RANDOM178.1[..3].iter().enumerate() {
        assert_eq!(plain::perft(&random178, depth as u32 + 1), count);
    }
}

#[test]
fn perft_agrees_with_the_plain_implementation_on_seeded_positions_with_kings() {
    let mut state = 0x005e_edd4_a647_u64;
    for round in 0..60 {
        let board = plain::Board::random(&mut state);
        let fen = board.fen();
        let ours = position(&fen);
        assert_eq!(position_to_string(&ours), fen, "round {round}");
        let (turns, moves) = both_lists(&ours);
        assert_eq!(turns, moves, "{fen}");
        let depth = if round % 6 == 0 { 3 } else { 2 };
        for d in 1..=depth {
            assert_eq!(
                perft(&ours, d),
                plain::perft(&board, d),
                "{fen} at depth {d}"
            );
        }
    }
}

#[test]
fn perft_agrees_with_the_plain_implementation_after_seeded_play() {
    // Whole random games from the start, turn by turn, the lists of whole
    // turns compared at every turn, perft at every tenth.
    let mut state = 0x0dd5_eed5u64;
    for _ in 0..6 {
        let mut ours = InternationalDraughts::start();
        for ply in 0..160 {
            let board = plain::Board::parse(&position_to_string(&ours));
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
fn a_position_with_hundreds_of_captures_of_the_most_pieces() {
    // Seven kings before fourteen men, found by a seeded search for the
    // most captures of the most pieces with the plain implementation: 407
    // captures of two pieces, each a turn of two jumps. The move list
    // holds a jump each, so no bound on whole captures is needed (the
    // list of whole captures these replaced held 1,024).
    let fen = "W:B7,8,9,10,11,20,21,24,27,29,32,33,42,43:WK2,K3,K4,K5,K16,K36,K46";
    let p = position(fen);
    let (ours, theirs) = both_lists(&p);
    assert_eq!(ours.len(), 407);
    assert_eq!(ours, theirs);
    assert_eq!(perft(&p, 1), 407);
    assert!(
        legal_moves(&p).len() < 407,
        "first jumps, fewer than captures"
    );
}

/// International draughts written plainly: the squares in a `Vec`, every
/// capture sequence walked one jump at a time.
mod plain {
    /// A piece: its side (0 White, 1 Black) and whether it is a king.
    pub type Piece = (usize, bool);

    #[derive(Clone)]
    pub struct Board {
        /// Squares 1 to 50, at indices 0 to 49.
        pub squares: Vec<Option<Piece>>,
        pub to_move: usize,
    }

    #[derive(Clone, PartialEq, Eq)]
    pub struct Move {
        from: usize,
        to: usize,
        taken: Vec<usize>,
    }

    /// A move by its squares (1 to 50): start, end, and the pieces taken,
    /// in order.
    pub type Facts = (usize, usize, Vec<usize>);

    impl Move {
        pub fn facts(&self) -> Facts {
            (
                self.from + 1,
                self.to + 1,
                self.taken.iter().map(|t| t + 1).collect(),
            )
        }
    }

    /// The column and row (from 0, row 0 at the bottom) of square `square`
    /// (1 to 50), as the game's `piece` takes them.
    pub fn cell(square: usize) -> (usize, usize) {
        let (row, col) = coords(square - 1);
        (col as usize, (9 - row) as usize)
    }

    const DIRECTIONS: [(i32, i32); 4] = [(-1, -1), (-1, 1), (1, -1), (1, 1)];

    /// Row (0 at the top, Black's side) and column of a square index.
    fn coords(square: usize) -> (i32, i32) {
        let row = (square / 5) as i32;
        let col = 2 * (square % 5) as i32 + if row % 2 == 0 { 1 } else { 0 };
        (row, col)
    }

    fn square(row: i32, col: i32) -> Option<usize> {
        let inside = (0..10).contains(&row) && (0..10).contains(&col);
        (inside && (row + col) % 2 == 1).then(|| (row * 5 + col / 2) as usize)
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
        /// A PDN FEN such as `W:W31-50:B1-20`.
        pub fn parse(fen: &str) -> Board {
            let mut parts = fen.split(':');
            let to_move = usize::from(parts.next() == Some("B"));
            let mut squares = vec![None; 50];
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
            Board { squares, to_move }
        }

        /// The PDN FEN, Black's pieces first, as the game writes it.
        pub fn fen(&self) -> String {
            let list = |side: usize| {
                let items: Vec<String> = (0..50)
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

        /// A position of 1 to 12 pieces a side, about a third of them
        /// kings, men never on their crowning row.
        pub fn random(state: &mut u64) -> Board {
            let mut squares = vec![None; 50];
            for side in 0..2 {
                let count = 1 + next(state) % 12;
                let mut placed = 0;
                while placed < count {
                    let i = (next(state) % 50) as usize;
                    let king = next(state) % 3 == 0;
                    let crowning = if side == 0 { i < 5 } else { i >= 45 };
                    if squares[i].is_some() || (crowning && !king) {
                        continue;
                    }
                    squares[i] = Some((side, king));
                    placed += 1;
                }
            }
            Board {
                squares,
                to_move: (next(state) % 2) as usize,
            }
        }

        fn enemy(&self, square: usize) -> bool {
            matches!(self.squares[square], Some((s, _)) if s != self.to_move)
        }

        /// Empty, or the square the capturing piece left.
        fn free(&self, square: usize, from: usize) -> bool {
            square == from || self.squares[square].is_none()
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
            let (row, col) = coords(at);
            let mut extended = false;
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
                let mut j = k + 1;
                while let Some(land) = square(row + j * dr, col + j * dc) {
                    if !self.free(land, from) {
                        break;
                    }
                    extended = true;
                    taken.push(victim);
                    self.captures(from, land, king, taken, out);
                    taken.pop();
                    if !king {
                        break;
                    }
                    j += 1;
                }
            }
            if !extended && !taken.is_empty() {
                let mut taken = taken.clone();
                taken.sort_unstable();
                out.push(Move {
                    from,
                    to: at,
                    taken,
                });
            }
        }

        pub fn moves(&self) -> Vec<Move> {
            let mut captures = Vec::new();
            for from in 0..50 {
                if let Some((side, king)) = self.squares[from] {
                    if side == self.to_move {
                        self.captures(from, from, king, &mut Vec::new(), &mut captures);
                    }
                }
            }
            if let Some(most) = captures.iter().map(|m| m.taken.len()).max() {
                let mut out: Vec<Move> = Vec::new();
                for m in captures {
                    if m.taken.len() == most && !out.contains(&m) {
                        out.push(m);
                    }
                }
                return out;
            }
            let mut out = Vec::new();
            for from in 0..50 {
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
            let (side, king) = next.squares[m.from].take().expect("a piece to move");
            let last_row = if side == 0 { 0 } else { 9 };
            next.squares[m.to] = Some((side, king || coords(m.to).0 == last_row));
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
