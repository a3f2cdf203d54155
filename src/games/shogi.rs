//! The shogi family: shogi and minishogi, with hands, drops and the
//! promotion a player may decline, declared with the words of the rule
//! language only, as Fairy-Stockfish plays them (its `shogi` and
//! `minishogi`). The first player, Fairy-Stockfish's and pyffish's
//! "white", is sente, who moves first, up the board.

use crate::game;

game! {
    /// Shogi: 9x9, captured pieces change sides into the hand and come
    /// back as drops; a piece may promote on a move into, within or out of
    /// the last three rows, and must where it could never move again.
    pub Shogi {
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
    }
}

game! {
    /// Minishogi: shogi on 5x5 without knights and lances; pieces promote
    /// on the last row.
    pub Minishogi {
        board: 5 x 5,
        players: Sente, Gote,
        piece King { step any },
        piece Rook { slide orthogonal, may promote Dragon at or from last row },
        piece Bishop { slide diagonal, may promote Horse at or from last row },
        piece Gold { step orthogonal | forward-diagonal },
        piece Silver { step diagonal | forward, may promote PromotedSilver at or from last row },
        piece Pawn { step forward, may promote Tokin at or from last row },
        piece Dragon (+R) { slide orthogonal, step diagonal },
        piece Horse (+B) { slide diagonal, step orthogonal },
        piece PromotedSilver (+S) { step orthogonal | forward-diagonal },
        piece Tokin (+P) { step orthogonal | forward-diagonal },
        setup: "rbsgk/4p/5/P4/KGSBR",
        captures: to hand,
        drops: one Pawn per column, Pawn not mating,
        royal: King,
        checkmate: lose,
        stalemate: lose,
        lose: repetition(4) for Sente, perpetual check,
        // Fitted by `alphabeta tune` (perf/tune_catalog.py): +110 Elo against
        // the untuned evaluation, 95 % interval +80 to +141 (BENCHMARKS.md).
        eval: tuned("weights/minishogi.txt"),
    }
}

game! {
    /// Judkins shogi: 6x6 with a knight; pieces promote in the last two
    /// rows.
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
        draw: repetition(4),
        lose: perpetual check,
        // Fitted by `alphabeta tune --games 3000 --nodes 2000 --from imitate`: +74 Elo against
        // the untuned evaluation, 95 % interval +44 to +105 (BENCHMARKS.md).
        eval: tuned("weights/judkins.txt"),
    }
}

game! {
    /// Goro goro shogi: 5x6 with kings, golds, silvers and pawns; pieces
    /// promote in the last two rows.
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
        draw: repetition(4),
        lose: perpetual check,
        // Fitted by `alphabeta tune` (perf/tune_catalog.py): +162 Elo against
        // the untuned evaluation, 95 % interval +125 to +202 (BENCHMARKS.md).
        eval: tuned("weights/gorogoro.txt"),
    }
}

game! {
    /// EuroShogi: 8x8; the knight leaps forward or steps sideways; every
    /// piece that can promote must, on a move into, within or out of the
    /// last three rows.
    pub Euroshogi {
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
        draw: repetition(4),
        lose: perpetual check,
        // Fitted by `alphabeta tune` (perf/tune_catalog.py): +64 Elo against
        // the untuned evaluation, 95 % interval +34 to +96 (BENCHMARKS.md).
        eval: tuned("weights/euroshogi.txt"),
    }
}
