//! The `play` prompt. At a terminal it edits the line, keeps a history
//! (up and down arrows, Ctrl-R) and completes moves and commands with Tab;
//! from a pipe it reads plain lines, so scripted games work as before.

use super::CliError;
use rustyline::completion::Completer;
use rustyline::error::ReadlineError;
use rustyline::highlight::Highlighter;
use rustyline::hint::Hinter;
use rustyline::history::DefaultHistory;
use rustyline::validate::Validator;
use rustyline::{CompletionType, Config, Context, Editor, Helper};
use std::io::{BufRead, IsTerminal, StdinLock, Write};

/// Where the lines typed at the prompt come from.
pub enum Prompt {
    /// A person at a terminal.
    Terminal(Box<Editor<Words, DefaultHistory>>),
    /// A pipe or a file.
    Plain(StdinLock<'static>),
}

impl Prompt {
    /// The editor when both ends are a terminal, else plain reading.
    pub fn new() -> Prompt {
        let terminal = std::io::stdin().is_terminal() && std::io::stdout().is_terminal();
        if terminal {
            // Tab lists the candidates, as shells do, rather than cycling through them.
            let config = Config::builder()
                .completion_type(CompletionType::List)
                .build();
            if let Ok(mut editor) = Editor::with_config(config) {
                editor.set_helper(Some(Words(Vec::new())));
                return Prompt::Terminal(Box::new(editor));
            }
        }
        Prompt::Plain(std::io::stdin().lock())
    }

    /// Shows `prompt` and reads one line, offering `words` to Tab; `None`
    /// at the end of input, or when the person presses Ctrl-C or Ctrl-D.
    pub fn read(&mut self, prompt: &str, words: Vec<String>) -> Result<Option<String>, CliError> {
        match self {
            Prompt::Terminal(editor) => {
                if let Some(helper) = editor.helper_mut() {
                    helper.0 = words;
                }
                match editor.readline(prompt) {
                    Ok(line) => {
                        if !line.trim().is_empty() {
                            // A history that cannot grow still lets the game go on.
                            let _ = editor.add_history_entry(line.as_str());
                        }
                        Ok(Some(line))
                    }
                    Err(ReadlineError::Eof | ReadlineError::Interrupted) => Ok(None),
                    Err(e) => Err(CliError::Input(std::io::Error::other(e))),
                }
            }
            Prompt::Plain(input) => {
                let mut out = std::io::stdout();
                write!(out, "{prompt}")
                    .and_then(|()| out.flush())
                    .map_err(CliError::Output)?;
                let mut line = String::new();
                match input.read_line(&mut line).map_err(CliError::Input)? {
                    0 => Ok(None),
                    _ => Ok(Some(line)),
                }
            }
        }
    }
}

/// What Tab completes at the prompt: the legal moves and the commands.
pub struct Words(Vec<String>);

impl Completer for Words {
    type Candidate = String;

    fn complete(
        &self,
        line: &str,
        pos: usize,
        _ctx: &Context<'_>,
    ) -> rustyline::Result<(usize, Vec<String>)> {
        Ok((0, completions(&self.0, &line[..pos])))
    }
}

/// The words that begin with what was typed.
fn completions(words: &[String], typed: &str) -> Vec<String> {
    words
        .iter()
        .filter(|word| word.starts_with(typed))
        .cloned()
        .collect()
}

impl Hinter for Words {
    type Hint = String;
}
impl Highlighter for Words {}
impl Validator for Words {}
impl Helper for Words {}

#[cfg(test)]
mod tests {
    use super::completions;

    #[test]
    fn tab_offers_the_words_that_begin_with_the_text() {
        let words: Vec<String> = ["a1", "a2", "b1", "hint", "undo"]
            .map(String::from)
            .to_vec();
        assert_eq!(completions(&words, "a"), ["a1", "a2"]);
        assert_eq!(completions(&words, "h"), ["hint"]);
        assert!(completions(&words, "z").is_empty());
        assert_eq!(completions(&words, "").len(), 5);
    }
}
