// The mistake: a shot that moves by count: what a compound move shoots
// moves by `step`, `slide` or `leap`.
// Corrected:   piece Amazon (Q) { slide any to empty then shoot Arrow slide any to empty },
alphabeta::game! {
    pub Amazons {
        board: 10 x 10,
        players: White, Black,
        piece Amazon (Q) { slide any to empty then shoot Arrow slide any by count },
        setup: "3q2q3/10/10/q8q/10/10/Q8Q/10/10/3Q2Q3",
        no moves: lose,
    }
}

fn main() {}
