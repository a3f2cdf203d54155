//! Lowering a game of pieces or flips.

use crate::check::{EndResolution, Parts, Resolution, RuleResolution};
use crate::ir::{
    distinct, Castle, Draws, Kind, Motion, MoveRule, Movers, PieceEnd, PieceTest, Pieces, Promote,
    Quiet, Royal,
};
use crate::syntax::{MoveDef, PieceRule, Test as Written};
use crate::vocab::NoMoves;

/// `side`: the board's longer side.
pub fn lower(parts: &Parts, r: &Resolution, side: usize) -> Pieces {
    let mut kinds: Vec<Kind> = r
        .names
        .iter()
        .zip(&r.letters)
        .map(|(name, &letter)| empty_kind(name, letter))
        .collect();
    for ((kind, def), resolved) in kinds.iter_mut().zip(&parts.pieces).zip(&r.rules) {
        for (rule, resolved) in def.rules.iter().zip(resolved) {
            lower_rule(kind, rule, resolved);
        }
    }
    for (kind, &chains) in kinds.iter_mut().zip(&r.chains) {
        kind.chains = chains;
    }
    // Each move once: the checker refused the rules that cannot be split.
    let flags_long_steps = kinds.iter().any(|k| k.en_passant);
    for kind in &mut kinds {
        if let Ok(moves) = distinct::distinct(&kind.moves, flags_long_steps, side) {
            kind.moves = moves;
        }
    }
    set_values(&mut kinds);
    let (ends, draws) = ends(parts, r);
    let motion = if parts.pieces.is_empty() {
        Motion::Flipping
    } else {
        Motion::Moving(Movers {
            forward: r.forward,
            mandatory: parts.captures.is_some(),
            shot: r.shot.clone(),
            royal: r.royal.map(|kind| Royal {
                kind,
                checkmate: parts.checkmate.map_or(NoMoves::Lose, |(rule, _)| rule),
                stalemate: parts.stalemate.map_or(NoMoves::Draw, |(rule, _)| rule),
            }),
        })
    };
    Pieces {
        kinds,
        setup: r.setup.pieces.clone(),
        blocked: r.setup.blocked.clone(),
        no_moves: parts.no_moves.map_or(NoMoves::Draw, |(rule, _)| rule),
        ends,
        draws,
        motion,
    }
}

/// One rule of a piece, into its kind.
fn lower_rule(kind: &mut Kind, rule: &PieceRule, resolved: &RuleResolution) {
    match (rule, resolved) {
        (PieceRule::Move(m), _) => kind.moves.push(move_rule(m)),
        (PieceRule::Jump { dirs, chain, .. }, _) => {
            for v in &dirs.vectors {
                if !kind.jumps.contains(v) {
                    kind.jumps.push(*v);
                }
            }
            kind.chain |= chain;
        }
        (PieceRule::Promote { ends_move, .. }, RuleResolution::Promote(to, zone)) => {
            kind.promote = Some(Promote {
                to: to.clone(),
                zone: zone.clone(),
                ends_move: *ends_move,
            });
        }
        (PieceRule::Castle { by, .. }, RuleResolution::Castle(rook)) => {
            kind.castle = Some(Castle {
                rook: *rook,
                by: by.map_or(2, |n| n.value as usize),
            });
        }
        (PieceRule::EnPassant(_), _) => kind.en_passant = true,
        // Checked: promotions and castling name declared pieces.
        (PieceRule::Promote { .. } | PieceRule::Castle { .. }, _) => {}
    }
}

/// The end conditions tested after each move, and the draws by rule.
fn ends(parts: &Parts, r: &Resolution) -> (Vec<PieceEnd>, Draws) {
    let mut ends = Vec::new();
    let mut draws = Draws::default();
    for (&(verdict, c), resolved) in parts.ends.iter().zip(&r.ends) {
        let test = match (&c.test, resolved) {
            (Written::Reach(..), EndResolution::Reach(zone, by)) => PieceTest::Reach {
                zone: zone.clone(),
                by: *by,
            },
            (Written::CapturedAll, _) => PieceTest::CapturedAll,
            (Written::MostPieces, _) => PieceTest::MostPieces,
            // Checked: from 1 to 255.
            (Written::Checks(n), _) => PieceTest::Checks(n.value as u8),
            (Written::Repetition, _) => {
                draws.repetition = true;
                continue;
            }
            (Written::Quiet { moves, .. }, EndResolution::Quiet { capture, kinds }) => {
                draws.quiet = Some(Quiet {
                    plies: 2 * moves.value as u32,
                    capture: *capture,
                    kinds: kinds.clone(),
                });
                continue;
            }
            // Checked: placement conditions stay in placement games, and
            // the others resolved.
            _ => continue,
        };
        ends.push(PieceEnd { verdict, test });
    }
    (ends, draws)
}

fn empty_kind(name: &str, letter: char) -> Kind {
    Kind {
        name: name.to_string(),
        letter,
        moves: Vec::new(),
        jumps: Vec::new(),
        chain: false,
        chains: None,
        promote: None,
        castle: None,
        en_passant: false,
        value: 100,
    }
}

pub fn move_rule(m: &MoveDef) -> MoveRule {
    MoveRule {
        slide: m.slide,
        vectors: m.dirs.vectors.clone(),
        steps: m.count.map_or(1, |n| n.value as usize),
        target: m.target,
        first_move: m.first_move.is_some(),
        shot: m.shot.as_ref().map(|s| Box::new(move_rule(&s.rule))),
    }
}

/// A piece's mobility: what it can do in one move, a step or jump direction
/// counting one and a slide direction three.
fn mobility(kind: &Kind) -> i32 {
    let moves: usize = kind
        .moves
        .iter()
        .map(|m| m.vectors.len() * if m.slide { 3 } else { 1 })
        .sum();
    i32::try_from(moves + kind.jumps.len()).unwrap_or(100)
}

/// Each kind's worth, relative to the least mobile piece, which counts 100.
fn set_values(kinds: &mut [Kind]) {
    let least = kinds
        .iter()
        .map(mobility)
        .filter(|&v| v > 0)
        .min()
        .unwrap_or(1);
    for kind in kinds {
        kind.value = 100 * mobility(kind).max(1) / least;
    }
}
