//! `shoshogi`: Shō shōgi, shogi of the 16th century: no drops, and a
//! drunk elephant that promotes to a crown prince, a second king.

use alphabeta::game;

game! {
    /// Shō shōgi as Fairy-Stockfish plays it: shogi without hands, and a
    /// drunk elephant (`FsfW`) that may promote to the crown prince, who
    /// moves as the king. A player with both is never in check, and
    /// either may be taken; the one left is royal.
    pub ShoShogi {
        board: 9 x 9,
        players: Sente, Gote,
        piece King { step any },
        piece Rook { slide orthogonal, may promote Dragon at or from Camp },
        piece Bishop { slide diagonal, may promote Horse at or from Camp },
        piece Gold { step orthogonal | forward-diagonal },
        piece Silver { step diagonal | forward, may promote PromotedSilver at or from Camp },
        piece Knight (N) { ffN, may promote PromotedKnight at or from Camp },
        piece Lance { slide forward, may promote PromotedLance at or from Camp },
        piece Pawn { step forward, may promote Tokin at or from Camp },
        piece Elephant { step diagonal | forward | sideways, may promote Prince at or from Camp },
        piece Dragon (+R) { slide orthogonal, step diagonal },
        piece Horse (+B) { slide diagonal, step orthogonal },
        piece PromotedSilver (+S) { step orthogonal | forward-diagonal },
        piece PromotedKnight (+N) { step orthogonal | forward-diagonal },
        piece PromotedLance (+L) { step orthogonal | forward-diagonal },
        piece Tokin (+P) { step orthogonal | forward-diagonal },
        piece Prince (+E) { step any },
        zone Camp: last 3 rows,
        setup: "lnsgkgsnl/1r2e2b1/ppppppppp/9/9/9/PPPPPPPPP/1B2E2R1/LNSGKGSNL",
        royal: King | Prince when last,
        checkmate: lose,
        stalemate: lose,
        draw: repetition(4),
        lose: perpetual check,
    }
}
