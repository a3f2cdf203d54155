//! `tencubed`: Ten-cubed chess: 10 x 10 with the archbishop, the marshall (`M`,

use alphabeta::game;

game! {
    /// Ten-cubed chess: 10 x 10 with the archbishop, the marshall (`M`,
    /// rook and knight), the champion (`C`: steps orthogonally, leaps two
    /// cells straight or diagonally) and the wizard (`W`: steps diagonally,
    /// leaps as a camel); no castling.
    pub TenCubed {
        board: 10 x 10,
        players: White, Black,
        piece King: K,
        piece Queen: Q,
        piece Rook: R,
        piece Bishop: B,
        piece Knight (N): N,
        piece Archbishop: BN,
        piece Marshall (M): RN,
        piece Champion { step orthogonal, leap(2, 0), leap(2, 2) },
        piece Wizard { step diagonal, leap(1, 3) },
        piece Pawn {
            step forward to empty,
            step forward 2 to empty on first move,
            step forward-diagonal to enemy,
            en passant,
            promote Archbishop | Marshall | Queen at last row,
        },
        setup: "2cwamwc2/1rnbqkbnr1/pppppppppp/10/10/10/10/PPPPPPPPPP/1RNBQKBNR1/2CWAMWC2",
        royal: King,
        checkmate: lose,
        stalemate: draw,
        draw: repetition, 50 moves without capture or Pawn move,
    }
}
