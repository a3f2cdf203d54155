// The mistake: a number of cells beside `by count`, which says how far
// the piece goes by itself.
// Corrected:   piece Checker (P) { slide any by count },
alphabeta::game! {
    pub Loa {
        board: 8 x 8,
        players: Black, White,
        piece Checker (P) { slide any 2 by count },
        setup: "1PPPPPP1/p6p/p6p/p6p/p6p/p6p/p6p/1PPPPPP1",
        win: one group,
        no moves: lose,
    }
}

fn main() {}
