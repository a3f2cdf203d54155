//! The section splitter, shared by `game!` and `#[derive(Game)]`: a list
//! of `keyword: values`, separated by commas, where a value may itself
//! hold commas (`players: X, O`). A section runs to the next `, keyword:`.
//!
//! Splitting comes before parsing, so that a mistake in one section is
//! reported and the others are still read: every error of a declaration
//! comes out at once. The two front ends differ only in what a section's
//! head looks like, so the splitter is generic over it.

use crate::ctxt::Ctxt;
use proc_macro2::{Ident, Spacing, TokenStream, TokenTree};

/// What opens a section: its keyword, and whatever else the front end
/// allows before the values.
pub trait Head: Sized {
    /// Reads a head at `tokens[at..]`: the head, and where its values start.
    fn read(tokens: &[TokenTree], at: usize) -> Option<(Self, usize)>;

    /// Whether the head names a real section: found among another
    /// section's values, it means a forgotten comma.
    fn is_known(&self) -> bool;

    /// The keyword as written, for messages.
    fn text(&self) -> String;
}

/// One section: its head, the head's tokens and the values' tokens.
pub struct Part<H> {
    pub head: H,
    pub head_tokens: Vec<TokenTree>,
    pub values: Vec<TokenTree>,
}

/// Whether `t` is the punctuation `c`.
pub fn is_punct(t: Option<&TokenTree>, c: char) -> bool {
    matches!(t, Some(TokenTree::Punct(p)) if p.as_char() == c)
}

/// Whether `t` is a single `:`, not the first half of a path's `::`.
pub fn is_colon(t: Option<&TokenTree>) -> bool {
    matches!(t, Some(TokenTree::Punct(p)) if p.as_char() == ':' && p.spacing() == Spacing::Alone)
}

/// The run of words starting at `tokens[at]`, and where it ends.
pub fn words_at(tokens: &[TokenTree], at: usize) -> (Vec<Ident>, usize) {
    let mut words = Vec::new();
    let mut j = at;
    while let Some(TokenTree::Ident(id)) = tokens.get(j) {
        words.push(id.clone());
        j += 1;
    }
    (words, j)
}

/// Splits `body` into sections. A stretch that opens with no head is
/// reported with `expected` and skipped to the next section.
pub fn split<H: Head>(body: TokenStream, expected: &str, cx: &mut Ctxt) -> Vec<Part<H>> {
    let tokens: Vec<TokenTree> = body.into_iter().collect();
    let starts_section =
        |i: usize| is_punct(tokens.get(i - 1), ',') && H::read(&tokens, i).is_some();
    let mut parts = Vec::new();
    let mut i = 0;
    while i < tokens.len() {
        let Some((head, values_start)) = H::read(&tokens, i) else {
            cx.error(tokens[i].span(), expected);
            i += 1;
            while i < tokens.len() && !starts_section(i) {
                i += 1;
            }
            continue;
        };
        let (end, next) = values_end::<H>(&tokens, values_start, cx);
        let mut values = &tokens[values_start..end];
        if is_punct(values.last(), ',') {
            values = &values[..values.len() - 1]; // a trailing comma
        }
        parts.push(Part {
            head,
            head_tokens: tokens[i..values_start].to_vec(),
            values: values.to_vec(),
        });
        i = next;
    }
    parts
}

/// Where the values starting at `start` end, and where the next section
/// starts: at the next `, keyword:`, or at a known keyword with no comma
/// before it, which is reported as a forgotten comma.
fn values_end<H: Head>(tokens: &[TokenTree], start: usize, cx: &mut Ctxt) -> (usize, usize) {
    let mut end = start;
    while end < tokens.len() {
        if is_punct(tokens.get(end), ',') && H::read(tokens, end + 1).is_some() {
            return (end, end + 1);
        }
        if end > start {
            if let Some((head, _)) = H::read(tokens, end).filter(|(h, _)| h.is_known()) {
                cx.error(
                    tokens[end].span(),
                    format!("missing `,` before the `{}:` section", head.text()),
                );
                return (end, end);
            }
        }
        end += 1;
    }
    (end, end)
}

/// Splits values at top-level commas; commas inside brackets belong to the
/// item. A trailing comma makes no empty item.
pub fn items(values: &[TokenTree]) -> Vec<Vec<TokenTree>> {
    let mut items = vec![Vec::new()];
    for t in values {
        if is_punct(Some(t), ',') {
            items.push(Vec::new());
        } else {
            items.last_mut().expect("never empty").push(t.clone());
        }
    }
    if items.last().is_some_and(Vec::is_empty) {
        items.pop();
    }
    items
}
