// The mistake: a move that places a `Pawn` as its blocker. A blocker is
// not a piece: it never moves, and blocks its cell for good.
// Corrected:   piece Pawn { step any to empty then place Wall },
alphabeta::game! {
    pub Isolation {
        board: 6 x 8,
        players: White, Black,
        piece Pawn { step any to empty then place Pawn },
        setup: "3p2/6/6/6/6/6/6/2P3",
        no moves: lose,
    }
}

fn main() {}
