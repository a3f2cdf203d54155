// The mistake: `ring` on a triangle of side 3. A ring goes around a cell
// whose six neighbours are all on the board, and this triangle has none:
// the smallest that has one has side 4.
// Corrected:   board: hex triangle 6,
alphabeta::game! {
    pub SmallRings {
        board: hex triangle 3,
        moves: place,
        win: ring,
        draw: full,
    }
}

fn main() {}
