//! `grasshopper`: chess with a row of grasshoppers, which hop over the
//! first piece in a line to the cell just beyond; no double step.

use alphabeta::game;

game! {
    /// Grasshopper chess: a row of grasshoppers before the pawns; a
    /// grasshopper hops along a queen's line over the first piece to the
    /// cell just beyond. Pawns take no double step; they may promote to a
    /// grasshopper.
    pub Grasshopper {
        board: 8 x 8,
        players: White, Black,
        piece King { step any, castle with Rook },
        piece Queen: Q,
        piece Rook: R,
        piece Bishop: B,
        piece Knight (N): N,
        piece Grasshopper: gQ,
        piece Pawn {
            step forward to empty,
            step forward-diagonal to enemy,
            promote Queen | Rook | Bishop | Knight | Grasshopper at last row,
        },
        setup: "rnbqkbnr/gggggggg/pppppppp/8/8/PPPPPPPP/GGGGGGGG/RNBQKBNR",
        royal: King,
        checkmate: lose,
        stalemate: draw,
        draw: repetition, 50 moves without capture or Pawn move,
    }
}
