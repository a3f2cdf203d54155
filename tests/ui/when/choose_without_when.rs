// The mistake: `or choose(4)` without the rule that says which options a
// player may choose. Every choice names its function, as the placements do.
// Corrected:   moves: place when(in_the_chosen_quarter) or choose(4) when(at_the_start),
alphabeta::game! {
    pub Quarters {
        board: 4 x 4,
        moves: place when(in_the_chosen_quarter) or choose(4),
        win: line(4),
        draw: full,
    }
}

fn in_the_chosen_quarter(position: &Quarters, _mv: u8) -> bool {
    position.plies() > 0
}

fn main() {}
