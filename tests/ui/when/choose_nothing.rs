// The mistake: `choose(0)`, a choice among no options. A choice offers
// from 1 to 64.
// Corrected:   moves: place when(in_the_chosen_quarter) or choose(4) when(at_the_start),
alphabeta::game! {
    pub Quarters {
        board: 4 x 4,
        moves: place when(in_the_chosen_quarter) or choose(0) when(at_the_start),
        win: line(4),
        draw: full,
    }
}

fn in_the_chosen_quarter(position: &Quarters, _mv: u8) -> bool {
    position.plies() > 0
}

fn at_the_start(position: &Quarters, _mv: u8) -> bool {
    position.plies() == 0
}

fn main() {}
