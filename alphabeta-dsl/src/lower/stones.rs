//! Lowering a placement game.

use crate::check::Parts;
use crate::ir::{Count, End, Hooks, Stones, Test};
use crate::syntax::Test as Written;
use crate::vocab::{MoveWord, ScoreWord};
use quote::ToTokens;

pub fn lower(parts: &Parts) -> Stones {
    let placing = parts.moves.map_or(MoveWord::Place, |m| m.kind);
    // Checked: only in a counted game, one rule a game.
    let repetition = parts.ends.iter().find_map(|&(verdict, c)| match &c.test {
        Written::Repetition {
            count,
            player,
            of_board,
        } => Some(crate::ir::RepetitionRule {
            positional: of_board.is_some(),
            ..super::pieces::repetition_rule(parts, verdict, count.as_ref(), player.as_ref())
        }),
        _ => None,
    });
    let mut hooks = Hooks {
        place: parts
            .moves
            .and_then(|m| m.when.as_ref())
            .map(|w| w.path.to_token_stream()),
        choose: parts
            .moves
            .and_then(|m| m.choose.as_ref())
            .map(|c| (c.options.value as usize, c.when.path.to_token_stream())),
        ends: Vec::new(),
    };
    let ends = parts
        .ends
        .iter()
        .filter_map(|&(verdict, c)| {
            let test = match &c.test {
                Written::Line { n, exactly } => Test::Line {
                    n: n.value as usize,
                    exactly: *exactly,
                },
                Written::Connect {
                    both,
                    first,
                    second,
                } => {
                    // Checked: each player has a pair of edges.
                    let first = both.or(*first)?;
                    let second = both.or(*second)?;
                    Test::Connect {
                        edges: [(first.a, first.b), (second.a, second.b)],
                    }
                }
                Written::Full => Test::Full,
                Written::CapturedStones(k) => Test::Captured {
                    stones: k.value as usize,
                },
                Written::Group(goal) => Test::Group(*goal),
                Written::When(path) => {
                    hooks.ends.push(path.to_token_stream());
                    Test::When(hooks.ends.len() - 1)
                }
                // Checked: the conditions of piece games stay in piece games.
                _ => return None,
            };
            Some(End { verdict, test })
        })
        .collect();
    // A game that counts boxes is one of boxes, lowered on its own.
    let count = parts.score.map(|(score, _)| {
        debug_assert_eq!(score.kind, ScoreWord::Area);
        Count {
            komi_halves: score.komi.map_or(0, |k| k.halves),
        }
    });
    Stones {
        placing,
        ends,
        surround: parts.surround.is_some(),
        count,
        custodial: parts.custodial.map(|(n, _)| n.value as usize),
        turns: parts
            .turns
            .map(|t| t.counts.iter().map(|n| n.value as usize).collect())
            .unwrap_or_default(),
        repetition,
        // Checked: square blocks that cut the board.
        rotation: parts
            .moves
            .and_then(|m| m.rotate)
            .map(|r| crate::ir::Rotation {
                side: r.width.value as usize,
            }),
        hooks,
    }
}
