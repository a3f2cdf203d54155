// The mistake: `chain flying`: a jump's options are written `flying chain`.
// Corrected:   piece King { slide diagonal to empty, jump diagonal over enemy flying chain },
alphabeta::game! {
    pub Draughts {
        board: 8 x 8 dark,
        players: White, Black,
        piece King { slide diagonal to empty, jump diagonal over enemy chain flying },
        setup: first King on squares 21..=32, second King on squares 1..=12,
        captures: mandatory,
        no moves: lose,
    }
}

fn main() {}
