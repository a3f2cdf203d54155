// The mistake: holes that cut the board in two, a whole column `c` left out.
// Corrected:   board: 5 x 5 without c2 c3 c4,
alphabeta::game! {
    pub Parted {
        board: 5 x 5 without c1 c2 c3 c4 c5,
        moves: place,
        win: line(3),
        draw: full,
    }
}

fn main() {}
