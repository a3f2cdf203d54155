// The mistake: `turns: 1, then 2` with `captures: custodial(2)`: what a turn's two
// stones capture would depend on their order, and a turn is a set.
// Corrected:   remove one of the two
alphabeta::game! {
    pub Connect6 {
        board: 19 x 19,
        players: White, Black,
        moves: place,
        captures: custodial(2),
        turns: 1, then 2,
        win: line(5),
        draw: full,
    }
}

fn main() {}
