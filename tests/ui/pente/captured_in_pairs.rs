// The mistake: `captured(5 pairs)`. Captures are counted in stones: five pairs
// are ten stones.
// Corrected:   win: line(5), captured(10 stones),
alphabeta::game! {
    pub Pente {
        board: 19 x 19,
        players: White, Black,
        moves: place,
        captures: custodial(2),
        win: line(5), captured(5 pairs),
        draw: full,
    }
}

fn main() {}
