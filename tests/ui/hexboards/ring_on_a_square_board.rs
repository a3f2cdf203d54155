// The mistake: `ring` on a board of squares. A loop of orthogonal
// neighbours does not part the board as a loop of hexes does (the cells
// it encloses still touch the outside by their corners).
// Corrected:   board: hex hexagon 6,
alphabeta::game! {
    pub Rings {
        board: 8 x 8,
        moves: place,
        win: ring,
        draw: full,
    }
}

fn main() {}
