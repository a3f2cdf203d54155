//! How the pieces of a game attack, derived from the rules that generate
//! their moves: there is no second description of attacks. A capture by a
//! step or leap attacks the cell it lands on; a capture by a slide attacks
//! the first occupied cell along each of its directions; a capturing hop
//! the first piece beyond its screen; a lame leap the cell it lands on
//! when the cells it crosses are empty.

use crate::ir::{Pieces, Royal};
use crate::vocab::Hop;

/// Who attacks by a rule: pieces of a kind, perhaps only those standing
/// on some cells (`from`, per side).
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Who {
    pub kind: usize,
    pub from: Option<[Vec<usize>; 2]>,
    /// `within`: the cells (per side) the rule starts and lands on.
    pub within: Option<[Vec<usize>; 2]>,
    /// `except`: the index of the kinds it neither hops over nor takes,
    /// among [`Pieces::except_sets`].
    pub except: Option<usize>,
}

/// Each vector or direction of a kind of attack, with who attacks by it.
pub type Group = Vec<((i32, i32), Vec<Who>)>;

/// The pieces' attacks, grouped as the generated code tests them.
pub struct Attacks {
    /// Each vector (as the first player sees it) that some kind captures
    /// by with a step or a leap, with those kinds.
    pub leaps: Group,
    /// Each direction that some kind captures along with a slide, with
    /// those kinds.
    pub slides: Group,
    /// Every direction some kind slides or hops along, capturing or not.
    pub slide_moves: Vec<(i32, i32)>,
    /// Each direction some kind captures along by hopping over a screen,
    /// by where it lands, with those kinds.
    pub hops: Vec<(Hop, Group)>,
    /// Each vector some kind captures by with a lame leap.
    pub lame: Group,
}

/// The leaps of a set of kinds that leap alike: the kinds, and every
/// vector any of them captures by.
pub struct LeapGroup {
    pub kinds: Vec<Who>,
    pub vectors: Vec<(i32, i32)>,
}

fn add(groups: &mut Group, v: (i32, i32), who: Who) {
    match groups.iter_mut().find(|(w, _)| *w == v) {
        Some((_, all)) if !all.contains(&who) => all.push(who),
        Some(_) => {}
        None => groups.push((v, vec![who])),
    }
}

impl Attacks {
    pub fn of(p: &Pieces) -> Self {
        let mut attacks = Attacks {
            leaps: Vec::new(),
            slides: Vec::new(),
            slide_moves: Vec::new(),
            hops: Vec::new(),
            lame: Vec::new(),
        };
        let sets = p.except_sets();
        for (k, kind) in p.kinds.iter().enumerate() {
            // A slide by count, in a game without a royal piece, attacks
            // nothing the search needs to know of.
            for rule in kind.moves.iter().filter(|m| !m.by_count) {
                let mut except = rule.except.clone();
                except.sort_unstable();
                let who = Who {
                    kind: k,
                    from: rule.from.clone(),
                    within: rule.within.clone(),
                    except: sets.iter().position(|s| *s == except),
                };
                for &v in &rule.vectors {
                    if rule.slide && !attacks.slide_moves.contains(&v) {
                        attacks.slide_moves.push(v);
                    }
                    if !rule.target.captures() || rule.steps > 1 {
                        continue;
                    }
                    if let Some(hop) = rule.hop {
                        let at = match attacks.hops.iter().position(|(h, _)| *h == hop) {
                            Some(i) => i,
                            None => {
                                attacks.hops.push((hop, Vec::new()));
                                attacks.hops.len() - 1
                            }
                        };
                        add(&mut attacks.hops[at].1, v, who.clone());
                    } else if rule.slide {
                        add(&mut attacks.slides, v, who.clone());
                    } else if rule.lame {
                        add(&mut attacks.lame, v, who.clone());
                    } else {
                        add(&mut attacks.leaps, v, who.clone());
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
        // Royal pieces that may not face look along the four lines.
        if royal.is_some_and(|r| r.facing_forbidden || r.facing_ends) {
            for d in [(0, 1), (0, -1), (1, 0), (-1, 0)] {
                add(d);
            }
        }
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
