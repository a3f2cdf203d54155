//! `asean`: ASEAN chess as Fairy-Stockfish plays it

use alphabeta::game;

game! {
    /// ASEAN chess as Fairy-Stockfish plays it: makruk's pieces in chess's
    /// places, the met (`Q`) and the khon (`B`); pawns promote on the last
    /// row to a rook, knight, khon or met. A player left with their king
    /// alone, once no pawn is left, counts from 0 to a limit set by the
    /// other's strongest piece: 16 moves against a rook, 44 against a
    /// khon, 64 against a knight, and no count against mets alone.
    pub Asean {
        board: 8 x 8,
        players: White, Black,
        piece King: K,
        piece Met (Q): F,
        piece Khon (B): FfW,
        piece Rook: R,
        piece Knight (N): N,
        piece Pawn {
            step forward to empty,
            step forward-diagonal to enemy,
            promote Rook | Knight | Khon | Met at last row,
        },
        setup: "rnbqkbnr/8/pppppppp/8/8/PPPPPPPP/8/RNBQKBNR",
        royal: King,
        checkmate: lose,
        draw: repetition, 50 moves without capture or Pawn move,
            counting(bare King: 16 moves against Rook | 44 moves against Khon | 64 moves against Knight)
            without Pawn,
    }
}
