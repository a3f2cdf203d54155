// The mistake: `captures: custodial(2), mandatory`. Custodial capture is the one
// capture rule of a game of stones.
// Corrected:   captures: custodial(2),
alphabeta::game! {
    pub Pente {
        board: 19 x 19,
        players: White, Black,
        moves: place,
        captures: custodial(2), mandatory,
        win: line(5),
        draw: full,
    }
}

fn main() {}
