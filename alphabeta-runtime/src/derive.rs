//! What `#[derive(Game)]` builds on: the play function's word on the next
//! turn, the rule functions' signatures, the field hash, and the default
//! position notation through the fields.
//!
//! Users rarely name anything here but [`Turn`]; the derive's generated code
//! calls the rest, through traits whose `#[diagnostic::on_unimplemented]`
//! messages say, at the user's own token, what the derive expected.

use crate::{NotationError, Outcome, Side};
use core::fmt;
use core::hash::{Hash, Hasher};

/// Who moves after a move, as a derived game's play function says it.
///
/// A play function that returns `()` always hands the turn over; one that
/// returns a `Turn` decides, move by move (a Kalah sowing that ends in the
/// player's own store returns [`Turn::Again`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Turn {
    /// The opponent moves next.
    Next,
    /// The player who just moved moves again.
    Again,
}

/// What a derived game's play function may return: `()` (the turn passes)
/// or a [`Turn`].
#[diagnostic::on_unimplemented(
    message = "a play function returns `()` or `Turn`, not `{Self}`",
    label = "this play function returns `{Self}`",
    note = "return `Turn::Again` when the player who moved moves again, `Turn::Next` otherwise"
)]
pub trait IntoTurn {
    /// The turn this return value means.
    fn into_turn(self) -> Turn;
}

impl IntoTurn for () {
    #[inline]
    fn into_turn(self) -> Turn {
        Turn::Next
    }
}

impl IntoTurn for Turn {
    #[inline]
    fn into_turn(self) -> Turn {
        self
    }
}

/// `T` itself, as a bound: `F: Same<T>` holds only when `F` is `T`.
pub trait Same<T> {}

impl<T> Same<T> for T {}

/// The signature no function has: the rule-function traits below each
/// have a second impl for it, which never holds. With two candidate impls,
/// rustc reports a function of the wrong signature (even of the wrong
/// number of arguments) as not implementing the trait, in the trait's own
/// words, instead of as a closure-argument mismatch in this file.
#[derive(Clone, Copy, Debug)]
pub enum WrongSignature {}

/// Declares the trait a rule function's signature is checked by: the
/// message rustc gives for a function that does not fit, an impl for every
/// function that does, and the never-holding one for [`WrongSignature`].
macro_rules! rule_fn {
    ($(
        $(#[$doc:meta])*
        $name:ident<$($g:ident),*> = fn($($arg:ident: $ty:ty),*) $(-> $ret:ty)?,
            message = $message:literal, note = $note:literal;
    )*) => {$(
        $(#[$doc])*
        #[diagnostic::on_unimplemented(message = $message, label = "found `{Self}`", note = $note)]
        pub trait $name<$($g,)* Signature> {
            /// Calls the function.
            fn call(self, $($arg: $ty),*) $(-> $ret)?;
        }

        #[diagnostic::do_not_recommend]
        impl<$($g,)* F: FnOnce($($ty),*) $(-> $ret)?> $name<$($g,)* fn($($ty),*) $(-> $ret)?> for F {
            #[inline]
            fn call(self, $($arg: $ty),*) $(-> $ret)? {
                self($($arg),*)
            }
        }

        #[diagnostic::do_not_recommend]
        impl<$($g,)* F: Same<WrongSignature>> $name<$($g,)* WrongSignature> for F {
            fn call(self, $(_: $ty),*) $(-> $ret)? {
                unreachable!("no function has the signature `WrongSignature`")
            }
        }
    )*};
}

rule_fn! {
    /// What `start:` names: `fn() -> G`.
    StartFn<G> = fn() -> G,
        message = "`start:` names a function `fn() -> {G}`",
        note = "it makes the start position; the derive fills in the `hash` field";
    /// What `generate:` names: `fn(&G, &mut Moves)`.
    GenerateFn<G, Moves> = fn(position: &G, moves: &mut Moves),
        message = "`generate:` names a function `fn(&{G}, &mut {Moves})`",
        note = "it pushes the legal moves onto the list it is given";
    /// What `outcome:` names: `fn(&G) -> Option<Outcome>`.
    OutcomeFn<G> = fn(position: &G) -> Option<Outcome>,
        message = "`outcome:` names a function `fn(&{G}) -> Option<Outcome>`",
        note = "it returns `None` while the game goes on, `Some(Outcome::Win(side))` or `Some(Outcome::Draw)` once it is over";
    /// What `play:` names when the board says whose turn it is: `fn(&mut G, Move)`.
    BoardPlayFn<G, M> = fn(position: &mut G, mv: M),
        message = "`play:` names a function `fn(&mut {G}, {M})`",
        note = "without a `to_move` field the board says whose turn it is, so `play` returns nothing";
    /// What `eval:` names: `fn(&G) -> i32`.
    EvalFn<G> = fn(position: &G) -> i32,
        message = "`eval:` names a function `fn(&{G}) -> i32`",
        note = "it scores the position for the side to move";
    /// What `hints:` names: `fn(&G, Move) -> i32`.
    HintsFn<G, M> = fn(position: &G, mv: M) -> i32,
        message = "`hints:` names a function `fn(&{G}, {M}) -> i32`",
        note = "the searcher tries the moves with the highest hints first";
    /// What the `parse` of a `move notation:` module is.
    ParseMoveFn<G, M> = fn(position: &G, text: &str) -> Result<M, NotationError>,
        message = "the `parse` of a `move notation:` module is `fn(&{G}, &str) -> Result<{M}, NotationError>`",
        note = "it reads one move in the position";
    /// What the `write` of a `move notation:` module is.
    WriteMoveFn<G, M> = fn(position: &G, mv: M, out: &mut dyn fmt::Write) -> fmt::Result,
        message = "the `write` of a `move notation:` module is `fn(&{G}, {M}, &mut dyn fmt::Write) -> fmt::Result`",
        note = "it writes one move of the position";
    /// What the `parse` of a `position notation:` module is.
    ParsePositionFn<G> = fn(text: &str) -> Result<G, NotationError>,
        message = "the `parse` of a `position notation:` module is `fn(&str) -> Result<{G}, NotationError>`",
        note = "it reads a whole position; the derive fills in the `hash` field";
    /// What the `write` of a `position notation:` module is.
    WritePositionFn<G> = fn(position: &G, out: &mut dyn fmt::Write) -> fmt::Result,
        message = "the `write` of a `position notation:` module is `fn(&{G}, &mut dyn fmt::Write) -> fmt::Result`",
        note = "it writes a whole position";
}

/// What `play:` names when the position has a `to_move` field: `fn(&mut G,
/// Move)`, or `fn(&mut G, Move) -> Turn` to say who moves next.
#[diagnostic::on_unimplemented(
    message = "`play:` names a function `fn(&mut {G}, {M})`, or `fn(&mut {G}, {M}) -> Turn` to say who moves next",
    label = "found `{Self}`",
    note = "return `Turn::Again` when the player who moved moves again, `Turn::Next` otherwise"
)]
pub trait PlayFn<G, M, Signature> {
    /// Calls the function: who moves next.
    fn call(self, position: &mut G, mv: M) -> Turn;
}

#[diagnostic::do_not_recommend]
impl<G, M, R: IntoTurn, F: FnOnce(&mut G, M) -> R> PlayFn<G, M, fn(&mut G, M) -> R> for F {
    #[inline]
    fn call(self, position: &mut G, mv: M) -> Turn {
        self(position, mv).into_turn()
    }
}

#[diagnostic::do_not_recommend]
impl<G, M, F: Same<WrongSignature>> PlayFn<G, M, WrongSignature> for F {
    fn call(self, _: &mut G, _: M) -> Turn {
        unreachable!("no function has the signature `WrongSignature`")
    }
}

/// The type of the field marked `#[game(hash)]`, which holds the position's
/// key: a `u64`.
#[diagnostic::on_unimplemented(
    message = "the field marked `#[game(hash)]` holds the position's key, a `u64`, not `{Self}`",
    label = "this field holds the key",
    note = "leave the field out to compute the key from scratch each time"
)]
pub trait KeyField: Copy {
    /// The key of a position whose key is not computed yet.
    const UNSET: Self;
    /// The key the field holds.
    fn key(self) -> u64;
    /// The field holding `key`.
    fn holding(key: u64) -> Self;
}

#[diagnostic::do_not_recommend]
impl KeyField for u64 {
    const UNSET: u64 = 0;
    #[inline]
    fn key(self) -> u64 {
        self
    }
    #[inline]
    fn holding(key: u64) -> u64 {
        key
    }
}

/// The type of the field that says whose turn it is: a [`Side`].
#[diagnostic::on_unimplemented(
    message = "the field marked `#[game(to_move)]` says whose turn it is, a `Side`, not `{Self}`",
    label = "this field says whose turn it is"
)]
pub trait SideField: Copy {
    /// The side the field holds.
    fn side(self) -> Side;
    /// The field holding `side`.
    fn holding(side: Side) -> Self;
}

#[diagnostic::do_not_recommend]
impl SideField for Side {
    #[inline]
    fn side(self) -> Side {
        self
    }
    #[inline]
    fn holding(side: Side) -> Side {
        side
    }
}

/// One step of SplitMix64's output function: a strong 64-bit mix.
#[inline]
const fn mix(x: u64) -> u64 {
    let mut z = x.wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// A small non-allocating [`Hasher`] for a position's fields: eight bytes at
/// a time, multiplied and rotated, with a full mix at the end.
#[derive(Clone, Copy, Debug)]
pub struct FieldHasher(u64);

impl FieldHasher {
    /// A hasher whose keys depend on `seed` (the field's number).
    #[inline]
    #[must_use]
    pub const fn new(seed: u64) -> Self {
        FieldHasher(mix(seed ^ 0x0a1b_e7a0_de71_7e00))
    }

    #[inline]
    fn eat(&mut self, word: u64) {
        self.0 = (self.0 ^ word)
            .wrapping_mul(0x9e37_79b9_7f4a_7c15)
            .rotate_left(29);
    }
}

impl Hasher for FieldHasher {
    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for chunk in &mut chunks {
            let mut word = [0; 8];
            word.copy_from_slice(chunk);
            self.eat(u64::from_le_bytes(word));
        }
        let rest = chunks.remainder();
        if !rest.is_empty() {
            let mut word = [0; 8];
            word[..rest.len()].copy_from_slice(rest);
            // The length keeps `[1]` and `[1, 0]` apart.
            self.eat(u64::from_le_bytes(word) ^ ((rest.len() as u64) << 59));
        }
    }

    #[inline]
    fn write_u8(&mut self, n: u8) {
        self.eat(u64::from(n));
    }

    #[inline]
    fn write_u16(&mut self, n: u16) {
        self.eat(u64::from(n));
    }

    #[inline]
    fn write_u32(&mut self, n: u32) {
        self.eat(u64::from(n));
    }

    #[inline]
    fn write_u64(&mut self, n: u64) {
        self.eat(n);
    }

    #[inline]
    fn write_usize(&mut self, n: usize) {
        self.eat(n as u64);
    }

    #[inline]
    fn finish(&self) -> u64 {
        mix(self.0)
    }
}

/// The key of field number `field` holding `value`: the derived hash XORs
/// one such key per field.
#[inline]
#[must_use]
pub fn field_key<T: Hash + ?Sized>(field: u64, value: &T) -> u64 {
    let mut hasher = FieldHasher::new(field);
    value.hash(&mut hasher);
    hasher.finish()
}

/// The key of item `index` of field number `field` holding `value`: a field
/// marked `#[game(zobrist)]` XORs one such key per item, so a move that
/// changes a few items of a long array updates only their keys.
#[inline]
#[must_use]
pub fn item_key<T: Hash + ?Sized>(field: u64, index: usize, value: &T) -> u64 {
    field_key(mix(field) ^ index as u64, value)
}

/// A field's part in a derived game's default position notation: written
/// as words separated by spaces, read back from the same words.
///
/// Implemented for the integers, `bool`, [`Side`] (`first`, `second`) and
/// arrays of these; implement it for a field type of your own to keep the
/// default notation, or name your own functions with `position notation:`.
#[diagnostic::on_unimplemented(
    message = "`{Self}` has no words in the default position notation",
    label = "a field of a type of your own",
    note = "implement `alphabeta::runtime::derive::FieldNotation` for `{Self}`, or name a module of your own with `position notation:`"
)]
pub trait FieldNotation: Sized {
    /// Writes the field as one or more words, separated by single spaces.
    fn write_field(&self, out: &mut dyn fmt::Write) -> fmt::Result;

    /// Reads the field from the next words, or says what was expected.
    fn parse_field(words: &mut dyn Iterator<Item = &str>) -> Result<Self, String>;
}

macro_rules! field_notation_for_ints {
    ($($t:ty),*) => {$(
        #[diagnostic::do_not_recommend]
        impl FieldNotation for $t {
            fn write_field(&self, out: &mut dyn fmt::Write) -> fmt::Result {
                write!(out, "{self}")
            }

            fn parse_field(words: &mut dyn Iterator<Item = &str>) -> Result<Self, String> {
                let word = words.next().ok_or_else(|| {
                    format!("too few numbers: expected a number from {} to {}", <$t>::MIN, <$t>::MAX)
                })?;
                word.parse().map_err(|_| {
                    format!("`{word}` is not a number from {} to {}", <$t>::MIN, <$t>::MAX)
                })
            }
        }
    )*};
}
field_notation_for_ints!(u8, u16, u32, u64, usize, i8, i16, i32, i64);

#[diagnostic::do_not_recommend]
impl FieldNotation for bool {
    fn write_field(&self, out: &mut dyn fmt::Write) -> fmt::Result {
        write!(out, "{self}")
    }

    fn parse_field(words: &mut dyn Iterator<Item = &str>) -> Result<Self, String> {
        match words.next() {
            Some("true") => Ok(true),
            Some("false") => Ok(false),
            Some(word) => Err(format!("`{word}` is not `true` or `false`")),
            None => Err("too few words: expected `true` or `false`".into()),
        }
    }
}

#[diagnostic::do_not_recommend]
impl FieldNotation for Side {
    fn write_field(&self, out: &mut dyn fmt::Write) -> fmt::Result {
        out.write_str(match self {
            Side::First => "first",
            Side::Second => "second",
        })
    }

    fn parse_field(words: &mut dyn Iterator<Item = &str>) -> Result<Self, String> {
        match words.next() {
            Some("first") => Ok(Side::First),
            Some("second") => Ok(Side::Second),
            Some(word) => Err(format!(
                "`{word}` is not a side to move: `first` or `second`"
            )),
            None => Err("too few words: expected the side to move, `first` or `second`".into()),
        }
    }
}

#[diagnostic::do_not_recommend]
impl<T: FieldNotation + Copy + Default, const N: usize> FieldNotation for [T; N] {
    fn write_field(&self, out: &mut dyn fmt::Write) -> fmt::Result {
        for (i, item) in self.iter().enumerate() {
            if i > 0 {
                out.write_char(' ')?;
            }
            item.write_field(out)?;
        }
        Ok(())
    }

    fn parse_field(words: &mut dyn Iterator<Item = &str>) -> Result<Self, String> {
        let mut items = [T::default(); N];
        for item in &mut items {
            *item = T::parse_field(words)?;
        }
        Ok(items)
    }
}

/// The field called `name` as [`FieldNotation::parse_field`] read it, for a
/// derived game's default position notation: a reason to reject the words
/// becomes an error that names the field.
///
/// # Errors
///
/// [`NotationError::BadPosition`] with the whole `text` when the words do not
/// read as the field.
pub fn name_field<T>(text: &str, name: &str, read: Result<T, String>) -> Result<T, NotationError> {
    read.map_err(|reason| NotationError::BadPosition {
        token: text.to_string(),
        reason: format!("{name}: {reason}"),
    })
}

/// Checks that no words are left after the last field.
///
/// # Errors
///
/// [`NotationError::BadPosition`] naming the first word too many.
pub fn expect_no_more(
    text: &str,
    words: &mut dyn Iterator<Item = &str>,
) -> Result<(), NotationError> {
    match words.next() {
        None => Ok(()),
        Some(extra) => Err(NotationError::BadPosition {
            token: text.to_string(),
            reason: format!("`{extra}` is one word too many"),
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_tell_fields_items_and_values_apart() {
        let mut keys = vec![
            field_key(0, &[1u8, 2, 3]),
            field_key(1, &[1u8, 2, 3]),
            field_key(0, &[1u8, 2, 4]),
            field_key(0, &[1u8, 2, 3, 0]),
            item_key(0, 0, &5u8),
            item_key(0, 1, &5u8),
            item_key(1, 0, &5u8),
            field_key(0, &Side::First),
            field_key(0, &Side::Second),
        ];
        keys.sort_unstable();
        keys.dedup();
        assert_eq!(keys.len(), 9);
        assert_eq!(field_key(3, &[7u8; 14]), field_key(3, &[7u8; 14]));
    }

    #[test]
    fn fields_read_back_what_they_write() {
        let mut text = String::new();
        [[4u8, 0], [3, 255]].write_field(&mut text).unwrap();
        text.push(' ');
        Side::Second.write_field(&mut text).unwrap();
        assert_eq!(text, "4 0 3 255 second");
        let mut words = text.split_whitespace();
        let pits = name_field(&text, "pits", <[[u8; 2]; 2]>::parse_field(&mut words)).unwrap();
        let side = name_field(&text, "to_move", Side::parse_field(&mut words)).unwrap();
        assert_eq!((pits, side), ([[4, 0], [3, 255]], Side::Second));
        assert!(expect_no_more(&text, &mut words).is_ok());
        let err = name_field(
            "1 256",
            "heaps",
            <[u8; 3]>::parse_field(&mut "1 256".split_whitespace()),
        );
        assert_eq!(
            err.unwrap_err().to_string(),
            "bad position `1 256`: heaps: `256` is not a number from 0 to 255"
        );
        assert_eq!(Turn::Again, Turn::Again.into_turn());
        assert_eq!(().into_turn(), Turn::Next);
    }
}
