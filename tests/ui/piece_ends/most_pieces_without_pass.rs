// The mistake: `win: most pieces` with `no moves: lose`. Pieces are counted
// when neither player can move, which never happens when a player without
// a move loses at once.
// Corrected:   no moves: pass,
alphabeta::game! {
    pub Count {
        board: 8 x 8,
        piece Pawn: fmWfF,
        setup: first Pawn on rows 1..=2, second Pawn on rows 7..=8,
        no moves: lose,
        win: most pieces,
    }
}

fn main() {}
