// The mistake: `captured(10)`: ten what? Pente counts pairs, so the count says
// its unit, and the unit is stones.
// Corrected:   win: line(5), captured(10 stones),
alphabeta::game! {
    pub Pente {
        board: 19 x 19,
        players: White, Black,
        moves: place,
        captures: custodial(2),
        win: line(5), captured(10),
        draw: full,
    }
}

fn main() {}
