// The mistake: `drop ... or choose(2)`. A choice is written as its number,
// and a drop game already writes its columns as numbers: choices go with
// `place`.
// Corrected:   moves: drop when(not_the_middle_column),
alphabeta::game! {
    pub Four {
        board: 7 x 6,
        moves: drop when(not_the_middle_column) or choose(2) when(never),
        win: line(4),
        draw: full,
    }
}

fn not_the_middle_column(position: &Four, mv: u8) -> bool {
    Four::move_cell(mv).0 != 3 || position.plies() > 1
}

fn never(_position: &Four, _mv: u8) -> bool {
    false
}

fn main() {}
