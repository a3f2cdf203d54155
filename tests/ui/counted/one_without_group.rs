// The mistake: `one` without `group`.
// Corrected:   win: one group,
alphabeta::game! {
    pub Loa {
        board: 8 x 8,
        players: Black, White,
        piece Checker (P) { slide any by count },
        setup: "1PPPPPP1/p6p/p6p/p6p/p6p/p6p/p6p/1PPPPPP1",
        win: one piece,
        no moves: lose,
    }
}

fn main() {}
