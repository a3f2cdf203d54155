//! A game's whole turns, for games whose turn is several moves (a capture
//! jump by jump): what the draughts tests compare against their plain
//! implementations.

use alphabeta::runtime::notation::legal_moves;
use alphabeta::runtime::Game;

/// Every whole turn of `p`, each once: its moves, played one by one to the
/// turn's end, leaving out the sequences that repeat a capture another
/// sequence makes (over the same pieces to the same square).
pub fn whole_turns<G: Game>(p: &G) -> Vec<Vec<G::Move>> {
    fn turns_on<G: Game>(p: &G, done: &mut Vec<G::Move>, out: &mut Vec<Vec<G::Move>>) {
        for mv in legal_moves(p) {
            if p.repeats_turn(mv) {
                continue;
            }
            done.push(mv);
            let next = p.play(mv);
            if next.continues_turn() {
                turns_on(&next, done, out);
            } else {
                out.push(done.clone());
            }
            done.pop();
        }
    }
    let mut out = Vec::new();
    turns_on(p, &mut Vec::new(), &mut out);
    out
}
