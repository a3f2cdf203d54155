//! What the chess tests and benches share: the Chess Programming Wiki's
//! perft positions, perft by `cozy-chess`, and the `minimax` crate's view of
//! any declared game, so that its searchers run on the same move generator
//! and evaluation as ours.

// Not every crate that includes this module uses each of its items.
#![allow(dead_code)]

use alphabeta::runtime::{Game, MoveBuffer, Outcome};
use core::marker::PhantomData;
use minimax::{Evaluation, Winner};

/// The start position of chess.
pub const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
/// "Kiwipete", the wiki's position 2: castling, en passant, pins and
/// promotions within a few plies.
pub const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
/// The wiki's position 3: an endgame with discovered checks and en passant
/// that would expose the king.
pub const POSITION_3: &str = "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1";
/// The wiki's position 4: promotions with capture, and castling out of or
/// through attacked cells.
pub const POSITION_4: &str = "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1";
/// The wiki's position 5: a promotion that gives check, and a knight on f2.
pub const POSITION_5: &str = "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8";

/// Perft by cozy-chess, the last ply counted without playing it, as its
/// own perft does.
pub fn cozy_perft(board: &cozy_chess::Board, depth: u32) -> u64 {
    let mut count = 0;
    if depth == 1 {
        board.generate_moves(|moves| {
            count += moves.len() as u64;
            false
        });
    } else {
        board.generate_moves(|moves| {
            for mv in moves {
                let mut child = board.clone();
                child.play_unchecked(mv);
                count += cozy_perft(&child, depth - 1);
            }
            false
        });
    }
    count
}

/// `minimax`'s view of a declared game: the same positions, moves, end of
/// game and keys.
pub struct Peer<G>(PhantomData<G>);

/// An outcome as `minimax` names it, from the side to move in `position`.
fn winner<G: Game>(position: &G, outcome: Outcome) -> Winner {
    match outcome {
        Outcome::Draw => Winner::Draw,
        Outcome::Win(side) if side == position.side_to_move() => Winner::PlayerToMove,
        Outcome::Win(_) => Winner::PlayerJustMoved,
    }
}

impl<G: Game> minimax::Game for Peer<G> {
    type S = G;
    type M = G::Move;

    fn generate_moves(state: &G, moves: &mut Vec<G::Move>) -> Option<Winner> {
        if let Some(outcome) = state.outcome() {
            return Some(winner(state, outcome));
        }
        let mut list = G::Moves::default();
        state.generate(&mut list);
        if list.as_slice().is_empty() {
            return Some(winner(state, state.no_moves()));
        }
        moves.extend_from_slice(list.as_slice());
        None
    }

    fn apply(state: &mut G, m: G::Move) -> Option<G> {
        Some(state.play(m))
    }

    /// Only the end the position itself knows, as our searcher sees it at
    /// its horizon: a side without moves is found by `generate_moves`.
    fn get_winner(state: &G) -> Option<Winner> {
        state.outcome().map(|outcome| winner(state, outcome))
    }

    fn zobrist_hash(state: &G) -> u64 {
        state.hash_key()
    }
}

/// The declared game's own evaluation (and its captures, for quiescence), in
/// `minimax`'s units.
pub struct SameEval<G>(pub PhantomData<G>);

impl<G> Default for SameEval<G> {
    fn default() -> Self {
        Self(PhantomData)
    }
}

impl<G: Game> minimax::Evaluator for SameEval<G> {
    type G = Peer<G>;

    fn evaluate(&self, s: &G) -> Evaluation {
        // Our evaluations stay within ±EVAL_LIMIT (20,000), inside i16.
        Evaluation::try_from(alphabeta::runtime::score::clamp_eval(s.evaluate()))
            .expect("within EVAL_LIMIT")
    }

    fn generate_noisy_moves(&self, s: &G, moves: &mut Vec<G::Move>) {
        let mut list = G::Moves::default();
        s.generate_noisy(&mut list);
        moves.extend_from_slice(list.as_slice());
    }
}
