// The mistake: `X` in Betza notation, which has no such atom.
// Corrected:   piece Xiphos: fmWN,
alphabeta::game! {
    pub Fairy {
        board: 8 x 8,
        piece Xiphos: fmWX,
        setup: first Xiphos on row 1, second Xiphos on row 8,
        win: captured all,
    }
}

fn main() {}
