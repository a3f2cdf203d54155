// The mistake: chains of jumps on a board too large for them. With sixteen
// kings to capture on 16 x 16, one king could have more chains of jumps
// from a single cell than a move list holds.
// Corrected:   board: 8 x 8 dark,   (or `jump diagonal over enemy` without `chain`)
alphabeta::game! {
    pub BigDraughts {
        board: 16 x 16 dark,
        piece King { step diagonal to empty, jump diagonal over enemy chain },
        setup: first King on squares 1..=16, second King on squares 113..=128,
        no moves: lose,
    }
}

fn main() {}
