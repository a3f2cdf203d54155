// The mistake: `not checked` with several royal pieces a player. Which
// moves give check is worked out for one royal piece each.
// Corrected:   royal: King not checked,   with one king each.
alphabeta::game! {
    pub Mini {
        board: 4 x 4,
        piece King { step any },
        piece Rook: R,
        setup: "k1kr/4/4/R2K",
        royal: King when all attacked not checked,
        checkmate: lose,
        stalemate: draw,
    }
}

fn main() {}
