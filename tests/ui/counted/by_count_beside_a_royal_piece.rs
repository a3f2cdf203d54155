// The mistake: a slide by count in a game with a royal piece: the
// checks it gives are not worked out.
// Corrected:   win: one group (and no `royal:`)
alphabeta::game! {
    pub Loa {
        board: 8 x 8,
        players: Black, White,
        piece Checker (P) { slide any by count },
        piece King (K) { step any },
        setup: "1PPPKPP1/p6p/p6p/p6p/p6p/p6p/p6p/1PPPkPP1",
        royal: King,
        checkmate: lose,
        stalemate: lose,
    }
}

fn main() {}
