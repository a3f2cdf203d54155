//! Rules of one's own: the plain Rust functions a placement game names
//! with `when(...)`, each spanned at the user's path so that the compiler
//! reports a wrong signature there.

use proc_macro2::TokenStream;

/// The functions of a game's `when(...)`s; empty when it has none.
#[derive(Default)]
pub struct Hooks {
    /// `place when(f)`: which of the open cells may be filled.
    pub place: Option<TokenStream>,
    /// `or choose(n) when(f)`: how many options, and which are legal.
    pub choose: Option<(usize, TokenStream)>,
    /// The functions of the `when(...)` end conditions, in the order they
    /// are written; `Test::When(i)` names the `i`-th.
    pub ends: Vec<TokenStream>,
}

impl Hooks {
    /// Whether any rule is the user's: the position then keeps its last
    /// move, in its key, since the functions may read it.
    pub fn any(&self) -> bool {
        self.place.is_some() || self.choose.is_some() || !self.ends.is_empty()
    }

    /// How many options a choice offers: 0 without `or choose`.
    pub fn choices(&self) -> usize {
        self.choose.as_ref().map_or(0, |(n, _)| *n)
    }
}
