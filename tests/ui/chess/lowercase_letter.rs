// The mistake: a piece's own letter written in lowercase. The declaration
// gives the first player's letter, in capitals; the second player's pieces are
// written in lowercase in positions, as in FEN.
// Corrected:   piece Knight (N): N,
alphabeta::game! {
    pub Mini {
        board: 4 x 4,
        piece King { step any },
        piece Knight (n): N,
        setup: "k2n/4/4/N2K",
        royal: King,
        checkmate: lose,
        stalemate: draw,
    }
}

fn main() {}
