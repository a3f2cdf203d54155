// The mistake: `win: captured(10 stones)` in a game where nothing captures.
// Corrected:   captures: custodial(2),
alphabeta::game! {
    pub Pente {
        board: 19 x 19,
        players: White, Black,
        moves: place,
        win: line(5), captured(10 stones),
        draw: full,
    }
}

fn main() {}
