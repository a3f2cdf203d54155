// The mistake: the capture rule misspelled, `custodail` for `custodial`.
// Corrected:   captures: custodial(2),
alphabeta::game! {
    pub Pente {
        board: 19 x 19,
        players: White, Black,
        moves: place,
        captures: custodail(2),
        win: line(5),
        draw: full,
    }
}

fn main() {}
