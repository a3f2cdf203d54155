// The mistake: a promotion the player chooses, in a game of more than
// 31 kinds. A move names the kind it promotes to in five bits at most, so
// a game that offers such a choice declares 31 kinds or fewer.
// Corrected:   declare fewer kinds, or promote without a choice: `promote Tokin at last row`
alphabeta::game! {
    pub Crowded {
        board: 9 x 9,
        players: Sente, Gote,
        piece Ax (A) { step any },
        piece Bx (B) { step any },
        piece Cx (C) { step any },
        piece Dx (D) { step any },
        piece Ex (E) { step any },
        piece Fx (F) { step any },
        piece Gx (G) { step any },
        piece Hx (H) { step any },
        piece Ix (I) { step any },
        piece Jx (J) { step any },
        piece King { step any },
        piece Lx (L) { step any },
        piece Mx (M) { step any },
        piece Nx (N) { step any },
        piece Ox (O) { step any },
        piece Pawn { step forward, may promote Tokin at last row },
        piece Qx (Q) { step any },
        piece Rx (R) { step any },
        piece Sx (S) { step any },
        piece Tx (T) { step any },
        piece Ux (U) { step any },
        piece Vx (V) { step any },
        piece Wx (W) { step any },
        piece Xx (X) { step any },
        piece Yx (Y) { step any },
        piece Zx (Z) { step any },
        piece Tokin (+P) { step any },
        piece PromotedA (+A) { step any },
        piece PromotedB (+B) { step any },
        piece PromotedC (+C) { step any },
        piece PromotedD (+D) { step any },
        piece PromotedE (+E) { step any },
        piece PromotedF (+F) { step any },
        setup: "4k4/9/9/9/9/9/9/P8/4K4",
        royal: King,
        checkmate: lose,
    }
}

fn main() {}
