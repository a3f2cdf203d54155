//! The features for tuning that each catalog game's declaration gives:
//! in range and named once in every game, along seeded random games; zero
//! at the start of the games whose start is symmetric between the
//! players (but for the side to move); exactly negated by chess's colour
//! flip, which mirrors the board, swaps the colours and the side to move
//! (so the folds, the mobility, the king's safety and shelter, the passed
//! pawns and the pawns' structure treat both players alike); counted as
//! chess players count them on a position set up for it; each player's
//! own where the armies differ (hnefatafl); pente's stones taken and
//! captures in reach; and allocation-free.

use alphabeta::catalog::{self, CatalogGame, Visit};
use alphabeta::games::chess::Chess;
use alphabeta::games::connect_four::ConnectFour;
use alphabeta::games::othello::Othello;
use alphabeta::games::racingkings::RacingKings;
use alphabeta::games::shogi::Shogi;
use alphabeta::games::xiangqi::Xiangqi;
use alphabeta::runtime::notation::legal_moves;
use alphabeta::runtime::study::stats::Rng;
use alphabeta::runtime::tune::{Features, Linear, Weights, PHASE_FULL};
use alphabeta::runtime::{Evaluator, Game, Notation};
use std::collections::{BTreeMap, HashSet};

#[path = "../alphabeta-runtime/tests/support/counting_alloc.rs"]
mod counting_alloc;

use counting_alloc::allocations_during;

/// The positions along seeded random games from the start whose game is
/// not over.
fn random_positions<G: Game>(seed: u64, games: usize, max_plies: usize) -> Vec<G> {
    let mut rng = Rng::new(seed);
    let mut out = Vec::new();
    for _ in 0..games {
        let mut position = G::start();
        for _ in 0..max_plies {
            // Features, like the evaluation, are asked of positions whose
            // game is not over.
            let moves = legal_moves(&position);
            if position.outcome().is_some() || moves.is_empty() {
                break;
            }
            out.push(position);
            position = position.play(moves[rng.below(moves.len() as u64) as usize]);
        }
    }
    out
}

/// The position's features summed by index.
fn summed<G: Features>(position: &G) -> BTreeMap<usize, i32> {
    let mut sums = BTreeMap::new();
    position.features(&mut |index, value| *sums.entry(index).or_insert(0) += value);
    sums.retain(|_, v| *v != 0);
    sums
}

struct InRange;

impl Visit for InRange {
    type Output = ();

    fn visit<G: CatalogGame>(self) {
        let names = alphabeta::runtime::tune::feature_names::<G>();
        let unique: HashSet<&String> = names.iter().collect();
        // The features, then the untuned evaluation's weight.
        assert_eq!(
            unique.len(),
            G::FEATURES + 1,
            "{}: a feature named twice",
            G::NAME
        );
        assert_eq!(names[G::FEATURES], alphabeta::runtime::tune::UNTUNED);
        assert!(names
            .iter()
            .all(|n| !n.is_empty() && !n.contains(char::is_whitespace)));
        let values: Vec<f64> = (0..alphabeta::runtime::tune::weight_count::<G>())
            .map(|i| (i % 13) as f64 - 6.0)
            .collect();
        let mut linear = Linear::<G>::new(&Weights::from_values::<G>(&values));
        for position in random_positions::<G>(G::NAME.len() as u64, 3, 120) {
            position.features(&mut |index, _| {
                assert!(
                    index < G::FEATURES,
                    "{}: feature {index} of {}",
                    G::NAME,
                    G::FEATURES
                );
            });
            if G::TAPERED {
                assert!((0..=PHASE_FULL).contains(&position.phase()), "{}", G::NAME);
            }
            // The features and the untuned evaluation computed together
            // (the piece games share one generation of the moves) are the
            // features and the untuned evaluation computed apart.
            if position.outcome().is_none() {
                let mut together = BTreeMap::new();
                let untuned = position.features_and_untuned(&mut |index, value| {
                    *together.entry(index).or_insert(0) += value;
                });
                together.retain(|_, v| *v != 0);
                assert_eq!(untuned, position.untuned(), "{}", G::NAME);
                assert_eq!(together, summed(&position), "{}", G::NAME);
            }
            let _ = linear.evaluate(&position);
        }
    }
}

#[test]
fn every_catalog_game_names_its_features_once_and_stays_in_range() {
    for entry in catalog::GAMES {
        catalog::visit(entry.name, InRange).expect("a catalog game");
    }
}

#[test]
fn a_start_that_is_the_same_for_both_players_has_only_the_tempo() {
    // tempo is feature 0: +1, the first player to move.
    let tempo_only = BTreeMap::from([(0, 1)]);
    assert_eq!(summed(&Chess::start()), tempo_only);
    assert_eq!(summed(&Othello::start()), tempo_only);
    assert_eq!(summed(&ConnectFour::start()), tempo_only);
    assert_eq!(summed(&Shogi::start()), tempo_only);
    assert_eq!(summed(&Xiangqi::start()), tempo_only);
    // Both armies on the first two rows, one the other's mirror: their
    // squares fold alike, so they cancel.
    assert_eq!(summed(&RacingKings::start()), tempo_only);
}

/// Chess's colour flip of a FEN: the ranks in reverse order with the
/// colours swapped, the other side to move, the castling rights of the
/// other colour, and the en-passant square on the mirrored rank.
fn flip_colours(fen: &str) -> String {
    let fields: Vec<&str> = fen.split(' ').collect();
    let swap = |s: &str| -> String {
        s.chars()
            .map(|c| {
                if c.is_ascii_uppercase() {
                    c.to_ascii_lowercase()
                } else {
                    c.to_ascii_uppercase()
                }
            })
            .collect()
    };
    let board: Vec<String> = fields[0].split('/').rev().map(swap).collect();
    let side = if fields[1] == "w" { "b" } else { "w" };
    let castling = if fields[2] == "-" {
        "-".to_string()
    } else {
        let swapped = swap(fields[2]);
        "KQkq".chars().filter(|c| swapped.contains(*c)).collect()
    };
    let ep = match fields[3].as_bytes() {
        [file, b'3'] => format!("{}6", char::from(*file)),
        [file, b'6'] => format!("{}3", char::from(*file)),
        _ => "-".to_string(),
    };
    format!(
        "{} {side} {castling} {ep} {} {}",
        board.join("/"),
        fields[4],
        fields[5]
    )
}

#[test]
fn chess_features_are_negated_by_the_colour_flip() {
    let mut checked = 0;
    for position in random_positions::<Chess>(11, 12, 90) {
        let mut fen = String::new();
        position.write_position(&mut fen).unwrap();
        let flipped = Chess::parse_position(&flip_colours(&fen)).unwrap();
        let negated: BTreeMap<usize, i32> = summed(&position)
            .into_iter()
            .map(|(i, v)| (i, -v))
            .collect();
        assert_eq!(summed(&flipped), negated, "{fen}");
        assert_eq!(position.phase(), flipped.phase(), "{fen}");
        checked += 1;
    }
    assert!(checked > 500);
}

/// The value of the feature named `name` in `position` (0 if absent).
fn feature<G: Features>(position: &G, name: &str) -> i32 {
    let index = (0..G::FEATURES)
        .find(|&i| G::feature_name(i) == name)
        .unwrap_or_else(|| panic!("no feature `{name}`"));
    summed(position).get(&index).copied().unwrap_or(0)
}

#[test]
fn chess_counts_the_kings_shelter_the_bishop_pair_and_the_pawns_structure() {
    // White: king g1 behind f2, g2, h2 with the bishop f1 beside it; both
    // bishops; pawns a2 (isolated), c2 and c3 (doubled, both isolated).
    // Black: king e8 behind d7, e7, f7; one bishop; no weak pawn.
    let position = Chess::parse_position("2b1k3/3ppp2/8/8/8/2P5/P1P2PPP/2B2BK1 w - - 0 1")
        .expect("a legal position");
    assert_eq!(feature(&position, "king.shelter"), 4 - 3);
    assert_eq!(feature(&position, "pair.Bishop"), 1);
    assert_eq!(feature(&position, "pair.Knight"), 0);
    assert_eq!(feature(&position, "doubled.Pawn"), 1);
    assert_eq!(feature(&position, "isolated.Pawn"), 3);
    // Kinds a player starts with one of, or eight of, make no pair.
    assert!((0..Chess::FEATURES).all(|i| Chess::feature_name(i) != "pair.Queen"));
    assert!((0..Chess::FEATURES).all(|i| Chess::feature_name(i) != "pair.Pawn"));
}

#[test]
fn pente_counts_the_stones_taken_and_the_captures_in_reach() {
    use alphabeta::games::pente::Pente;
    let after = |text: &str| Pente::parse_moves(text).expect("legal moves").0;
    // White's j10 below Black's j11 and j12, j13 empty above them: White
    // (the first player) takes the pair with its next stone.
    let threat = after("j10 j11 a1 j12");
    assert_eq!(feature(&threat, "capture.threats"), 1);
    assert_eq!(feature(&threat, "captured"), 0);
    let taken = after("j10 j11 a1 j12 j13");
    assert_eq!(feature(&taken, "captured"), 2);
    assert_eq!(feature(&taken, "capture.threats"), 0);
}

#[test]
fn a_game_whose_armies_differ_gives_each_player_its_own_weights() {
    use alphabeta::games::hnefatafl::Hnefatafl;
    let names = alphabeta::runtime::tune::feature_names::<Hnefatafl>();
    let half = Hnefatafl::FEATURES / 2;
    assert_eq!(Hnefatafl::FEATURES, 2 * half);
    // The first player's half, then the second's, feature by feature.
    assert_eq!(names[0], "Black.tempo");
    assert_eq!(names[half], "White.tempo");
    for i in 0..half {
        let own = names[i].strip_prefix("Black.").expect("the first half");
        assert_eq!(names[half + i], format!("White.{own}"));
    }
    // The attackers' 24 men and the defenders' 12 and their king, each
    // player's own, the second player's counted negative.
    let start = Hnefatafl::start();
    assert_eq!(feature(&start, "Black.material.Taflman"), 24);
    assert_eq!(feature(&start, "White.material.Taflman"), -12);
    assert_eq!(feature(&start, "White.material.King"), -1);
    assert_eq!(feature(&start, "Black.material.King"), 0);
    // Along random games, every value is the first player's (positive) in
    // the first half and the second's (negative) in the other.
    for position in random_positions::<Hnefatafl>(11, 2, 80) {
        position.features(&mut |index, value| {
            assert_eq!(value > 0, index < half, "{} {value}", names[index]);
        });
    }
    // Games whose armies match share the weights: no player in the names.
    assert_eq!(Chess::feature_name(0), "tempo");
}

#[test]
fn the_tuned_evaluation_of_a_declared_game_allocates_nothing() {
    fn check<G: Features>(positions: &[G]) {
        let values: Vec<f64> = (0..alphabeta::runtime::tune::weight_count::<G>())
            .map(|i| i as f64)
            .collect();
        let mut linear = Linear::<G>::new(&Weights::from_values::<G>(&values));
        let (_, count) = allocations_during(|| {
            for position in positions {
                std::hint::black_box(linear.evaluate(position));
            }
        });
        assert_eq!(count, 0);
    }
    check(&random_positions::<Chess>(3, 2, 60));
    check(&random_positions::<Shogi>(3, 2, 60));
    check(&random_positions::<Othello>(3, 2, 60));
    check(&random_positions::<ConnectFour>(3, 2, 40));
    check(&random_positions::<alphabeta::games::go::Go>(3, 2, 60));
    check(&random_positions::<
        alphabeta::games::nine_mens_morris::NineMensMorris,
    >(3, 2, 60));
    check(&random_positions::<
        alphabeta::games::dots_and_boxes::DotsAndBoxes,
    >(3, 2, 20));
    // Two-sided weights, and the capture features of stones.
    check(&random_positions::<alphabeta::games::hnefatafl::Hnefatafl>(
        3, 2, 60,
    ));
    check(&random_positions::<alphabeta::games::pente::Pente>(
        3, 2, 40,
    ));
}
