// The mistake: `captures: custodial(0)`. A capture encloses at least one stone.
// Corrected:   captures: custodial(2),
alphabeta::game! {
    pub Pente {
        board: 19 x 19,
        players: White, Black,
        moves: place,
        captures: custodial(0),
        win: line(5),
        draw: full,
    }
}

fn main() {}
