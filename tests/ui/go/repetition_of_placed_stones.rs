// The mistake: `draw: repetition` in Gomoku. Stones placed and never
// taken only ever add up, so no position can stand twice: the rule would
// never apply, and the macro says so rather than keep a dead rule.
// Corrected: remove `draw: repetition`. A repetition rule belongs to
// pieces that move, or to a counted game, whose stones are taken.
alphabeta::game! {
    pub Gomoku {
        board: 15 x 15,
        players: Black, White,
        moves: place,
        win: line(5),
        draw: full, repetition,
    }
}

fn main() {}
