//! The static exchange the royal piece games generate
//! ([`Game::losing_capture`]): the textbook exchanges of chess, each
//! counted by hand in the comment beside it (pawn 1, knight and bishop 3,
//! rook 5, queen 9; each ends the same way with the declared chess's own
//! values, which count what each kind can do in one move), and no panic
//! in any catalog game along random games.

use alphabeta::catalog::{self, CatalogGame, Visit};
use alphabeta::games::chess::Chess;
use alphabeta::runtime::notation::legal_moves;
use alphabeta::runtime::{Game, Notation};

#[path = "support/random_positions.rs"]
mod random_positions;

use random_positions::random_positions;

/// Whether the capture `uci` loses material in the position `fen`.
fn loses(fen: &str, uci: &str) -> bool {
    let position = Chess::parse_position(fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
    let mv = Chess::parse_move(&position, uci).unwrap_or_else(|e| panic!("{uci}: {e}"));
    assert!(position.is_noisy(mv), "{uci} captures");
    position.losing_capture(mv)
}

#[test]
fn chess_exchanges_come_out_as_counted() {
    // A queen takes a pawn the e6 pawn guards: 1 − 9.
    assert!(loses("4k3/8/4p3/3p4/8/8/8/3QK3 w - - 0 1", "d1d5"));
    // The same pawn unguarded: +1.
    assert!(!loses("4k3/8/8/3p4/8/8/8/3QK3 w - - 0 1", "d1d5"));
    // A pawn takes a pawn: never a loss, whatever follows.
    assert!(!loses("4k3/8/4p3/3p4/4P3/8/8/4K3 w - - 0 1", "e4d5"));
    // A rook takes a pawn the d8 rook guards: 1 − 5.
    assert!(loses("3rk3/8/8/3p4/8/8/3R4/4K3 w - - 0 1", "d2d5"));
    // The same with a second rook behind the first, seen through it once
    // the first has gone: 1 − 5 + 5.
    assert!(!loses("3rk3/8/8/3p4/8/8/3R4/3RK3 w - - 0 1", "d2d5"));
    // A queen takes a pawn only the king guards: 1 − 9.
    assert!(loses("4k3/3p4/8/8/8/8/8/3QK3 w - - 0 1", "d1d7"));
    // The same with a rook behind the queen: the king may not take back on
    // a cell the rook then attacks, so the pawn is won.
    assert!(!loses("4k3/3p4/8/8/8/8/3Q4/3RK3 w - - 0 1", "d2d7"));
    // A bishop takes a pawn a pawn guards, with the queen behind it: 1 − 3,
    // and the queen's recapture (+1) does not make up for it.
    assert!(loses("4k3/8/2p5/3p4/8/8/6B1/4K2Q w - - 0 1", "g2d5"));
    // A rook takes a knight a bishop guards: 3 − 5.
    assert!(loses("4k3/8/2b5/3n4/8/8/8/3RK3 w - - 0 1", "d1d5"));
}

/// Along seeded random games of every catalog game, every capture's
/// exchange is computed without a panic, and a capture by a piece worth
/// no more than its victim never loses.
struct NoPanic;

impl Visit for NoPanic {
    type Output = usize;
    fn visit<G: CatalogGame>(self) -> usize {
        let mut losing = 0;
        for position in random_positions::<G>(G::NAME.len() as u64, 4, 120) {
            if position.outcome().is_some() {
                continue;
            }
            for mv in legal_moves(&position) {
                if position.is_noisy(mv) && position.losing_capture(mv) {
                    losing += 1;
                }
            }
        }
        losing
    }
}

#[test]
fn every_catalog_game_computes_its_exchanges_without_a_panic() {
    let mut total = 0;
    for entry in catalog::GAMES {
        total += catalog::visit(entry.name, NoPanic).expect("a catalog game");
    }
    // Random games hang pieces everywhere: some captures lose.
    assert!(total > 0);
}
