//! Late-move reductions, null-move pruning and futility pruning
//! ([`SearchOptions::timed`]):
//! the pass a game generates keeps its key and is offered only where the
//! declaration allows it; a search with both on allocates nothing in any
//! catalog game; the solver's defaults leave both off (and the evaluation
//! cache, which changes no score); and the declared
//! chess still finds published mates with them.

use alphabeta::catalog::{self, CatalogGame, Visit};
use alphabeta::games::chess::Chess;
use alphabeta::runtime::notation::{legal_moves, move_to_string};
use alphabeta::runtime::params::NULL_MOVE_VERIFY_MIN_DEPTH;
use alphabeta::runtime::{Game, Limits, Notation, ScoreKind, SearchOptions, Searcher, Side};

#[path = "../alphabeta-runtime/tests/support/counting_alloc.rs"]
mod counting_alloc;

use counting_alloc::allocations_during;

#[path = "support/random_positions.rs"]
mod random_positions;

use random_positions::random_positions;

/// For every position of seeded random games: a pass, where the game
/// offers one, hands the turn over, keeps the incremental key equal to the
/// key from scratch, and is never offered in check or after the end.
/// Returns how many passes were offered.
fn check_passes<G: Game>(seed: u64) -> usize {
    let mut offered = 0;
    for position in random_positions::<G>(seed, 8, 80) {
        let Some(passed) = position.null_move() else {
            continue;
        };
        offered += 1;
        assert!(position.outcome().is_none(), "{position:?}");
        assert!(!position.is_in_check(), "{position:?}");
        assert_eq!(
            passed.side_to_move(),
            position.side_to_move().opponent(),
            "{position:?}"
        );
        assert_eq!(
            passed.hash_key(),
            passed.hash_from_scratch(),
            "{position:?}"
        );
        assert_ne!(passed.hash_key(), position.hash_key(), "{position:?}");
    }
    offered
}

/// Every catalog game: passes keep their keys, and a search with the
/// reductions from the start and from a position 20 random plies in
/// allocates nothing.
struct Timed;

impl Visit for Timed {
    type Output = ();
    fn visit<G: CatalogGame>(self) {
        check_passes::<G>(G::NAME.len() as u64);
        let later = random_positions::<G>(G::NAME.len() as u64, 1, 20)
            .into_iter()
            .filter(|p| p.outcome().is_none() && !legal_moves(p).is_empty())
            .last()
            .unwrap_or_else(G::start);
        let mut searcher = Searcher::<G>::new(SearchOptions {
            hash_mib: 1,
            ..SearchOptions::timed()
        });
        for position in [G::start(), later] {
            let limits = Limits::depth(5).and_nodes(5_000);
            let (result, count) = allocations_during(|| searcher.search(&position, &limits));
            assert_eq!(count, 0, "{}: {count} allocations", G::NAME);
            assert!(result.best_move.is_some(), "{}", G::NAME);
        }
    }
}

#[test]
fn every_catalog_game_passes_soundly_and_searches_without_allocating() {
    for entry in catalog::GAMES {
        catalog::visit(entry.name, Timed).expect("a game of the catalog");
    }
}

#[test]
fn chess_passes_where_its_declaration_allows() {
    let fen = |text: &str| Chess::parse_position(text).unwrap_or_else(|e| panic!("{text}: {e}"));
    // The start: White has pieces besides the king and the pawns.
    assert!(Chess::start().null_move().is_some());
    assert!(check_passes::<Chess>(7) > 100);
    // In check (the rook on e2 attacks the king on e1): no pass.
    let checked = fen("4k3/8/8/8/8/8/4r3/4K2N w - - 0 1");
    assert!(checked.is_in_check());
    assert!(checked.null_move().is_none());
    // A king and pawns only, where zugzwang lives: no pass, whatever the
    // other side has.
    let pawns = fen("q3k3/8/8/8/8/8/4P3/4K3 w - - 0 1");
    assert!(!pawns.is_in_check());
    assert!(pawns.null_move().is_none());
    // With a knight each: a pass, which clears the en-passant cell (the
    // pawn on d4 could take on e3), so that the key is the one of the same
    // position with White to move and no en passant.
    let ep = fen("4k2n/8/8/8/3pP3/8/8/4K2N b - e3 0 1");
    let passed = ep.null_move().expect("a pass");
    let plain = fen("4k2n/8/8/8/3pP3/8/8/4K2N w - - 0 1");
    assert_eq!(passed.hash_key(), plain.hash_key());
    assert_eq!(passed.side_to_move(), Side::First);
}

#[test]
fn the_solver_and_the_default_options_leave_them_off() {
    let default = SearchOptions::default();
    assert!(!default.reductions && !default.null_move && !default.check_extension);
    assert!(!default.futility && !default.exchanges);
    let timed = SearchOptions::timed();
    assert!(timed.reductions && timed.null_move && timed.check_extension && timed.futility);
    assert!(timed.exchanges && timed.eval_cache && !default.eval_cache);
    assert_eq!(
        SearchOptions {
            reductions: false,
            null_move: false,
            check_extension: false,
            futility: false,
            exchanges: false,
            eval_cache: false,
            ..timed
        },
        default
    );
}

/// Mates in 2 and 3 from `matetrackpv.epd` of the public
/// `vondele/matetrack` repository (the first of each list of
/// tests/chess_tactics.rs, with their keys).
const MATES: &[(&str, u32, &str)] = &[
    (
        "2brrb2/8/p7/7Q/1p1kpPp1/1P1pN1K1/3P4/8 w - - 0 1",
        2,
        "h5a5",
    ),
    ("2N2B2/2N1r3/8/3nQ2R/1k6/8/2B5/R3K3 w Q - 0 1", 2, "e1c1"),
    ("3R4/8/8/2p3K1/2p5/5B2/R1pPNB2/1b1k4 w - - 0 1", 2, "d2d4"),
];

/// With the reductions and null moves on, the searcher still finds a
/// forced mate in each position, though deeper than it needs without them
/// and not always at its shortest: the first is a zugzwang (every Black
/// move allows the mate, a pass would not), which a null move misses until
/// its cutoffs are verified, from [`NULL_MOVE_VERIFY_MIN_DEPTH`] plies
/// (found at 12 plies, against 4 without null moves); in the second, the
/// reductions cut the mate in 2 and a mate in 3 comes back at 13 plies.
/// Without them, each mate comes at its distance with its key
/// (tests/chess_tactics.rs).
#[test]
fn chess_finds_the_published_mates_with_the_reductions() {
    let mut searcher = Searcher::<Chess>::new(SearchOptions {
        hash_mib: 8,
        ..SearchOptions::timed()
    });
    for &(fen, moves, _) in MATES {
        let position = Chess::parse_position(fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
        searcher.clear();
        let plies = 2 * moves - 1;
        let result = searcher.search(
            &position,
            &Limits::depth(NULL_MOVE_VERIFY_MIN_DEPTH as u32 + plies),
        );
        let ScoreKind::Win(found) = ScoreKind::of(result.score) else {
            panic!("{fen}: no mate found, {:?}", ScoreKind::of(result.score));
        };
        assert!(
            (plies..=plies + 4).contains(&found),
            "{fen}: mate in {found} plies"
        );
        assert!(searcher.stats().reductions > 0, "{fen}");
    }
}

/// A middlegame searched deep enough for every part to run: reductions,
/// passes, and the verification of deep cutoffs, with nothing allocated.
#[test]
fn a_deep_chess_search_reduces_passes_and_allocates_nothing() {
    let position = Chess::parse_position(
        "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP1B1PPP/R2QKB1R w KQ - 0 8",
    )
    .expect("a position");
    let mut searcher = Searcher::<Chess>::new(SearchOptions {
        hash_mib: 4,
        ..SearchOptions::timed()
    });
    let (result, count) =
        allocations_during(|| searcher.search(&position, &Limits::depth(11).and_nodes(400_000)));
    assert_eq!(count, 0);
    assert!(result.best_move.is_some());
    let stats = searcher.stats();
    assert!(stats.reductions > 0 && stats.null_moves > 0, "{stats:?}");
    assert!(stats.pruned > 0, "{stats:?}");
}

/// The evaluation cache changes no score and no node, only how often the
/// evaluator is asked; `clear` empties it.
#[test]
fn the_evaluation_cache_asks_less_and_finds_the_same() {
    use std::sync::atomic::{AtomicU64, Ordering};
    use std::sync::Arc;
    let position = Chess::parse_position(
        "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP1B1PPP/R2QKB1R w KQ - 0 8",
    )
    .expect("a position");
    let run = |eval_cache: bool| {
        let calls = Arc::new(AtomicU64::new(0));
        let counted = Arc::clone(&calls);
        let evaluator = move |p: &Chess| {
            counted.fetch_add(1, Ordering::Relaxed);
            p.evaluate()
        };
        let mut searcher = Searcher::with_evaluator(
            SearchOptions {
                hash_mib: 4,
                eval_cache,
                ..SearchOptions::timed()
            },
            evaluator,
        );
        let result = searcher.search(&position, &Limits::depth(8));
        let first = (result.score, result.best_move, searcher.stats().nodes);
        let asked = calls.load(Ordering::Relaxed);
        // Emptied by `clear`, as when the evaluator is handed out: asked
        // again in full.
        searcher.clear();
        let again = searcher.search(&position, &Limits::depth(8));
        assert_eq!((again.score, again.best_move), (first.0, first.1));
        assert_eq!(calls.load(Ordering::Relaxed), 2 * asked);
        (first, asked)
    };
    let (cached, asked_cached) = run(true);
    let (plain, asked_plain) = run(false);
    assert_eq!(cached, plain);
    assert!(asked_cached < asked_plain, "{asked_cached} {asked_plain}");
}

/// Pruning by the static evaluation acts only where the game can pass for
/// the search: in chess it prunes, in breakthrough (no pass: zugzwang is
/// everywhere) and in a chess position where the side to move is in check
/// it prunes nothing.
#[test]
fn futility_prunes_only_where_a_pass_is_a_fair_test() {
    fn pruned<G: Game>(position: &G, depth: u32) -> u64 {
        let mut searcher = Searcher::<G>::new(SearchOptions {
            hash_mib: 1,
            ..SearchOptions::timed()
        });
        searcher.search(position, &Limits::depth(depth));
        searcher.stats().pruned
    }
    let middlegame = Chess::parse_position(
        "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP1B1PPP/R2QKB1R w KQ - 0 8",
    )
    .expect("a position");
    assert!(pruned(&middlegame, 7) > 0);
    struct Pruned;
    impl Visit for Pruned {
        type Output = u64;
        fn visit<G: CatalogGame>(self) -> u64 {
            pruned(&G::start(), 7)
        }
    }
    assert_eq!(catalog::visit("breakthrough", Pruned), Some(0));
    let checked = Chess::parse_position("4k3/8/8/8/8/8/3PPq2/4K3 w - - 0 1").expect("a position");
    assert!(checked.is_in_check());
    assert!(pruned(&checked, 1) == 0);
}

/// The check extension follows a line of checks past the horizon:
/// Philidor's legacy, 1. Qg8+ Rxg8 2. Nf7#, a quiet check and a quiet mate
/// (python-chess: Black's only reply, then checkmate). At 2 plies, with the
/// one-reply extension off so that only checks extend, the mate is found
/// with the check extension and not without it, where the mating move lies
/// past the horizon in quiescence, which plays captures only.
#[test]
fn the_check_extension_sees_a_mate_past_the_horizon() {
    let position =
        Chess::parse_position("3r3k/6pp/7N/8/2Q5/8/8/6K1 w - - 0 1").expect("a position");
    let search = |check_extension| {
        let (score, best) = search_checks(&position, 2, check_extension);
        (score, best.map(|mv| move_to_string(&position, mv)))
    };
    assert_eq!(search(true), (ScoreKind::Win(3), Some("c4g8".to_owned())));
    assert!(
        !matches!(search(false).0, ScoreKind::Win(_)),
        "{:?}",
        search(false)
    );
}

/// A search of `position` to `depth` with the check extension on or off
/// and the one-reply extension off (so that only checks extend, and a
/// forced move is not searched deeper): its score and its best move.
fn search_checks(
    position: &Chess,
    depth: u32,
    check_extension: bool,
) -> (ScoreKind, Option<<Chess as Game>::Move>) {
    let mut searcher = Searcher::<Chess>::new(SearchOptions {
        hash_mib: 1,
        extensions: false,
        check_extension,
        ..SearchOptions::default()
    });
    let result = searcher.search(position, &Limits::depth(depth));
    (ScoreKind::of(result.score), result.best_move)
}

/// With the check extension, a side in check in quiescence answers with
/// every move instead of standing pat. White's one move, Kg1, lets Black
/// take the g6 pawn with check, a capture, so quiescence plays it; White
/// can only put the queen in the way, and the rook takes it with mate.
/// Stockfish 15.1 at depth 20 gives the same line, mate in 2 for Black
/// (`h1g1 g8g6 d5g5 g6g5`). A search of one ply sees the mate only if
/// White, in check, may not stand pat.
#[test]
fn quiescence_answers_a_check_with_the_check_extension() {
    let position =
        Chess::parse_position("6r1/8/6P1/3Q4/8/8/4kn1P/4n2K w - - 0 1").expect("a position");
    let search = |check_extension| search_checks(&position, 1, check_extension).0;
    assert_eq!(search(true), ScoreKind::Loss(4));
    assert!(
        !matches!(search(false), ScoreKind::Loss(_)),
        "{:?}",
        search(false)
    );
}
