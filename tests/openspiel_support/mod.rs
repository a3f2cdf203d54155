//! The checks that the catalog's games from OpenSpiel share: perft of
//! positions reached by OpenSpiel's moves, the winners of its finished
//! games, and positions that read back from their notation.

use alphabeta::runtime::notation::{legal_moves, position_to_string};
use alphabeta::runtime::{perft, Game, Notation, Outcome, Side};
use core::fmt::Display;

/// The position after `moves`, written as OpenSpiel writes them.
pub fn position<G: Notation>(moves: &str) -> G {
    G::parse_moves(moves)
        .unwrap_or_else(|e| panic!("{moves}: {e}"))
        .0
}

/// Perft of `p` at depths 1, 2, ... is `counts`.
pub fn perft_is<G: Game>(p: &G, counts: &[u64], what: &str) {
    for (i, &count) in counts.iter().enumerate() {
        let depth = i as u32 + 1;
        assert_eq!(perft(p, depth), count, "{what} perft({depth})");
    }
}

/// How the game stands: over, or won by the other player when the player
/// to move has no move.
fn ended<G: Game>(p: &G) -> Option<Outcome> {
    p.outcome()
        .or_else(|| legal_moves(p).is_empty().then(|| p.no_moves()))
}

/// The game OpenSpiel finished with `moves` is won by the first player
/// where its return `first` is 1, else by the second.
pub fn won_as_openspiel_says<G: Notation + Display>(seed: u64, first: i32, moves: &str) {
    let p: G = position(moves);
    let expected = if first == 1 {
        Outcome::Win(Side::First)
    } else {
        Outcome::Win(Side::Second)
    };
    assert_eq!(ended(&p), Some(expected), "seed {seed}: {p}");
}

/// Every position of the game `moves` reads back from its own notation,
/// with the same key, and the key kept move by move is the one computed
/// from scratch.
pub fn reads_back<G: Notation + PartialEq>(moves: &str) {
    let mut p = G::start();
    for record in moves.split(' ') {
        p = p.play(G::parse_move(&p, record).unwrap());
        let text = position_to_string(&p);
        let back = G::parse_position(&text).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert!(back == p, "{text}");
        assert_eq!(back.hash_key(), p.hash_key(), "{text}");
        assert_eq!(p.hash_key(), p.hash_from_scratch(), "{text}");
    }
}
