// The mistake: `R4` in Betza notation, a rook that goes at most four
// cells. The language has riders that go as far as the board lets them.
// Corrected:   piece Short: R,
alphabeta::game! {
    pub Short {
        board: 8 x 8,
        piece Short: R4,
        setup: first Short on a1, second Short on h8,
        win: captured all,
    }
}

fn main() {}
