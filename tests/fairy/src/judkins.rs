//! `judkins`: Judkins shogi: shogi on 6 x 6, with one of each piece, and
//! promotion in the last two rows.

use alphabeta::game;

game! {
    /// Judkins shogi: 6 x 6, king, gold, silver, knight, bishop, rook and
    /// pawn each; drops as in shogi.
    pub Judkins {
        board: 6 x 6,
        players: Sente, Gote,
        piece King { step any },
        piece Rook { slide orthogonal, may promote Dragon at or from Camp },
        piece Bishop { slide diagonal, may promote Horse at or from Camp },
        piece Gold { step orthogonal | forward-diagonal },
        piece Silver { step diagonal | forward, may promote PromotedSilver at or from Camp },
        piece Knight (N) { ffN, may promote PromotedKnight at or from Camp },
        piece Pawn { step forward, may promote Tokin at or from Camp },
        piece Dragon (+R) { slide orthogonal, step diagonal },
        piece Horse (+B) { slide diagonal, step orthogonal },
        piece PromotedSilver (+S) { step orthogonal | forward-diagonal },
        piece PromotedKnight (+N) { step orthogonal | forward-diagonal },
        piece Tokin (+P) { step orthogonal | forward-diagonal },
        zone Camp: last 2 rows,
        setup: "rbnsgk/5p/6/6/P5/KGSNBR",
        captures: to hand,
        drops: one Pawn per column, Pawn not mating,
        royal: King,
        checkmate: lose,
        stalemate: lose,
    }
}
