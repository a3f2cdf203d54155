// Betza notation and the words of `piece` rules are two spellings of the
// same moves, and a setup string is another spelling of placements:
// Breakthrough written both ways counts the published perft numbers
// (../shared/reference/perft.csv: 22, 484, 11132).
use alphabeta::runtime::{perft, Game};

alphabeta::game! {
    pub BetzaBreakthrough {
        board: 8 x 8,
        players: White, Black,
        piece Pawn: fmWfF,
        setup: first Pawn on rows 1..=2, second Pawn on rows 7..=8,
        win: reach(last row), captured all,
    }

    pub WordyBreakthrough {
        board: 8 x 8,
        players: White, Black,
        piece Pawn { step forward to empty, step forward-diagonal },
        setup: "pppppppp/pppppppp/8/8/8/8/PPPPPPPP/PPPPPPPP",
        win: reach(last row), captured all,
    }
}

fn main() {
    for (depth, count) in [(1, 22), (2, 484), (3, 11132)] {
        assert_eq!(perft(&BetzaBreakthrough::start(), depth), count);
        assert_eq!(perft(&WordyBreakthrough::start(), depth), count);
    }
}
