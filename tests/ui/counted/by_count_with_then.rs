// The mistake: a slide by count that then places a wall: a compound
// move cannot count its line yet.
// Corrected:   piece Checker (P) { slide any by count },
alphabeta::game! {
    pub Loa {
        board: 8 x 8,
        players: Black, White,
        piece Checker (P) { slide any by count then place Wall },
        setup: "1PPPPPP1/p6p/p6p/p6p/p6p/p6p/p6p/1PPPPPP1",
        win: one group,
        no moves: lose,
    }
}

fn main() {}
