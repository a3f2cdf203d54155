// The mistake: `by count` on a step, which moves one cell: the count
// walks a line, a cell at a time, as a slide does.
// Corrected:   piece Checker (P) { slide any by count },
alphabeta::game! {
    pub Loa {
        board: 8 x 8,
        players: Black, White,
        piece Checker (P) { step any by count },
        setup: "1PPPPPP1/p6p/p6p/p6p/p6p/p6p/p6p/1PPPPPP1",
        win: one group,
        no moves: lose,
    }
}

fn main() {}
