//! `courier`: Courier chess as Fairy-Stockfish plays it

use alphabeta::game;

game! {
    /// Courier chess as Fairy-Stockfish plays it, on 12 x 8: shatranj's
    /// pieces with the courier (`B`, a bishop), the mann (`M`, a king that
    /// is not royal) and the schleich (`W`, a wazir); a stalemated player
    /// loses, and so does a player whose king is left alone, unless their
    /// reply bares the other king too.
    pub Courier {
        board: 12 x 8,
        players: White, Black,
        piece King: K,
        piece Rook: R,
        piece Knight (N): N,
        piece Elephant (E): A,
        piece Courier (B): B,
        piece Mann (M): K,
        piece Schleich (W): W,
        piece Ferz (F): F,
        piece Pawn {
            step forward to empty,
            step forward-diagonal to enemy,
            promote Ferz at last row,
        },
        setup: "rnebmk1wbenr/1ppppp1pppp1/6f5/p5p4p/P5P4P/6F5/1PPPPP1PPPP1/RNEBMK1WBENR",
        royal: King,
        checkmate: lose,
        stalemate: lose,
        lose: bare King unless bared back,
        draw: repetition, 50 moves without capture or Pawn move,
    }
}
