//! Perft of the catalog games whose pieces move, capture or flip, against
//! the published counts of `../shared/reference/perft.csv`, each by its
//! game's counting convention (see the README there).

mod reference;

use alphabeta::catalog::{CatalogGame, PERFT_ENDED_IS_LEAF, PERFT_LEAVES};
use alphabeta::games::amazons::Amazons;
use alphabeta::games::breakthrough::Breakthrough;
use alphabeta::games::checkers::Checkers;
use alphabeta::games::othello::Othello;
use alphabeta::runtime::perft_with;

/// Checks perft at depths 1, 2, ... against `counts`, by the game's own
/// convention.
fn check<G: CatalogGame>(counts: &[u64]) {
    for (i, &count) in counts.iter().enumerate() {
        let depth = i as u32 + 1;
        assert_eq!(
            perft_with(&G::start(), depth, G::PERFT),
            count,
            "{} perft({depth})",
            G::NAME
        );
    }
}

/// The counts written into these tests are the published ones: each row
/// of `perft.csv` for these games agrees with them.
#[test]
fn the_counts_here_are_the_published_ones() {
    let Some(csv) = reference::read("perft.csv") else {
        return;
    };
    let ours: &[(&str, &str, &[u64])] = &[
        ("breakthrough", "8x8", BREAKTHROUGH),
        ("othello", "8x8", OTHELLO),
        ("checkers", "english 8x8", CHECKERS),
        ("amazons", "10x10", AMAZONS),
    ];
    for (game, variant, counts) in ours {
        for line in csv.lines() {
            let fields: Vec<&str> = line.split(',').collect();
            if fields.len() < 5 || fields[0] != *game || fields[1] != *variant {
                continue;
            }
            let (Ok(depth), Ok(count)) = (fields[3].parse::<usize>(), fields[4].parse::<u64>())
            else {
                continue;
            };
            if let Some(&ours) = counts.get(depth - 1) {
                assert_eq!(ours, count, "{game} depth {depth}");
            }
        }
    }
    let _ = (PERFT_LEAVES, PERFT_ENDED_IS_LEAF);
}

const BREAKTHROUGH: &[u64] = &[22, 484, 11_132, 256_036, 6_182_818, 149_264_638];

#[test]
fn breakthrough_perft_to_depth_5() {
    assert_eq!(Breakthrough::PERFT, PERFT_LEAVES);
    check::<Breakthrough>(&BREAKTHROUGH[..5]);
}

#[test]
#[ignore = "slow without --release: cargo test --release -- --ignored"]
fn breakthrough_perft_depth_6() {
    check::<Breakthrough>(BREAKTHROUGH);
}

const OTHELLO: &[u64] = &[
    4, 12, 56, 244, 1_396, 8_200, 55_092, 390_216, 3_005_288, 24_571_284,
];

#[test]
fn othello_perft_with_passes_to_depth_9() {
    check::<Othello>(&OTHELLO[..9]);
}

#[test]
#[ignore = "slow without --release: cargo test --release -- --ignored"]
fn othello_perft_depth_10() {
    check::<Othello>(OTHELLO);
}

const CHECKERS: &[u64] = &[
    7,
    49,
    302,
    1_469,
    7_361,
    36_768,
    179_740,
    845_931,
    3_963_680,
    18_391_564,
    85_242_128,
    388_623_673,
];

#[test]
fn checkers_perft_to_depth_10() {
    check::<Checkers>(&CHECKERS[..10]);
}

#[test]
#[ignore = "slow without --release: cargo test --release -- --ignored"]
fn checkers_perft_depth_12() {
    check::<Checkers>(CHECKERS);
}

const AMAZONS: &[u64] = &[2_176, 4_307_152];

#[test]
fn amazons_perft_to_depth_2() {
    check::<Amazons>(AMAZONS);
}
