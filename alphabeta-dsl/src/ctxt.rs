//! The error collector: every phase reports here instead of stopping at the
//! first mistake, and the errors are combined at one checkpoint.
//!
//! A note (such as where a duplicate was first defined) is part of its
//! error, on a line of its own: stable Rust lets a macro emit errors but no
//! notes, so the note names the line it points at instead of underlining it.

use proc_macro2::Span;
use std::fmt::Display;

/// Errors found so far, in the order found.
#[derive(Default)]
pub struct Ctxt {
    errors: Vec<syn::Error>,
}

impl Ctxt {
    pub fn new() -> Self {
        Self::default()
    }

    /// Reports `message` at `span`.
    pub fn error(&mut self, span: Span, message: impl Display) {
        self.errors.push(syn::Error::new(span, message));
    }

    /// Reports `message` at `span`, with a note that says where `subject`
    /// (the token at `note_span`, such as the first definition of a
    /// duplicate) stands: "note: the first `board:` is on line 4".
    pub fn error_with_note(
        &mut self,
        span: Span,
        message: impl Display,
        note_span: Span,
        subject: impl Display,
    ) {
        let (line, here) = (note_span.start().line, span.start().line);
        let place = match line {
            0 => "in the same declaration".to_string(),
            _ if line == here => "on the same line".to_string(),
            _ => format!("on line {line}"),
        };
        self.error(span, format!("{message}\nnote: {subject} is {place}"));
    }

    /// Takes a parse error as it is.
    pub fn push(&mut self, error: syn::Error) {
        self.errors.push(error);
    }

    /// How many errors so far.
    pub fn error_count(&self) -> usize {
        self.errors.len()
    }

    /// The checkpoint: every error combined into one, if there were any.
    pub fn check(self) -> Result<(), syn::Error> {
        let mut errors = self.errors.into_iter();
        match errors.next() {
            None => Ok(()),
            Some(mut first) => {
                for e in errors {
                    first.combine(e);
                }
                Err(first)
            }
        }
    }

    /// The messages alone, for unit tests.
    #[cfg(test)]
    pub fn messages(&self) -> Vec<String> {
        self.errors
            .iter()
            .flat_map(|e| e.clone().into_iter().map(|e| e.to_string()))
            .collect()
    }
}
