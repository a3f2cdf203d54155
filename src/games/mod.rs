//! The catalog: every game here is declared with the DSL, never written by
//! hand against the runtime trait.
