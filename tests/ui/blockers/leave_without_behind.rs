// The mistake: `then leave Wall` without `behind`. The blocker that a
// piece leaves goes on the cell it left: `then leave Wall behind`.
// Corrected:   piece Pawn { step any to empty then leave Wall behind },
alphabeta::game! {
    pub Snailtrail {
        board: 7 x 7,
        players: White, Black,
        piece Pawn { step any to empty then leave Wall },
        setup: "6p/7/7/7/7/7/P6",
        no moves: lose,
    }
}

fn main() {}
