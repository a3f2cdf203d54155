//! `ai-wok`: Ai-wok, makruk with the met made a rook, knight and met in one

use alphabeta::game;

game! {
    /// Ai-wok as Fairy-Stockfish plays it: makruk, with the met replaced
    /// by the ai-wok (`A`), which moves as a rook, a knight or a met; pawns
    /// become ai-woks on the sixth row. Makruk's counting rules, in which
    /// the ai-wok weighs as little as the met did.
    pub AiWok {
        board: 8 x 8,
        players: White, Black,
        piece King: K,
        piece AiWok (A): RNF,
        piece Khon (S): FfW,
        piece Rook: R,
        piece Knight (N): N,
        piece Pawn {
            step forward to empty,
            step forward-diagonal to enemy,
            promote AiWok at last 3 rows,
        },
        setup: "rnsaksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKASNR",
        royal: King,
        checkmate: lose,
        draw: repetition, counting(
            64 moves,
            bare King from pieces:
                8 moves against 2 Rook | 16 moves against Rook | 22 moves against 2 Khon
                | 32 moves against 2 Knight | 44 moves against Khon | 64 moves
        ) without Pawn,
    }
}
