//! `makpong`: Makpong, defensive makruk, as Fairy-Stockfish plays it

use alphabeta::game;

game! {
    /// Makpong as Fairy-Stockfish plays it: makruk, in which a king in
    /// check may not flee: it may only take the piece that checks, and
    /// against two checks it may not move at all.
    pub Makpong {
        board: 8 x 8,
        players: White, Black,
        piece King: K,
        piece Met (M): F,
        piece Khon (S): FfW,
        piece Rook: R,
        piece Knight (N): N,
        piece Pawn {
            step forward to empty,
            step forward-diagonal to enemy,
            promote Met at last 3 rows,
        },
        setup: "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR",
        royal: King not fleeing,
        checkmate: lose,
        draw: repetition, counting(
            64 moves,
            bare King from pieces:
                8 moves against 2 Rook | 16 moves against Rook | 22 moves against 2 Khon
                | 32 moves against 2 Knight | 44 moves against Khon | 64 moves
        ) without Pawn,
    }
}
