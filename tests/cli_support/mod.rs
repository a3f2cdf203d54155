//! Running the built `alphabeta` binary from the CLI tests: once with all
//! its input at hand, or as a session that is fed one line at a time.

// Each test file uses its own part of this module.
#![allow(dead_code)]

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, ExitStatus, Output, Stdio};
use std::sync::mpsc::{self, Receiver};
use std::time::Duration;

/// How long a session waits for a line before the test fails rather than
/// hangs: far above any answer the tests ask for, on a loaded machine.
pub const ANSWER_TIMEOUT: Duration = Duration::from_secs(60);

fn command(args: &[&str]) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_alphabeta"));
    command
        .args(args)
        .env("NO_COLOR", "1")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    command
}

/// Runs `alphabeta args` with `stdin` as its whole input.
pub fn alphabeta(args: &[&str], stdin: &str) -> Output {
    let mut child = command(args).spawn().expect("the binary runs");
    let mut input = child.stdin.take().unwrap();
    let stdin = stdin.to_string();
    // Written from a thread: a command that stops reading early must not
    // leave the test blocked on a full pipe.
    let writer = std::thread::spawn(move || {
        let _ = input.write_all(stdin.as_bytes());
    });
    let output = child.wait_with_output().unwrap();
    writer.join().unwrap();
    output
}

pub fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

pub fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// A running `alphabeta` whose standard input stays open between lines.
pub struct Session {
    child: Child,
    stdin: Option<ChildStdin>,
    lines: Receiver<String>,
}

impl Session {
    pub fn start(args: &[&str]) -> Session {
        let mut child = command(args).spawn().expect("the binary runs");
        let stdin = child.stdin.take();
        let stdout = BufReader::new(child.stdout.take().unwrap());
        let (sender, lines) = mpsc::channel();
        std::thread::spawn(move || {
            for line in stdout.lines().map_while(Result::ok) {
                if sender.send(line).is_err() {
                    break;
                }
            }
        });
        Session {
            child,
            stdin,
            lines,
        }
    }

    /// Writes one line, and leaves the pipe open.
    pub fn send(&mut self, line: &str) {
        let stdin = self.stdin.as_mut().expect("the input is still open");
        writeln!(stdin, "{line}").unwrap();
        stdin.flush().unwrap();
    }

    /// The next line written, waiting at most [`ANSWER_TIMEOUT`].
    pub fn next_line(&self) -> String {
        self.lines.recv_timeout(ANSWER_TIMEOUT).unwrap_or_else(|e| {
            panic!(
                "no line within {ANSWER_TIMEOUT:?} while the input is open ({e}): \
                 the command waits for the end of its input"
            )
        })
    }

    /// The first line written from now on that `wanted` accepts.
    pub fn line_where(&self, wanted: impl Fn(&str) -> bool) -> String {
        loop {
            let line = self.next_line();
            if wanted(&line) {
                return line;
            }
        }
    }

    /// Closes the input and waits for the command to end.
    pub fn finish(mut self) -> ExitStatus {
        drop(self.stdin.take());
        self.child.wait().unwrap()
    }
}

impl Drop for Session {
    /// A test that failed mid-session leaves no process behind.
    fn drop(&mut self) {
        if self.child.try_wait().ok().flatten().is_none() {
            let _ = self.child.kill();
            let _ = self.child.wait();
        }
    }
}
