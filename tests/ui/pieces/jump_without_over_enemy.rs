// The mistake: a jump over an empty cell. A jump goes over an enemy piece
// and captures it; a move to a cell two away over anything is a `leap`.
// Corrected:   jump forward-diagonal over enemy,
alphabeta::game! {
    pub Draughts {
        board: 8 x 8 dark,
        piece Man { step forward-diagonal to empty, jump forward-diagonal over empty },
        setup: first Man on squares 1..=12, second Man on squares 21..=32,
        no moves: lose,
    }
}

fn main() {}
