//! `okisakishogi`: Okisaki shogi: shogi on 10 x 10 with a queen, chess
//! knights and lances that slide both ways along their column.

use alphabeta::game;

game! {
    /// Okisaki shogi: 10 x 10; the queen never promotes, the knight leaps
    /// as in chess, the lance slides forward and backward; drops as in
    /// shogi.
    pub OkisakiShogi {
        board: 10 x 10,
        players: Sente, Gote,
        piece King { step any },
        piece Queen: Q,
        piece Rook { slide orthogonal, may promote Dragon at or from Camp },
        piece Bishop { slide diagonal, may promote Horse at or from Camp },
        piece Gold { step orthogonal | forward-diagonal },
        piece Silver { step diagonal | forward, may promote PromotedSilver at or from Camp },
        piece Knight (N) { N, may promote PromotedKnight at or from Camp },
        piece Lance { slide forward | backward, may promote PromotedLance at or from Camp },
        piece Pawn { step forward, may promote Tokin at or from Camp },
        piece Dragon (+R) { slide orthogonal, step diagonal },
        piece Horse (+B) { slide diagonal, step orthogonal },
        piece PromotedSilver (+S) { step orthogonal | forward-diagonal },
        piece PromotedKnight (+N) { step orthogonal | forward-diagonal },
        piece PromotedLance (+L) { step orthogonal | forward-diagonal },
        piece Tokin (+P) { step orthogonal | forward-diagonal },
        zone Camp: last 3 rows,
        setup: "lnsgkqgsnl/1r6b1/pppppppppp/10/10/10/10/PPPPPPPPPP/1B6R1/LNSGQKGSNL",
        captures: to hand,
        drops: one Pawn per column, Pawn not mating,
        royal: King,
        checkmate: lose,
        stalemate: lose,
        draw: repetition(4),
        lose: perpetual check,
    }
}
