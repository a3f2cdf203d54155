// The mistake: a lame leaper (`nN`) on a board with holes; the cell it must cross may be a hole.
// Corrected:   piece Horse (N): N,
alphabeta::game! {
    pub CrossHorses {
        board: 7 x 7 without corners 2 x 2,
        players: White, Black,
        piece King { step any },
        piece Horse (N): nN,
        setup: first King on d1, first Horse on c1 e1, second King on d7, second Horse on c7 e7,
        lose: extinct King,
        no moves: draw,
    }
}

fn main() {}
