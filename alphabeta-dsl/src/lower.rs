//! Phase 3, lower: the validated syntax tree to the owned [`ir`](crate::ir).

pub mod pieces;

use crate::ast::{Body, GameDef, MoveKind, Test as AstTest};
use crate::ir::{End, Moves, Player, Rules, Shape, Test};
use quote::ToTokens;

/// Builds the rules of a game that passed validation.
pub fn rules(game: &GameDef) -> Rules {
    let mut rules = Rules {
        width: 0,
        height: 0,
        shape: Shape::Square,
        players: [player("X"), player("O")],
        moves: Moves::Place,
        ends: Vec::new(),
        eval: None,
        hints: None,
        pieces: pieces::is_piece_game(game).then(|| pieces::rules(game)),
    };
    for section in &game.sections {
        match &section.body {
            Body::Board(b) => {
                rules.width = to_usize(b.width.value);
                rules.height = to_usize(b.height.value);
                rules.shape = if b.hex { Shape::Hex } else { Shape::Square };
            }
            Body::Players(names) => {
                rules.players = [player(&names[0].to_string()), player(&names[1].to_string())];
            }
            Body::Moves(moves) => {
                rules.moves = match moves[0].kind {
                    MoveKind::Place => Moves::Place,
                    MoveKind::Drop => Moves::Drop,
                };
            }
            Body::End(verdict, conditions) => {
                if rules.pieces.is_some() {
                    continue; // lowered by `pieces::rules`
                }
                for c in conditions {
                    let test = match &c.test {
                        AstTest::Line { n, exactly } => Test::Line {
                            n: to_usize(n.value),
                            exactly: *exactly,
                        },
                        AstTest::Connect {
                            both,
                            first,
                            second,
                        } => {
                            let pair = |p: &crate::ast::EdgePair| (p.a, p.b);
                            let first = both.or(*first).map(|p| pair(&p)).expect("validated");
                            let second = both.or(*second).map(|p| pair(&p)).expect("validated");
                            Test::Connect {
                                edges: [first, second],
                            }
                        }
                        AstTest::Full => Test::Full,
                        AstTest::Reach(_)
                        | AstTest::CapturedAll
                        | AstTest::MostPieces
                        | AstTest::Later(_) => {
                            unreachable!("validation keeps these to piece games")
                        }
                    };
                    rules.ends.push(End {
                        verdict: *verdict,
                        test,
                    });
                }
            }
            Body::Hook(path) => {
                let tokens = Some(path.to_token_stream());
                if section.keyword.text == "eval" {
                    rules.eval = tokens;
                } else {
                    rules.hints = tokens;
                }
            }
            Body::Piece(_)
            | Body::Setup(_)
            | Body::Zone(_)
            | Body::Captures(_)
            | Body::NoMoves(..) => {} // lowered by `pieces::rules`
            Body::Later | Body::Invalid => unreachable!("validation rejects these"),
        }
    }
    rules
}

fn player(name: &str) -> Player {
    let symbol = name.chars().next().map_or('?', |c| c.to_ascii_uppercase());
    Player {
        name: name.to_string(),
        symbol,
    }
}

fn to_usize(n: u64) -> usize {
    usize::try_from(n).expect("validated to be small")
}
