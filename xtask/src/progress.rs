//! Progress of long commands: a bar on stderr when it is a terminal, nothing otherwise.
//!
//! The commands' own lines (game results, perft rows on stdout; datagen's and tune's progress
//! lines on stderr) are printed exactly as without a bar: on a terminal they are printed with
//! the bar lifted and redrawn under them, so logs, pipes and tests see the same plain lines
//! whether or not a bar was shown.

use indicatif::{ProgressBar, ProgressStyle};
use std::io::IsTerminal;

/// A bar over `total` steps, or nothing when stderr is not a terminal.
pub struct Progress {
    bar: Option<ProgressBar>,
}

impl Progress {
    /// A bar counting `total` `unit`s (games, counts), drawn only on a terminal.
    pub fn new(total: u64, unit: &str) -> Progress {
        Progress::with_terminal(total, unit, std::io::stderr().is_terminal())
    }

    fn with_terminal(total: u64, unit: &str, terminal: bool) -> Progress {
        let bar = terminal.then(|| {
            let bar = ProgressBar::new(total);
            let template =
                format!("{{bar:40}} {{pos}}/{{len}} {unit} {{elapsed}} (eta {{eta}}) {{msg}}");
            if let Ok(style) = ProgressStyle::with_template(&template) {
                bar.set_style(style);
            }
            bar
        });
        Progress { bar }
    }

    /// A bar for work of unknown length (datagen without `--games` or `--minutes`): a
    /// spinner with the count of `unit`s, drawn only on a terminal.
    pub fn open_ended(unit: &str) -> Progress {
        Progress::open_ended_with_terminal(unit, std::io::stderr().is_terminal())
    }

    fn open_ended_with_terminal(unit: &str, terminal: bool) -> Progress {
        let bar = terminal.then(|| {
            let bar = ProgressBar::new_spinner();
            let template = format!("{{spinner}} {{pos}} {unit} {{elapsed}} {{msg}}");
            if let Ok(style) = ProgressStyle::with_template(&template) {
                bar.set_style(style);
            }
            bar.enable_steady_tick(std::time::Duration::from_millis(250));
            bar
        });
        Progress { bar }
    }

    /// Prints one line of the command's log on stderr, above the bar.
    pub fn eprintln(&self, line: &str) {
        match &self.bar {
            Some(bar) => bar.suspend(|| eprintln!("{line}")),
            None => eprintln!("{line}"),
        }
    }

    /// Moves the bar to `position` (seconds of a timed run, say) with `message` beside it.
    pub fn set(&self, position: u64, message: &str) {
        if let Some(bar) = &self.bar {
            bar.set_position(position);
            bar.set_message(message.to_string());
        }
    }

    /// Prints one line of the command's output on stdout, above the bar.
    pub fn println(&self, line: &str) {
        match &self.bar {
            Some(bar) => bar.suspend(|| println!("{line}")),
            None => println!("{line}"),
        }
    }

    /// One more step done; `message` (the score so far) is shown beside the bar.
    pub fn step(&self, message: &str) {
        if let Some(bar) = &self.bar {
            bar.inc(1);
            bar.set_message(message.to_string());
        }
    }

    /// Removes the bar; the lines printed stay.
    pub fn finish(&self) {
        if let Some(bar) = &self.bar {
            bar.finish_and_clear();
        }
    }

    /// Whether a bar is drawn.
    #[cfg(test)]
    fn is_drawn(&self) -> bool {
        self.bar.is_some()
    }
}

#[cfg(test)]
mod tests {
    use super::Progress;

    #[test]
    fn no_bar_off_a_terminal() {
        let p = Progress::with_terminal(10, "games", false);
        assert!(!p.is_drawn());
        p.step("1-0-0");
        p.finish();
        let p = Progress::with_terminal(10, "games", true);
        assert!(p.is_drawn());
        p.step("1-0-0");
        p.finish();
        let p = Progress::open_ended_with_terminal("games", false);
        assert!(!p.is_drawn());
        p.set(3, "positions 100");
        p.finish();
        let p = Progress::open_ended_with_terminal("games", true);
        assert!(p.is_drawn());
        p.set(3, "positions 100");
        p.finish();
    }
}
