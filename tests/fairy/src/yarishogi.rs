//! `yarishogi`: Yari shogi: 7 x 9, with pieces that slide forward like
//! spears and promote into pieces that slide backward; no rule against a
//! mate by a pawn drop.

use alphabeta::game;

game! {
    /// Yari shogi: 7 x 9; the yari knight, bishop and rook slide forward
    /// (Fairy-Stockfish's `fRffN`, `fFfR`, `frlR`); the knight and bishop
    /// promote to the yari gold (`WfFbR`), the pawn to the yari silver
    /// (`fKbR`), the yari rook to a rook.
    pub YariShogi {
        board: 7 x 9,
        players: Sente, Gote,
        piece King { step any },
        piece Rook (L) { slide orthogonal },
        piece YariKnight (N) { fR, ffN, may promote PromotedKnight at or from Camp },
        piece YariBishop (B) { fF, fR, may promote PromotedBishop at or from Camp },
        piece YariRook (R) { slide forward | sideways, may promote PromotedRook at or from Camp },
        piece Pawn { step forward, may promote PromotedPawn at or from Camp },
        piece PromotedKnight (+N) { W, fF, bR },
        piece PromotedBishop (+B) { W, fF, bR },
        piece PromotedRook (+R) { slide orthogonal },
        piece PromotedPawn (+P) { fK, bR },
        zone Camp: last 3 rows,
        setup: "rnnkbbr/7/ppppppp/7/7/7/PPPPPPP/7/RBBKNNR",
        captures: to hand,
        drops: one Pawn per column,
        royal: King,
        checkmate: lose,
        stalemate: lose,
        draw: repetition(3),
        lose: perpetual check,
    }
}
