//! Bitboards and board geometry for games declared with `game!`.
//!
//! A declared game keeps one bitboard per player. The macro picks the word at
//! compile time from the number of cells: `u16`, `u32`, `u64` or `u128` when
//! the board fits, and [`Wide<N>`] (an array of `u64` words) beyond. Every
//! word type implements [`Bits`], so the hot-path helpers here ([`has_run`],
//! [`flood`], [`connection_distance`]) are written once and monomorphized.
//!
//! [`Grid`] describes a board's shape and computes, in `const fn`s, the masks
//! the generated code keeps in tables: the line segment through each cell,
//! the windows where a line can be made, the edges, and the cells a
//! neighbour step can arrive on. The macro emits only the calls, so a game's
//! tables cost a little const evaluation, not a large token stream.
//!
//! # Layout
//!
//! Cell `col + row * width` is bit `col + row * width`: no padding bits. A
//! step to a neighbour is a shift by `dx + dy * width`, masked by the cells it
//! may arrive on ([`Step`]), so nothing wraps around an edge.
//!
//! Row 0 is the bottom rank: `a1` is the bottom-left corner. On a hex board
//! each row is drawn half a cell right of the one below, so a cell's six
//! neighbours are the two beside it, two above (`(0, 1)` and `(-1, 1)`) and
//! two below (`(0, -1)` and `(1, -1)`). Cell names and neighbours are those of
//! the usual Hex programs, which draw the same board upside down.
//!
//! # Files
//!
//! - `bits.rs`: the [`Bits`] trait, for the machine words.
//! - `wide.rs`: [`Wide<N>`], for boards of more than 128 cells.
//! - `lines.rs`: runs and line threats ([`has_run`], [`run_starts`],
//!   [`line_threats`], [`stack_threats`]).
//! - `flood.rs`: neighbour steps, groups and connections ([`Step`],
//!   [`dilate`], [`flood`], [`connection_distance`]).
//! - `benson.rs`: Go's unconditional life ([`unconditionally_alive`],
//!   [`settled`]).
//! - `grid.rs`: board geometry in `const fn`s ([`Grid`], [`windows_through`]).
//! - `zobrist.rs`: hash keys ([`Zobrist`], [`splitmix64`]).

mod benson;
mod bits;
mod flood;
mod grid;
mod lines;
mod wide;
mod zobrist;

pub use benson::{settled, unconditionally_alive};
pub use bits::{Bits, Ones};
pub use flood::{connection_distance, dilate, flood, Step};
pub use grid::{windows_through, Edge, Grid, Outline, Shape};
pub use lines::{has_run, line_threats, run_starts, stack_threats, threats_made, Tally};
pub use wide::Wide;
pub use zobrist::{splitmix64, Zobrist};
