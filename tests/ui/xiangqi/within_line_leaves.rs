// The mistake: a slide `within` cells whose line leaves them and comes
// back: from d1 up the column it leaves at d2 and comes back at d3, so a
// slide from d1 to d3 would cross d2, outside the cells.
// Corrected:   piece Chariot (R) { R, slide diagonal within Lines },
alphabeta::game! {
    pub Leaves {
        board: 9 x 10,
        players: Cho, Han,
        piece General (K) { step orthogonal },
        piece Chariot (R) { R, slide orthogonal within Lines },
        zone Lines: d1 f1 e2 d3 f3 d8 f8 e9 d10 f10,
        setup: "r3k4/9/9/9/9/9/9/9/9/R3K4",
        royal: General,
    }
}

fn main() {}
