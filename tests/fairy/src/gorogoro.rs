//! `gorogoro`: Goro goro shogi: 5 x 6, with kings, golds, silvers and
//! pawns, promotion in the last two rows.

use alphabeta::game;

game! {
    /// Goro goro shogi: 5 x 6, a king, two golds, two silvers and three
    /// pawns each; drops as in shogi.
    pub Gorogoro {
        board: 5 x 6,
        players: Sente, Gote,
        piece King { step any },
        piece Gold { step orthogonal | forward-diagonal },
        piece Silver { step diagonal | forward, may promote PromotedSilver at or from Camp },
        piece Pawn { step forward, may promote Tokin at or from Camp },
        piece PromotedSilver (+S) { step orthogonal | forward-diagonal },
        piece Tokin (+P) { step orthogonal | forward-diagonal },
        zone Camp: last 2 rows,
        setup: "sgkgs/5/1ppp1/1PPP1/5/SGKGS",
        captures: to hand,
        drops: one Pawn per column, Pawn not mating,
        royal: King,
        checkmate: lose,
        stalemate: lose,
    }
}
