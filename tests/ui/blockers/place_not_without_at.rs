// The mistake: `then place Wall not c1 d8`. The cells a blocker keeps off
// read `not at cells`, as a drop rule's do.
// Corrected:   piece Pawn { step any to empty then place Wall not at c1 d8 },
alphabeta::game! {
    pub Isolation {
        board: 6 x 8,
        players: White, Black,
        piece Pawn { step any to empty then place Wall not c1 d8 },
        setup: "3p2/6/6/6/6/6/6/2P3",
        no moves: lose,
    }
}

fn main() {}
