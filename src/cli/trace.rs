//! `alphabeta trace`: the alpha-beta tree of a small search, of a catalog
//! game or of a tree written out (`trace tree "((3 12 8) (2 4 6) (14 5 2))"`),
//! as indented text, Graphviz DOT or an SVG picture. Each node shows its
//! value and the α/β window it was searched with, from the first mover's
//! point of view; a move that was cut off is drawn dashed and labelled with
//! the bound that cut it. The options are a lecture's: fail-hard or
//! fail-soft, the children in reverse order, or minimax for comparison.

use super::{move_word, Audience, CliError, Start};
use crate::catalog::{CatalogGame, Visit};
use crate::runtime::reference::Bounds;
use crate::runtime::score::{Score, INFINITY};
use crate::runtime::trace::{trace_with, Trace, TraceOptions};
use crate::runtime::tree::Tree;
use crate::runtime::{Game, GameEval, ScoreKind};
use clap::{Args, ValueEnum};
use std::fmt::Write;

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Format {
    /// Graphviz DOT, for `dot -Tsvg`.
    Dot,
    /// An indented outline.
    Text,
    /// An SVG picture, laid out here: no Graphviz needed.
    Svg,
}

/// Fail-hard or fail-soft, as a flag.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum BoundsArg {
    /// A node returns the window's edge when its value lies outside.
    Hard,
    /// A node returns the best value it saw (as the searcher does).
    Soft,
}

#[derive(Debug, Clone, Args)]
pub struct TraceArgs {
    /// The game (see `alphabeta list`), or `tree` to trace the tree given next.
    #[arg(value_parser = super::GameName)]
    pub game: String,
    /// With `tree`: the tree, as nested parentheses of leaf values (or
    /// names, worth 0), e.g. "((3 12 8) (2 4 6) (14 5 2))".
    #[arg(value_name = "TREE")]
    tree: Option<String>,
    /// Depth of the traced search (keep it small: the tree grows fast); a
    /// tree is searched to its leaves.
    #[arg(long, value_name = "N")]
    depth: Option<u32>,
    #[command(flatten)]
    start: Start,
    /// Fail-hard or fail-soft alpha-beta.
    #[arg(long, value_enum, default_value_t = BoundsArg::Soft)]
    bounds: BoundsArg,
    /// Search every node's children in reverse order.
    #[arg(long)]
    reversed: bool,
    /// Minimax, which cuts nothing, for comparison.
    #[arg(long)]
    minimax: bool,
    /// Output format.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    format: Format,
}

/// More nodes than a person can read; deeper traces are refused.
const MAX_TRACE_NODES: usize = 20_000;

/// The game name that means "the tree given on the command line".
const TREE: &str = "tree";

/// Runs `trace` for a catalog game or a written tree.
pub fn run(args: TraceArgs) -> Result<(), CliError> {
    if args.game != TREE {
        if args.tree.is_some() {
            return Err(CliError::Usage(format!(
                "a tree is traced as `alphabeta trace {TREE} \"((3 12 8) (2 4 6))\"`, not after a game"
            )));
        }
        return super::with_game(&args.game.clone(), TraceCommand(args));
    }
    let Some(text) = &args.tree else {
        return Err(CliError::Usage(format!(
            "`trace {TREE}` needs the tree, e.g. alphabeta trace {TREE} \"((3 12 8) (2 4 6) (14 5 2))\""
        )));
    };
    let tree = Tree::parse(text)
        .map_err(|e| CliError::Notation(format!("tree: {e}")))?
        .leak();
    let depth = args.depth.unwrap_or(tree.height()).min(tree.height());
    if depth == 0 {
        return Err(CliError::Usage(
            "a single leaf has nothing to search".into(),
        ));
    }
    let root = tree.root();
    let t = trace_with(&root, depth, &mut GameEval, options(&args));
    write(&t, &root, args.format, true, |position, mv| {
        // A leaf is named by its text; an inner node by nothing, as in the lectures.
        position.play(mv).leaf_label().unwrap_or("").to_string()
    })
}

fn options(args: &TraceArgs) -> TraceOptions {
    TraceOptions {
        bounds: match args.bounds {
            BoundsArg::Hard => Bounds::Hard,
            BoundsArg::Soft => Bounds::Soft,
        },
        reversed: args.reversed,
        pruning: !args.minimax,
    }
}

pub struct TraceCommand(pub TraceArgs);

impl Visit for TraceCommand {
    type Output = Result<(), CliError>;

    fn visit<G: CatalogGame>(self) -> Self::Output {
        let args = self.0;
        let depth = args.depth.unwrap_or(0);
        if depth == 0 || depth > 12 {
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
        let t = trace_with(&position, depth, &mut GameEval, options(&args));
        // The moves as people read them: SAN in the chess family.
        write(&t, &position, args.format, false, |p, mv| {
            move_word(p, mv, Audience::People)
        })
    }
}

/// Writes the trace of a search from `root`, each move named by `name`.
fn write<G: Game>(
    t: &Trace<G::Move>,
    root: &G,
    format: Format,
    plain: bool,
    name: impl Fn(&G, G::Move) -> String,
) -> Result<(), CliError> {
    if t.nodes.len() > MAX_TRACE_NODES {
        return Err(CliError::Usage(format!(
            "the traced tree has {} nodes, too many to draw; lower --depth",
            t.nodes.len()
        )));
    }
    let positions = replay(root, t);
    let edges: Vec<String> = t
        .nodes
        .iter()
        .map(|n| match (n.parent, n.mv) {
            (Some(p), Some(mv)) => name(&positions[p], mv),
            _ => String::new(),
        })
        .collect();
    let cuts: Vec<String> = t
        .pruned
        .iter()
        .map(|c| name(&positions[c.parent], c.mv))
        .collect();
    let drawing = Drawing {
        t,
        edges: &edges,
        cuts: &cuts,
        plain,
    };
    let text = match format {
        Format::Dot => drawing.to_dot(),
        Format::Text => drawing.to_text(),
        Format::Svg => drawing.to_svg(),
    };
    let mut out = std::io::stdout().lock();
    std::io::Write::write_all(&mut out, text.as_bytes())
        .and_then(|()| std::io::Write::flush(&mut out))
        .map_err(CliError::Output)
}

/// The position at every traced node, to name the moves.
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

/// An α or β: a score, or ±∞.
fn bound(score: Score) -> String {
    match score {
        s if s >= INFINITY => "+∞".into(),
        s if s <= -INFINITY => "-∞".into(),
        s => ScoreKind::of(s).to_string(),
    }
}

/// An α or β of a written tree: a plain number, or ±∞.
fn plain_bound(score: Score) -> String {
    match score {
        s if s >= INFINITY => "+∞".into(),
        s if s <= -INFINITY => "-∞".into(),
        s => s.to_string(),
    }
}

/// A trace with its moves in words, drawn three ways.
struct Drawing<'a, M> {
    t: &'a Trace<M>,
    /// The move into each node, in words.
    edges: &'a [String],
    /// Each cut move, in words.
    cuts: &'a [String],
    /// Values are a written tree's plain numbers, not a game's scores.
    plain: bool,
}

impl<M> Drawing<'_, M> {
    /// A value as the trace shows it.
    fn value(&self, score: Score) -> String {
        if self.plain {
            plain_bound(score)
        } else {
            ScoreKind::of(score).to_string()
        }
    }

    /// An α or β as the trace shows it.
    fn bound(&self, score: Score) -> String {
        if self.plain {
            plain_bound(score)
        } else {
            bound(score)
        }
    }

    fn node_label(&self, i: usize) -> String {
        let n = &self.t.nodes[i];
        let role = if n.maximising { "max" } else { "min" };
        format!(
            "{role} {}  [α {}, β {}]",
            self.value(n.value),
            self.bound(n.alpha),
            self.bound(n.beta)
        )
    }

    fn cut_label(&self, maximising: bool, value: Score, window: Score) -> String {
        let (value, window) = (self.value(value), self.bound(window));
        if maximising {
            format!("β cut: value ≥ {value} ≥ β = {window}")
        } else {
            format!("α cut: value ≤ {value} ≤ α = {window}")
        }
    }

    /// The children of every node, in the order searched.
    fn children(&self) -> Vec<Vec<usize>> {
        let mut children = vec![Vec::new(); self.t.nodes.len()];
        for (i, n) in self.t.nodes.iter().enumerate() {
            if let Some(p) = n.parent {
                children[p].push(i);
            }
        }
        children
    }

    fn to_dot(&self) -> String {
        let mut out =
            String::from("digraph alphabeta {\n  node [shape=box, fontname=\"monospace\"];\n");
        for (i, n) in self.t.nodes.iter().enumerate() {
            let shape = if n.maximising { "box" } else { "ellipse" };
            let _ = writeln!(
                out,
                "  n{i} [shape={shape}, label=\"{}\"];",
                self.node_label(i).replace('"', "'")
            );
            if let Some(p) = n.parent {
                let _ = writeln!(out, "  n{p} -> n{i} [label=\"{}\"];", self.edges[i]);
            }
        }
        for (k, cut) in self.t.pruned.iter().enumerate() {
            let parent = &self.t.nodes[cut.parent];
            let _ = writeln!(out, "  c{k} [label=\"not searched\", style=dashed];");
            let _ = writeln!(
                out,
                "  n{} -> c{k} [style=dashed, label=\"{}\\n{}\"];",
                cut.parent,
                self.cuts[k],
                self.cut_label(parent.maximising, cut.bound, cut.window)
            );
        }
        out.push_str("}\n");
        out
    }

    fn to_text(&self) -> String {
        let mut out = String::new();
        self.write_text_node(&self.children(), 0, 0, &mut out);
        out
    }

    /// One node's line, its children below it, then the moves it cut off.
    fn write_text_node(&self, children: &[Vec<usize>], i: usize, depth: usize, out: &mut String) {
        let n = &self.t.nodes[i];
        let indent = "  ".repeat(depth);
        let mv = match n.parent {
            Some(_) if self.edges[i].is_empty() => "→ ".to_string(),
            Some(_) => format!("{} → ", self.edges[i]),
            None => "root: ".to_string(),
        };
        let _ = writeln!(out, "{indent}{mv}{}", self.node_label(i));
        for &child in &children[i] {
            self.write_text_node(children, child, depth + 1, out);
        }
        for (k, cut) in self
            .t
            .pruned
            .iter()
            .enumerate()
            .filter(|(_, c)| c.parent == i)
        {
            let _ = writeln!(
                out,
                "{indent}  ✂ {} not searched ({})",
                self.cuts[k],
                self.cut_label(n.maximising, cut.bound, cut.window)
            );
        }
    }

    fn to_svg(&self) -> String {
        svg::draw(self, &self.children())
    }
}

/// A layered drawing of a trace: leaves (and cut moves) side by side in the
/// order searched, each inner node centred over its children, one row a ply.
mod svg {
    use super::Drawing;
    use std::fmt::Write;

    /// Horizontal room of a leaf, in pixels.
    const SLOT: f64 = 96.0;
    /// Vertical distance of two plies.
    const ROW: f64 = 110.0;
    /// Half the size of a node's shape.
    const HALF: f64 = 22.0;
    /// Where a node's edges to its children start: below its window.
    const BELOW: f64 = HALF + 20.0;
    const MARGIN: f64 = 60.0;

    /// Something drawn: a searched node, or cut move `k` of node `parent`.
    #[derive(Clone, Copy)]
    enum Item {
        Node(usize),
        Cut(usize),
    }

    fn escape(text: &str) -> String {
        text.replace('&', "&amp;")
            .replace('<', "&lt;")
            .replace('>', "&gt;")
    }

    pub(super) fn draw<M>(d: &Drawing<'_, M>, children: &[Vec<usize>]) -> String {
        let t = d.t;
        // Place the leaves left to right in search order, cut moves after
        // the searched children of their node.
        let mut x = vec![0.0; t.nodes.len()];
        let mut cut_x = vec![0.0; t.pruned.len()];
        let mut depth = vec![0usize; t.nodes.len()];
        let mut next = 0.0;
        place(d, children, 0, &mut x, &mut cut_x, &mut depth, &mut next);
        let rows = depth.iter().max().copied().unwrap_or(0) + 1;
        let width = next * SLOT + 2.0 * MARGIN;
        let height = (rows - 1) as f64 * ROW + 2.0 * MARGIN + 40.0;
        let at = |item: Item| match item {
            Item::Node(i) => (
                MARGIN + x[i] * SLOT + SLOT / 2.0,
                MARGIN + depth[i] as f64 * ROW,
            ),
            Item::Cut(k) => {
                let p = t.pruned[k].parent;
                (
                    MARGIN + cut_x[k] * SLOT + SLOT / 2.0,
                    MARGIN + (depth[p] + 1) as f64 * ROW,
                )
            }
        };
        let mut out = String::new();
        let _ = writeln!(
            out,
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{width:.0}\" height=\"{height:.0}\" viewBox=\"0 0 {width:.0} {height:.0}\" font-family=\"sans-serif\" font-size=\"13\">"
        );
        let _ = writeln!(out, "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>");
        for (i, n) in t.nodes.iter().enumerate() {
            if let Some(p) = n.parent {
                let ((x0, y0), (x1, y1)) = (at(Item::Node(p)), at(Item::Node(i)));
                let _ = writeln!(
                    out,
                    "<line x1=\"{x0:.1}\" y1=\"{:.1}\" x2=\"{x1:.1}\" y2=\"{:.1}\" stroke=\"#444\"/>",
                    y0 + BELOW,
                    y1 - HALF
                );
                // A written tree's leaves show their value in the node already.
                if !d.plain {
                    edge_label(&mut out, (x0 + x1) / 2.0, (y0 + y1) / 2.0, &d.edges[i]);
                }
            }
        }
        for (k, cut) in t.pruned.iter().enumerate() {
            let ((x0, y0), (x1, y1)) = (at(Item::Node(cut.parent)), at(Item::Cut(k)));
            let _ = writeln!(
                out,
                "<line x1=\"{x0:.1}\" y1=\"{:.1}\" x2=\"{x1:.1}\" y2=\"{:.1}\" stroke=\"#c33\" stroke-dasharray=\"5,4\"/>",
                y0 + BELOW,
                y1 - HALF
            );
            let maximising = t.nodes[cut.parent].maximising;
            let _ = writeln!(
                out,
                "<rect x=\"{:.1}\" y=\"{:.1}\" width=\"{:.1}\" height=\"{:.1}\" fill=\"none\" stroke=\"#c33\" stroke-dasharray=\"5,4\"/>",
                x1 - HALF,
                y1 - HALF,
                2.0 * HALF,
                2.0 * HALF
            );
            let _ = writeln!(
                out,
                "<text x=\"{x1:.1}\" y=\"{:.1}\" text-anchor=\"middle\" fill=\"#c33\">{}</text>",
                y1 + 5.0,
                escape(&d.cuts[k])
            );
            let short = if maximising {
                format!("✂ ≥ {}", d.value(cut.bound))
            } else {
                format!("✂ ≤ {}", d.value(cut.bound))
            };
            let _ = writeln!(
                out,
                "<text x=\"{x1:.1}\" y=\"{:.1}\" text-anchor=\"middle\" fill=\"#c33\" font-size=\"11\"><title>{}</title>{}</text>",
                y1 + HALF + 14.0,
                escape(&d.cut_label(maximising, cut.bound, cut.window)),
                escape(&short)
            );
        }
        for (i, n) in t.nodes.iter().enumerate() {
            let (cx, cy) = at(Item::Node(i));
            let fill = if n.maximising { "#dbe9f6" } else { "#fbe3d0" };
            if n.maximising {
                let _ = writeln!(
                    out,
                    "<rect x=\"{:.1}\" y=\"{:.1}\" width=\"{:.1}\" height=\"{:.1}\" fill=\"{fill}\" stroke=\"#222\"/>",
                    cx - HALF,
                    cy - HALF,
                    2.0 * HALF,
                    2.0 * HALF
                );
            } else {
                let _ = writeln!(
                    out,
                    "<circle cx=\"{cx:.1}\" cy=\"{cy:.1}\" r=\"{HALF:.1}\" fill=\"{fill}\" stroke=\"#222\"/>"
                );
            }
            let _ = writeln!(
                out,
                "<text x=\"{cx:.1}\" y=\"{:.1}\" text-anchor=\"middle\" font-weight=\"bold\"><title>{}</title>{}</text>",
                cy + 5.0,
                escape(&d.node_label(i)),
                escape(&d.value(n.value))
            );
            let window = format!("[{}, {}]", d.bound(n.alpha), d.bound(n.beta));
            let _ = writeln!(
                out,
                "<text x=\"{cx:.1}\" y=\"{:.1}\" text-anchor=\"middle\" fill=\"#555\" font-size=\"11\">{}</text>",
                cy + HALF + 14.0,
                escape(&window)
            );
        }
        let legend = "□ max  ○ min  [α, β] the window on entry  ✂ a move never searched, with the bound that cut it";
        let _ = writeln!(
            out,
            "<text x=\"{MARGIN:.1}\" y=\"{:.1}\" fill=\"#555\" font-size=\"12\">{}</text>",
            height - 16.0,
            escape(legend)
        );
        out.push_str("</svg>\n");
        out
    }

    fn edge_label(out: &mut String, x: f64, y: f64, text: &str) {
        if !text.is_empty() {
            let _ = writeln!(
                out,
                "<text x=\"{:.1}\" y=\"{y:.1}\" fill=\"#225\" font-size=\"11\">{}</text>",
                x + 4.0,
                escape(text)
            );
        }
    }

    /// Gives node `i`'s subtree its slots from `next` on; returns its x.
    fn place<M>(
        d: &Drawing<'_, M>,
        children: &[Vec<usize>],
        i: usize,
        x: &mut [f64],
        cut_x: &mut [f64],
        depth: &mut [usize],
        next: &mut f64,
    ) -> f64 {
        let mut xs = Vec::new();
        for &c in &children[i] {
            depth[c] = depth[i] + 1;
            xs.push(place(d, children, c, x, cut_x, depth, next));
        }
        for (k, cut) in d.t.pruned.iter().enumerate() {
            if cut.parent == i {
                cut_x[k] = *next;
                xs.push(*next);
                *next += 1.0;
            }
        }
        x[i] = match (xs.first(), xs.last()) {
            (Some(first), Some(last)) => (first + last) / 2.0,
            _ => {
                let slot = *next;
                *next += 1.0;
                slot
            }
        };
        x[i]
    }
}

/// The textbook tree, for the tests below and the README's figure.
#[cfg(test)]
mod tests {
    use super::*;
    use crate::runtime::tree::TreeNode;

    fn lecture() -> (Trace<u8>, TreeNode) {
        let root = Tree::parse("((3 12 8) (2 4 6) (14 5 2))")
            .unwrap()
            .leak()
            .root();
        (
            trace_with(&root, 2, &mut GameEval, TraceOptions::default()),
            root,
        )
    }

    fn drawing(t: &Trace<u8>, root: &TreeNode) -> (Vec<String>, Vec<String>) {
        let positions = replay(root, t);
        let name = |p: &TreeNode, mv: u8| p.play(mv).leaf_label().unwrap_or("").to_string();
        (
            t.nodes
                .iter()
                .map(|n| match (n.parent, n.mv) {
                    (Some(p), Some(mv)) => name(&positions[p], mv),
                    _ => String::new(),
                })
                .collect(),
            t.pruned
                .iter()
                .map(|c| name(&positions[c.parent], c.mv))
                .collect(),
        )
    }

    #[test]
    fn the_text_names_the_cut_leaves_and_their_bound() {
        let (t, root) = lecture();
        let (edges, cuts) = drawing(&t, &root);
        let text = Drawing {
            t: &t,
            edges: &edges,
            cuts: &cuts,
            plain: true,
        }
        .to_text();
        assert!(text.starts_with("root: max 3  [α -∞, β +∞]\n"), "{text}");
        assert!(
            text.contains("✂ 4 not searched (α cut: value ≤ 2 ≤ α = 3)"),
            "{text}"
        );
        assert!(
            text.contains("✂ 6 not searched (α cut: value ≤ 2 ≤ α = 3)"),
            "{text}"
        );
    }

    #[test]
    fn the_svg_draws_every_node_and_both_cuts() {
        let (t, root) = lecture();
        let (edges, cuts) = drawing(&t, &root);
        let svg = Drawing {
            t: &t,
            edges: &edges,
            cuts: &cuts,
            plain: true,
        }
        .to_svg();
        assert!(svg.starts_with("<svg ") && svg.trim_end().ends_with("</svg>"));
        // 11 searched nodes: 1 max (a rect) and 3 min (circles) inside, 7 leaves (rects).
        assert_eq!(svg.matches("<circle").count(), 3);
        assert_eq!(svg.matches("stroke-dasharray").count(), 4);
        assert_eq!(svg.matches("✂ ≤ 2").count(), 2);
    }
}
