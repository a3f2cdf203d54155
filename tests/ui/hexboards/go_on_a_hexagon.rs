// The mistake: Go's counted game on a hexagon. A counted game scores, names
// and draws a whole board; a cut outline is for stones placed until a group
// wins.
// Corrected:   board: hex 9 x 9,
alphabeta::game! {
    pub HexGo {
        board: hex hexagon 5,
        moves: place or pass,
        captures: surrounded,
        score: area,
    }
}

fn main() {}
