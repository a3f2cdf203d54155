// The mistake: `rotate 3 x 2`: a quarter turn takes a 3 x 2 block onto a
// 2 x 3 one, which is not the cells it turned.
// Corrected:   moves: place then rotate 3 x 3,
alphabeta::game! {
    pub Pentago {
        board: 6 x 6,
        players: White, Black,
        moves: place then rotate 3 x 2,
        win: line(5),
        draw: full,
    }
}

fn main() {}
