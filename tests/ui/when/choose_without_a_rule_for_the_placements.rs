// The mistake: `or choose(4)` beside placements that every empty cell
// allows. A choice places nothing: only a `when(...)` on the placements,
// which reads the last move, can give it a meaning.
// Corrected:   moves: place when(in_the_chosen_quarter) or choose(4) when(at_the_start),
alphabeta::game! {
    pub Quarters {
        board: 4 x 4,
        moves: place or choose(4) when(at_the_start),
        win: line(4),
        draw: full,
    }
}

fn at_the_start(position: &Quarters, _mv: u8) -> bool {
    position.plies() == 0
}

fn main() {}
