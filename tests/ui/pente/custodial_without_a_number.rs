// The mistake: `captures: custodial` with no number: how many stones does a
// capture enclose?
// Corrected:   captures: custodial(2),
alphabeta::game! {
    pub Pente {
        board: 19 x 19,
        players: White, Black,
        moves: place,
        captures: custodial,
        win: line(5),
        draw: full,
    }
}

fn main() {}
