//! Bitboards for generated games (being written).
