// The mistake: pieces on a hex board. The piece rules speak of squares
// (forward, diagonal, leaps), so pieces move on square boards.
// Corrected:   board: 8 x 8,
alphabeta::game! {
    pub HexRace {
        board: hex 8 x 8,
        piece Pawn { step forward to empty },
        setup: first Pawn on row 1, second Pawn on row 8,
        win: reach(last row),
    }
}

fn main() {}
