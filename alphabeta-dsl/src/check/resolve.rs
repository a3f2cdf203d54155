//! What the names of a piece or flipping game stand for: kinds, letters,
//! the setup, zones and the pieces that rules name. Resolved once, with
//! every mistake reported, and kept where each name is used, so that
//! lowering only reads.

use super::cells::{self, CellError, Geometry, Setup, Zone, Zones};
use super::Parts;
use crate::ctxt::Ctxt;
use crate::ir::chains::ChainBound;
use crate::syntax::{BlockerCells, DropRule, GameDef, PieceRule, Reset, ShotHow, Test, ZoneSpec};
use crate::vocab::{letter_of, Section as Keyword};
use proc_macro2::{Ident, Span};

/// What the names of a piece or flipping game stand for.
pub struct Resolution {
    /// The kinds, in declaration order; a flipping game's one kind is its stone.
    pub names: Vec<String>,
    /// Each kind's letter: chosen with `piece Name (L)`, else the name's first.
    pub letters: Vec<char>,
    /// Whether each kind is written `+L`, the promoted form of the kind
    /// written `L`.
    pub plus: Vec<bool>,
    pub setup: Setup,
    /// `1` when the first player moves up the board, `-1` when down.
    pub forward: i32,
    /// The name of what compound moves shoot (`Arrow`), if any.
    pub shot: Option<String>,
    /// The royal kind, if any: the first `royal:` names.
    pub royal: Option<usize>,
    /// Every royal kind, the first first.
    pub royals: Vec<usize>,
    /// For each piece and each of its rules, what the rule names.
    pub rules: Vec<Vec<RuleResolution>>,
    /// For each end condition, what it names.
    pub ends: Vec<EndResolution>,
    /// For each piece whose jumps chain, the bound on its chains, as the
    /// checker found it (`None` for the others).
    pub chains: Vec<Option<ChainBound>>,
    /// For each rule of `drops:`, the kind it names (`None`: every kind)
    /// and what it says.
    pub drops: Vec<(Option<usize>, DropResolution)>,
    /// `captures: explode`: the kinds the blast spares on the cells around.
    pub explode: Option<Vec<usize>>,
    /// `captures: explode ... immune`: the kinds no blast removes.
    pub immune: Vec<usize>,
    /// `captures: petrify`: the kinds that turn into walls as they capture.
    pub petrify: Vec<usize>,
    /// `captures: custodial(n) ...` in a game of pieces.
    pub custodial: Option<crate::ir::Custodial>,
}

/// A rule of `drops:`, its names resolved.
#[derive(Clone)]
pub enum DropResolution {
    NotAt(Zone),
    OnlyAt(Zone),
    PerColumn(u8),
    NotMating,
    Anywhere,
    /// `[only] gating at`: the cells, and whether free drops are gone.
    Gating(bool, Zone),
}

/// What a piece rule names.
#[derive(Clone)]
pub enum RuleResolution {
    /// Nothing.
    None,
    /// A promotion: the kinds to choose from, and the zone.
    Promote(Vec<usize>, Zone),
    /// Castling: the kinds it castles with, and the files it lands on
    /// (`to file c | g`), if named.
    Castle(Vec<usize>, Option<(usize, usize)>),
    /// A move rule: the cells of its `from` zone, and the cells its
    /// `then place` may put a blocker on.
    Move {
        from: Option<Zone>,
        blockers: Option<Zone>,
        /// `within`: the cells it starts, crosses and lands on.
        within: Option<Zone>,
        /// `except`: the kinds it neither hops over nor takes.
        except: Vec<usize>,
        /// `not at` or `not through`: the cells, and which.
        avoid: Option<crate::ir::Avoid>,
    },
    /// `stays in` a zone: its cells.
    Stays(Zone),
    /// `en passant at zone`: the cells its en-passant captures land on.
    EnPassantAt(Zone),
}

/// What an end condition names.
#[derive(Clone)]
pub enum EndResolution {
    None,
    /// `reach(zone)`, by any piece or by one kind.
    Reach(Zone, Option<usize>),
    /// The n-move rule: whether a capture restarts the count, and the kinds
    /// whose moves do.
    Quiet {
        capture: bool,
        kinds: Vec<usize>,
    },
    /// `extinct` or `fewer than`: the kinds counted.
    Extinct(Vec<usize>),
    /// `bare King`, its name found.
    Bare,
    /// `counting(...) without ...`: the kinds that stop the count, and the
    /// kind each limit of a bare player is against, if any.
    Counting {
        without: Vec<usize>,
        against: Vec<Option<usize>>,
    },
    /// A draw by material: the kinds it names, in the order written
    /// ([`crate::syntax::MaterialDraw::kinds`]).
    Material(Vec<usize>),
}

/// Looks names up among the kinds, reporting the unknown ones.
struct Kinds<'n> {
    names: &'n [String],
}

impl Kinds<'_> {
    /// The kind called `name`, or an error that says what `what` needs.
    fn find(&self, name: &Ident, what: &str, cx: &mut Ctxt) -> Option<usize> {
        let text = name.to_string();
        let found = self.names.iter().position(|n| *n == text);
        if found.is_none() {
            let known: Vec<&str> = self.names.iter().map(String::as_str).collect();
            let hint = match crate::suggest::closest(&text, &known) {
                Some(k) => format!(", did you mean `{k}`?"),
                None => format!(": declare it with `piece {text} {{ ... }}`"),
            };
            cx.error(
                name.span(),
                format!("{what} `{text}`, which is not a declared piece{hint}"),
            );
        }
        found
    }
}

/// Resolves the setup, then the zones (whose `last row` depends on the way
/// the setup makes the players move), then the pieces rules name.
pub fn resolve(
    game: &GameDef,
    parts: &Parts,
    g: Geometry,
    shot: Option<String>,
    cx: &mut Ctxt,
) -> Option<Resolution> {
    let mut names: Vec<String> = parts.pieces.iter().map(|p| p.name.to_string()).collect();
    let mut letters: Vec<char> = parts
        .pieces
        .iter()
        .map(|p| {
            p.letter
                .map_or_else(|| letter_of(&p.name.to_string()), |(l, _)| l)
        })
        .collect();
    let mut plus: Vec<bool> = parts.pieces.iter().map(|p| p.plus.is_some()).collect();
    let stones = names.is_empty().then(|| stone_letters(parts));
    if names.is_empty() {
        names.push("Stone".into());
        letters.push('S');
        plus.push(false);
    }
    let pieces = cells::Pieces {
        names: &names,
        letters: &letters,
        plus: &plus,
        shot: shot.as_deref(),
        stones,
    };
    let setup = setup(game, parts, g, &pieces, cx);
    let forward = setup.as_ref().map_or(1, |s| cells::forward(s, g.width));
    let zones = Zones {
        geometry: g,
        parts,
        forward: Some(forward),
    };
    for z in &parts.zones {
        report(zones.cells(&z.cells), cx);
    }
    let kinds = Kinds { names: &names };
    let royals: Vec<usize> = parts
        .royals
        .iter()
        .flat_map(|spec| &spec.names)
        .filter_map(|name| kinds.find(name, "`royal:` names", cx))
        .collect();
    let royal = parts
        .royal
        .and_then(|(name, _)| names.iter().position(|n| name == n));
    let rules = parts
        .pieces
        .iter()
        .map(|p| {
            p.rules
                .iter()
                .map(|rule| resolve_rule(p.name.to_string(), rule, &kinds, &zones, cx))
                .collect()
        })
        .collect();
    let ends = parts
        .ends
        .iter()
        .map(|(_, c)| resolve_end(&c.test, &kinds, &zones, cx))
        .collect();
    let drops = parts
        .drops
        .iter()
        .flat_map(|(rules, _)| rules.iter())
        .filter_map(|d| {
            let kind = match &d.piece {
                Some(name) => Some(kinds.find(name, "`drops:` names", cx)?),
                None => None,
            };
            let rule = match &d.rule {
                DropRule::NotAt(zone) => DropResolution::NotAt(report(zones.cells(zone), cx)?),
                DropRule::OnlyAt(zone) => DropResolution::OnlyAt(report(zones.cells(zone), cx)?),
                DropRule::PerColumn(n) => {
                    let Some(n) = u8::try_from(n.value).ok().filter(|&n| n > 0) else {
                        cx.error(
                            n.span,
                            format!("a `per column` rule counts from 1 to 255 pieces: `{}` is none of them", n.value),
                        );
                        return None;
                    };
                    DropResolution::PerColumn(n)
                }
                DropRule::NotMating => DropResolution::NotMating,
                DropRule::Anywhere => DropResolution::Anywhere,
                DropRule::Gating { only, zone, .. } => {
                    DropResolution::Gating(*only, report(zones.cells(zone), cx)?)
                }
            };
            Some((kind, rule))
        })
        .collect();
    let explode = parts
        .captures
        .and_then(|c| c.explode.as_ref())
        .map(|(_, spared)| {
            spared
                .iter()
                .filter_map(|name| kinds.find(name, "`sparing` names", cx))
                .collect()
        });
    let immune = parts
        .captures
        .and_then(|c| c.immune.as_ref())
        .map(|(_, names)| {
            names
                .iter()
                .filter_map(|name| kinds.find(name, "`immune` names", cx))
                .collect()
        })
        .unwrap_or_default();
    let petrify = parts
        .captures
        .and_then(|c| c.petrify.as_ref())
        .map(|(_, names)| {
            names
                .iter()
                .filter_map(|name| kinds.find(name, "`petrify` names", cx))
                .collect()
        })
        .unwrap_or_default();
    let custodial = super::custodial::resolve(
        parts,
        &zones,
        &mut |name, what, cx| kinds.find(name, what, cx),
        cx,
    );
    if let Some(setup) = &setup {
        super::custodial::captured_kinds_are_set_up(parts, &setup.pieces, &names, cx);
    }
    Some(Resolution {
        custodial,
        explode,
        immune,
        petrify,
        drops,
        names,
        letters,
        plus,
        setup: setup?,
        forward,
        shot,
        royal,
        royals,
        chains: vec![None; parts.pieces.len()],
        rules,
        ends,
    })
}

/// The cells `then place` may put a blocker on: every cell, but those of
/// `not at`, or only those of `only at`.
fn blocker_cells(
    limit: Option<&(BlockerCells, ZoneSpec)>,
    zones: &Zones,
    cx: &mut Ctxt,
) -> Option<Zone> {
    let all: Vec<usize> = (0..zones.geometry.cells()).collect();
    let Some((limit, zone)) = limit else {
        return Some([all.clone(), all]);
    };
    let cells = report(zones.cells(zone), cx)?;
    Some(match limit {
        BlockerCells::OnlyAt => cells,
        BlockerCells::NotAt => {
            cells.map(|side| all.iter().copied().filter(|c| !side.contains(c)).collect())
        }
    })
}

/// The files of `to file c | g`: letters of the board's files, the one
/// towards the low files first.
fn castling_files(files: &[Ident; 2], width: usize, cx: &mut Ctxt) -> Option<(usize, usize)> {
    let last = char::from(b'a' + (width.min(26) as u8) - 1);
    let file = |name: &Ident, cx: &mut Ctxt| {
        let text = name.to_string();
        let mut chars = text.chars();
        match (chars.next(), chars.next()) {
            (Some(c @ 'a'..='z'), None) if usize::from(c as u8 - b'a') < width => {
                Some(usize::from(c as u8 - b'a'))
            }
            _ => {
                cx.error(
                    name.span(),
                    format!("`{text}` is not a file of the board: files are the letters `a` to `{last}`"),
                );
                None
            }
        }
    };
    let (low, high) = (file(&files[0], cx), file(&files[1], cx));
    let (low, high) = (low?, high?);
    if low >= high {
        cx.error_with_note(
            files[1].span(),
            format!(
                "`to file {} | {}`: name the file the piece lands on towards the low files first, then a higher one towards the high files",
                files[0], files[1]
            ),
            files[0].span(),
            "the file towards the low files",
        );
        return None;
    }
    Some((low, high))
}

pub(super) fn report(r: Result<Zone, CellError>, cx: &mut Ctxt) -> Option<Zone> {
    r.map_err(|(span, m)| cx.error(span, m)).ok()
}

fn resolve_rule(
    piece: String,
    rule: &PieceRule,
    kinds: &Kinds,
    zones: &Zones,
    cx: &mut Ctxt,
) -> RuleResolution {
    match rule {
        PieceRule::Promote { to, zone, .. } => {
            let what = format!("`{piece}` promotes to");
            let found: Vec<Option<usize>> =
                to.iter().map(|name| kinds.find(name, &what, cx)).collect();
            let cells = report(zones.cells(zone), cx);
            match (found.into_iter().collect::<Option<Vec<usize>>>(), cells) {
                (Some(to), Some(zone)) => RuleResolution::Promote(to, zone),
                _ => RuleResolution::None,
            }
        }
        PieceRule::Castle {
            rooks, by, files, ..
        } => {
            let what = format!("`{piece}` castles with");
            let found: Vec<Option<usize>> = rooks
                .iter()
                .map(|name| kinds.find(name, &what, cx))
                .collect();
            for (i, name) in rooks.iter().enumerate() {
                if let Some(first) = rooks[..i].iter().find(|n| *n == name) {
                    cx.error_with_note(
                        name.span(),
                        format!("`{piece}` castles with `{name}` twice: name each kind once"),
                        first.span(),
                        format!("the first `{name}`"),
                    );
                }
                if *name == piece {
                    cx.error(
                        name.span(),
                        format!("`{piece}` castles with `{name}`: a piece castles with a piece of another kind"),
                    );
                }
            }
            if let (Some(n), Some(files)) = (by, files) {
                cx.error_with_note(
                    files[0].span(),
                    "a castling piece moves `by` a number of cells or `to file` two files, not both",
                    n.span,
                    "the `by`",
                );
            }
            let files = files
                .as_ref()
                .and_then(|f| castling_files(f, zones.geometry.width, cx));
            match found.into_iter().collect::<Option<Vec<usize>>>() {
                Some(rooks) => RuleResolution::Castle(rooks, files),
                None => RuleResolution::None,
            }
        }
        PieceRule::Move(m) => {
            let from = m.from.as_ref().and_then(|z| report(zones.cells(z), cx));
            let blockers = match m.shot.as_ref().map(|s| &s.how) {
                Some(ShotHow::Place(limit)) => blocker_cells(limit.as_ref(), zones, cx),
                _ => None,
            };
            let within = m.within.as_ref().and_then(|z| report(zones.cells(z), cx));
            let mut except = Vec::new();
            if let Some((_, names)) = &m.except {
                let what = format!("`{piece}` moves `except`");
                for (i, name) in names.iter().enumerate() {
                    if let Some(first) = names[..i].iter().find(|n| *n == name) {
                        cx.error_with_note(
                            name.span(),
                            format!("`except` names `{name}` twice: name each kind once"),
                            first.span(),
                            format!("the first `{name}`"),
                        );
                        continue;
                    }
                    except.extend(kinds.find(name, &what, cx));
                }
            }
            let avoid = m.avoid.as_ref().and_then(|a| {
                Some(crate::ir::Avoid {
                    cells: report(zones.cells(&a.zone), cx)?,
                    through: a.through,
                })
            });
            RuleResolution::Move {
                from,
                blockers,
                within,
                except,
                avoid,
            }
        }
        PieceRule::Stays { zone, .. } => {
            report(zones.cells(zone), cx).map_or(RuleResolution::None, RuleResolution::Stays)
        }
        PieceRule::EnPassant(_, Some(zone)) => {
            report(zones.cells(zone), cx).map_or(RuleResolution::None, RuleResolution::EnPassantAt)
        }
        _ => RuleResolution::None,
    }
}

fn resolve_end(test: &Test, kinds: &Kinds, zones: &Zones, cx: &mut Ctxt) -> EndResolution {
    match test {
        Test::Reach(zone, by, _) => {
            let cells = report(zones.cells(zone), cx);
            let by = by
                .as_ref()
                .map(|name| kinds.find(name, "`reach(...) by` names", cx));
            match (cells, by) {
                (Some(zone), None) => EndResolution::Reach(zone, None),
                (Some(zone), Some(Some(kind))) => EndResolution::Reach(zone, Some(kind)),
                _ => EndResolution::None,
            }
        }
        Test::Quiet { resets, .. } => {
            let capture = resets.iter().any(|r| matches!(r, Reset::Capture));
            let found: Option<Vec<usize>> = resets
                .iter()
                .filter_map(|r| match r {
                    Reset::Piece(name) => Some(kinds.find(name, "the move rule names", cx)),
                    Reset::Capture => None,
                })
                .collect();
            found.map_or(EndResolution::None, |kinds| EndResolution::Quiet {
                capture,
                kinds,
            })
        }
        Test::Extinct { kinds: names, .. } => {
            let found: Option<Vec<usize>> = names
                .iter()
                .map(|name| kinds.find(name, "the extinction names", cx))
                .collect();
            found.map_or(EndResolution::None, EndResolution::Extinct)
        }
        Test::CapturedKind(name) => kinds
            .find(name, "`captured` names", cx)
            .map_or(EndResolution::None, |k| EndResolution::Extinct(vec![k])),
        Test::Encircled(name) => kinds
            .find(name, "`encircled` names", cx)
            .map_or(EndResolution::None, |k| EndResolution::Extinct(vec![k])),
        Test::Fort(name) => kinds
            .find(name, "`fort` names", cx)
            .map_or(EndResolution::None, |k| EndResolution::Extinct(vec![k])),
        Test::Bare { king, .. } => kinds
            .find(king, "`bare` names", cx)
            .map_or(EndResolution::None, |_| EndResolution::Bare),
        Test::Material(m) => m
            .kinds()
            .map(|name| kinds.find(name, "the draw by material names", cx))
            .collect::<Option<Vec<usize>>>()
            .map_or(EndResolution::None, EndResolution::Material),
        Test::Counting(c) => {
            let without: Option<Vec<usize>> = c
                .without
                .iter()
                .map(|name| kinds.find(name, "`counting(...) without` names", cx))
                .collect();
            let limits = c.bare.iter().flat_map(|b| &b.limits);
            let against: Option<Vec<Option<usize>>> = limits
                .map(|l| match &l.against {
                    Some((_, name)) => kinds.find(name, "`against` names", cx).map(Some),
                    None => Some(None),
                })
                .collect();
            let king = c
                .bare
                .as_ref()
                .map(|b| kinds.find(&b.king, "`bare` names", cx));
            match (without, against, king) {
                (Some(without), Some(against), None | Some(Some(_))) => {
                    EndResolution::Counting { without, against }
                }
                _ => EndResolution::None,
            }
        }
        _ => EndResolution::None,
    }
}

/// In a flipping game, the players' letters stand for their stones.
fn stone_letters(parts: &Parts) -> [char; 2] {
    match parts.players {
        Some((names, _)) if names.len() == 2 => [0, 1].map(|i| letter_of(&names[i].to_string())),
        _ => ['X', 'O'],
    }
}

/// The setup, from its section, or the error of its absence.
fn setup(
    game: &GameDef,
    parts: &Parts,
    g: Geometry,
    pieces: &cells::Pieces,
    cx: &mut Ctxt,
) -> Option<Setup> {
    let fixed = Zones {
        geometry: g,
        parts,
        forward: None,
    };
    let Some((spec, span)) = parts.setup else {
        the_setup_is_there(game, parts, cx);
        return None;
    };
    match cells::setup(spec, &fixed, pieces) {
        Ok(setup) => the_setup_gives_both_players_pieces(&setup, span, cx).then_some(setup),
        Err((span, message)) => {
            cx.error(span, message);
            None
        }
    }
}

/// A game of pieces or flips starts from a setup.
fn the_setup_is_there(game: &GameDef, parts: &Parts, cx: &mut Ctxt) {
    if game.sections.iter().any(|s| s.is(Keyword::Setup)) {
        return; // there, but malformed or misspelled: already reported
    }
    let name = &game.name;
    let message = match parts.pieces.first() {
        Some(p) => format!("`{name}` has no `setup:`; say where its pieces start, as in `setup: first {} on rows 1..=2, second {} on rows 7..=8`", p.name, p.name),
        None if game.sections.iter().any(|s| s.is(Keyword::Piece)) => format!("`{name}` has no `setup:`; say where its pieces start"),
        None => format!("`{name}` has no `setup:`; say where the first stones stand, as in `setup: first on e4 d5, second on d4 e5`: on an empty board no placement could flip a line"),
    };
    cx.error(name.span(), message);
}

fn the_setup_gives_both_players_pieces(setup: &Setup, span: Span, cx: &mut Ctxt) -> bool {
    let mut ok = true;
    for (side, name) in [(0, "first"), (1, "second")] {
        if setup.pieces[side].iter().all(Vec::is_empty) {
            cx.error(
                span,
                format!("`setup:` gives the {name} player nothing to start with"),
            );
            ok = false;
        }
    }
    ok
}
