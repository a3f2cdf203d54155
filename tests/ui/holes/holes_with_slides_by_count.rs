// The mistake: `slide ... by count` on a board with holes; the pieces on a line would be counted across a hole.
// Corrected:   board: 8 x 8,
alphabeta::game! {
    pub CrossLines {
        board: 8 x 8 without corners 1 x 1,
        players: Black, White,
        piece Checker (P) { slide any by count },
        setup: "PPPPPP/p6p/p6p/p6p/p6p/p6p/p6p/PPPPPP",
        win: one group,
        draw: repetition(2),
        no moves: lose,
    }
}

fn main() {}
