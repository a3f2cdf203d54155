//! Fox and Geese: a hunt on the 33-point cross.

use crate::game;

game! {
    /// Fox and Geese on the cross of 33 cells (a 7 x 7 square without its
    /// four 2 x 2 corners), by the orthogonal rules Strutt describes, with
    /// the 13 geese of Murray's and Ludii's setup: the fox starts in the
    /// middle and moves first, one cell along a row or a column, or takes a
    /// goose by jumping over it to the empty cell beyond, and goes on
    /// jumping while it can; a goose steps forward (towards the fox's end)
    /// or sideways, never back, and never takes. A player who cannot move
    /// loses: the geese win by penning the fox in, the fox by taking so
    /// many geese, or outrunning them, that they have no move left.
    pub FoxAndGeese {
        board: 7 x 7 without corners 2 x 2,
        players: Fox, Geese,
        piece Fox { step orthogonal to empty, jump orthogonal over enemy chain },
        piece Goose { step forward | sideways to empty },
        setup: first Fox on d4, second Goose on rows 5..=7,
        no moves: lose,
        // Fitted by `alphabeta tune` (perf/tune_catalog.py): +7 Elo against
        // the untuned evaluation, 95 % interval +2 to +12 (BENCHMARKS.md).
        eval: tuned("weights/fox-and-geese.txt"),
    }
}
