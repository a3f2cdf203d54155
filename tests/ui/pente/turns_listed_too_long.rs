// The mistake: a schedule of 256 turns, written out one by one. The last
// count repeats for ever, so a schedule lists only the turns before it
// settles; a game keeps its place in at most 255.
// Corrected:   turns: 1, then 2,
alphabeta::game! {
    pub Connect6 {
        board: 19 x 19,
        players: Black, White,
        moves: place,
        turns: 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2, then 1, then 2,
        win: line(6),
        draw: full,
    }
}

fn main() {}
