//! How the pieces of a game attack, derived from the rules that generate
//! their moves: there is no second description of attacks. A capture by a
//! step or leap attacks the cell it lands on; a capture by a slide attacks
//! the first occupied cell along each of its directions.

use crate::ir::{Pieces, Royal};

/// The pieces' attacks, grouped as the generated code tests them.
pub struct Attacks {
    /// Each vector (as the first player sees it) that some kind captures
    /// by with a step or a leap, with those kinds.
    pub leaps: Vec<((i32, i32), Vec<usize>)>,
    /// Each direction that some kind captures along with a slide, with
    /// those kinds.
    pub slides: Vec<((i32, i32), Vec<usize>)>,
    /// Every direction some kind slides along, capturing or not.
    pub slide_moves: Vec<(i32, i32)>,
}

/// The leaps of a set of kinds that leap alike: the kinds, and every
/// vector any of them captures by.
pub struct LeapGroup {
    pub kinds: Vec<usize>,
    pub vectors: Vec<(i32, i32)>,
}

fn add(groups: &mut Vec<((i32, i32), Vec<usize>)>, v: (i32, i32), kind: usize) {
    match groups.iter_mut().find(|(w, _)| *w == v) {
        Some((_, kinds)) if !kinds.contains(&kind) => kinds.push(kind),
        Some(_) => {}
        None => groups.push((v, vec![kind])),
    }
}

impl Attacks {
    pub fn of(p: &Pieces) -> Self {
        let mut attacks = Attacks {
            leaps: Vec::new(),
            slides: Vec::new(),
            slide_moves: Vec::new(),
        };
        for (k, kind) in p.kinds.iter().enumerate() {
            for rule in &kind.moves {
                for &v in &rule.vectors {
                    if rule.slide && !attacks.slide_moves.contains(&v) {
                        attacks.slide_moves.push(v);
                    }
                    if !rule.target.captures() || rule.steps > 1 {
                        continue;
                    }
                    if rule.slide {
                        add(&mut attacks.slides, v, k);
                    } else {
                        add(&mut attacks.leaps, v, k);
                    }
                }
            }
        }
        attacks
    }

    /// The leap vectors grouped by the set of kinds that capture by them:
    /// one table look-up a group finds the leapers that attack a cell.
    pub fn leap_groups(&self) -> Vec<LeapGroup> {
        let mut groups: Vec<LeapGroup> = Vec::new();
        for (v, kinds) in &self.leaps {
            let mut kinds = kinds.clone();
            kinds.sort_unstable();
            match groups.iter_mut().find(|g| g.kinds == kinds) {
                Some(g) => g.vectors.push(*v),
                None => groups.push(LeapGroup {
                    kinds,
                    vectors: vec![*v],
                }),
            }
        }
        groups
    }

    /// The absolute directions whose rays the code reads: each slide as each
    /// side makes it, and the way back from the attacked cell.
    pub fn rays(
        &self,
        royal: Option<Royal>,
        oriented: impl Fn((i32, i32), usize) -> (i32, i32),
    ) -> Vec<(i32, i32)> {
        let mut rays = Vec::new();
        if royal.is_none() {
            return rays;
        }
        let mut add = |d: (i32, i32)| {
            if !rays.contains(&d) {
                rays.push(d);
            }
        };
        for &v in self
            .slide_moves
            .iter()
            .chain(self.slides.iter().map(|(v, _)| v))
        {
            for side in 0..2 {
                let (dx, dy) = oriented(v, side);
                add((dx, dy));
                add((-dx, -dy));
            }
        }
        rays
    }
}
