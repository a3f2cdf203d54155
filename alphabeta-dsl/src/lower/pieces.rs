//! Lowering a game of pieces or flips.

use crate::check::{Parts, Resolution};
use crate::ir::{Kind, Motion, MoveRule, Movers, PieceEnd, PieceTest, Pieces, Promote};
use crate::syntax::{MoveDef, PieceRule, Test as Written};
use crate::vocab::{letter_of, NoMoves};

pub fn lower(parts: &Parts, r: &Resolution) -> Pieces {
    let mut kinds: Vec<Kind> = r.names.iter().map(|name| empty_kind(name)).collect();
    for ((kind, def), promotions) in kinds.iter_mut().zip(&parts.pieces).zip(&r.promotions) {
        for (rule, promotion) in def.rules.iter().zip(promotions) {
            match rule {
                PieceRule::Move(m) => kind.moves.push(move_rule(m)),
                PieceRule::Jump { dirs, chain, .. } => {
                    kind.jumps.extend(&dirs.vectors);
                    kind.chain |= chain;
                }
                PieceRule::Promote { ends_move, .. } => {
                    kind.promote = promotion.clone().map(|(to, zone)| Promote {
                        to,
                        zone,
                        ends_move: *ends_move,
                    });
                }
            }
        }
    }
    set_values(&mut kinds);
    let ends = parts
        .ends
        .iter()
        .zip(&r.reach)
        .filter_map(|(&(verdict, c), reach)| {
            let test = match &c.test {
                Written::Reach(_) => PieceTest::Reach(reach.clone()?),
                Written::CapturedAll => PieceTest::CapturedAll,
                Written::MostPieces => PieceTest::MostPieces,
                // Checked: placement conditions stay in placement games.
                _ => return None,
            };
            Some(PieceEnd { verdict, test })
        })
        .collect();
    let motion = if parts.pieces.is_empty() {
        Motion::Flipping
    } else {
        Motion::Moving(Movers {
            forward: r.forward,
            mandatory: parts.captures.is_some(),
            shot: r.shot.clone(),
        })
    };
    Pieces {
        kinds,
        setup: r.setup.pieces.clone(),
        blocked: r.setup.blocked.clone(),
        no_moves: parts.no_moves.map_or(NoMoves::Draw, |(rule, _)| rule),
        ends,
        motion,
    }
}

fn empty_kind(name: &str) -> Kind {
    Kind {
        name: name.to_string(),
        letter: letter_of(name),
        moves: Vec::new(),
        jumps: Vec::new(),
        chain: false,
        promote: None,
        value: 100,
    }
}

fn move_rule(m: &MoveDef) -> MoveRule {
    MoveRule {
        slide: m.slide,
        vectors: m.dirs.vectors.clone(),
        target: m.target,
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
