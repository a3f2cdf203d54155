// The mistake: `castle with King` written on the rook. Castling is the royal
// piece's move (it is the king that may not pass through check), so it is
// written on the royal piece, naming the piece it castles with.
// Corrected:   piece King { step any, castle with Rook },
alphabeta::game! {
    pub Mini {
        board: 8 x 8,
        piece King { step any },
        piece Rook { slide orthogonal, castle with King },
        setup: "r3k2r/8/8/8/8/8/8/R3K2R",
        royal: King,
        checkmate: lose,
        stalemate: draw,
    }
}

fn main() {}
