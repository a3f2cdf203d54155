//! Makruk, Thai chess, as Fairy-Stockfish plays it (its `makruk`): the met
//! steps one cell diagonally, the khon diagonally or straight forward, and
//! pawns start on the third row and become mets on the sixth. There is no
//! castling, no double step and no en passant. Makruk's counting rules
//! draw a game that the stronger player cannot finish in time: once no
//! pawn is left, the board's honour (64 moves), and for a king left alone,
//! the pieces' honour, whose limit is set by the other player's pieces and
//! whose count starts at the number of pieces on the board. The count is
//! part of the position and its FEN, written where Fairy-Stockfish writes
//! it.

use crate::game;

game! {
    /// Makruk as Fairy-Stockfish plays it: the met (`M`) steps diagonally,
    /// the khon (`S`) diagonally or straight forward; pawns start on the
    /// third row and become mets on the sixth. Once no pawn is left, the
    /// player to move counts 64 moves (the board's honour), and a player
    /// left with their king alone counts to a limit set by the other's
    /// pieces, from the number of pieces on the board (the pieces'
    /// honour): the game is drawn when the count runs out.
    pub Makruk {
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
        royal: King,
        checkmate: lose,
        draw: repetition, counting(
            64 moves,
            bare King from pieces:
                8 moves against 2 Rook | 16 moves against Rook | 22 moves against 2 Khon
                | 32 moves against 2 Knight | 44 moves against Khon | 64 moves
        ) without Pawn,
        // Fitted by `alphabeta tune makruk --games 3000 --nodes 2000 --from
        // imitate`: +24 Elo against the untuned evaluation at 500 nodes a
        // move, 95 % interval +8 to +41 (BENCHMARKS.md).
        eval: tuned("weights/makruk.txt"),
    }
}
