// The mistake: `fork` on a hexagon of side 2. A fork touches three sides
// away from their corners, and a side of two cells is two corners.
// Corrected:   board: hex hexagon 4,
alphabeta::game! {
    pub TinyHavannah {
        board: hex hexagon 2,
        moves: place,
        win: ring, bridge, fork,
        draw: full,
    }
}

fn main() {}
