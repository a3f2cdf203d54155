//! Lowering a game of pieces or flips.

use crate::check::{
    DropResolution, EndResolution, Geometry, Parts, Resolution, RuleResolution, Setup,
};
use crate::ir::{
    distinct, Castle, Choice, Counting, DrawCount, Draws, Drops, Gating, Hand, Kind, Landing,
    Motion, MoveRule, Movers, PieceEnd, PieceTest, Pieces, Promote, Quiet, RepetitionEnd,
    RepetitionRule, Royal, Shot,
};
use crate::syntax::{MoveDef, Num, PieceRule, ShotHow, Test as Written};
use crate::vocab::{NoMoves, Verdict};
use proc_macro2::Ident;

pub fn lower(parts: &Parts, r: &Resolution, g: Geometry) -> Pieces {
    let side = g.width.max(g.height);
    let mut kinds: Vec<Kind> = r
        .names
        .iter()
        .zip(&r.letters)
        .map(|(name, &letter)| empty_kind(name, letter))
        .collect();
    // `+L` is the promoted form of the kind written `L` (checked to exist).
    for k in 0..kinds.len() {
        if r.plus[k] {
            kinds[k].base = (0..kinds.len()).find(|&b| !r.plus[b] && r.letters[b] == r.letters[k]);
        }
    }
    for ((kind, def), resolved) in kinds.iter_mut().zip(&parts.pieces).zip(&r.rules) {
        for (rule, resolved) in def.rules.iter().zip(resolved) {
            lower_rule(kind, rule, resolved, parts, &r.setup);
        }
    }
    for (kind, &chains) in kinds.iter_mut().zip(&r.chains) {
        kind.chains = chains;
    }
    // Each move once: the checker refused the rules that cannot be split.
    let flags_long_steps = kinds.iter().any(|k| k.en_passant);
    for kind in &mut kinds {
        if let Ok(moves) = distinct::distinct(&kind.moves, flags_long_steps, side) {
            kind.moves = moves;
        }
    }
    set_values(&mut kinds);
    let (ends, draws) = ends(parts, r);
    let motion = if parts.pieces.is_empty() {
        Motion::Flipping
    } else {
        Motion::Moving(Movers {
            forward: r.forward,
            mandatory: parts
                .captures
                .is_some_and(|c| c.mandatory.is_some() || c.most.is_some()),
            most: parts.captures.is_some_and(|c| c.most.is_some()),
            shot: r.shot.clone(),
            royal: r.royal.map(|kind| Royal {
                kind,
                checkmate: parts.checkmate.map_or(NoMoves::Lose, |(rule, _)| rule),
                stalemate: parts.stalemate.map_or(NoMoves::Draw, |(rule, _)| rule),
                facing_forbidden: parts.facing.is_some(),
                facing_ends: parts.facing_ends.is_some(),
                flight_forbidden: parts.fleeing.is_some(),
                checks_forbidden: parts.checked.is_some(),
                absent: (0..2).find(|&s| r.royals.iter().all(|&k| r.setup.pieces[s][k].is_empty())),
                several: crate::check::several_royals(parts, r),
            }),
            royals: r.royals.clone(),
            explode: r.explode.clone(),
            immune: r.immune.clone(),
            petrify: r.petrify.clone(),
            custodial: r.custodial.clone().map(Box::new),
            pass: parts
                .moves
                .is_some_and(|m| m.kind == crate::vocab::MoveWord::Move && m.pass.is_some()),
        })
    };
    let hand = hand(parts, r, &kinds, g, r.forward);
    Pieces {
        hand,
        kinds,
        setup: r.setup.pieces.clone(),
        blocked: r.setup.blocked.clone(),
        no_moves: parts.no_moves.map_or(NoMoves::Draw, |(rule, _)| rule),
        ends,
        draws,
        motion,
    }
}

/// How many pieces of `kind` the setup gives player `side` on the board.
fn setup_count(setup: &Setup, side: usize, kind: usize) -> u32 {
    u32::try_from(setup.pieces[side][kind].len()).unwrap_or(u32::MAX)
}

/// One rule of a piece, into its kind.
fn lower_rule(
    kind: &mut Kind,
    rule: &PieceRule,
    resolved: &RuleResolution,
    parts: &Parts,
    setup: &Setup,
) {
    match (rule, resolved) {
        (PieceRule::Move(m), resolved) => {
            let mut rule = move_rule(m);
            if let RuleResolution::Move {
                from,
                blockers,
                within,
                except,
                avoid,
            } = resolved
            {
                rule.avoid.clone_from(avoid);
                rule.from.clone_from(from);
                rule.within.clone_from(within);
                rule.except.clone_from(except);
                if let (Some(cells), Some(shot)) = (blockers, rule.shot.as_deref_mut()) {
                    *shot = Shot::Place(cells.clone());
                }
            }
            kind.moves.push(rule);
        }
        (
            PieceRule::Jump {
                dirs,
                chain,
                flying,
                ..
            },
            _,
        ) => {
            kind.flying |= flying.is_some();
            for v in &dirs.vectors {
                if !kind.jumps.contains(v) {
                    kind.jumps.push(*v);
                }
            }
            kind.chain |= chain;
        }
        (
            PieceRule::Promote {
                lost,
                player,
                ends_move,
                at_once,
                optional,
                or_from,
                ..
            },
            RuleResolution::Promote(to, zone),
        ) => {
            let promote = kind.promote.get_or_insert_with(|| Promote {
                to: [Vec::new(), Vec::new()],
                zone: [Vec::new(), Vec::new()],
                ends_move: *ends_move,
                at_once: at_once.is_some(),
                optional: optional.is_some(),
                or_from: *or_from,
            });
            // Checked: `for` names a player, and a piece's rules for the
            // two players differ only in their choices and zones.
            let names = parts.players.map_or(&[][..], |(names, _)| names);
            let sides = match player {
                Some(p) => vec![names.iter().position(|n| n == p).unwrap_or(0)],
                None => vec![0, 1],
            };
            for side in sides {
                promote.to[side] = to
                    .iter()
                    .zip(lost)
                    .map(|(&kind, lost)| Choice {
                        kind,
                        below: lost.map(|_| setup_count(setup, side, kind)),
                    })
                    .collect();
                promote.zone[side].clone_from(&zone[side]);
            }
        }
        (PieceRule::Castle { by, .. }, RuleResolution::Castle(rooks, files)) => {
            let landing = match files {
                Some((low, high)) => Landing::Files(*low, *high),
                None => Landing::By(by.map_or(2, |n| n.value as usize)),
            };
            kind.castle = Some(Castle {
                rooks: rooks.clone(),
                landing,
            });
        }
        (PieceRule::EnPassant(..), RuleResolution::EnPassantAt(zone)) => {
            kind.en_passant = true;
            kind.en_passant_at = Some(zone.clone());
        }
        (PieceRule::EnPassant(..), _) => kind.en_passant = true,
        (PieceRule::Stays { .. }, RuleResolution::Stays(zone)) => kind.stays = Some(zone.clone()),
        // Checked: promotions and castling name declared pieces.
        (PieceRule::Promote { .. } | PieceRule::Castle { .. } | PieceRule::Stays { .. }, _) => {}
    }
}

/// The end conditions tested after each move, and the draws by rule.
fn ends(parts: &Parts, r: &Resolution) -> (Vec<PieceEnd>, Draws) {
    let mut ends = Vec::new();
    let mut draws = Draws::default();
    let mut perpetual = false;
    for (&(verdict, c), resolved) in parts.ends.iter().zip(&r.ends) {
        let test = match (&c.test, resolved) {
            (Written::Reach(_, _, reply), EndResolution::Reach(zone, by)) => PieceTest::Reach {
                zone: zone.clone(),
                by: *by,
                // Checked: `held` by a piece that is not royal, `unless
                // reached back` by the royal one.
                reply: reply.map(|(reply, _)| reply),
            },
            (Written::CapturedAll, _) => PieceTest::CapturedAll,
            (Written::MostPieces, _) => PieceTest::MostPieces,
            (Written::OneGroup, _) => PieceTest::OneGroup,
            (Written::CapturedKind(_), EndResolution::Extinct(kinds)) => {
                PieceTest::CapturedKind(kinds[0])
            }
            (Written::Encircled(_), EndResolution::Extinct(kinds)) => {
                PieceTest::Encircled(kinds[0])
            }
            (Written::Fort(_), EndResolution::Extinct(kinds)) => PieceTest::Fort(kinds[0]),
            // Checked: from 1 to 255.
            (Written::Extinct { below, .. }, EndResolution::Extinct(kinds)) => PieceTest::Extinct {
                below: below.value as u8,
                kinds: kinds.clone(),
            },
            // Checked: the royal piece.
            (Written::Bare { bared_back, .. }, EndResolution::Bare) => PieceTest::Bare {
                bared_back: *bared_back,
            },
            // Checked: from 1 to 255.
            (Written::Checks(n), _) => PieceTest::Checks(n.value as u8),
            (Written::Repetition { count, player, .. }, _) => {
                draws.repetition = Some(repetition_rule(
                    parts,
                    verdict,
                    count.as_ref(),
                    player.as_ref(),
                ));
                continue;
            }
            (Written::PerpetualCheck, _) => {
                perpetual = true;
                continue;
            }
            (Written::Quiet { moves, .. }, EndResolution::Quiet { capture, kinds }) => {
                draws.quiet = Some(Quiet {
                    plies: 2 * moves.value as u32,
                    capture: *capture,
                    kinds: kinds.clone(),
                });
                continue;
            }
            (Written::Material(m), EndResolution::Material(kinds)) => {
                draws
                    .material
                    .push(super::material_draw::lower(m, kinds, parts.pieces.len()));
                continue;
            }
            // Checked: limits from 1 to 255 moves, against 1 to 255 pieces.
            (Written::Counting(c), EndResolution::Counting { without, against }) => {
                let limits = c.bare.iter().flat_map(|b| &b.limits);
                draws.counting = Some(Counting {
                    board: c.board.as_ref().map(|n| 2 * n.value as u16),
                    bare: limits
                        .zip(against)
                        .map(|(l, kind)| {
                            let n = l.against.as_ref().map_or(1, |(n, _)| n.value as u8);
                            (2 * l.moves.value as u16, kind.map(|k| (n, k)))
                        })
                        .collect(),
                    from_pieces: c.bare.as_ref().is_some_and(|b| b.from_pieces),
                    without: without.clone(),
                });
                continue;
            }
            // Checked: placement conditions stay in placement games, and
            // the others resolved.
            _ => continue,
        };
        ends.push(PieceEnd { verdict, test });
    }
    let names = parts.players.map_or(&[][..], |(names, _)| names);
    draws.odds = parts
        .draw_odds
        .and_then(|(player, _)| names.iter().position(|n| n == player));
    draws.count = parts.draw_count.map(|(points, _)| {
        let mut count = DrawCount::default();
        for p in points {
            // Checked: a declared kind or player.
            if let Some(k) = parts.pieces.iter().position(|d| d.name == p.name) {
                count.kinds.push((k, p.halves));
            } else if let Some(s) = names.iter().position(|n| *n == p.name) {
                count.bonus[s] = p.halves;
            }
        }
        count
    });
    if let Some(rule) = &mut draws.repetition {
        rule.perpetual_check = perpetual;
    }
    (ends, draws)
}

/// `draw: repetition(4)`, `lose: repetition(2)`, `win: repetition for
/// Sente`: how many times a position stands, and for whom the game ends
/// (perpetual check is added by the caller).
pub(crate) fn repetition_rule(
    parts: &Parts,
    verdict: Verdict,
    count: Option<&Num>,
    player: Option<&Ident>,
) -> RepetitionRule {
    // Checked: a declared player, under `win:` or `lose:` only.
    let side = player.and_then(|p| {
        parts
            .players
            .and_then(|(names, _)| names.iter().position(|n| n == p))
    });
    let end = match (verdict, side) {
        (Verdict::Draw, _) => RepetitionEnd::Draw,
        (Verdict::Win, Some(s)) => RepetitionEnd::Side(s),
        (Verdict::Lose, Some(s)) => RepetitionEnd::Side(1 - s),
        (verdict, None) => RepetitionEnd::Mover {
            wins: verdict == Verdict::Win,
        },
    };
    RepetitionRule {
        // Checked: from 2 to 255.
        occurrences: count.map_or(3, |n| n.value as u8),
        end,
        perpetual_check: false,
        positional: false,
    }
}

fn empty_kind(name: &str, letter: char) -> Kind {
    Kind {
        name: name.to_string(),
        letter,
        base: None,
        moves: Vec::new(),
        jumps: Vec::new(),
        chain: false,
        chains: None,
        flying: false,
        promote: None,
        castle: None,
        stays: None,
        en_passant: false,
        en_passant_at: None,
        value: 100,
    }
}

pub fn move_rule(m: &MoveDef) -> MoveRule {
    MoveRule {
        slide: m.slide,
        vectors: m.dirs.vectors.clone(),
        steps: m.count.map_or(1, |n| n.value as usize),
        target: m.target,
        first_move: m.first_move.is_some(),
        // Resolved where the rule is lowered.
        from: None,
        // A placement's cells are resolved where the rule is lowered.
        shot: m.shot.as_ref().map(|s| {
            Box::new(match &s.how {
                ShotHow::Shoot(rule) => Shot::Move(move_rule(rule)),
                ShotHow::Place(_) => Shot::Place([Vec::new(), Vec::new()]),
                ShotHow::Behind => Shot::Behind,
            })
        }),
        hop: m.hop,
        lame: m.lame,
        // Resolved where the rule is lowered.
        within: None,
        except: Vec::new(),
        by_count: m.by_count.is_some(),
        // Resolved where the rule is lowered.
        avoid: None,
    }
}

/// A piece's mobility: what it can do in one move, a step or jump direction
/// counting one and a slide direction three.
fn mobility(kind: &Kind) -> i32 {
    let moves: usize = kind
        .moves
        .iter()
        .map(|m| m.vectors.len() * if m.slide { 3 } else { 1 })
        .sum();
    i32::try_from(moves + kind.jumps.len()).unwrap_or(100)
}

/// Each kind's worth, relative to the least mobile piece, which counts 100.
fn set_values(kinds: &mut [Kind]) {
    let least = kinds
        .iter()
        .map(mobility)
        .filter(|&v| v > 0)
        .min()
        .unwrap_or(1);
    for kind in kinds {
        kind.value = 100 * mobility(kind).max(1) / least;
    }
}

/// The hands: what captures do, what each player starts with, and where
/// each kind that can be held may be dropped.
fn hand(parts: &Parts, r: &Resolution, kinds: &[Kind], g: Geometry, forward: i32) -> Option<Hand> {
    let captures = parts.captures.and_then(|c| c.to_hand).map(|(_, keep)| keep);
    let start = r.setup.hand.clone();
    if captures.is_none() && start.iter().flatten().all(|&n| n == 0) {
        return None;
    }
    let cells = g.width * g.height;
    let drops = (0..kinds.len())
        .map(|k| {
            // Held: a piece captured into a hand (royal pieces never are,
            // promoted ones go back unless they keep their promotion), or
            // one a player starts with.
            let captured = captures
                .is_some_and(|keep| Some(k) != r.royal && (keep || kinds[k].base.is_none()));
            if !captured && start.iter().all(|s| s[k] == 0) {
                return None;
            }
            let mut allowed: [Vec<bool>; 2] = [vec![true; cells], vec![true; cells]];
            let mut per_column = None;
            let mut not_mating = false;
            let mut anywhere = false;
            for (kind, rule) in &r.drops {
                if kind.is_some_and(|n| n != k) {
                    continue;
                }
                match rule {
                    DropResolution::NotAt(zone) => {
                        for s in 0..2 {
                            for &c in &zone[s] {
                                allowed[s][c] = false;
                            }
                        }
                    }
                    DropResolution::OnlyAt(zone) => {
                        for s in 0..2 {
                            for (c, ok) in allowed[s].iter_mut().enumerate() {
                                *ok &= zone[s].contains(&c);
                            }
                        }
                    }
                    DropResolution::PerColumn(n) => per_column = Some(*n),
                    DropResolution::NotMating => not_mating = true,
                    DropResolution::Anywhere => anywhere = true,
                    DropResolution::Gating(..) => {}
                }
            }
            let cells = [0, 1].map(|s| {
                (0..cells)
                    .filter(|&c| allowed[s][c] && (anywhere || !dead(&kinds[k], c, s, g, forward)))
                    .collect()
            });
            Some(Drops {
                cells,
                per_column,
                not_mating,
            })
        })
        .collect();
    let gating = r.drops.iter().find_map(|(_, rule)| match rule {
        DropResolution::Gating(only, zone) => Some(Gating {
            cells: zone.clone(),
            only: *only,
        }),
        _ => None,
    });
    Some(Hand {
        captures,
        start,
        drops,
        gating,
    })
}

/// Whether a piece of `kind` of `side` on `cell` could never move: none of
/// its moves or jumps lands on the board, on a board as empty as can be.
pub fn dead(kind: &Kind, cell: usize, side: usize, g: Geometry, forward: i32) -> bool {
    let (w, h) = (g.width as i32, g.height as i32);
    let (x, y) = ((cell % g.width) as i32, (cell / g.width) as i32);
    let s = if side == 0 { forward } else { -forward };
    let lands = |(dx, dy): (i32, i32), n: i32| {
        let (tx, ty) = (x + dx * s * n, y + dy * s * n);
        tx >= 0 && ty >= 0 && tx < w && ty < h
    };
    let moves = kind.moves.iter().any(|m| {
        let starts = m.from.as_ref().is_none_or(|z| z[side].contains(&cell));
        starts && m.vectors.iter().any(|&v| lands(v, m.steps as i32))
    });
    !(moves || kind.jumps.iter().any(|&v| lands(v, 2)))
}
