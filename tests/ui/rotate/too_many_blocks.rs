// The mistake: a 32 x 32 board of 2 x 2 blocks: 1,024 cells and 512 quarter
// turns are more moves a position than a move list holds.
// Corrected:   moves: place then rotate 8 x 8,
alphabeta::game! {
    pub Pentago {
        board: 32 x 32,
        players: White, Black,
        moves: place then rotate 2 x 2,
        win: line(5),
        draw: full,
    }
}

fn main() {}
