//! What the command tells a person on standard error besides its errors:
//! progress bars, spinners and timings. Bars and spinners are drawn only on
//! a terminal, in colour unless `NO_COLOR` is set, and `--quiet` silences
//! all of it; the answers on standard output never change.

use super::use_colour;
use indicatif::{ProgressBar, ProgressStyle};
use std::io::IsTerminal;
use std::time::Duration;

/// A bar towards a known total, with what is done beside it.
const BAR: &str = "[{bar:30}] {percent:>3}%  {msg}  {elapsed_precise}, about {eta} left";
const BAR_IN_COLOUR: &str =
    "[{bar:30.cyan/blue}] {percent:>3}%  {msg}  {elapsed_precise}, about {eta} left";
const BAR_CHARS: &str = "#>.";
/// A spinner that counts up, for work whose total is not known.
const SPINNER: &str = "{spinner} {msg}  {elapsed_precise}";
const SPINNER_IN_COLOUR: &str = "{spinner:.green} {msg}  {elapsed_precise}";
/// How often bars and spinners redraw themselves while the work is silent.
const TICK: Duration = Duration::from_millis(120);

/// Whether and how the command speaks on standard error.
#[derive(Debug, Clone, Copy)]
pub struct Feedback {
    /// `--quiet`: no bars, spinners or timings.
    quiet: bool,
    /// Standard error is a terminal: bars and spinners can be drawn.
    terminal: bool,
    /// Bars in colour.
    colour: bool,
}

impl Feedback {
    /// The feedback for this run: `quiet` is the `--quiet` flag.
    pub fn new(quiet: bool) -> Feedback {
        let stderr = std::io::stderr();
        Feedback {
            quiet,
            terminal: stderr.is_terminal(),
            colour: use_colour(&stderr),
        }
    }

    /// A progress bar towards `total` units of work, or a hidden one.
    pub fn bar(self, total: u64) -> ProgressBar {
        if !self.shows_progress() {
            return ProgressBar::hidden();
        }
        let template = if self.colour { BAR_IN_COLOUR } else { BAR };
        let style = ProgressStyle::with_template(template)
            .expect("the bar's template is valid")
            .progress_chars(BAR_CHARS);
        let bar = ProgressBar::new(total).with_style(style);
        bar.enable_steady_tick(TICK);
        bar
    }

    /// A spinner for work whose total is not known, or a hidden one.
    pub fn spinner(self) -> ProgressBar {
        if !self.shows_progress() {
            return ProgressBar::hidden();
        }
        let template = if self.colour {
            SPINNER_IN_COLOUR
        } else {
            SPINNER
        };
        let style =
            ProgressStyle::with_template(template).expect("the spinner's template is valid");
        let spinner = ProgressBar::new_spinner().with_style(style);
        spinner.enable_steady_tick(TICK);
        spinner
    }

    /// A line about timings, on standard error, unless `--quiet`.
    pub fn note(self, line: std::fmt::Arguments<'_>) {
        if !self.quiet {
            eprintln!("{line}");
        }
    }

    fn shows_progress(self) -> bool {
        self.terminal && !self.quiet
    }
}

#[cfg(test)]
mod tests {
    use super::{Feedback, BAR, BAR_IN_COLOUR, SPINNER, SPINNER_IN_COLOUR};
    use indicatif::ProgressStyle;

    #[test]
    fn the_templates_parse() {
        for template in [BAR, BAR_IN_COLOUR, SPINNER, SPINNER_IN_COLOUR] {
            assert!(ProgressStyle::with_template(template).is_ok(), "{template}");
        }
    }

    #[test]
    fn quiet_or_off_a_terminal_nothing_is_drawn() {
        let quiet = Feedback {
            quiet: true,
            terminal: true,
            colour: true,
        };
        let piped = Feedback {
            quiet: false,
            terminal: false,
            colour: false,
        };
        for feedback in [quiet, piped] {
            assert!(feedback.bar(10).is_hidden());
            assert!(feedback.spinner().is_hidden());
        }
    }
}
