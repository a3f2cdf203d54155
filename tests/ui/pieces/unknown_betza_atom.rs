// The mistake: `Z` in Betza notation, which has no such atom.
// Corrected:   piece Zebra: fmWN,
alphabeta::game! {
    pub Fairy {
        board: 8 x 8,
        piece Zebra: fmWZ,
        setup: first Zebra on row 1, second Zebra on row 8,
        win: captured all,
    }
}

fn main() {}
