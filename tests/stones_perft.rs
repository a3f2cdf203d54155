//! Perft of pente and connect6, and of smaller boards with the same words
//! (`captures: custodial(n)`, `captured(k stones)`, `turns: 1, then 2`),
//! against a plain second implementation (`stones_support/plain.rs`): from
//! the start and from positions reached by seeded random play, deep enough
//! for captures, wins by a turn's first stone and full boards. Neither game
//! is in OpenSpiel; the counts are stored as numbers beside their
//! positions.

#[path = "stones_support/plain.rs"]
mod plain;

use alphabeta::games::connect6::Connect6;
use alphabeta::games::pente::Pente;
use alphabeta::runtime::notation::{legal_moves, position_to_string};
use alphabeta::runtime::{
    perft, Game, Limits, MoveBuffer, Notation, SearchOptions, Searcher, Side,
};
use plain::{Plain, Rules};

#[path = "../alphabeta-runtime/tests/support/counting_alloc.rs"]
mod counting_alloc;

use counting_alloc::allocations_during;

alphabeta::game! {
    /// Pente's words on 7 x 7, where captures come quickly.
    PenteSeven {
        board: 7 x 7,
        players: White, Black,
        moves: place,
        captures: custodial(2),
        win: line(5), captured(4 stones),
        draw: full,
    }
    /// Connect6's turns on 5 x 5, with lines of four: wins by a first
    /// stone, and full boards, within a few turns.
    ConnectSmall {
        board: 5 x 5,
        players: Black, White,
        moves: place,
        turns: 1, then 2,
        win: line(4),
        draw: full,
    }
}

fn pente_rules(size: usize, capture_win: u32) -> Rules {
    Rules {
        width: size,
        height: size,
        line: 5,
        custodial: Some(2),
        capture_win: Some(capture_win),
        turns: vec![1],
    }
}

fn connect_rules(size: usize, line: usize) -> Rules {
    Rules {
        width: size,
        height: size,
        line,
        custodial: None,
        capture_win: None,
        turns: vec![1, 2],
    }
}

/// A small deterministic generator, so positions reproduce.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        ((self.0 >> 33) as usize) % n
    }
}

/// Plays `turns` random whole turns from the start in both
/// implementations, the stones drawn among the legal ones within `near`
/// cells of the board's middle (so that stones meet and capture); stops
/// early where the game ends.
fn random_game<G: Game>(
    seed: u64,
    turns: usize,
    near: usize,
    rules: Rules,
    cell: impl Fn(G::Move) -> (usize, usize),
) -> (G, Plain) {
    let mut rng = Rng(seed);
    let (mut position, mut other) = (G::start(), Plain::new(rules.clone()));
    let middle = (rules.width / 2, rules.height / 2);
    let close =
        |(c, r): (usize, usize)| c.abs_diff(middle.0) <= near && r.abs_diff(middle.1) <= near;
    let mut played = 0;
    while played < turns && position.outcome().is_none() {
        let moves: Vec<G::Move> = legal_moves(&position)
            .into_iter()
            .filter(|&mv| close(cell(mv)))
            .collect();
        let all = legal_moves(&position);
        let pool = if moves.is_empty() { &all } else { &moves };
        if pool.is_empty() {
            break;
        }
        let mv = pool[rng.below(pool.len())];
        let (c, r) = cell(mv);
        position = position.play(mv);
        other.play_stone(c, r);
        if !position.continues_turn() {
            played += 1;
        }
    }
    (position, other)
}

/// Checks `expected[d - 1]` as the perft of depth `d` in both.
fn check<G: Game + Notation>(position: &G, other: &Plain, expected: &[u64]) {
    let text = position_to_string(position);
    for (i, &count) in expected.iter().enumerate() {
        let depth = i as u32 + 1;
        assert_eq!(perft(position, depth), count, "perft({depth}) of {text}");
        assert_eq!(other.perft(depth), count, "plain perft({depth}) of {text}");
    }
}

fn pente_cell(mv: u16) -> (usize, usize) {
    Pente::move_cell(mv)
}

/// The first position of seeded random play near the middle, after at
/// least `turns` turns, where some stones were captured and the game
/// goes on.
fn pente_with_captures(seed: u64, turns: usize) -> (Pente, Plain) {
    for more in 0..40 {
        let (p, o) = random_game::<Pente>(seed, turns + more, 3, pente_rules(19, 10), pente_cell);
        if p.outcome().is_some() {
            break;
        }
        if p.captured(Side::First) + p.captured(Side::Second) > 0 {
            return (p, o);
        }
    }
    panic!("seed {seed}: no capture before the game ended");
}

#[test]
fn pente_from_the_start() {
    let other = Plain::new(pente_rules(19, 10));
    check(&Pente::start(), &other, &[361, 129_960]);
}

#[test]
fn pente_after_captures() {
    // (seed, turns at least, the position reached, perft 1 and 2)
    let cases: &[(u64, usize, &str, [u64; 2])] = &[
        (2, 20, ".................../.................../.................../.................../.................../.................../......B.B.BWW....../.......WW.BWB....../......B.BW.W......./......W....WW....../........BBB.B....../......W...BW......./......WWWB.W......./.................../.................../.................../.................../.................../................... B captured 2 0", [332, 109565]),
        (5, 20, ".................../.................../.................../.................../.................../.................../......W.WWW.B....../......WBWB........./......WB.BW......../........BBBWW....../.......W.W..W....../............B....../......BB.W........./.................../.................../.................../.................../.................../................... B captured 2 0", [336, 112566]),
        (7, 30, ".................../.................../.................../.................../.................../.................../......B..WW.B....../.......BB........../......BW..WWW....../.......W..WB......./........BB........./......BBWWW......../......BBB..WW....../.................../.................../.................../.................../.................../................... W captured 2 2", [335, 111892]),
    ];
    for &(seed, turns, text, counts) in cases {
        let (p, o) = pente_with_captures(seed, turns);
        assert_eq!(position_to_string(&p), text);
        check(&p, &o, &counts);
        let read = Pente::parse_position(&position_to_string(&p)).expect("reads back");
        assert_eq!(read.hash_key(), p.hash_key());
        assert_eq!(perft(&read, 2), perft(&p, 2));
    }
}

#[test]
fn pente_on_seven_by_seven_to_depth_three() {
    // Captures within three plies, and the win by four captured stones.
    let cases: &[(u64, usize, &str, [u64; 3])] = &[
        (
            1,
            10,
            ".W...../...W.../.....B./.W...../B....../.BB.W.W/..B.... W",
            [39, 1482, 54838],
        ),
        (
            3,
            14,
            "W.BB.../.....B./.B.W.../...BW../......W/...W.B./..WB..W W",
            [35, 1190, 39278],
        ),
    ];
    for &(seed, turns, text, counts) in cases {
        let (p, o) =
            random_game::<PenteSeven>(seed, turns, 3, pente_rules(7, 4), PenteSeven::move_cell);
        assert_eq!(position_to_string(&p), text);
        check(&p, &o, &counts);
    }
}

#[test]
fn connect6_from_the_start() {
    let other = Plain::new(connect_rules(19, 6));
    check(&Connect6::start(), &other, &[361]);
    assert_eq!(perft(&Connect6::start(), 2), 23_327_820);
}

#[test]
#[ignore = "a few seconds: cargo test --release --test stones_perft -- --ignored"]
fn connect6_from_the_start_plain_depth_two() {
    let other = Plain::new(connect_rules(19, 6));
    check(&Connect6::start(), &other, &[361, 23_327_820]);
}

#[test]
fn connect6_with_a_threat_to_win() {
    // Black has five in a row, j10 to n10: i10 and o10 each win alone.
    let (position, moves) =
        Connect6::parse_moves("j10 a1a2 k10l10 a3a4 m10n10 b1b2").expect("reads");
    assert_eq!(moves.len(), 11);
    let mut other = Plain::new(connect_rules(19, 6));
    for &mv in &moves {
        let (c, r) = Connect6::move_cell(mv);
        other.play_stone(c, r);
    }
    // Two winning stones, and every pair but the two winning ones together.
    check(&position, &other, &[2 + 61_075 - 1]);
}

#[test]
fn connect6_after_random_turns() {
    let cases: &[(u64, usize, &str, u64)] = &[
        (1, 6, ".................../.................../.................../.................../.................../.................../.................../......W............/........W........../.......B.........../.......BB........../........W.W......../......B.BW..W....../.................../.................../.................../.................../.................../................... B", 61075),
        (2, 9, ".................../.................../.................../.................../.................../.................../......W...W.B....../.................../......B.W........../.......BB..B......./......W..BW......../.........WB......../.......WW.BB......./.................../.................../.................../.................../.................../................... W", 58996),
    ];
    for &(seed, turns, text, count) in cases {
        let (p, o) =
            random_game::<Connect6>(seed, turns, 3, connect_rules(19, 6), Connect6::move_cell);
        assert_eq!(position_to_string(&p), text);
        check(&p, &o, &[count]);
    }
}

#[test]
fn turns_on_five_by_five() {
    // Lines of four: wins by a turn's first stone, pairs that win, and
    // full boards within reach.
    let other = Plain::new(connect_rules(5, 4));
    check(&ConnectSmall::start(), &other, &[25, 6_900]);
    let cases: &[(u64, usize, &str, [u64; 2])] = &[
        (1, 3, "....B/...../..B../B.W../.W... W", [190, 28917]),
        (4, 4, "...../...W./BB.../W.W../.BW.. B", [153, 18120]),
        (6, 5, "...../WWB.B/.B.BW/.W.../....B W", [120, 10920]),
        (8, 6, "..B../WB..B/.W.../W..../BWBWW B", [91, 6017]),
    ];
    for &(seed, turns, text, counts) in cases {
        let (p, o) = random_game::<ConnectSmall>(
            seed,
            turns,
            2,
            connect_rules(5, 4),
            ConnectSmall::move_cell,
        );
        assert_eq!(position_to_string(&p), text);
        check(&p, &o, &counts);
    }
}

#[test]
#[ignore = "a few seconds: cargo test --release --test stones_perft -- --ignored"]
fn turns_on_five_by_five_depth_three() {
    let other = Plain::new(connect_rules(5, 4));
    check(&ConnectSmall::start(), &other, &[25, 6_900, 1_593_900]);
}

/// Along seeded random games: the key from scratch equals the kept one,
/// and the position written reads back the same, half-played turns and
/// captured counts included.
fn keys_and_notation<G: Game + Notation>(seed: u64, plies: usize) {
    let mut rng = Rng(seed);
    let mut position = G::start();
    for _ in 0..plies {
        assert_eq!(position.hash_key(), position.hash_from_scratch());
        let text = position_to_string(&position);
        let read = G::parse_position(&text).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(read.hash_key(), position.hash_key(), "{text}");
        assert_eq!(position_to_string(&read), text);
        if position.outcome().is_some() {
            break;
        }
        let moves = legal_moves(&position);
        position = position.play(moves[rng.below(moves.len())]);
    }
}

#[test]
fn keys_and_notation_along_random_games() {
    for seed in 1..=3 {
        keys_and_notation::<Pente>(seed, 120);
        keys_and_notation::<PenteSeven>(seed, 60);
        keys_and_notation::<Connect6>(seed, 120);
        keys_and_notation::<ConnectSmall>(seed, 30);
    }
}

#[test]
fn turn_records_and_board_strings() {
    let (position, moves) = Connect6::parse_moves("j10 k11l12").expect("records");
    assert_eq!(moves.len(), 3);
    assert!(!position.continues_turn());
    let half = position.play(legal_moves(&position)[0]);
    assert!(half.continues_turn());
    assert!(position_to_string(&half).contains(" turn "));
    let written = position_to_string(&half);
    let missing = written.split(" turn ").next().unwrap();
    assert!(Connect6::parse_position(missing).is_err());
    assert_eq!(
        position_to_string(&Connect6::parse_position(&written).unwrap()),
        written
    );
    // Pente writes the captured counts.
    let (pente, _) = Pente::parse_moves("j10 k10 a1 l10 m10").expect("moves");
    assert_eq!(pente.captured(Side::First), 2);
    assert!(position_to_string(&pente).ends_with(" B captured 2 0"));
}

#[test]
fn search_perft_and_hints_allocate_nothing() {
    let pente = pente_with_captures(2, 20).0;
    let (connect6, _) = Connect6::parse_moves("j10 a1a2 k10l10 a3a4").expect("reads");
    no_allocations(&pente, 2, 2);
    no_allocations(&connect6, 2, 1);
    no_allocations(&connect6.play(legal_moves(&connect6)[5]), 2, 1);
}

fn no_allocations<G: Game>(position: &G, depth: u32, perft_depth: u32) {
    let mut searcher = Searcher::<G>::new(SearchOptions {
        hash_mib: 1,
        ..SearchOptions::default()
    });
    let ((result, paths, hints, eval), count) = allocations_during(|| {
        let result = searcher.search(position, &Limits::depth(depth));
        let paths = perft(position, perft_depth);
        let mut moves = G::Moves::default();
        position.generate(&mut moves);
        let hints: i64 = moves
            .as_slice()
            .iter()
            .map(|&mv| i64::from(position.move_priority(mv)))
            .sum();
        (result, paths, hints, position.evaluate())
    });
    std::hint::black_box((hints, eval));
    assert_eq!(
        count,
        0,
        "{}: {count} allocations",
        core::any::type_name::<G>()
    );
    assert!(result.best_move.is_some() && paths > 0);
}
