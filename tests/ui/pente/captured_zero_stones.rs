// The mistake: `captured(0 stones)`, which holds before anyone moves.
// Corrected:   win: line(5), captured(10 stones),
alphabeta::game! {
    pub Pente {
        board: 19 x 19,
        players: White, Black,
        moves: place,
        captures: custodial(2),
        win: line(5), captured(0 stones),
        draw: full,
    }
}

fn main() {}
