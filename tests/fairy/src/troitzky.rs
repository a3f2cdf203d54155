//! `troitzky`: Troitzky chess: a 10 x 10 board with its corners walled
//! off, where each pawn promotes on the last open cell of its file.

use alphabeta::game;

game! {
    /// Troitzky chess: the corners of a 10 x 10 board are walls; each pawn
    /// promotes on the last open cell of its file (`own` cells, turned for
    /// black). No castling.
    pub Troitzky {
        board: 10 x 10,
        players: White, Black,
        piece King: K,
        piece Queen: Q,
        piece Rook: R,
        piece Bishop: B,
        piece Knight (N): N,
        piece Pawn {
            step forward to empty,
            step forward 2 to empty on first move,
            step forward-diagonal to enemy,
            en passant,
            promote Queen | Rook | Bishop | Knight at Far,
        },
        zone Far: own a6 b8 c9 d9 e10 f10 g9 h9 i8 j6,
        setup: "****qk****/**rnbbnr**/*pppppppp*/*8*/10/10/*8*/*PPPPPPPP*/**RNBBNR**/****QK****",
        royal: King,
        checkmate: lose,
        stalemate: draw,
        draw: repetition, 50 moves without capture or Pawn move,
    }
}
