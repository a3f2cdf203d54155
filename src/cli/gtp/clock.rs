//! The time a `genmove` may take, from `time_settings` and `time_left`.
//!
//! Without `time_settings` (or with no main time and no byo-yomi, which GTP
//! reads as "no limit"), a move takes the default time of the command line,
//! a second unless told. With a clock, a move gets its share of the main
//! time left, spread over the moves still to come, or in byo-yomi its share
//! of the period, less a margin for the pipe.

use std::time::Duration;

/// Kept back from every move for the pipe and the controller, and for the
/// search to notice its deadline. More is safer on a loaded machine.
const MOVE_OVERHEAD: Duration = Duration::from_millis(50);

/// The fewest moves the main time is shared over: a game on an emptier
/// board has more to come. Fewer spends more now.
const MIN_MOVES_TO_GO: u32 = 10;

/// The part of a byo-yomi period's time per stone that a move spends.
const BYO_YOMI_SHARE: f64 = 0.8;

/// The clock of one game: the settings, and each colour's time left.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Clock {
    /// `time_settings main byo_yomi stones`, if given with a limit.
    settings: Option<Settings>,
    /// `time_left` for each colour, first player first: seconds and stones.
    left: [Option<(Duration, u32)>; 2],
}

#[derive(Clone, Copy, Debug, PartialEq)]
struct Settings {
    main: Duration,
    byo_yomi: Duration,
    stones: u32,
}

impl Clock {
    /// `time_settings`. Main time and byo-yomi both zero mean no limit.
    pub fn set(&mut self, main: Duration, byo_yomi: Duration, stones: u32) {
        let unlimited = main.is_zero() && (byo_yomi.is_zero() || stones == 0);
        self.settings = (!unlimited).then_some(Settings {
            main,
            byo_yomi,
            stones,
        });
        self.left = [None; 2];
    }

    /// `time_left` for `side` (0 the first player).
    pub fn left(&mut self, side: usize, time: Duration, stones: u32) {
        self.left[side] = Some((time, stones));
    }

    /// The time `side` may take on its next move, `empty` cells being left
    /// on the board; `None` without a clock.
    pub fn budget(&self, side: usize, empty: u32) -> Option<Duration> {
        let settings = self.settings?;
        let (time, stones) = self.left[side].unwrap_or((settings.main, 0));
        let share = if stones > 0 {
            // In byo-yomi: `time` is left for `stones` moves.
            time.mul_f64(BYO_YOMI_SHARE) / stones
        } else if !time.is_zero() {
            time / (empty / 2).max(MIN_MOVES_TO_GO)
        } else {
            settings.byo_yomi.mul_f64(BYO_YOMI_SHARE) / settings.stones.max(1)
        };
        Some(share.saturating_sub(MOVE_OVERHEAD).max(MOVE_OVERHEAD))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_settings_no_budget() {
        let mut clock = Clock::default();
        assert_eq!(clock.budget(0, 81), None);
        clock.set(Duration::ZERO, Duration::ZERO, 0);
        assert_eq!(clock.budget(0, 81), None);
    }

    #[test]
    fn main_time_is_shared_and_byo_yomi_per_stone() {
        let mut clock = Clock::default();
        clock.set(Duration::from_secs(60), Duration::from_secs(10), 5);
        let first = clock.budget(0, 81).unwrap();
        assert!(first < Duration::from_secs(2) && first > Duration::from_secs(1));
        clock.left(1, Duration::from_secs(10), 5);
        let byo = clock.budget(1, 40).unwrap();
        assert_eq!(byo, Duration::from_millis(1600) - MOVE_OVERHEAD);
    }
}
