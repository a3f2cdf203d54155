// The mistake: Hex's goal on Y's board. A triangle has no top edge and no
// pair of opposite edges: its groups join all three sides.
// Corrected:   win: connect(all sides),
alphabeta::game! {
    pub Y {
        board: hex triangle 9,
        moves: place,
        win: connect(first: top-bottom, second: left-right),
    }
}

fn main() {}
