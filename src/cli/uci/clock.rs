//! The time manager: how long one move may think, from the limits of `go`.
//!
//! With a clock, a move gets its share of the time left (spread over the
//! moves to the next time control, or over [`MOVES_TO_GO`] in sudden death)
//! plus most of its increment. That share is soft: iterative deepening
//! starts no new iteration once half of it is spent, because the next one
//! would take about as long as all before it, and an unfinished iteration is
//! thrown away. The hard limit stops a long iteration; it stays well inside
//! the time left, so the clock never runs out.

use super::command::Go;
use crate::runtime::Side;
use std::time::Duration;

/// Time kept back from every move for the pipe and the GUI, and for the
/// search to notice its deadline (it looks at the clock every few thousand
/// nodes). More is safer on a slow or loaded machine; less thinks longer.
const MOVE_OVERHEAD: Duration = Duration::from_millis(10);

/// The moves the time left is shared over when the GUI gives no
/// `movestogo` (sudden death, or a game with increments). Fewer spends more
/// now and risks less time for the endgame.
const MOVES_TO_GO: u32 = 30;

/// The part of the increment spent on the move it comes with; the rest
/// builds a reserve.
const INCREMENT_SHARE: f64 = 0.75;

/// How far past its soft share a move may run to finish an iteration.
const HARD_OVER_SOFT: u32 = 3;

/// The most of the time left that one move may take, whatever its share.
const MAX_CLOCK_SHARE: f64 = 0.8;

/// The part of the soft share after which no new iteration starts.
const NEW_ITERATION_SHARE: f64 = 0.5;

/// How long a move may think.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Budget {
    /// The time planned for the move; no new iteration starts past half of it.
    pub soft: Option<Duration>,
    /// The time the search stops at, whatever it is doing.
    pub hard: Option<Duration>,
}

impl Budget {
    /// The budget of `go` for `side`: `movetime`, the side's clock, both
    /// (the sooner wins) or neither (no time limit).
    pub fn of(go: &Go, side: Side) -> Budget {
        let fixed = go.movetime.map(|t| t.saturating_sub(MOVE_OVERHEAD));
        let left = go.clock.time[side.index()];
        let (soft, clock_hard) = match (left, go.clock.byoyomi.filter(|b| !b.is_zero())) {
            (Some(left), None) => {
                let (soft, hard) =
                    share(left, go.clock.increment[side.index()], go.clock.moves_to_go);
                (Some(soft), Some(hard))
            }
            (left, Some(byoyomi)) => {
                let (soft, hard) = with_byoyomi(left.unwrap_or_default(), byoyomi, go);
                (Some(soft), Some(hard))
            }
            (None, None) => (None, None),
        };
        let hard = match (fixed, clock_hard) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        };
        Budget { soft, hard }
    }

    /// Whether an iteration that ended `elapsed` into the search leaves
    /// room for another.
    pub fn room_for_another_iteration(&self, elapsed: Duration) -> bool {
        self.soft
            .is_none_or(|soft| elapsed < soft.mul_f64(NEW_ITERATION_SHARE))
    }
}

/// The soft and hard limits of a move with `left` on the clock,
/// `increment` after it, and `moves_to_go` to the next time control.
fn share(left: Duration, increment: Duration, moves_to_go: Option<u32>) -> (Duration, Duration) {
    let available = left.saturating_sub(MOVE_OVERHEAD);
    let moves = moves_to_go.unwrap_or(MOVES_TO_GO).clamp(1, MOVES_TO_GO);
    let planned = available / moves + increment.mul_f64(INCREMENT_SHARE);
    let hard = (planned * HARD_OVER_SOFT).min(available.mul_f64(MAX_CLOCK_SHARE));
    (planned.min(hard), hard)
}

/// The soft and hard limits of a move with `left` on the clock and
/// `byoyomi` for each move once it has run out: the clock's share, and all
/// of the byoyomi, which is lost when not used.
fn with_byoyomi(left: Duration, byoyomi: Duration, go: &Go) -> (Duration, Duration) {
    let (soft, hard) = if left.is_zero() {
        (Duration::ZERO, Duration::ZERO)
    } else {
        share(left, Duration::ZERO, go.clock.moves_to_go)
    };
    let hard = (hard + byoyomi).min((left + byoyomi).saturating_sub(MOVE_OVERHEAD));
    ((soft + byoyomi).min(hard), hard)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cli::uci::command::Clock;

    fn ms(n: u64) -> Duration {
        Duration::from_millis(n)
    }

    fn clock(left: u64, increment: u64, moves_to_go: Option<u32>) -> Go {
        Go {
            clock: Clock {
                time: [Some(ms(left)), Some(ms(left * 2))],
                increment: [ms(increment), ms(increment * 2)],
                moves_to_go,
                byoyomi: None,
            },
            ..Go::default()
        }
    }

    #[test]
    fn a_move_never_takes_more_than_the_clock_allows() {
        for left in [0, 10, 30, 100, 1_000, 60_000, 3_600_000] {
            for increment in [0, 100, 2_000, 30_000] {
                for moves_to_go in [None, Some(1), Some(2), Some(40), Some(100)] {
                    let budget = Budget::of(&clock(left, increment, moves_to_go), Side::First);
                    let hard = budget.hard.unwrap();
                    let soft = budget.soft.unwrap();
                    assert!(soft <= hard, "{left} {increment} {moves_to_go:?}");
                    assert!(
                        hard <= ms(left).saturating_sub(MOVE_OVERHEAD),
                        "{left} {increment} {moves_to_go:?}: {hard:?}"
                    );
                }
            }
        }
    }

    #[test]
    fn the_share_follows_the_time_control() {
        // Sudden death: a thirtieth of the time left.
        let budget = Budget::of(&clock(60_010, 0, None), Side::First);
        assert_eq!(budget.soft, Some(ms(2_000)));
        assert_eq!(budget.hard, Some(ms(6_000)));
        // The increment mostly spent, on top.
        let budget = Budget::of(&clock(60_010, 1_000, None), Side::First);
        assert_eq!(budget.soft, Some(ms(2_750)));
        // The last move before the control may use most of what is left.
        let budget = Budget::of(&clock(10_010, 0, Some(1)), Side::First);
        assert_eq!(budget.hard, Some(ms(8_000)));
        // Black reads its own clock.
        let budget = Budget::of(&clock(60_010, 0, None), Side::Second);
        assert_eq!(budget.soft, Some(ms(120_010) / 30));
    }

    #[test]
    fn movetime_is_used_whole_but_for_the_overhead() {
        let go = Go {
            movetime: Some(ms(1_000)),
            ..Go::default()
        };
        let budget = Budget::of(&go, Side::Second);
        assert_eq!(
            budget,
            Budget {
                soft: None,
                hard: Some(ms(990))
            }
        );
        assert!(budget.room_for_another_iteration(ms(900)));
        // With a clock too, the sooner limit wins.
        let go = Go {
            movetime: Some(ms(60_000)),
            ..clock(60_010, 0, None)
        };
        assert_eq!(Budget::of(&go, Side::First).hard, Some(ms(6_000)));
    }

    #[test]
    fn byoyomi_is_spent_whole_and_never_overrun() {
        let go = |left: Option<u64>, byoyomi: u64| Go {
            clock: Clock {
                time: [left.map(ms), None],
                byoyomi: Some(ms(byoyomi)),
                ..Clock::default()
            },
            ..Go::default()
        };
        // The clock has run out: the byoyomi, but for the overhead.
        let budget = Budget::of(&go(Some(0), 1_000), Side::First);
        assert_eq!((budget.soft, budget.hard), (Some(ms(990)), Some(ms(990))));
        assert_eq!(Budget::of(&go(None, 1_000), Side::First), budget);
        // Time left: its share, and the byoyomi on top.
        let budget = Budget::of(&go(Some(60_010), 1_000), Side::First);
        assert_eq!(
            (budget.soft, budget.hard),
            (Some(ms(3_000)), Some(ms(7_000)))
        );
        for left in [0, 10, 30, 100, 1_000, 60_000] {
            for byoyomi in [10, 30, 100, 1_000, 10_000] {
                let hard = Budget::of(&go(Some(left), byoyomi), Side::First).hard;
                assert!(hard.unwrap() <= ms(left + byoyomi).saturating_sub(MOVE_OVERHEAD));
            }
        }
    }

    #[test]
    fn no_iteration_starts_past_half_the_share() {
        let budget = Budget::of(&clock(60_010, 0, None), Side::First);
        assert!(budget.room_for_another_iteration(ms(999)));
        assert!(!budget.room_for_another_iteration(ms(1_000)));
        assert!(Budget::default().room_for_another_iteration(ms(u64::from(u32::MAX))));
    }
}
