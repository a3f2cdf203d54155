//! `petrified`: pawn sideways chess whose pieces turn into walls as they
//! capture.

use alphabeta::game;

game! {
    /// Petrified chess, as Fairy-Stockfish plays it: pawn sideways chess
    /// (pawns also step sideways, and step two from their second row), in
    /// which a queen, rook, bishop or knight that captures turns into a
    /// wall on the cell it took, which nothing enters or crosses for the
    /// rest of the game. The king may not capture (it would turn into a
    /// wall) and so attacks nothing: kings may stand side by side. A king
    /// left attacked is lost, so no move may leave it attacked.
    pub Petrified {
        board: 8 x 8,
        players: White, Black,
        piece King { step any to empty, castle with Rook },
        piece Queen: Q,
        piece Rook: R,
        piece Bishop: B,
        piece Knight (N): N,
        piece Pawn {
            step forward | sideways to empty,
            step forward 2 to empty from own row 2,
            step forward-diagonal to enemy,
            en passant,
            promote Queen | Rook | Bishop | Knight at last row,
        },
        setup: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR",
        captures: petrify Queen | Rook | Bishop | Knight,
        royal: King,
        checkmate: lose,
        stalemate: draw,
        draw: repetition, 50 moves without capture or Pawn move,
    }
}
