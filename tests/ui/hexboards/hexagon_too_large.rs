// The mistake: a hexagon of side 17. It sits in a rhombus of 33 x 33 cells,
// beyond the largest board the bitboards hold (32 x 32): the largest
// hexagon has side 16.
// Corrected:   board: hex hexagon 10,
alphabeta::game! {
    pub Havannah {
        board: hex hexagon 17,
        moves: place,
        win: ring, bridge, fork,
        draw: full,
    }
}

fn main() {}
