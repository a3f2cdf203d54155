//! `alphabeta trace`: the alpha-beta tree of a small search, as Graphviz DOT
//! or indented text. Each node shows its value and the α/β window it was
//! searched with, from the first mover's point of view; a move that was cut
//! off is drawn dashed and labelled with the bound that cut it.

use super::{move_word, Audience, CliError, Start};
use crate::catalog::{CatalogGame, Visit};
use crate::runtime::score::{Score, INFINITY};
use crate::runtime::trace::{trace, Trace};
use crate::runtime::{Game, GameEval, ScoreKind};
use clap::{Args, ValueEnum};
use std::fmt::Write;

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Format {
    /// Graphviz DOT, for `dot -Tsvg`.
    Dot,
    /// An indented outline.
    Text,
}

#[derive(Debug, Clone, Args)]
pub struct TraceArgs {
    /// The game (see `alphabeta list`).
    #[arg(value_parser = super::GameName)]
    pub game: String,
    /// Depth of the traced search (keep it small: the tree grows fast).
    #[arg(long, value_name = "N")]
    depth: u32,
    #[command(flatten)]
    start: Start,
    /// Output format.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    format: Format,
}

/// More nodes than a person can read; deeper traces are refused.
const MAX_TRACE_NODES: usize = 20_000;

pub struct TraceCommand(pub TraceArgs);

fn bound(score: Score) -> String {
    match score {
        s if s >= INFINITY => "+∞".into(),
        s if s <= -INFINITY => "-∞".into(),
        s => ScoreKind::of(s).to_string(),
    }
}

impl Visit for TraceCommand {
    type Output = Result<(), CliError>;

    fn visit<G: CatalogGame>(self) -> Self::Output {
        let args = self.0;
        if args.depth == 0 || args.depth > 12 {
            return Err(CliError::Usage(
                "--depth must be between 1 and 12 for a trace".into(),
            ));
        }
        let (position, _) = args.start.resolve::<G>()?;
        if super::play::finished(&position).is_some() {
            return Err(CliError::Usage(
                "the game is already over in that position".into(),
            ));
        }
        let t = trace(&position, args.depth, &mut GameEval);
        if t.nodes.len() > MAX_TRACE_NODES {
            return Err(CliError::Usage(format!(
                "the traced tree has {} nodes, too many to draw; lower --depth",
                t.nodes.len()
            )));
        }
        let positions = replay(&position, &t);
        let text = match args.format {
            Format::Dot => to_dot(&t, &positions),
            Format::Text => to_text(&t, &positions),
        };
        let mut out = std::io::stdout().lock();
        std::io::Write::write_all(&mut out, text.as_bytes())
            .and_then(|()| std::io::Write::flush(&mut out))
            .map_err(CliError::Output)
    }
}

/// The position at every traced node, to write moves in notation.
fn replay<G: Game>(root: &G, t: &Trace<G::Move>) -> Vec<G> {
    let mut positions: Vec<G> = Vec::with_capacity(t.nodes.len());
    for node in &t.nodes {
        let pos = match (node.parent, node.mv) {
            (Some(p), Some(mv)) => positions[p].play(mv),
            _ => *root,
        };
        positions.push(pos);
    }
    positions
}

fn node_label<G: CatalogGame>(t: &Trace<G::Move>, i: usize) -> String {
    let n = &t.nodes[i];
    let role = if n.maximising { "max" } else { "min" };
    format!(
        "{role} {}  [α {}, β {}]",
        ScoreKind::of(n.value),
        bound(n.alpha),
        bound(n.beta)
    )
}

fn cut_label(maximising: bool, bound_value: Score) -> String {
    if maximising {
        format!("β cut: value ≥ {}", bound(bound_value))
    } else {
        format!("α cut: value ≤ {}", bound(bound_value))
    }
}

fn to_dot<G: CatalogGame>(t: &Trace<G::Move>, positions: &[G]) -> String {
    let mut out =
        String::from("digraph alphabeta {\n  node [shape=box, fontname=\"monospace\"];\n");
    for (i, n) in t.nodes.iter().enumerate() {
        let shape = if n.maximising { "box" } else { "ellipse" };
        let _ = writeln!(
            out,
            "  n{i} [shape={shape}, label=\"{}\"];",
            node_label::<G>(t, i).replace('"', "'")
        );
        if let (Some(p), Some(mv)) = (n.parent, n.mv) {
            let _ = writeln!(
                out,
                "  n{p} -> n{i} [label=\"{}\"];",
                move_word(&positions[p], mv, Audience::People)
            );
        }
    }
    for (k, cut) in t.pruned.iter().enumerate() {
        let parent = &t.nodes[cut.parent];
        let _ = writeln!(out, "  c{k} [label=\"not searched\", style=dashed];");
        let _ = writeln!(
            out,
            "  n{} -> c{k} [style=dashed, label=\"{}\\n{}\"];",
            cut.parent,
            move_word(&positions[cut.parent], cut.mv, Audience::People),
            cut_label(parent.maximising, cut.bound)
        );
    }
    out.push_str("}\n");
    out
}

fn to_text<G: CatalogGame>(t: &Trace<G::Move>, positions: &[G]) -> String {
    let mut children: Vec<Vec<usize>> = vec![Vec::new(); t.nodes.len()];
    for (i, n) in t.nodes.iter().enumerate() {
        if let Some(p) = n.parent {
            children[p].push(i);
        }
    }
    let mut out = String::new();
    write_text_node(t, positions, &children, 0, 0, &mut out);
    out
}

/// One node's line, its children below it, then the moves it cut off.
fn write_text_node<G: CatalogGame>(
    t: &Trace<G::Move>,
    positions: &[G],
    children: &[Vec<usize>],
    i: usize,
    depth: usize,
    out: &mut String,
) {
    let n = &t.nodes[i];
    let indent = "  ".repeat(depth);
    let mv = match (n.parent, n.mv) {
        (Some(p), Some(mv)) => format!("{} → ", move_word(&positions[p], mv, Audience::People)),
        _ => "root: ".to_string(),
    };
    let _ = writeln!(out, "{indent}{mv}{}", node_label::<G>(t, i));
    for &child in &children[i] {
        write_text_node(t, positions, children, child, depth + 1, out);
    }
    for cut in t.pruned.iter().filter(|c| c.parent == i) {
        let _ = writeln!(
            out,
            "{indent}  ✂ {} not searched ({})",
            move_word(&positions[i], cut.mv, Audience::People),
            cut_label(n.maximising, cut.bound)
        );
    }
}
