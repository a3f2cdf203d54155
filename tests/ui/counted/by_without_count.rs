// The mistake: `by` after a move rule's directions with a word other
// than `count`.
// Corrected:   piece Checker (P) { slide any by count },
alphabeta::game! {
    pub Loa {
        board: 8 x 8,
        players: Black, White,
        piece Checker (P) { slide any by pieces },
        setup: "1PPPPPP1/p6p/p6p/p6p/p6p/p6p/p6p/1PPPPPP1",
        win: one group,
        no moves: lose,
    }
}

fn main() {}
