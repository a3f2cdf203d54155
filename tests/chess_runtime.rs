//! The runtime's guarantees on chess and each of its variants: searching
//! allocates nothing, the searcher agrees with the `minimax` crate and with
//! plain minimax, the incremental hash equals the hash from scratch, FEN
//! and both move notations read back what they wrote, and the move
//! generator agrees with `cozy-chess` on positions reached by random play.
//! Random play is driven by proptest: a case is a start position and a list
//! of choices, each picking a legal move by its index.

mod chess_support;

use alphabeta::games::chess::{
    Antichess, Capablanca, Chess, Crazyhouse, KingOfTheHill, LosAlamos, ThreeCheck,
};
use alphabeta::games::shogi::{Minishogi, Shogi};
use alphabeta::runtime::notation::{legal_moves, move_to_string, position_to_string};
use alphabeta::runtime::reference::minimax;
use alphabeta::runtime::score::{is_decisive, Score};
use alphabeta::runtime::{perft, Game, GameEval, Limits, Notation, SearchOptions, Searcher};
use chess_support::{cozy_perft, SameEval, KIWIPETE, POSITION_3, POSITION_4, POSITION_5, START};
use minimax::Strategy as _;
use proptest::collection::vec;
use proptest::prelude::*;

#[path = "../alphabeta-runtime/tests/support/counting_alloc.rs"]
mod counting_alloc;

use counting_alloc::allocations_during;

/// Where random play starts, per game: its start position, and for chess
/// also the wiki's perft positions, which reach castling, en passant and
/// promotion within a few plies.
const CHESS_STARTS: &[&str] = &[START, KIWIPETE, POSITION_3, POSITION_4, POSITION_5];
const KING_OF_THE_HILL_STARTS: &[&str] = &[START, KIWIPETE];
const LOS_ALAMOS_STARTS: &[&str] = &["rnqknr/pppppp/6/6/PPPPPP/RNQKNR w - - 0 1"];
const ANTICHESS_STARTS: &[&str] = &["rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1"];
const CAPABLANCA_STARTS: &[&str] =
    &["rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1"];

fn parse<G: Notation>(fen: &str) -> G {
    G::parse_position(fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// Every position of the line of play from `start` that `choices` pick,
/// `start` first; the line stops early where the game ends.
fn line_of_play<G: Game>(start: G, choices: &[u16]) -> Vec<G> {
    let mut line = vec![start];
    let mut position = start;
    for &choice in choices {
        let moves = legal_moves(&position);
        if moves.is_empty() {
            break;
        }
        position = position.play(moves[usize::from(choice) % moves.len()]);
        line.push(position);
    }
    line
}

/// A start position of `starts` and up to `max_plies` choices.
fn random_line(starts: &[&str], max_plies: usize) -> impl Strategy<Value = (usize, Vec<u16>)> {
    (0..starts.len(), vec(any::<u16>(), 0..max_plies))
}

// The incremental hash.

fn check_keys<G: Notation>(starts: &[&str], (start, choices): (usize, Vec<u16>)) {
    for position in line_of_play(parse::<G>(starts[start]), &choices) {
        assert_eq!(
            position.hash_key(),
            position.hash_from_scratch(),
            "{}",
            position_to_string(&position)
        );
    }
}

// Notation.

/// FEN reads back what it wrote, to a position with the same moves and end
/// (not always the same key: see
/// `a_position_read_from_fen_has_the_key_it_had_in_play`); each legal move
/// reads back from UCI and from SAN.
fn check_notation<G: Notation>(starts: &[&str], (start, choices): (usize, Vec<u16>)) {
    for position in line_of_play(parse::<G>(starts[start]), &choices) {
        let fen = position_to_string(&position);
        let back = parse::<G>(&fen);
        assert_eq!(position_to_string(&back), fen);
        assert_eq!(back.outcome(), position.outcome(), "{fen}");
        assert_eq!(legal_moves(&back), legal_moves(&position), "{fen}");
        for mv in legal_moves(&position) {
            let uci = move_to_string(&position, mv);
            assert_eq!(G::parse_move(&position, &uci), Ok(mv), "{fen} {uci}");
            let mut san = String::new();
            G::write_san(&position, mv, &mut san).unwrap();
            assert_eq!(G::parse_move(&position, &san), Ok(mv), "{fen} {uci} {san}");
        }
    }
}

/// The same position under the rules (FIDE 9.2: the same pieces on the same
/// cells, the same side to move, the same castling and en-passant rights)
/// has the same key, whether it was reached by play or read from FEN.
#[test]
fn a_position_read_from_fen_has_the_key_it_had_in_play() {
    let (played, _) = Chess::parse_moves("e2e4 e7e5 e1e2").unwrap();
    let fen = position_to_string(&played);
    assert_eq!(
        fen,
        "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPPKPPP/RNBQ1BNR b kq - 1 2"
    );
    let read_back_keeps_key = parse::<Chess>(&fen).hash_key() == played.hash_key();
    let (first, _) = Chess::parse_moves("e2e4 e7e5 e1e2 e8e7 g1f3 g8f6").unwrap();
    let (again, _) =
        Chess::parse_moves("e2e4 e7e5 e1e2 e8e7 g1f3 g8f6 h1g1 h8g8 g1h1 g8h8 f3g1 f6g8 g1f3 g8f6")
            .unwrap();
    // The same position: FEN's first four fields agree; only the clocks differ.
    let rules_part = |p: &Chess| {
        let fen = position_to_string(p);
        fen.split(' ').take(4).collect::<Vec<_>>().join(" ")
    };
    assert_eq!(rules_part(&first), rules_part(&again));
    let repetition_keeps_key = again.hash_key() == first.hash_key();
    assert!(
        read_back_keeps_key && repetition_keeps_key,
        "read back: {read_back_keeps_key}, repeated: {repetition_keeps_key}"
    );
}

// The move generator against cozy-chess.

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Perft(3) of positions reached by random play from the wiki's
    /// positions, as cozy-chess counts it from our FEN.
    #[test]
    fn chess_perft_agrees_with_cozy_chess(line in random_line(CHESS_STARTS, 80)) {
        let (start, choices) = line;
        let position = *line_of_play(parse::<Chess>(CHESS_STARTS[start]), &choices).last().unwrap();
        // cozy-chess plays on after the n-move rule and repetitions; perft
        // here is about the moves.
        prop_assume!(position.outcome().is_none());
        let fen = position_to_string(&position);
        let board: cozy_chess::Board = fen.parse().unwrap_or_else(|e| panic!("{fen}: {e:?}"));
        prop_assert_eq!(perft(&position, 3), cozy_perft(&board, 3), "{}", fen);
    }
}

/// The wiki's positions 4 and 5, beyond the three of `chess_perft.rs`.
#[test]
fn chess_perft_of_positions_4_and_5() {
    let counts = [
        (POSITION_4, [6, 264, 9_467, 422_333]),
        (POSITION_5, [44, 1_486, 62_379, 2_103_487]),
    ];
    for (fen, counts) in counts {
        let position = parse::<Chess>(fen);
        for (depth, count) in (1..).zip(counts) {
            assert_eq!(perft(&position, depth), count, "perft({depth}) of {fen}");
        }
    }
}

// Allocation.

/// A search (which generates, orders, evaluates and plays out captures)
/// and a perft on a searcher built, and given a game history, beforehand
/// allocate nothing.
fn assert_allocation_free<G: Notation>(fen: &str, depth: u32, perft_depth: u32) {
    let position = parse::<G>(fen);
    let mut searcher = Searcher::<G>::new(SearchOptions {
        hash_mib: 1,
        ..SearchOptions::default()
    });
    // The position itself in the history, as if a move and its reply had
    // been played there and back: repetitions are looked up.
    searcher.set_history(&[position.hash_key(), 1, 2, 3]);
    let ((result, leaves), count) = allocations_during(|| {
        (
            searcher.search(&position, &Limits::depth(depth)),
            perft(&position, perft_depth),
        )
    });
    assert_eq!(count, 0, "{fen}: {count} allocations");
    assert!(result.best_move.is_some() && result.stats.qnodes > 0 && leaves > 0);
}

#[test]
fn searching_the_chess_family_allocates_nothing() {
    assert_allocation_free::<Chess>(START, 5, 3);
    assert_allocation_free::<Chess>(KIWIPETE, 4, 2);
    assert_allocation_free::<LosAlamos>(LOS_ALAMOS_STARTS[0], 5, 3);
    assert_allocation_free::<KingOfTheHill>(KIWIPETE, 4, 2);
    assert_allocation_free::<Antichess>(ANTICHESS_STARTS[0], 5, 3);
    assert_allocation_free::<Capablanca>(CAPABLANCA_STARTS[0], 4, 2);
    assert_allocation_free::<ThreeCheck>(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 3+3 0 1",
        4,
        2,
    );
}

#[test]
fn searching_games_with_hands_allocates_nothing() {
    // Pieces in hand on both sides, so that drops are searched.
    assert_allocation_free::<Crazyhouse>(
        "1nb2b1r/3rpkp1/1p1P4/pBpp1p1p/8/P2PQ3/1PPB1PPP/RN2K1NR[QNp] w KQ - 2 13",
        3,
        2,
    );
    assert_allocation_free::<Shogi>(
        "l4kb1l/2g2s3/nrpspg+B1n/pp1p3p1/3P1p2p/GPP2G3/P3P1PPP/2K2S2R/LNS4NL[Pp] b - - 0 21",
        3,
        2,
    );
    assert_allocation_free::<Minishogi>("2+B2/G4/r1gkp/1S1sr/1K3[Pb] w - - 1 15", 4, 2);
}

// The searcher against minimax.

/// Our score on `minimax`'s scale, where every win is `BEST_EVAL` and
/// every loss `WORST_EVAL`, however far.
fn on_minimax_scale(score: Score) -> minimax::Evaluation {
    if is_decisive(score) {
        if score > 0 {
            minimax::BEST_EVAL
        } else {
            minimax::WORST_EVAL
        }
    } else {
        minimax::Evaluation::try_from(score).expect("an evaluation fits in i16")
    }
}

/// The searcher with the value-preserving options against the `minimax`
/// crate's plain negamax (same move generator and evaluation, through
/// `chess_support::Peer`) and against the runtime's reference minimax,
/// which also keeps the distance of wins and losses.
fn check_search<G: Notation>(starts: &[&str], (start, choices): (usize, Vec<u16>), depth: u32) {
    let position = *line_of_play(parse::<G>(starts[start]), &choices)
        .last()
        .unwrap();
    if position.outcome().is_some() || legal_moves(&position).is_empty() {
        return;
    }
    let fen = position_to_string(&position);
    let mut searcher = Searcher::<G>::new(SearchOptions {
        hash_mib: 1,
        quiescence: false,
        extensions: false,
        tactics: false,
        ..SearchOptions::default()
    });
    let ours = searcher.search(&position, &Limits::depth(depth)).score;
    assert_eq!(ours, minimax(&position, depth, &mut GameEval), "{fen}");
    let mut theirs = minimax::Negamax::new(SameEval::<G>::default(), depth as u8);
    theirs.choose_move(&position).expect("a move");
    assert_eq!(on_minimax_scale(ours), theirs.root_value(), "{fen}");
}

/// The properties above, for each game of the family: a module per game,
/// its start positions, and the depth of the differential search.
macro_rules! properties {
    ($($module:ident: $game:ty, $starts:expr, search depth $depth:expr;)*) => {$(
        mod $module {
            use super::*;

            proptest! {
                #![proptest_config(ProptestConfig::with_cases(48))]
                #[test]
                fn keys_are_incremental(line in random_line($starts, 160)) {
                    check_keys::<$game>($starts, line);
                }
            }

            proptest! {
                #![proptest_config(ProptestConfig::with_cases(24))]
                #[test]
                fn notation_round_trips(line in random_line($starts, 120)) {
                    check_notation::<$game>($starts, line);
                }
            }

            proptest! {
                #![proptest_config(ProptestConfig::with_cases(12))]
                #[test]
                fn search_agrees_with_minimax(line in random_line($starts, 60)) {
                    check_search::<$game>($starts, line, $depth);
                }
            }
        }
    )*};
}

properties! {
    chess: Chess, CHESS_STARTS, search depth 3;
    los_alamos: LosAlamos, LOS_ALAMOS_STARTS, search depth 3;
    king_of_the_hill: KingOfTheHill, KING_OF_THE_HILL_STARTS, search depth 3;
    antichess: Antichess, ANTICHESS_STARTS, search depth 3;
    capablanca: Capablanca, CAPABLANCA_STARTS, search depth 2;
}
