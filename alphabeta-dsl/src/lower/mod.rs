//! Phase 3, lower: a checked declaration to the owned [`ir`](crate::ir).
//!
//! Nothing here can fail: the checks have found every mistake and resolved
//! every name, so lowering only restates the rules in the IR's terms and
//! works out what follows from them (the bitboard word, each piece's worth).

// `draw: 16 moves with 3 King against King`.
mod material_draw;
pub(crate) mod pieces;
mod stones;

use crate::check::Checked;
use crate::ir::{Board, Game, Player, Rules, Shape};
use crate::vocab::letter_of;
use quote::ToTokens;

/// The IR of a game that passed every check.
pub fn lower(checked: &Checked) -> Game {
    let def = checked.def;
    let parts = &checked.parts;
    let g = checked.geometry;
    let board = Board {
        width: g.width,
        height: g.height,
        shape: if g.hex { Shape::Hex } else { Shape::Square },
        dark: g.dark,
        outline: g.outline,
        holes: g.holes,
    };
    let players = match parts.players {
        Some((names, _)) => [0, 1].map(|i| player(&names[i].to_string())),
        None => [player("X"), player("O")],
    };
    let boxes = checked.boxes.as_ref().map(|on| crate::ir::BoxRules {
        cols: on.cols,
        rows: on.rows,
        komi_halves: on.komi_halves,
        again: on.again,
    });
    let rules = match (&checked.pieces, &checked.points, boxes) {
        (_, _, Some(boxes)) => Rules::Boxes(boxes),
        (_, Some(on), None) => Rules::Points(crate::ir::PointRules {
            points: on.points.clone(),
            lines: on.lines.clone(),
            men: on.men,
            fly: on.fly,
            mill: on.mill,
            ends: on.ends.clone(),
            no_moves: on.no_moves,
        }),
        (Some(resolution), None, None) => {
            Rules::Pieces(Box::new(pieces::lower(parts, resolution, g)))
        }
        (None, None, None) => Rules::Stones(stones::lower(parts)),
    };
    let attrs = &def.attrs;
    Game {
        attrs: quote::quote!(#(#attrs)*),
        vis: def.vis.to_token_stream(),
        name: def.name.clone(),
        board,
        players,
        eval: parts.eval.map(ToTokens::to_token_stream),
        hints: parts.hints.map(ToTokens::to_token_stream),
        tuned: parts
            .tuned
            .as_ref()
            .and_then(|(path, file)| Some((path.span(), file.as_ref().ok()?.clone()))),
        rules,
    }
}

fn player(name: &str) -> Player {
    Player {
        name: name.to_string(),
        symbol: letter_of(name),
    }
}
