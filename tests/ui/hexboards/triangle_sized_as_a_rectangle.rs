// The mistake: a hex triangle given a width and a height. Its size is the
// number of cells along one side, as Y's players say it.
// Corrected:   board: hex triangle 19,
alphabeta::game! {
    pub Y {
        board: hex triangle 19 x 19,
        moves: place,
        win: connect(all sides),
    }
}

fn main() {}
