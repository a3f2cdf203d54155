//! The graph-history interaction: a proof in a game whose repetition
//! loses for the player who makes it (Go's superko) must not keep a value
//! in the table that holds only on the path it was found on.
//!
//! The game is a small graph, the first player (P) to move at the root:
//!
//! ```text
//! R (P) --a--> D (O) --> F (P) --> G (O) --> F
//!   |            \--> L: P loses
//!   \--b--> E (O) --> K (P) --> G
//! ```
//!
//! Through `a`, O at `G` can only go back to `F`, which stood two plies
//! before with P to move: O repeats and loses there, so `G` is P's win on
//! that path, but O escapes at `D` to `L`. Through `b`, `F` never stood:
//! O's move from `G` to `F` is legal, and P's only move from `F` back to
//! `G` repeats, so P loses. P loses both ways. A search that keeps `G`'s
//! value from the first path in its table, and finds it again through
//! `b`, calls the root P's win. So does one that keeps only the values
//! whose repetitions stood at or below their own node: `F`'s win, found
//! through `a` by O's repetition of `F` itself, is reused through `b`,
//! where P's move from `F` brings back `G`.

mod common;

use alphabeta_runtime::{
    Game, MoveList, Outcome, Repetition, RepetitionEnd, SearchOptions, Searcher, Side, Solution,
};
use common::zobrist;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Node {
    R,
    D,
    E,
    F,
    G,
    K,
    L,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Detour {
    node: Node,
    plies: u32,
}

impl Node {
    fn to_move(self) -> Side {
        match self {
            Node::R | Node::F | Node::K | Node::L => Side::First,
            Node::D | Node::E | Node::G => Side::Second,
        }
    }
}

impl Game for Detour {
    type Move = u8;
    type Moves = MoveList<u8, 2>;

    const REPETITION_DRAWS: bool = true;
    const REPETITION: Repetition = Repetition {
        occurrences: 2,
        end: RepetitionEnd::MoverLoses,
        perpetual_check_loses: false,
        positional: false,
    };

    fn start() -> Self {
        Detour {
            node: Node::R,
            plies: 0,
        }
    }

    fn side_to_move(&self) -> Side {
        self.node.to_move()
    }

    fn outcome(&self) -> Option<Outcome> {
        (self.node == Node::L).then_some(Outcome::Win(Side::Second))
    }

    fn generate(&self, moves: &mut Self::Moves) {
        let count = match self.node {
            Node::R | Node::D => 2,
            Node::L => 0,
            _ => 1,
        };
        for mv in 0..count {
            moves.push(mv);
        }
    }

    fn play(&self, mv: u8) -> Self {
        let node = match (self.node, mv) {
            (Node::R, 0) => Node::D,
            (Node::R, _) => Node::E,
            (Node::D, 0) => Node::F,
            (Node::D, _) => Node::L,
            (Node::E, _) => Node::K,
            (Node::F | Node::K, _) => Node::G,
            (Node::G, _) => Node::F,
            (Node::L, _) => Node::L,
        };
        Detour {
            node,
            plies: self.plies + 1,
        }
    }

    fn hash_key(&self) -> u64 {
        zobrist(17, self.node as usize)
    }

    fn hash_from_scratch(&self) -> u64 {
        self.hash_key()
    }

    fn evaluate(&self) -> i32 {
        0
    }

    fn reversible_plies(&self) -> u32 {
        self.plies
    }
}

#[test]
fn a_repetition_found_on_one_path_is_not_kept_for_another() {
    let mut searcher = Searcher::<Detour>::new(SearchOptions::default());
    let value = searcher.solve_value(&Detour::start(), false);
    // Never P's win. The proofs that score a repetition against the player
    // whose claim they test prove nothing here; the test that takes the
    // rule's verdict claims a win for P, which his strategy, played out on
    // every line, does not hold. O's strategy does: through `a`, `L` at
    // once; through `b`, P's move from `F` back to `G` at ply 5 is his
    // repetition, and his loss.
    assert_eq!(value, Solution::Loss(5));
}

#[test]
fn a_loss_that_needs_no_repetition_is_proved() {
    // At `D`, O goes to `L` and wins at once.
    let mut searcher = Searcher::<Detour>::new(SearchOptions::default());
    let d = Detour::start().play(0);
    assert_eq!(searcher.solve_value(&d, false), Solution::Win(1));
}

#[test]
fn a_win_that_needs_the_opponents_repetition_is_proved() {
    // From `F`, with nothing before it: O's only move from `G` brings `F`
    // back, his repetition and his loss. No proof that scores the
    // repetition against P finds it; the strategy, played out, holds.
    let mut searcher = Searcher::<Detour>::new(SearchOptions::default());
    let f = Detour::start().play(0).play(0);
    assert_eq!(searcher.solve_value(&f, false), Solution::Win(2));
}
