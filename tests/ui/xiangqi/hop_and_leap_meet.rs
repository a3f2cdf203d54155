// The mistake: a cannon that also captures by leaping two cells straight (`cD`): its hop
// lands there too when a piece stands between, so a move would be listed
// twice in some positions.
// Corrected:   piece Cannon: mRcpR,
alphabeta::game! {
    pub Cannons {
        board: 9 x 10,
        players: Red, Black,
        piece General (K) { step orthogonal },
        piece Cannon: mRcpRcD,
        setup: "4k4/9/1c7/9/9/9/9/1C7/9/4K4",
        royal: General,
    }
}

fn main() {}
