// The mistake: `when(...)` in a game of pieces that move. Rules of one's own
// are for stones placed on an empty board so far; a game of pieces ends by
// its own words, or is written with `#[derive(Game)]`.
// Corrected:   win: reach(last row),
use alphabeta::runtime::Side;

alphabeta::game! {
    pub Race {
        board: 4 x 4,
        piece Pawn { step forward to empty },
        setup: first Pawn on row 1, second Pawn on row 4,
        win: reach(last row), when(half_way),
        no moves: lose,
    }
}

fn half_way(position: &Race, _mover: Side) -> bool {
    position.piece_count(Side::First) == 0
}

fn main() {}
