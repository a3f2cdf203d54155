//! `euroshogi`: EuroShogi: shogi on 8 x 8 with a knight that also steps
//! sideways; promotion is forced on a move into, within or out of the
//! last three rows (Fairy-Stockfish's `mandatoryPiecePromotion`).

use alphabeta::game;

game! {
    /// EuroShogi: 8 x 8, no silvers or lances, a knight that leaps two
    /// rows forward or steps sideways; every promotion is forced.
    pub EuroShogi {
        board: 8 x 8,
        players: Sente, Gote,
        piece King { step any },
        piece Rook { slide orthogonal, promote Dragon at or from Camp },
        piece Bishop { slide diagonal, promote Horse at or from Camp },
        piece Gold { step orthogonal | forward-diagonal },
        piece Knight (N) { ffN, sW, promote PromotedKnight at or from Camp },
        piece Pawn { step forward, promote Tokin at or from Camp },
        piece Dragon (+R) { slide orthogonal, step diagonal },
        piece Horse (+B) { slide diagonal, step orthogonal },
        piece PromotedKnight (+N) { step orthogonal | forward-diagonal },
        piece Tokin (+P) { step orthogonal | forward-diagonal },
        zone Camp: last 3 rows,
        setup: "1nbgkgn1/1r4b1/pppppppp/8/8/PPPPPPPP/1B4R1/1NGKGBN1",
        captures: to hand,
        drops: one Pawn per column, Pawn not mating,
        royal: King,
        checkmate: lose,
        stalemate: lose,
    }
}
