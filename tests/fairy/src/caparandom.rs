//! `caparandom`: Capablanca random chess: Capablanca chess from a shuffled
//! back row, castling onto the c- and i-files.

use alphabeta::game;

game! {
    /// Capablanca random chess: Capablanca chess from a shuffled back row
    /// (given as a FEN; the setup is Capablanca chess's own); the king
    /// castles onto the c-file with the rook on the d-file, or onto the
    /// i-file with the rook on the h-file, from wherever the two stand.
    pub CapaRandom {
        board: 10 x 8,
        players: White, Black,
        piece King { step any, castle with Rook to file c | i },
        piece Queen: Q,
        piece Rook: R,
        piece Bishop: B,
        piece Knight (N): N,
        piece Archbishop: BN,
        piece Chancellor: RN,
        piece Pawn {
            step forward to empty,
            step forward 2 to empty on first move,
            step forward-diagonal to enemy,
            en passant,
            promote Queen | Rook | Bishop | Knight | Archbishop | Chancellor at last row,
        },
        setup: "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR",
        royal: King,
        checkmate: lose,
        stalemate: draw,
        draw: repetition, 50 moves without capture or Pawn move,
    }
}
