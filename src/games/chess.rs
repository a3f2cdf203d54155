//! Chess and its family: chess by the FIDE rules, Los Alamos chess on 6x6,
//! King of the Hill, antichess, Capablanca chess, three-check and
//! five-check, atomic chess, each declared with the words of the rule language only.

use crate::game;

game! {
    /// Chess, by the FIDE rules.
    pub Chess {
        board: 8 x 8,
        players: White, Black,
        piece King { step any, castle with Rook },
        piece Queen: Q,
        piece Rook: R,
        piece Bishop: B,
        piece Knight (N): N,
        piece Pawn {
            step forward to empty,
            step forward 2 to empty on first move,
            step forward-diagonal to enemy,
            en passant,
            promote Queen | Rook | Bishop | Knight at last row,
        },
        setup: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR",
        royal: King,
        checkmate: lose,
        stalemate: draw,
        draw: repetition, 50 moves without capture or Pawn move,
        // Fitted by `alphabeta tune chess --games 4000 --nodes 10000 --from
        // imitate`: +201 Elo against the untuned evaluation at 2,000 nodes
        // a move, 95 % interval +180 to +224 (BENCHMARKS.md).
        eval: tuned("weights/chess.txt"),
    }
}

game! {
    /// Los Alamos chess: 6x6, no bishops, no castling, no double step,
    /// promotion to a queen, rook or knight.
    pub LosAlamos {
        board: 6 x 6,
        players: White, Black,
        piece King: K,
        piece Queen: Q,
        piece Rook: R,
        piece Knight (N): N,
        piece Pawn {
            step forward to empty,
            step forward-diagonal to enemy,
            promote Queen | Rook | Knight at last row,
        },
        setup: "rnqknr/pppppp/6/6/PPPPPP/RNQKNR",
        royal: King,
        checkmate: lose,
        stalemate: draw,
        draw: repetition, 50 moves without capture or Pawn move,
        // Fitted by `alphabeta tune --games 8000 --nodes 3000 --from imitate`: +95 Elo against
        // the untuned evaluation, 95 % interval +76 to +114 (BENCHMARKS.md).
        eval: tuned("weights/los-alamos.txt"),
    }
}

game! {
    /// King of the Hill: chess, and a king that reaches one of the four
    /// centre squares wins.
    pub KingOfTheHill {
        board: 8 x 8,
        players: White, Black,
        piece King { step any, castle with Rook },
        piece Queen: Q,
        piece Rook: R,
        piece Bishop: B,
        piece Knight (N): N,
        piece Pawn {
            step forward to empty,
            step forward 2 to empty on first move,
            step forward-diagonal to enemy,
            en passant,
            promote Queen | Rook | Bishop | Knight at last row,
        },
        setup: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR",
        zone Hill: d4 e4 d5 e5,
        royal: King,
        checkmate: lose,
        stalemate: draw,
        win: reach(Hill) by King,
        draw: repetition, 50 moves without capture or Pawn move,
        // Fitted by `alphabeta tune` (perf/tune_catalog.py): +123 Elo against
        // the untuned evaluation, 95 % interval +90 to +159 (BENCHMARKS.md).
        eval: tuned("weights/king-of-the-hill.txt"),
    }
}

game! {
    /// Antichess: captures are mandatory, the king is an ordinary piece (a
    /// pawn may also promote to one), and a player with no piece left, or
    /// no move, wins.
    pub Antichess {
        board: 8 x 8,
        players: White, Black,
        piece King: K,
        piece Queen: Q,
        piece Rook: R,
        piece Bishop: B,
        piece Knight (N): N,
        piece Pawn {
            step forward to empty,
            step forward 2 to empty on first move,
            step forward-diagonal to enemy,
            en passant,
            promote Queen | Rook | Bishop | Knight | King at last row,
        },
        setup: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR",
        captures: mandatory,
        no moves: win,
        lose: captured all,
        draw: repetition, 50 moves without capture or Pawn move,
        // Fitted by `alphabeta tune` (perf/tune_catalog.py): +920 Elo against
        // the untuned evaluation, 95 % interval +768 to ∞ (BENCHMARKS.md).
        eval: tuned("weights/antichess.txt"),
    }
}

game! {
    /// Capablanca chess: 10x8, with the archbishop (bishop and knight) and
    /// the chancellor (rook and knight); castling moves the king three
    /// files.
    pub Capablanca {
        board: 10 x 8,
        players: White, Black,
        piece King { step any, castle with Rook by 3 },
        piece Queen: Q,
        piece Rook: R,
        piece Bishop: B,
        piece Knight (N): N,
        piece Archbishop: BN,
        piece Chancellor: RN,
        piece Pawn {
            step forward to empty,
            step forward 2 to empty on first move,
            step forward-diagonal to enemy,
            en passant,
            promote Queen | Rook | Bishop | Knight | Archbishop | Chancellor at last row,
        },
        setup: "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR",
        royal: King,
        checkmate: lose,
        stalemate: draw,
        draw: repetition, 50 moves without capture or Pawn move,
        // Fitted by `alphabeta tune` (perf/tune_catalog.py): +36 Elo against
        // the untuned evaluation, 95 % interval +4 to +68 (BENCHMARKS.md).
        eval: tuned("weights/capablanca.txt"),
    }
}

game! {
    /// Three-check: chess, and the player who gives the third check wins.
    pub ThreeCheck {
        board: 8 x 8,
        players: White, Black,
        piece King { step any, castle with Rook },
        piece Queen: Q,
        piece Rook: R,
        piece Bishop: B,
        piece Knight (N): N,
        piece Pawn {
            step forward to empty,
            step forward 2 to empty on first move,
            step forward-diagonal to enemy,
            en passant,
            promote Queen | Rook | Bishop | Knight at last row,
        },
        setup: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR",
        royal: King,
        checkmate: lose,
        stalemate: draw,
        win: checks(3),
        draw: repetition, 50 moves without capture or Pawn move,
        // Fitted by `alphabeta tune` (perf/tune_catalog.py): +83 Elo against
        // the untuned evaluation, 95 % interval +52 to +115 (BENCHMARKS.md).
        eval: tuned("weights/3check.txt"),
    }
}

game! {
    /// Five-check: chess, and the player who gives the fifth check wins.
    pub FiveCheck {
        board: 8 x 8,
        players: White, Black,
        piece King { step any, castle with Rook },
        piece Queen: Q,
        piece Rook: R,
        piece Bishop: B,
        piece Knight (N): N,
        piece Pawn {
            step forward to empty,
            step forward 2 to empty on first move,
            step forward-diagonal to enemy,
            en passant,
            promote Queen | Rook | Bishop | Knight at last row,
        },
        setup: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR",
        royal: King,
        checkmate: lose,
        stalemate: draw,
        win: checks(5),
        draw: repetition, 50 moves without capture or Pawn move,
        // Fitted by `alphabeta tune` (perf/tune_catalog.py): +70 Elo against
        // the untuned evaluation, 95 % interval +38 to +104 (BENCHMARKS.md).
        eval: tuned("weights/5check.txt"),
    }
}

game! {
    /// Crazyhouse: chess, and a captured piece changes sides into the
    /// capturer's hand, to come back as a drop; a promoted pawn goes back
    /// as a pawn. Pawns are not dropped on the first or last row.
    pub Crazyhouse {
        board: 8 x 8,
        players: White, Black,
        piece King { step any, castle with Rook },
        piece Queen: Q,
        piece Rook: R,
        piece Bishop: B,
        piece Knight (N): N,
        piece Pawn {
            step forward to empty,
            step forward 2 to empty from own row 2,
            step forward-diagonal to enemy,
            en passant,
            promote Queen | Rook | Bishop | Knight at last row,
        },
        setup: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR",
        captures: to hand,
        drops: Pawn not at first row,
        royal: King,
        checkmate: lose,
        stalemate: draw,
        draw: repetition, 50 moves without capture or Pawn move,        // Fitted by `alphabeta tune crazyhouse --games 3000 --nodes 2000
        // --from imitate`: +66 Elo against the untuned evaluation at 500
        // nodes a move, 95 % interval +40 to +92 (BENCHMARKS.md).
        eval: tuned("weights/crazyhouse.txt"),
    }
}

game! {
    /// Loop chess: crazyhouse where a captured piece keeps its promotion
    /// (a queen that was a pawn comes back as a queen).
    pub Loop {
        board: 8 x 8,
        players: White, Black,
        piece King { step any, castle with Rook },
        piece Queen: Q,
        piece Rook: R,
        piece Bishop: B,
        piece Knight (N): N,
        piece Pawn {
            step forward to empty,
            step forward 2 to empty from own row 2,
            step forward-diagonal to enemy,
            en passant,
            promote Queen | Rook | Bishop | Knight at last row,
        },
        setup: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR",
        captures: to hand keeping promotions,
        drops: Pawn not at first row,
        royal: King,
        checkmate: lose,
        stalemate: draw,
        draw: repetition, 50 moves without capture or Pawn move,
        // Fitted by `alphabeta tune loop --games 3000 --nodes 2000 --from
        // imitate`: +80 Elo against the untuned evaluation at 500 nodes a
        // move, 95 % interval +55 to +105 (BENCHMARKS.md).
        eval: tuned("weights/loop.txt"),
    }
}

game! {
    /// Chessgi: loop chess where pawns may also be dropped on the first row.
    pub Chessgi {
        board: 8 x 8,
        players: White, Black,
        piece King { step any, castle with Rook },
        piece Queen: Q,
        piece Rook: R,
        piece Bishop: B,
        piece Knight (N): N,
        piece Pawn {
            step forward to empty,
            step forward 2 to empty from own row 2,
            step forward-diagonal to enemy,
            en passant,
            promote Queen | Rook | Bishop | Knight at last row,
        },
        setup: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR",
        captures: to hand keeping promotions,
        royal: King,
        checkmate: lose,
        stalemate: draw,
        draw: repetition, 50 moves without capture or Pawn move,
        // Fitted by `alphabeta tune chessgi --games 3000 --nodes 2000 --from
        // imitate`: +42 Elo against the untuned evaluation at 500 nodes a
        // move, 95 % interval +17 to +68 (BENCHMARKS.md).
        eval: tuned("weights/chessgi.txt"),
    }
}

game! {
    /// Pocket knight chess: chess, and each player holds a knight to drop
    /// once, anywhere empty; captures leave the board.
    pub PocketKnight {
        board: 8 x 8,
        players: White, Black,
        piece King { step any, castle with Rook },
        piece Queen: Q,
        piece Rook: R,
        piece Bishop: B,
        piece Knight (N): N,
        piece Pawn {
            step forward to empty,
            step forward 2 to empty from own row 2,
            step forward-diagonal to enemy,
            en passant,
            promote Queen | Rook | Bishop | Knight at last row,
        },
        setup: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Nn]",
        royal: King,
        checkmate: lose,
        stalemate: draw,
        draw: repetition, 50 moves without capture or Pawn move,
        // Fitted by `alphabeta tune` (perf/tune_catalog.py): +35 Elo against
        // the untuned evaluation, 95 % interval +7 to +63 (BENCHMARKS.md).
        eval: tuned("weights/pocketknight.txt"),
    }
}

game! {
    /// Atomic chess: a capture explodes, taking the capturer, the captured
    /// piece and every piece but a pawn next to them; the player whose
    /// king explodes loses, so a king never captures, no move may explode
    /// one's own king, and kings side by side do not check each other.
    pub Atomic {
        board: 8 x 8,
        players: White, Black,
        piece King { step any, castle with Rook },
        piece Queen: Q,
        piece Rook: R,
        piece Bishop: B,
        piece Knight (N): N,
        piece Pawn {
            step forward to empty,
            step forward 2 to empty on first move,
            step forward-diagonal to enemy,
            en passant,
            promote Queen | Rook | Bishop | Knight at last row,
        },
        setup: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR",
        royal: King,
        captures: explode sparing Pawn,
        checkmate: lose,
        stalemate: draw,
        draw: repetition, 50 moves without capture or Pawn move,
        // Fitted by `alphabeta tune` (perf/tune_catalog.py): +36 Elo against
        // the untuned evaluation, 95 % interval +6 to +66 (BENCHMARKS.md).
        eval: tuned("weights/atomic.txt"),
    }
}
