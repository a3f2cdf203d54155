//! Each move once, whatever a kind's rules repeat.
//!
//! A kind's rules may describe the same move twice: a compound such as
//! `RW` (a rook that also steps like a wazir), two leaps whose images
//! coincide (`leap(1, 2), leap(2, 1)`), a capture-only step beside a step
//! that may land anywhere. The move generator emits every rule on its own,
//! so before it sees them the rules are cut into *atoms*, one vector each,
//! and every atom gives up the targets that another atom already reaches
//! from the same cell:
//!
//! - an atom of the same shape (slide or step, number of steps, first move
//!   only, same shot) written earlier;
//! - the same atom without `on first move`, which covers the one with it;
//! - a slide along the same vector, which reaches every cell that a step or
//!   a longer step along it reaches (a longer step crosses empty cells,
//!   which the slide crosses too);
//! - a leap of the whole vector, which reaches the cell a longer step
//!   reaches by walking.
//!
//! Two atoms that reach the same cell only in some positions (a slide
//! along `(1, 0)` and a leap by `(2, 0)`, which meet when the cell between
//! is empty) cannot be split this way; [`distinct`] reports them and the
//! checker refuses the piece. So does a longer step covered by another rule
//! in a game with en passant, whose flag only the longer step sets.

use super::MoveRule;
use crate::vocab::Target;

/// Two rules, by index, that reach a cell from the same one in some
/// positions and not in others.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Overlap {
    pub first: usize,
    pub second: usize,
}

/// One vector of one rule.
struct Atom<'a> {
    rule: usize,
    source: &'a MoveRule,
    vector: (i32, i32),
    /// What the atom may land on: bit 0 an empty cell, bit 1 an enemy.
    lands: u8,
}

fn bits(target: Target) -> u8 {
    match target {
        Target::Empty => 1,
        Target::Enemy => 2,
        Target::Either => 3,
    }
}

fn target(bits: u8) -> Target {
    match bits {
        1 => Target::Empty,
        2 => Target::Enemy,
        _ => Target::Either,
    }
}

/// Whether `a` makes every move `b` makes (on the targets both have):
/// `earlier` breaks the tie between two atoms of the same shape.
fn covers(a: &Atom, b: &Atom, earlier: bool, flags_long_steps: bool) -> bool {
    let (ra, rb) = (a.source, b.source);
    // A move limited to a first move or to a zone covers only the same
    // move limited the same way.
    let limited = |r: &MoveRule| {
        r.first_move
            || r.from.is_some()
            || r.within.is_some()
            || !r.except.is_empty()
            || r.avoid.is_some()
    };
    let same_limits = ra.first_move == rb.first_move
        && ra.from == rb.from
        && ra.avoid == rb.avoid
        && ra.within == rb.within
        && ra.except == rb.except;
    if ra.shot != rb.shot || (limited(ra) && !same_limits) {
        return false;
    }
    let same_shape = ra.slide == rb.slide
        && ra.by_count == rb.by_count
        && ra.steps == rb.steps
        && ra.hop == rb.hop
        && ra.lame == rb.lame
        && a.vector == b.vector;
    if same_shape {
        return earlier || !same_limits;
    }
    // A hop covers only a hop like it, a slide by count only one like it;
    // a leap covers the lame leap of its vector, which lands where it does
    // when nothing blocks it.
    if ra.hop.is_some() || rb.hop.is_some() || ra.by_count || rb.by_count {
        return false;
    }
    if rb.lame || ra.lame {
        return !ra.lame && !ra.slide && ra.steps == 1 && rb.steps == 1 && a.vector == b.vector;
    }
    if rb.slide || (rb.steps > 1 && flags_long_steps) {
        return false;
    }
    let walked = (b.vector.0 * rb.steps as i32, b.vector.1 * rb.steps as i32);
    if ra.slide {
        // Every cell a step or a longer step along the vector reaches.
        a.vector == b.vector
    } else {
        // A leap by the whole of a longer step.
        ra.steps == 1 && rb.steps > 1 && a.vector == walked
    }
}

/// The displacements an atom may reach from its cell, on a board whose
/// longer side is `side`.
fn reach(atom: &Atom, side: i32) -> Vec<(i32, i32)> {
    let (dx, dy) = atom.vector;
    let r = atom.source;
    if r.hop.is_some() {
        // Over a screen, so at least two cells along.
        (2..=side).map(|k| (k * dx, k * dy)).collect()
    } else if r.slide {
        (1..=side).map(|k| (k * dx, k * dy)).collect()
    } else {
        let n = r.steps as i32;
        vec![(n * dx, n * dy)]
    }
}

/// The rules of one kind with every move listed once: each rule keeps the
/// vectors and targets that no other reaches first, and is split where its
/// vectors keep different targets. `flags_long_steps`: the game has en
/// passant, whose flag a longer step sets. `side`: the longer side of the
/// board. Shots are compared whole: two compound rules with different
/// shots from overlapping moves are an [`Overlap`].
pub fn distinct(
    rules: &[MoveRule],
    flags_long_steps: bool,
    side: usize,
) -> Result<Vec<MoveRule>, Overlap> {
    let mut atoms: Vec<Atom> = rules
        .iter()
        .enumerate()
        .flat_map(|(rule, source)| {
            source.vectors.iter().map(move |&vector| Atom {
                rule,
                source,
                vector,
                lands: bits(source.target),
            })
        })
        .collect();
    let originals: Vec<u8> = atoms.iter().map(|a| a.lands).collect();
    for i in 0..atoms.len() {
        let mut lands = originals[i];
        for (j, &theirs) in originals.iter().enumerate() {
            if j != i && covers(&atoms[j], &atoms[i], j < i, flags_long_steps) {
                lands &= !theirs;
            }
        }
        atoms[i].lands = lands;
    }
    // What is left must never meet: atoms that reach a common displacement
    // with a common target would list a move twice in some positions.
    let side = side as i32;
    for (i, a) in atoms.iter().enumerate() {
        for b in &atoms[i + 1..] {
            // A compound move and a plain one are different moves.
            let compound = a.source.shot.is_some() != b.source.shot.is_some();
            // A slide stops at the first piece along its line, and a hop
            // along the same line lands beyond it.
            let apart = a.vector == b.vector
                && a.source.slide
                && b.source.slide
                && (a.source.hop.is_some() != b.source.hop.is_some());
            if a.lands & b.lands != 0 && a.rule != b.rule && !compound && !apart {
                let ra = reach(a, side);
                if reach(b, side).iter().any(|d| ra.contains(d)) {
                    return Err(Overlap {
                        first: a.rule,
                        second: b.rule,
                    });
                }
            }
        }
    }
    // Each rule again, split by what its vectors still land on, in order.
    let mut out: Vec<MoveRule> = Vec::new();
    for (r, rule) in rules.iter().enumerate() {
        let mut parts: Vec<MoveRule> = Vec::new();
        for atom in atoms.iter().filter(|a| a.rule == r && a.lands != 0) {
            let t = target(atom.lands);
            match parts.iter_mut().find(|p| p.target == t) {
                Some(p) => p.vectors.push(atom.vector),
                None => parts.push(MoveRule {
                    vectors: vec![atom.vector],
                    target: t,
                    ..rule.clone()
                }),
            }
        }
        out.extend(parts);
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::vocab::Hop;

    fn rule(slide: bool, vectors: &[(i32, i32)], target: Target) -> MoveRule {
        MoveRule {
            slide,
            vectors: vectors.to_vec(),
            steps: 1,
            target,
            first_move: false,
            from: None,
            shot: None,
            hop: None,
            lame: false,
            within: None,
            except: Vec::new(),
            by_count: false,
            avoid: None,
        }
    }

    const ORTHOGONAL: [(i32, i32); 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];

    fn count(rules: &[MoveRule]) -> usize {
        rules.iter().map(|r| r.vectors.len()).sum()
    }

    #[test]
    fn a_hop_never_meets_the_slide_along_its_line() {
        let cannon = [
            rule(true, &ORTHOGONAL, Target::Empty),
            MoveRule {
                hop: Some(Hop::Beyond),
                ..rule(true, &ORTHOGONAL, Target::Enemy)
            },
        ];
        assert_eq!(count(&distinct(&cannon, false, 10).unwrap()), 8);
        // The banner: a rook that also hops to capture, and a lame knight
        // beside a knight, which covers it.
        let banner = [
            rule(true, &ORTHOGONAL, Target::Either),
            MoveRule {
                hop: Some(Hop::Beyond),
                ..rule(true, &ORTHOGONAL, Target::Enemy)
            },
        ];
        assert_eq!(count(&distinct(&banner, false, 10).unwrap()), 8);
        let horses = [
            MoveRule {
                lame: true,
                ..rule(false, &[(1, 2)], Target::Either)
            },
            rule(false, &[(1, 2)], Target::Either),
        ];
        assert_eq!(count(&distinct(&horses, false, 10).unwrap()), 1);
        // A capture by hopping and one by leaping two cells meet when a
        // screen stands between.
        let meet = [
            MoveRule {
                hop: Some(Hop::Beyond),
                ..rule(true, &ORTHOGONAL, Target::Enemy)
            },
            rule(false, &[(0, 2)], Target::Enemy),
        ];
        assert!(distinct(&meet, false, 10).is_err());
    }

    #[test]
    fn a_slide_covers_the_step_along_it() {
        let rules = [
            rule(true, &ORTHOGONAL, Target::Either),
            rule(false, &ORTHOGONAL, Target::Either),
        ];
        let out = distinct(&rules, false, 8).unwrap();
        assert_eq!(out, [rules[0].clone()]);
    }

    #[test]
    fn a_step_keeps_the_targets_the_slide_lacks() {
        // A rook that only moves, and a wazir: the wazir's captures stay.
        let rules = [
            rule(true, &ORTHOGONAL, Target::Empty),
            rule(false, &ORTHOGONAL, Target::Either),
        ];
        let out = distinct(&rules, false, 8).unwrap();
        assert_eq!(out.len(), 2);
        assert_eq!(out[1].target, Target::Enemy);
        assert_eq!(count(&out), 8);
    }

    #[test]
    fn repeated_leaps_count_once() {
        let knight = [(1, 2), (2, 1), (-1, 2), (-2, 1)];
        let rules = [
            rule(false, &knight, Target::Either),
            rule(false, &knight, Target::Either),
        ];
        assert_eq!(count(&distinct(&rules, false, 8).unwrap()), 4);
    }

    #[test]
    fn a_move_on_the_first_move_only_is_covered_by_the_same_move_always() {
        let mut first = rule(false, &[(0, 1)], Target::Empty);
        first.first_move = true;
        let always = rule(false, &[(0, 1)], Target::Empty);
        let out = distinct(&[first, always.clone()], false, 8).unwrap();
        assert_eq!(out, [always]);
    }

    #[test]
    fn a_leap_covers_a_longer_step_unless_it_flags_en_passant() {
        let mut double = rule(false, &[(0, 1)], Target::Empty);
        double.steps = 2;
        let leap = rule(false, &[(0, 2)], Target::Empty);
        let both = [double, leap];
        let out = distinct(&both, false, 8).unwrap();
        assert_eq!(out, both[1..]);
        let e = distinct(&both, true, 8).unwrap_err();
        assert_eq!((e.first, e.second), (0, 1));
    }

    #[test]
    fn a_slide_and_a_longer_leap_along_it_cannot_be_split() {
        let rules = [
            rule(true, &ORTHOGONAL, Target::Either),
            rule(false, &[(2, 0)], Target::Either),
        ];
        assert_eq!(
            distinct(&rules, false, 8),
            Err(Overlap {
                first: 0,
                second: 1
            })
        );
        // Apart, they never meet: a slide that only captures, a leap that
        // only moves, are different moves even on the same cell.
        let rules = [
            rule(true, &ORTHOGONAL, Target::Enemy),
            rule(false, &[(2, 0)], Target::Empty),
        ];
        assert!(distinct(&rules, false, 8).is_ok());
    }
}
