// The mistake: `ring` under both `win:` and `lose:`. The first one holds
// whenever the second would, so the second never decides anything.
// Corrected:   lose: bridge,
alphabeta::game! {
    pub Havannah {
        board: hex hexagon 8,
        moves: place,
        win: ring,
        lose: ring,
        draw: full,
    }
}

fn main() {}
