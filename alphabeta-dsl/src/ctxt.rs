//! The error collector: every phase reports here instead of stopping at the
//! first mistake, and the errors are combined at one checkpoint.

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

    /// Reports `message` at `span` with a second note at an earlier token,
    /// such as the first definition of a duplicate.
    pub fn error_with_note(
        &mut self,
        span: Span,
        message: impl Display,
        note_span: Span,
        note: impl Display,
    ) {
        let mut e = syn::Error::new(span, message);
        e.combine(syn::Error::new(note_span, note));
        self.errors.push(e);
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
