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

use alphabeta::games::draughts::InternationalDraughts;
use alphabeta::runtime::notation::{legal_moves, move_to_string, position_to_string};
use alphabeta::runtime::{perft, Game, Notation, NotationError};

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

fn sorted_moves(p: &InternationalDraughts) -> Vec<String> {
    let mut moves: Vec<String> = legal_moves(p)
        .iter()
        .map(|&m| move_to_string(p, m))
        .collect();
    moves.sort();
    moves
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
fn a_capture_names_its_landings_or_only_its_ends() {
    // The man on 28 takes 23 and 14, landing on 19 and then 10.
    let p = position("W:W28:B14,23,40");
    assert_eq!(sorted_moves(&p), ["28x19x10"]);
    let long = InternationalDraughts::parse_move(&p, "28x19x10").unwrap();
    assert_eq!(InternationalDraughts::parse_move(&p, "28x10"), Ok(long));
    let after = p.play(long);
    assert_eq!(position_to_string(&after), "B:B40:W10");
    // A square not on the way, and a capture from an empty square, are refused.
    assert!(matches!(
        InternationalDraughts::parse_move(&p, "28x19x5"),
        Err(NotationError::IllegalMove { .. } | NotationError::BadMove { .. })
    ));
    assert!(InternationalDraughts::parse_move(&p, "27x18").is_err());
    assert!(InternationalDraughts::parse_move(&p, "28-x").is_err());
}

#[test]
fn the_capture_of_the_most_pieces_is_the_only_move() {
    // The man on 33 could take 29 alone, or 28 and then 18: it must take two.
    let p = position("W:W33:B18,28,29,3");
    assert_eq!(sorted_moves(&p), ["33x22x13"]);
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
    let after = q.play(InternationalDraughts::parse_move(&q, "11x2x13").unwrap());
    assert_eq!(position_to_string(&after), "B:B:W13");
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
        assert_eq!(
            perft(&p, 1),
            plain::perft(&plain::Board::parse(fen), 1),
            "{fen}"
        );
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
    // Whole random games from the start, compared at every tenth ply.
    let mut state = 0x0dd5_eed5u64;
    for _ in 0..6 {
        let mut ours = InternationalDraughts::start();
        let mut board = plain::Board::parse("W:W31-50:B1-20");
        for ply in 0..160 {
            let moves = legal_moves(&ours);
            assert_eq!(
                moves.len() as u64,
                plain::perft(&board, 1),
                "{}",
                board.fen()
            );
            if moves.is_empty() {
                break;
            }
            if ply % 10 == 0 {
                assert_eq!(perft(&ours, 2), plain::perft(&board, 2), "{}", board.fen());
            }
            let mv = moves[(plain::next(&mut state) % moves.len() as u64) as usize];
            ours = ours.play(mv);
            board = plain::Board::parse(&position_to_string(&ours));
        }
    }
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
