// The mistake: `custodial(5)` on a 6 x 6 board: five enclosed stones and one of
// the mover's at each end need seven cells in a row.
// Corrected:   captures: custodial(2),
alphabeta::game! {
    pub Pente {
        board: 6 x 6,
        players: White, Black,
        moves: place,
        captures: custodial(5),
        win: line(5),
        draw: full,
    }
}

fn main() {}
