// The mistake: explosions with several royal pieces a player. A blast's
// effect on royal pieces is worked out for one royal piece each.
// Corrected:   royal: King,
alphabeta::game! {
    pub Mini {
        board: 4 x 4,
        piece King { step any },
        piece Rook: R,
        setup: "k1kr/4/4/R2K",
        royal: King when all attacked,
        captures: explode,
        checkmate: lose,
        stalemate: draw,
    }
}

fn main() {}
