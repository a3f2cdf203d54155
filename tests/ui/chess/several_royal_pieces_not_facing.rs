// The mistake: `not facing` with several royal pieces a player. Facing
// is worked out for one royal piece on each side.
// Corrected:   royal: General | Advisor,
alphabeta::game! {
    pub Mini {
        board: 5 x 5,
        piece General { step orthogonal },
        piece Advisor { step diagonal },
        piece Rook: R,
        setup: "1agr1/5/5/5/1AGR1",
        royal: General | Advisor not facing,
        checkmate: lose,
        stalemate: lose,
    }
}

fn main() {}
