// The mistake: `anywhere` followed by cells. `Chick anywhere` lets the
// chick be dropped even where it could never move again; it names no
// cells (`only at` and `not at` do).
// Corrected:   drops: Chick anywhere,
alphabeta::game! {
    pub Animals {
        board: 3 x 4,
        players: Sente, Gote,
        piece Lion { step any },
        piece Chick (C) { step forward },
        setup: "1l1/1c1/1C1/1L1",
        captures: to hand,
        drops: Chick anywhere at last row,
        lose: extinct Lion,
    }
}

fn main() {}
