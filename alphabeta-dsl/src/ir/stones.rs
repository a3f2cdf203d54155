//! The rules of placement games: stones put on an empty board, ending by
//! lines, connections and a full board.

use super::{Board, Goal, Hooks, RepetitionRule};
use crate::vocab::{GroupGoal, MoveWord, Verdict};
use std::fmt;

/// How a stone is put on the board: `place` on any empty cell, or `drop`
/// into a column, falling to its lowest empty cell.
pub type Placing = MoveWord;

/// An end condition, about the player who just moved.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Test {
    /// `n` in a row, or exactly `n`.
    Line { n: usize, exactly: bool },
    /// The edges each player (first, second) must join.
    Connect { edges: Goal },
    /// No empty cell left.
    Full,
    /// The player has captured this many stones or more.
    Captured { stones: usize },
    /// A group of the player's stones of this shape: touching every
    /// side, a ring, a bridge or a fork.
    Group(GroupGoal),
    /// `when(f)`: the `i`-th of the game's end functions says so.
    When(usize),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct End {
    pub verdict: Verdict,
    pub test: Test,
}

/// The rules of a placement game.
pub struct Stones {
    pub placing: Placing,
    /// In the order they are tested.
    pub ends: Vec<End>,
    /// `captures: surrounded`: a placed stone removes every enemy group it
    /// leaves without liberties; a move that leaves its own group without
    /// any is illegal, and so is retaking a ko at once.
    pub surround: bool,
    /// For a counted game (`moves: place or pass` and `score:`), how the
    /// board is counted when two passes in a row end the game.
    pub count: Option<Count>,
    /// `captures: custodial(n)`: a placed stone removes the runs of
    /// exactly `n` enemy stones it encloses on a line with a stone of its
    /// own.
    pub custodial: Option<usize>,
    /// `turns: 1, then 2`: the stones each turn places, the last count
    /// repeating; empty when every turn places one.
    pub turns: Vec<usize>,
    /// `lose: repetition(2)` and the like, in a counted game: a placement
    /// that makes a position stand again ends the game as the rule says.
    /// A position is the stones and the player to move; positions reached
    /// by a pass take no part (see the counted codegen).
    pub repetition: Option<RepetitionRule>,
    /// `moves: place then rotate 3 x 3`: every turn ends by turning one
    /// block of the board a quarter turn.
    pub rotation: Option<super::Rotation>,
    /// `when(...)`: rules of one's own.
    pub hooks: Hooks,
}

/// `score: area, komi k`: each player's stones and the empty regions only
/// their stones touch; the second player adds the komi. Ties draw.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Count {
    /// The komi, in half points.
    pub komi_halves: i64,
}

impl Count {
    /// The komi as written, `7.5`.
    pub fn komi_text(self) -> String {
        let sign = if self.komi_halves < 0 { "-" } else { "" };
        let h = self.komi_halves.unsigned_abs();
        if h % 2 == 0 {
            format!("{sign}{}", h / 2)
        } else {
            format!("{sign}{}.5", h / 2)
        }
    }
}

impl Stones {
    /// Whether a turn may place more than one stone.
    pub fn several_a_turn(&self) -> bool {
        self.turns.iter().any(|&n| n > 1)
    }

    /// The most legal moves a position can have.
    pub fn move_capacity(&self, board: &Board) -> usize {
        if self.count.is_some() {
            // Every cell, and the pass.
            return board.cells() + 1;
        }
        if let Some(rotation) = self.rotation {
            return rotation.move_capacity(board);
        }
        // A choice is a move of its own, beside the cells.
        self.hooks.choices()
            + match self.placing {
                Placing::Place | Placing::Move => board.playable(),
                Placing::Drop => board.width,
            }
    }

    /// The line direction stones fall along, when they fall (`drop`): up
    /// the columns. An empty cell then never has a stone above it.
    pub fn gravity(&self) -> Option<(i32, i32)> {
        match self.placing {
            Placing::Drop => Some((0, 1)),
            Placing::Place | Placing::Move => None,
        }
    }

    /// The line condition that evaluation and hints follow: the first one
    /// that wins or loses.
    pub fn scoring_line(&self) -> Option<(usize, Verdict)> {
        self.ends.iter().find_map(|e| match e.test {
            Test::Line { n, .. } if e.verdict != Verdict::Draw => Some((n, e.verdict)),
            _ => None,
        })
    }

    /// The connection condition that evaluation and hints follow.
    pub fn scoring_connect(&self) -> Option<(Goal, Verdict)> {
        self.ends.iter().find_map(|e| match e.test {
            Test::Connect { edges } if e.verdict != Verdict::Draw => Some((edges, e.verdict)),
            _ => None,
        })
    }

    /// The one condition that decides who wins, when the rules are that
    /// simple: it is tested first, it wins, and every other condition is a
    /// `full` draw. Then a move wins exactly when it meets that condition.
    pub fn decisive(&self) -> Option<Test> {
        // Captures break lines and open cells again; a rule of one's own
        // may close cells or end the game otherwise.
        if self.custodial.is_some() || self.hooks.any() {
            return None;
        }
        // A rotation moves stones into and out of lines, the opponent's too.
        if self.rotation.is_some() {
            return None;
        }
        let (first, rest) = self.ends.split_first()?;
        let simple = first.verdict == Verdict::Win
            && rest
                .iter()
                .all(|e| e.verdict == Verdict::Draw && e.test == Test::Full);
        simple.then_some(first.test)
    }

    /// The lines the end tests look for: `(n, exactly)`, each once.
    pub fn lines(&self) -> Vec<(usize, bool)> {
        let mut lines: Vec<(usize, bool)> = self
            .ends
            .iter()
            .filter_map(|e| match e.test {
                Test::Line { n, exactly } => Some((n, exactly)),
                _ => None,
            })
            .collect();
        lines.sort_unstable();
        lines.dedup();
        lines
    }

    /// Whether a condition joins edges.
    pub fn connects(&self) -> bool {
        self.ends
            .iter()
            .any(|e| matches!(e.test, Test::Connect { .. }))
    }

    /// The group goals the end tests look for, each once, in order.
    pub fn group_goals(&self) -> Vec<GroupGoal> {
        let mut goals = Vec::new();
        for e in &self.ends {
            if let Test::Group(goal) = e.test {
                if !goals.contains(&goal) {
                    goals.push(goal);
                }
            }
        }
        goals
    }

    /// Whether the rules follow stones from neighbour to neighbour: joined
    /// edges, or the shape of a group.
    pub fn follows_groups(&self) -> bool {
        self.connects() || !self.group_goals().is_empty()
    }
}

impl fmt::Display for Test {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Test::Line { n, exactly: false } => write!(f, "line({n})"),
            Test::Line { n, exactly: true } => write!(f, "line(exactly {n})"),
            Test::Connect { edges: [a, b] } if a == b => write!(f, "connect({}-{})", a.0, a.1),
            Test::Connect { edges: [a, b] } => {
                write!(
                    f,
                    "connect(first: {}-{}, second: {}-{})",
                    a.0, a.1, b.0, b.1
                )
            }
            Test::Full => f.write_str("full"),
            Test::Captured { stones } => write!(f, "captured({stones} stones)"),
            Test::Group(goal) => write!(f, "{goal}"),
            Test::When(i) => write!(f, "when(#{i})"),
        }
    }
}
