// Betza notation has no atom `Z`; the message lists the atoms there are.
alphabeta::game! {
    pub Fairy {
        board: 8 x 8,
        piece Zebra: fmWZ,
        setup: first Zebra on row 1, second Zebra on row 8,
        win: captured all,
    }
}

fn main() {}
