// The mistake: `draw: full` in Y. When a triangle fills up, one player's
// stones always hold a group touching all three sides (the Y theorem), so
// the draw can never happen.
// Corrected:   remove the line `draw: full,`
alphabeta::game! {
    pub Y {
        board: hex triangle 9,
        moves: place,
        win: connect(all sides),
        draw: full,
    }
}

fn main() {}
