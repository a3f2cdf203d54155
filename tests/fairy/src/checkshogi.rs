//! `checkshogi`: shogi, and the first check wins (Fairy-Stockfish's
//! `checkCounting` with no count in the start position: the next check
//! wins).

use alphabeta::game;

game! {
    /// Check shogi: shogi, and the player who gives a check wins.
    pub CheckShogi {
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
        piece Dragon (+R) { slide orthogonal, step diagonal },
        piece Horse (+B) { slide diagonal, step orthogonal },
        piece PromotedSilver (+S) { step orthogonal | forward-diagonal },
        piece PromotedKnight (+N) { step orthogonal | forward-diagonal },
        piece PromotedLance (+L) { step orthogonal | forward-diagonal },
        piece Tokin (+P) { step orthogonal | forward-diagonal },
        zone Camp: last 3 rows,
        setup: "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL",
        captures: to hand,
        drops: one Pawn per column, Pawn not mating,
        royal: King,
        checkmate: lose,
        stalemate: lose,
        draw: repetition(4),
        lose: perpetual check,
        win: checks(1),
    }
}
