// The mistake: a rule of one's own for the moves beside `turns:` of two
// stones. The function is asked of each placement alone; a turn of two
// stones is a set, which it cannot see. Keep one of the two.
// Corrected:   (no `turns:` section)
alphabeta::game! {
    pub Sixes {
        board: 9 x 9,
        moves: place when(not_on_the_edge),
        turns: 1, then 2,
        win: line(6),
        draw: full,
    }
}

fn not_on_the_edge(_position: &Sixes, mv: u8) -> bool {
    let (col, row) = Sixes::move_cell(mv);
    (1..8).contains(&col) && (1..8).contains(&row)
}

fn main() {}
