//! `alphabeta study`: the lectures' claims, measured and drawn.
//!
//! - `study trees`: Knuth and Moore on uniform trees (best, worst and
//!   random order), Pearl's branching factor, fail-hard against fail-soft;
//!   or, with `--tree`, the leaves each algorithm evaluates on a tree of
//!   your own.
//! - `study ordering GAME`: the leaves and nodes to each depth with
//!   minimax and with each refinement of the searcher added in turn.
//!
//! Both print their tables and, with `--svg DIR`, write their plots.

use super::feedback::Feedback;
use super::plot::{write_svg, Chart, Line};
use super::CliError;
use crate::catalog::{CatalogGame, Visit};
use crate::runtime::study::ordering::{measure_ladder_with, sample_positions, Ladder, RUNG_NAMES};
use crate::runtime::study::stats::Summary;
use crate::runtime::study::trees::{
    bounds_row, branching_depth, branching_row, knuth_moore_best, order_row, pearl_branching,
    Algorithm, BoundsRow, BranchingRow, OrderRow,
};
use crate::runtime::tree::{Order, Tree};
use crate::runtime::tune::Choice;
use clap::{Args, Subcommand};
use std::fmt::Write as _;
use std::io::Write;
use std::path::PathBuf;

#[derive(Debug, Clone, Args)]
pub struct StudyArgs {
    #[command(subcommand)]
    what: StudyCommand,
}

#[derive(Debug, Clone, Subcommand)]
enum StudyCommand {
    /// Knuth and Moore on uniform trees: leaves by order, Pearl's
    /// branching factor, fail-hard against fail-soft.
    Trees(TreesArgs),
    /// The leaves and nodes to each depth of a game, with minimax and with
    /// each refinement of the searcher added in turn.
    Ordering(OrderingArgs),
}

#[derive(Debug, Clone, Args)]
pub struct TreesArgs {
    /// The largest branching of the order table (from 2).
    #[arg(long, value_name = "B", default_value_t = 5, value_parser = clap::value_parser!(u32).range(2..=8))]
    branching: u32,
    /// The deepest depth of the order table (from 1).
    #[arg(long, value_name = "D", default_value_t = 8, value_parser = clap::value_parser!(u32).range(1..=10))]
    depth: u32,
    /// The largest branching of the branching-factor table (from 2).
    #[arg(long, value_name = "B", default_value_t = 10, value_parser = clap::value_parser!(u32).range(2..=32))]
    pearl_branching: u32,
    /// Random trees per measurement.
    #[arg(long, value_name = "N", default_value_t = 20, value_parser = clap::value_parser!(u64).range(2..))]
    seeds: u64,
    /// The first seed.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Write the plots into this folder.
    #[arg(long, value_name = "DIR")]
    svg: Option<PathBuf>,
    /// Study this tree instead, written as nested parentheses, e.g.
    /// "((3 12 8) (2 4 6) (14 5 2))".
    #[arg(long, value_name = "TREE")]
    tree: Option<String>,
}

#[derive(Debug, Clone, Args)]
pub struct OrderingArgs {
    /// The game (see `alphabeta list`).
    #[arg(value_parser = super::GameName)]
    pub game: String,
    /// The deepest depth (default: as deep as minimax stays within --budget).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=30))]
    depth: Option<u32>,
    /// Positions to average over: the start and random openings.
    #[arg(long, value_name = "N", default_value_t = 4, value_parser = clap::value_parser!(u64).range(1..=1000))]
    positions: u64,
    /// Random plies of each opening.
    #[arg(long, value_name = "PLIES", default_value_t = 6)]
    plies: u32,
    /// The seed of the openings.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Minimax's node budget a position: deeper depths show no minimax count.
    #[arg(long, value_name = "NODES", default_value_t = 3_000_000)]
    budget: u64,
    /// Write the plot into this folder, as ordering-GAME.svg.
    #[arg(long, value_name = "DIR")]
    svg: Option<PathBuf>,
}

/// Runs `study`.
pub fn run(args: StudyArgs, feedback: Feedback) -> Result<(), CliError> {
    match args.what {
        StudyCommand::Trees(args) => match &args.tree {
            Some(text) => own_tree(text),
            None => trees(&args, feedback),
        },
        StudyCommand::Ordering(args) => {
            super::with_game(&args.game.clone(), OrderingStudy(args, feedback))
        }
    }
}

fn emit(text: &str) -> Result<(), CliError> {
    let mut out = std::io::stdout().lock();
    out.write_all(text.as_bytes())
        .and_then(|()| out.flush())
        .map_err(CliError::Output)
}

fn mean_sd(s: &Summary) -> String {
    format!("{:.0} ± {:.0}", s.mean, s.sd)
}

/// `study trees --tree TEXT`: each algorithm's leaves on the tree as
/// written, reversed, and sorted best and worst first.
fn own_tree(text: &str) -> Result<(), CliError> {
    let tree = Tree::parse(text).map_err(|e| CliError::Notation(format!("--tree: {e}")))?;
    let depth = tree.height();
    let variants = [
        ("as written", tree.clone()),
        ("reversed", tree.clone().reversed()),
        ("best first", tree.clone().ordered(Order::Best)),
        ("worst first", tree.clone().ordered(Order::Worst)),
    ];
    let mut out = String::new();
    let _ = writeln!(
        out,
        "a tree of depth {depth} with {} leaves; leaves evaluated:",
        tree.leaf_count()
    );
    let _ = writeln!(
        out,
        "{:<12} {:>9} {:>9} {:>9} {:>6}",
        "order", "fail-hard", "fail-soft", "PVS", "value"
    );
    for (name, variant) in variants {
        let root = variant.leak().root();
        let counts = Algorithm::ALL.map(|a| a.leaves(&root, depth));
        let _ = writeln!(
            out,
            "{name:<12} {:>9} {:>9} {:>9} {:>6}",
            counts[0].1, counts[1].1, counts[2].1, counts[0].0
        );
    }
    emit(&out)
}

/// `study trees`: the three tables and, with `--svg`, two plots.
fn trees(args: &TreesArgs, feedback: Feedback) -> Result<(), CliError> {
    let seeds = args.seed..args.seed + args.seeds;
    let sizes: Vec<(usize, u32)> = (2..=args.branching as usize)
        .flat_map(|b| (1..=args.depth).map(move |d| (b, d)))
        .filter(|&(b, d)| (b as u64).pow(d) <= crate::runtime::tree::MAX_UNIFORM_LEAVES)
        .collect();
    let pearl_bs: Vec<usize> = (2..=args.pearl_branching as usize).collect();
    let bound_sizes: Vec<usize> = (2..=args.branching as usize).collect();
    let bar = feedback.bar((sizes.len() + pearl_bs.len() + bound_sizes.len()) as u64);
    let mut orders = Vec::new();
    for &(b, d) in &sizes {
        bar.set_message(format!("order b={b} d={d}"));
        orders.push(order_row(b, d, seeds.clone()));
        bar.inc(1);
    }
    let mut branching = Vec::new();
    for &b in &pearl_bs {
        bar.set_message(format!("branching b={b}"));
        branching.push(branching_row(
            b,
            branching_depth(b),
            seeds.clone(),
            Algorithm::FailSoft,
        ));
        bar.inc(1);
    }
    let mut bounds = Vec::new();
    for &b in &bound_sizes {
        bar.set_message(format!("bounds b={b}"));
        bounds.push(bounds_row(b, BOUNDS_DEPTH, seeds.clone(), BOUNDS_OFFSET));
        bar.inc(1);
    }
    bar.finish_and_clear();
    let mut out = String::new();
    write_order_table(&mut out, &orders);
    write_branching_table(&mut out, &branching);
    write_bounds_table(&mut out, &bounds);
    emit(&out)?;
    if let Some(dir) = &args.svg {
        let b = PLOT_BRANCHING.min(args.branching as usize);
        write_svg(&leaves_chart(&orders, b), &dir.join("trees-leaves.svg"))?;
        write_svg(
            &branching_chart(&branching),
            &dir.join("trees-branching.svg"),
        )?;
    }
    Ok(())
}

/// The depth of the fail-hard against fail-soft trees.
const BOUNDS_DEPTH: u32 = 6;
/// How far from the value the failing probes lie (the values span ±10000).
const BOUNDS_OFFSET: i32 = 500;
/// The branching whose leaves the first plot draws against depth.
const PLOT_BRANCHING: usize = 4;

fn write_order_table(out: &mut String, rows: &[OrderRow]) {
    let _ = writeln!(
        out,
        "Leaves evaluated on uniform trees (fail-hard / fail-soft / PVS; random: mean ± sd over the seeds)"
    );
    let _ = writeln!(
        out,
        "{:>2} {:>2} {:>9} {:>8} {:>26} {:>26} {:>14} {:>14} {:>14}",
        "b",
        "d",
        "b^d",
        "K-M best",
        "best order",
        "worst order",
        "random FH",
        "random FS",
        "random PVS"
    );
    for r in rows {
        let three = |v: &[u64]| format!("{} / {} / {}", v[0], v[1], v[2]);
        let _ = writeln!(
            out,
            "{:>2} {:>2} {:>9} {:>8} {:>26} {:>26} {:>14} {:>14} {:>14}",
            r.b,
            r.d,
            r.minimax,
            r.knuth_moore,
            three(&r.best),
            three(&r.worst),
            mean_sd(&r.random[0]),
            mean_sd(&r.random[1]),
            mean_sd(&r.random[2]),
        );
    }
    out.push('\n');
}

fn write_branching_table(out: &mut String, rows: &[BranchingRow]) {
    let _ = writeln!(
        out,
        "Effective branching factor of fail-soft alpha-beta on random trees: (leaves(d) / leaves(d-2))^(1/2), mean ± 95% interval"
    );
    let _ = writeln!(
        out,
        "{:>3} {:>3} {:>18} {:>16} {:>8} {:>8} {:>8} {:>9}",
        "b", "d", "leaves at d", "measured", "Pearl", "b^(3/4)", "b^(1/2)", "meas/Pearl"
    );
    for r in rows {
        let _ = writeln!(
            out,
            "{:>3} {:>3} {:>18} {:>16} {:>8.3} {:>8.3} {:>8.3} {:>9.3}",
            r.b,
            r.depth,
            mean_sd(&r.leaves),
            format!("{:.3} ± {:.3}", r.measured.mean, r.measured.half_interval()),
            r.pearl,
            r.three_quarters,
            r.half,
            r.measured.mean / r.pearl
        );
    }
    out.push('\n');
}

fn write_bounds_table(out: &mut String, rows: &[BoundsRow]) {
    let _ = writeln!(
        out,
        "Fail-hard against fail-soft: null-window probes {BOUNDS_OFFSET} away from the value (failing), then the open window on the probe's table"
    );
    let _ = writeln!(
        out,
        "{:>2} {:>2} {:>6} {:>9} {:>12} {:>18} {:>18} {:>7}",
        "b", "d", "probes", "tighter", "mean gap", "re-search hard", "re-search soft", "saved"
    );
    for r in rows {
        let _ = writeln!(
            out,
            "{:>2} {:>2} {:>6} {:>8.0}% {:>12.0} {:>18} {:>18} {:>6.1}%",
            r.b,
            r.d,
            r.probes,
            100.0 * r.tighter as f64 / r.probes as f64,
            r.gap.mean,
            mean_sd(&r.research_hard),
            mean_sd(&r.research_soft),
            100.0 * (1.0 - r.research_soft.mean / r.research_hard.mean)
        );
    }
    out.push('\n');
}

fn leaves_chart(rows: &[OrderRow], b: usize) -> Chart {
    let mine: Vec<&OrderRow> = rows.iter().filter(|r| r.b == b).collect();
    let measured = |name: &str, f: &dyn Fn(&OrderRow) -> f64| Line {
        name: name.to_string(),
        points: mine.iter().map(|r| (f64::from(r.d), f(r))).collect(),
        reference: false,
    };
    let bf = b as f64;
    let pearl = pearl_branching(b as u32);
    let curve = |name: String, f: &dyn Fn(f64) -> f64| Line {
        name,
        points: mine
            .iter()
            .map(|r| (f64::from(r.d), f(f64::from(r.d))))
            .collect(),
        reference: true,
    };
    Chart {
        title: "Leaves evaluated by fail-soft alpha-beta on uniform trees".into(),
        x: "depth d",
        y: "leaves",
        log_y: true,
        lines: vec![
            measured(&format!("worst order (b = {b})"), &|r| r.worst[1] as f64),
            measured("random order (mean)", &|r| r.random[1].mean),
            measured("best order", &|r| r.best[1] as f64),
            curve(format!("b^d = {b}^d"), &|d| bf.powf(d)),
            curve("b^(3d/4)".into(), &|d| bf.powf(0.75 * d)),
            curve(format!("Pearl ({pearl:.2})^d"), &|d| pearl.powf(d)),
            curve(
                "Knuth–Moore b^⌈d/2⌉ + b^⌊d/2⌋ − 1".into(),
                &|d| knuth_moore_best(b as u64, d as u32) as f64,
            ),
        ],
    }
}

fn branching_chart(rows: &[BranchingRow]) -> Chart {
    let curve = |name: &str, reference: bool, f: &dyn Fn(&BranchingRow) -> f64| Line {
        name: name.to_string(),
        points: rows.iter().map(|r| (r.b as f64, f(r))).collect(),
        reference,
    };
    Chart {
        title: "Effective branching factor of alpha-beta on random trees".into(),
        x: "branching b",
        y: "effective branching factor",
        log_y: false,
        lines: vec![
            curve("measured (fail-soft)", false, &|r| r.measured.mean),
            curve("Pearl ξ_b / (1 − ξ_b)", true, &|r| r.pearl),
            curve("b^(3/4)", true, &|r| r.three_quarters),
            curve("b^(1/2)", true, &|r| r.half),
        ],
    }
}

pub struct OrderingStudy(pub OrderingArgs, pub Feedback);

impl Visit for OrderingStudy {
    type Output = Result<(), CliError>;

    fn visit<G: CatalogGame>(self) -> Self::Output {
        let OrderingStudy(args, feedback) = self;
        let positions: Vec<G> = sample_positions(args.seed, args.positions as usize, args.plies);
        let bar = feedback.spinner();
        bar.set_message(format!(
            "{}: minimax, then {} settings",
            G::NAME,
            RUNG_NAMES.len()
        ));
        let ladder = measure_ladder_with(
            &positions,
            args.depth,
            args.budget,
            &Choice::<G>::Game,
            || bar.tick(),
        );
        bar.finish_and_clear();
        emit(&ordering_table(G::NAME, positions.len(), &ladder))?;
        if let Some(dir) = &args.svg {
            let path = dir.join(format!("ordering-{}.svg", G::NAME));
            write_svg(&ordering_chart(G::NAME, &ladder), &path)?;
        }
        Ok(())
    }
}

/// The reference curves of a game: `b^d`, `b^(3d/4)` and `b^(d/2)`.
fn references(b: f64, d: f64) -> [f64; 3] {
    [b.powf(d), b.powf(0.75 * d), b.powf(0.5 * d)]
}

fn ordering_table(game: &str, positions: usize, ladder: &Ladder) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "{game}: leaves evaluated to each depth, mean of {positions} positions; b = {:.2} (the game's mean branching factor, from minimax's leaves)",
        ladder.branching
    );
    let width = 12;
    let _ = write!(out, "{:>2} {:>width$}", "d", "minimax");
    for name in RUNG_NAMES {
        let _ = write!(out, " {name:>width$}");
    }
    let _ = writeln!(
        out,
        " {:>width$} {:>width$} {:>width$}",
        "b^d", "b^(3d/4)", "b^(d/2)"
    );
    let number = |x: f64| format!("{x:.0}");
    for (i, &d) in ladder.depths.iter().enumerate() {
        let minimax = ladder.minimax[i].map_or("-".to_string(), |(_, leaves)| number(leaves));
        let _ = write!(out, "{d:>2} {minimax:>width$}");
        for rung in &ladder.rungs {
            let _ = write!(out, " {:>width$}", number(rung[i].1));
        }
        let [all, three, half] = references(ladder.branching, f64::from(d));
        let _ = writeln!(
            out,
            " {:>width$} {:>width$} {:>width$}",
            number(all),
            number(three),
            number(half)
        );
    }
    let last = ladder.depths.len() - 1;
    let d = f64::from(ladder.depths[last]);
    let _ = write!(out, "effective branching factor (leaves^(1/d) at d = {d}):");
    if let Some((_, leaves)) = ladder.minimax[last] {
        let _ = write!(out, " minimax {:.2}", leaves.powf(1.0 / d));
    }
    for (name, rung) in RUNG_NAMES.iter().zip(&ladder.rungs) {
        let _ = write!(out, "; {name} {:.2}", rung[last].1.powf(1.0 / d));
    }
    let _ = writeln!(out);
    let _ = write!(out, "nodes at d = {d}:");
    if let Some((nodes, _)) = ladder.minimax[last] {
        let _ = write!(out, " minimax {}", number(nodes));
    }
    for (name, rung) in RUNG_NAMES.iter().zip(&ladder.rungs) {
        let _ = write!(out, "; {name} {}", number(rung[last].0));
    }
    let _ = writeln!(out);
    out
}

fn ordering_chart(game: &str, ladder: &Ladder) -> Chart {
    let depths = || ladder.depths.iter().map(|&d| f64::from(d));
    let mut lines = vec![Line {
        name: "minimax".into(),
        points: depths()
            .zip(&ladder.minimax)
            .filter_map(|(d, m)| m.map(|(_, leaves)| (d, leaves)))
            .collect(),
        reference: false,
    }];
    for (name, rung) in RUNG_NAMES.iter().zip(&ladder.rungs) {
        lines.push(Line {
            name: (*name).to_string(),
            points: depths()
                .zip(rung)
                .map(|(d, &(_, leaves))| (d, leaves))
                .collect(),
            reference: false,
        });
    }
    for (k, name) in ["b^d", "b^(3d/4)", "b^(d/2)"].into_iter().enumerate() {
        lines.push(Line {
            name: format!("{name}, b = {:.2}", ladder.branching),
            points: depths()
                .map(|d| (d, references(ladder.branching, d)[k]))
                .collect(),
            reference: true,
        });
    }
    Chart {
        title: format!("{game}: leaves to each depth, refinements added in turn"),
        x: "depth d",
        y: "leaves evaluated (mean a position)",
        log_y: true,
        lines,
    }
}
