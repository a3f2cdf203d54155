// The mistake: Havannah without `draw: full`. A hexagon can fill up with no
// ring, bridge or fork, and something must say how the game ends then.
// Corrected:   draw: full,
alphabeta::game! {
    pub Havannah {
        board: hex hexagon 8,
        moves: place,
        win: ring, bridge, fork,
    }
}

fn main() {}
