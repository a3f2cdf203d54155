//! Move generation of moving pieces: steps and leaps of a whole kind at
//! once, slides along rays, compound moves, and chains of jumps.

use super::emit::landing;
use super::Ctx;
use crate::ir::{Kind, MoveRule, Shot};
use crate::vocab::{lame_path, Hop, Target};
use proc_macro2::{Ident, Literal, TokenStream};
use quote::{format_ident, quote};

/// The body of `Game::generate`, with the automatic pass.
pub fn generate(cx: &Ctx) -> TokenStream {
    let gen = top_gen(cx);
    let list = if cx.pieces.flipping() {
        quote! {
            let s = self.to_move.index();
            for cell in self.targets_of(s).ones() {
                moves.push(cell as Move);
            }
        }
    } else {
        quote! {
            match self.to_move {
                Side::First => self.#gen::<0, _>(moves),
                Side::Second => self.#gen::<1, _>(moves),
            }
        }
    };
    let pass = if cx.pieces.may_pass() {
        Some(quote! {
            // A player may pass instead of moving.
            if self.may_pass(self.to_move.index()) {
                moves.push(PASS);
            }
        })
    } else {
        cx.pieces.passes().then(|| {
            quote! {
                // A player who cannot move passes, unless neither can.
                if moves.is_empty() && self.count_moves(1 - self.to_move.index()) > 0 {
                    moves.push(PASS);
                }
            }
        })
    };
    quote!(#list #pass)
}

/// The generator of every legal move: `gen`, or with gating `gen_gating`,
/// which adds the gated moves beside `gen`'s.
pub fn top_gen(cx: &Ctx) -> Ident {
    if cx.pieces.gating().is_some() {
        format_ident!("gen_gating")
    } else {
        format_ident!("gen")
    }
}

/// `may_pass(s)`, with `moves: move or pass`: whether side `s` may pass,
/// which leaves its royal piece where it stands, so only out of check.
pub fn may_pass(cx: &Ctx) -> TokenStream {
    if !cx.pieces.may_pass() {
        return TokenStream::new();
    }
    let body = if let Some(royal) = cx.pieces.royal() {
        // `facing ends`: facing royal pieces may be left by a pass, in
        // check too.
        let facing = royal.facing_ends.then(|| quote!(self.royals_face() ||));
        quote!(#facing !self.in_check(s))
    } else {
        quote!({
            let _ = s;
            true
        })
    };
    quote! {
        /// Whether side `s` may pass: a pass leaves the royal piece where
        /// it stands, so only a player not in check may.
        #[inline]
        fn may_pass(&self, s: usize) -> bool {
            #body
        }
    }
}

/// `Game::move_count`, counting without listing.
pub fn move_count(cx: &Ctx) -> TokenStream {
    let count = if cx.pieces.flipping() {
        quote!(let n = self.targets_of(self.to_move.index()).count() as usize;)
    } else {
        quote!(let n = self.count_moves(self.to_move.index());)
    };
    let pass = if cx.pieces.may_pass() {
        Some(quote! {
            let n = n + usize::from(self.may_pass(self.to_move.index()));
        })
    } else {
        cx.pieces.passes().then(|| {
            quote! {
                if n == 0 && self.count_moves(1 - self.to_move.index()) > 0 {
                    return 1;
                }
            }
        })
    };
    quote! {
        #[inline]
        fn move_count(&self) -> usize {
            #count
            #pass
            n
        }
    }
}

/// The move generators of a piece game: `gen` (every legal move, captures
/// first), `captures`, and a chain walker per kind that jumps.
pub fn generators(cx: &Ctx) -> TokenStream {
    let mandatory = cx.pieces.movers().is_some_and(|m| m.mandatory);
    generators_named(
        cx,
        &format_ident!("gen"),
        &format_ident!("captures"),
        mandatory,
    )
}

/// [`generators`], named `gen` and `captures` as given; with `mandatory`,
/// `gen` lists only the captures when there are any.
fn generators_named(cx: &Ctx, gen: &Ident, captures_fn: &Ident, mandatory: bool) -> TokenStream {
    let mut captures = TokenStream::new();
    let mut quiet = TokenStream::new();
    let mut chains = TokenStream::new();
    let sets = cx.pieces.takes_sets();
    for (k, kind) in cx.pieces.kinds.iter().enumerate() {
        for rule in &kind.moves {
            captures.extend(move_rule_code(cx, k, rule, true));
            quiet.extend(move_rule_code(cx, k, rule, false));
        }
        if let Some(chain) = cx.names.chain[k].as_ref().filter(|_| !sets) {
            chains.extend(chain_fn(cx, k, kind, chain));
            captures.extend(chain_starts(cx, k, kind, chain));
        }
    }
    if sets {
        chains.extend(super::taking::methods(cx));
        captures.extend(super::taking::captures());
    }
    if cx.pieces.has_en_passant() {
        captures.extend(en_passant(cx));
    }
    let mandatory = match mandatory {
        true => Some(quote! {
            if sink.any() {
                return; // captures are mandatory
            }
        }),
        false => sets.then(super::taking::no_quiet_moves_during_a_capture),
    };
    let drops = super::hands::drops(cx, &|_| quote!(ALL));
    let castling = free_castling(cx);
    quote! {
        /// Every legal move of side `S`, captures first.
        #[inline(always)]
        fn #gen<const S: usize, K: pc::MoveSink<Move>>(&self, sink: &mut K) {
            self.#captures_fn::<S, K>(sink);
            #mandatory
            let own = self.side_bits(S);
            let theirs = self.side_bits(1 - S);
            let empty = ALL & !(own | theirs | self.blocked);
            let _ = (own, theirs, empty);
            #quiet
            #castling
            #drops
        }

        /// The captures of side `S`.
        #[inline(always)]
        fn #captures_fn<const S: usize, K: pc::MoveSink<Move>>(&self, sink: &mut K) {
            let own = self.side_bits(S);
            let theirs = self.side_bits(1 - S);
            let empty = ALL & !(own | theirs | self.blocked);
            let _ = (own, theirs, empty, &sink);
            #captures
        }

        #chains
    }
}

/// Castling in a game without a royal piece: the unmoved castling piece
/// with each unmoved rook of its row, the cells between them and where
/// they land empty; there is no check to pass through.
fn free_castling(cx: &Ctx) -> Option<TokenStream> {
    if cx.pieces.royal().is_some() {
        return None;
    }
    let (castler, castle) = cx.pieces.castler()?;
    let k = Ctx::kind(castler);
    let rooks = super::state::rooks_of(castle, &quote!(self), &quote!(S));
    let landing = super::royal::castling_landing(castle);
    // At most four castlings, as the move list's capacity counts them.
    Some(quote! {
        let occupied = ALL & !empty;
        let mut castled = 0;
        for king in (self.pieces[S][#k] & self.unmoved).ones() {
            let origin = <Board as bb::Bits>::bit(king);
            let row = GRID.row(king);
            for r in (#rooks & self.unmoved).ones() {
                if GRID.row(r) != row || castled == 4 {
                    continue;
                }
                #landing
                let others = occupied & !origin & !<Board as bb::Bits>::bit(r);
                let lo = king.min(r).min(to).min(rook_to);
                let hi = king.max(r).max(to).max(rook_to);
                if !(lo..=hi).any(|c| others.test(c)) {
                    sink.add(simple(king, to) | (r as Move) << (2 * CELL_BITS) | CASTLE);
                    castled += 1;
                }
            }
        }
    })
}

/// The pseudo-legal generators of a royal game that tests its moves:
/// `pseudo` and `pseudo_captures`, as a game without a royal piece lists
/// them, but every move even when captures are mandatory: a capture
/// forces only if it is legal, which the legal generator's entry points
/// judge ([`super::flags::entry_points`]).
pub fn pseudo_generators(cx: &Ctx) -> TokenStream {
    generators_named(
        cx,
        &format_ident!("pseudo"),
        &format_ident!("pseudo_captures"),
        false,
    )
}

/// The pieces of kind `k` that can jump at all start their chains.
fn chain_starts(cx: &Ctx, k: usize, kind: &Kind, chain: &Ident) -> TokenStream {
    let kk = Ctx::kind(k);
    let lands = kind.jumps.iter().map(|&v| {
        let dir = cx.names.dir(v);
        quote! {{
            let d = #dir[S];
            let land = (own.shift(d.delta) & d.arrive & theirs).shift(d.delta) & d.arrive & empty;
            jumpers |= land.shift(-d.delta).shift(-d.delta);
        }}
    });
    quote! {{
        // Only the pieces with a jump start a chain.
        let own = self.pieces[S][#kk];
        let mut jumpers = ZERO;
        #(#lands)*
        for from in jumpers.ones() {
            Self::#chain::<S, K>(sink, from, from, 1, theirs, empty | <Board as bb::Bits>::bit(from));
        }
    }}
}

/// What a move may land on, as a set.
pub fn dest(target: Target, capture: bool) -> Option<TokenStream> {
    match (target, capture) {
        (Target::Empty, true) | (Target::Enemy, false) => None,
        (_, true) => Some(quote!(theirs)),
        (_, false) => Some(quote!(empty)),
    }
}

/// The pieces of kind `k` that may make `rule`: all of them, or with
/// `on first move` those that have not moved.
fn movers(k: usize, rule: &MoveRule) -> TokenStream {
    let kk = Ctx::kind(k);
    let from = super::hands::from_zone(rule).map(|z| quote!(& #z));
    let within = within_zone(rule).map(|z| quote!(& #z));
    let from = quote!(#from #within);
    if rule.first_move {
        quote!((self.pieces[S][#kk] & self.unmoved #from))
    } else {
        quote!((self.pieces[S][#kk] #from))
    }
}

/// A step or leap of every mover at once along `v`; a longer step walks
/// through empty cells.
pub fn shifted(
    cx: &Ctx,
    k: usize,
    rule: &MoveRule,
    v: (i32, i32),
    movers: &TokenStream,
    dest: &TokenStream,
) -> TokenStream {
    let dir = cx.names.dir(v);
    if rule.steps == 1 {
        let to = quote!(#movers.shift(d.delta) & d.arrive & #dest);
        let emit = landing(cx, k, to, quote!((t as i32 - d.delta) as usize), quote!());
        return quote! {{
            let d = #dir[S];
            #emit
        }};
    }
    let n = Literal::i32_unsuffixed(rule.steps as i32);
    let walk = (0..rule.steps).map(|_| quote!(at = at.shift(d.delta) & d.arrive & empty;));
    // A longer step leaves the cell it passed open to en passant.
    let flag = cx.pieces.has_en_passant().then(|| quote!(| STEPS));
    let from = quote!((t as i32 - #n * d.delta) as usize);
    let emit = landing(cx, k, quote!(at & #dest), from, quote!(#flag));
    quote! {{
        let d = #dir[S];
        let mut at = #movers;
        #(#walk)*
        #emit
    }}
}

/// The code of one move rule of kind `k`, for captures or quiet moves.
fn move_rule_code(cx: &Ctx, k: usize, rule: &MoveRule, capture: bool) -> TokenStream {
    let Some(dest) = dest(rule.target, capture) else {
        return TokenStream::new();
    };
    // A piece that stays in a zone lands only there, and a move `within`
    // cells only on them.
    let stays = cx.names.stays[k].as_ref().map(|z| quote!(#z[S]));
    let stays = match (stays, within_zone(rule)) {
        (Some(z), Some(w)) => Some(quote!((#z & #w))),
        (z, w) => z.or(w),
    };
    // `not at` (and `not through`) cells: it lands anywhere else.
    let avoided = avoid_zone(rule);
    let stays = match (stays, &avoided) {
        (Some(z), Some(a)) => Some(quote!((#z & !#a))),
        (None, Some(a)) => Some(quote!((ALL & !#a))),
        (z, None) => z,
    };
    let dest = match &stays {
        Some(z) => quote!((#dest & #z)),
        None => dest,
    };
    // `except`: it takes none of those.
    let excepted = excepted(&rule.except);
    let dest = match &excepted {
        Some(e) => quote!((#dest & !#e)),
        None => dest,
    };
    let movers = movers(k, rule);
    if rule.by_count {
        return counted(cx, k, rule, &movers, &dest);
    }
    // `not through` cells: the move sees them as taken, so it neither
    // crosses nor lands on them.
    if let (Some(a), true) = (&avoided, rule.avoid.as_ref().is_some_and(|a| a.through)) {
        let inner = plain_rule_code(
            cx,
            k,
            rule,
            capture,
            &dest,
            stays.as_ref(),
            &movers,
            excepted.as_ref(),
        );
        return quote! {{
            let empty = empty & !#a;
            #inner
        }};
    }
    plain_rule_code(
        cx,
        k,
        rule,
        capture,
        &dest,
        stays.as_ref(),
        &movers,
        excepted.as_ref(),
    )
}

/// [`move_rule_code`] once its sets are known: the steps and leaps of
/// every mover at once, or the rays of each.
#[allow(clippy::too_many_arguments)]
fn plain_rule_code(
    cx: &Ctx,
    k: usize,
    rule: &MoveRule,
    capture: bool,
    dest: &TokenStream,
    stays: Option<&TokenStream>,
    movers: &TokenStream,
    excepted: Option<&TokenStream>,
) -> TokenStream {
    if !rule.slide && rule.shot.is_none() {
        return rule
            .vectors
            .iter()
            .map(|&v| {
                if rule.lame {
                    let movers = unblocked(cx, v, movers);
                    shifted(cx, k, rule, v, &movers, dest)
                } else {
                    shifted(cx, k, rule, v, movers, dest)
                }
            })
            .collect();
    }
    let land = match &rule.shot {
        None => landing(cx, k, quote!(at), quote!(from), quote!()),
        Some(shot) => shot_code(cx, k, shot),
    };
    let rays = rule.vectors.iter().map(|&v| {
        let dir = cx.names.dir(v);
        match rule.hop {
            Some(hop) => hop_ray(dir, hop, capture, (dest, excepted), &land),
            None => ray(dir, rule.slide, capture, (dest, stays), &land),
        }
    });
    quote! {
        for from in #movers.ones() {
            let origin = <Board as bb::Bits>::bit(from);
            #(#rays)*
        }
    }
}

/// A slide `by count` of every mover: along each direction exactly as many
/// cells as there are pieces on the line through the mover, over its own
/// pieces and empty cells, onto `dest`. The checker keeps it plain: no
/// shot, hop, zone or exception.
fn counted(
    cx: &Ctx,
    k: usize,
    rule: &MoveRule,
    movers: &TokenStream,
    dest: &TokenStream,
) -> TokenStream {
    let land = landing(cx, k, quote!(at), quote!(from), quote!());
    let rays = rule.vectors.iter().map(|&v| {
        let dir = cx.names.dir(v);
        let axis = Literal::usize_unsuffixed(super::tables::count_axis(v));
        quote! {{
            let d = #dir[S];
            let mut left = (COUNT_LINES[from][#axis] & (own | theirs)).count();
            let mut at = origin;
            while left > 1 {
                at = at.shift(d.delta) & d.arrive & (own | empty);
                left -= 1;
            }
            let at = at.shift(d.delta) & d.arrive & #dest;
            if !at.is_zero() {
                #land
            }
        }}
    });
    quote! {
        for from in #movers.ones() {
            let origin = <Board as bb::Bits>::bit(from);
            #(#rays)*
        }
    }
}

/// `not at` or `not through`'s cells for side `S`, if the rule names them.
fn avoid_zone(rule: &MoveRule) -> Option<TokenStream> {
    let zone = super::tables::zone_const(&rule.avoid.as_ref()?.cells);
    Some(quote!({
        const AVOID: [Board; 2] = #zone;
        AVOID[S]
    }))
}

/// `within`'s cells for side `S`, if the rule names them.
pub fn within_zone(rule: &MoveRule) -> Option<TokenStream> {
    let zone = super::tables::zone_const(rule.within.as_ref()?);
    Some(quote!({
        const WITHIN: [Board; 2] = #zone;
        WITHIN[S]
    }))
}

/// The pieces of either side of the kinds `except` names, if it names any.
pub fn excepted(kinds: &[usize]) -> Option<TokenStream> {
    if kinds.is_empty() {
        return None;
    }
    let boards = kinds.iter().map(|&k| {
        let k = Ctx::kind(k);
        quote!(| self.pieces[0][#k] | self.pieces[1][#k])
    });
    Some(quote!((ZERO #(#boards)*)))
}

/// Captures en passant, as pseudo-legal moves: a piece that takes en
/// passant steps onto the cell an enemy piece just passed over.
pub fn en_passant(cx: &Ctx) -> TokenStream {
    let takes = cx
        .pieces
        .kinds
        .iter()
        .enumerate()
        .filter(|(_, kind)| kind.en_passant);
    let takes = takes.flat_map(|(k, kind)| {
        let kk = Ctx::kind(k);
        let ep = ep_cells(kind, &quote!(ep), &quote!(S));
        ep_vectors(kind).into_iter().map(move |v| {
            let dir = cx.names.dir(v);
            let to = quote!(self.pieces[S][#kk].shift(d.delta) & d.arrive & #ep);
            let emit = landing(
                cx,
                k,
                to,
                quote!((t as i32 - d.delta) as usize),
                quote!(| EP),
            );
            quote! {{
                let d = #dir[S];
                #emit
            }}
        })
    });
    quote! {
        if self.ep != NO_EP {
            let ep = <Board as bb::Bits>::bit(usize::from(self.ep));
            #(#takes)*
        }
    }
}

/// The en-passant cell `ep` (a board) as kind `kind` of side `side` may
/// land on it: all of it, or with `en passant at`, its part in the zone.
pub fn ep_cells(kind: &Kind, ep: &TokenStream, side: &TokenStream) -> TokenStream {
    match &kind.en_passant_at {
        Some(zone) => {
            let zone = super::tables::zone_const(zone);
            quote!((#ep & { const AT: [Board; 2] = #zone; AT[#side] }))
        }
        None => ep.clone(),
    }
}

/// The vectors a kind takes en passant along: its steps that only capture.
pub fn ep_vectors(kind: &Kind) -> Vec<(i32, i32)> {
    kind.moves
        .iter()
        .filter(|m| !m.slide && m.steps == 1 && m.target == Target::Enemy && m.shot.is_none())
        .flat_map(|m| m.vectors.iter().copied())
        .collect()
}

/// One direction of a rule from the piece at `origin`: a slide along empty
/// cells (then, capturing, the first enemy), or a single step; `land` adds
/// the move for the landing cell `at`.
fn ray(
    dir: &Ident,
    slide: bool,
    capture: bool,
    (dest, stays): (&TokenStream, Option<&TokenStream>),
    land: &TokenStream,
) -> TokenStream {
    // A slide that stays in a zone crosses cells outside it, but lands
    // only inside.
    let land_quiet = match stays {
        Some(z) => quote! {{
            let at = at & #z;
            if !at.is_zero() {
                #land
            }
        }},
        None => land.clone(),
    };
    // Captures land on `dest`: enemies, inside the zones, not excepted.
    let theirs = dest.clone();
    match (slide, capture) {
        (true, true) => quote! {{
            let d = #dir[S];
            let mut at = origin;
            loop {
                at = at.shift(d.delta) & d.arrive;
                if (at & empty).is_zero() {
                    break;
                }
            }
            at &= #theirs;
            if !at.is_zero() {
                #land
            }
        }},
        (true, false) => quote! {{
            let d = #dir[S];
            let mut at = origin;
            loop {
                at = at.shift(d.delta) & d.arrive & empty;
                if at.is_zero() {
                    break;
                }
                #land_quiet
            }
        }},
        (false, _) => quote! {{
            let d = #dir[S];
            let at = origin.shift(d.delta) & d.arrive & #dest;
            if !at.is_zero() {
                #land
            }
        }},
    }
}

/// One direction of a hop from the piece at `origin`: along empty cells to
/// the screen, a piece of either side (a wall or the edge stops it), then
/// over it: onto the cell just beyond, or along the empty cells beyond
/// (then, capturing, the first piece beyond).
fn hop_ray(
    dir: &Ident,
    hop: Hop,
    capture: bool,
    (dest, excepted): (&TokenStream, Option<&TokenStream>),
    land: &TokenStream,
) -> TokenStream {
    // `except`: a piece of those kinds is no screen.
    let screens = match excepted {
        Some(e) => quote!(((own | theirs) & !#e)),
        None => quote!((own | theirs)),
    };
    let beyond = match (hop, capture) {
        (Hop::Next, _) => quote! {
            let at = at.shift(d.delta) & d.arrive & #dest;
            if !at.is_zero() {
                #land
            }
        },
        (Hop::Beyond, true) => quote! {
            loop {
                at = at.shift(d.delta) & d.arrive;
                if (at & empty).is_zero() {
                    break;
                }
            }
            at &= #dest;
            if !at.is_zero() {
                #land
            }
        },
        (Hop::Beyond, false) => quote! {
            loop {
                at = at.shift(d.delta) & d.arrive & empty;
                if at.is_zero() {
                    break;
                }
                let at = at & #dest;
                if !at.is_zero() {
                    #land
                }
            }
        },
    };
    quote! {{
        let d = #dir[S];
        let mut at = origin;
        loop {
            at = at.shift(d.delta) & d.arrive;
            if (at & empty).is_zero() {
                break;
            }
        }
        if !(at & #screens).is_zero() {
            #beyond
        }
    }}
}

/// The pieces of `movers` whose lame leap along `v` crosses only empty
/// cells.
fn unblocked(cx: &Ctx, v: (i32, i32), movers: &TokenStream) -> TokenStream {
    let legs = lame_path(v).into_iter().map(|(px, py)| {
        let back = cx.names.dir((-px, -py));
        quote! {{
            let d = #back[S];
            free &= empty.shift(d.delta) & d.arrive;
        }}
    });
    quote! {({
        let mut free = #movers;
        #(#legs)*
        free
    })}
}

/// A compound move's second half, from the landing cell `at`: the piece has
/// left `origin`, which the shot may now cross; a blocker goes on one of
/// the cells empty after the move.
fn shot_code(cx: &Ctx, k: usize, shot: &Shot) -> TokenStream {
    let kk = Ctx::kind(k);
    let cells = match shot {
        Shot::Move(rule) => shot_rays(cx, rule),
        Shot::Place(cells) => {
            let cells = super::tables::zone_const(cells);
            quote! {
                const PLACES: [Board; 2] = #cells;
                shots = open & PLACES[S];
            }
        }
        Shot::Behind => quote!(shots = origin;),
    };
    quote! {
        let to = at.lowest();
        let open = (empty | origin) & !at;
        let mut shots = ZERO;
        #cells
        if K::COUNTS {
            sink.add_many(#kk, shots.count());
        } else {
            for s in shots.ones() {
                sink.add(simple(from, to) | (s as Move) << (2 * CELL_BITS));
            }
        }
    }
}

/// The cells a shot moving by `shot` from `at` reaches through `open` ones.
fn shot_rays(cx: &Ctx, shot: &MoveRule) -> TokenStream {
    let rays = shot.vectors.iter().map(|&v| {
        let dir = cx.names.dir(v);
        if shot.slide {
            quote! {{
                let d = #dir[S];
                let mut s = at;
                loop {
                    s = s.shift(d.delta) & d.arrive & open;
                    if s.is_zero() {
                        break;
                    }
                    shots |= s;
                }
            }}
        } else {
            quote! {{
                let d = #dir[S];
                shots |= at.shift(d.delta) & d.arrive & open;
            }}
        }
    });
    quote!(#(#rays)*)
}

/// The jump chains of kind `k`, as a recursive associated function.
fn chain_fn(cx: &Ctx, k: usize, kind: &Kind, name: &Ident) -> TokenStream {
    let promote_stop = kind
        .promote
        .as_ref()
        .filter(|p| p.ends_move)
        .and(cx.names.promote[k].as_ref());
    let steps = kind.jumps.iter().enumerate().map(|(j, &v)| {
        let dir = cx.names.dir(v);
        let j = Literal::usize_unsuffixed(j);
        let continue_chain = if kind.chain {
            quote!(Self::#name::<S, K>(sink, from, land.lowest(), next, theirs & !over, empty | over);)
        } else {
            quote!(sink.add(jump(from, next));)
        };
        let land_action = match promote_stop {
            Some(zone) => quote! {
                if (land & #zone[S]).is_zero() {
                    #continue_chain
                } else {
                    // Promotion ends the move here.
                    sink.add(jump(from, next));
                }
            },
            None => continue_chain,
        };
        quote! {{
            let d = #dir[S];
            let over = here.shift(d.delta) & d.arrive & theirs;
            let land = over.shift(d.delta) & d.arrive & empty;
            if !land.is_zero() {
                extended = true;
                let next = path << DIR_BITS | #j;
                #land_action
            }
        }}
    });
    let doc = format!(" Every chain of jumps of a `{}` from `from`, now at `at`, with the jumps so far in `path` (a 1 marker, then the directions).", kind.name);
    quote! {
        #[doc = #doc]
        #[inline]
        fn #name<const S: usize, K: pc::MoveSink<Move>>(sink: &mut K, from: usize, at: usize, path: Move, theirs: Board, empty: Board) {
            let here = <Board as bb::Bits>::bit(at);
            let mut extended = false;
            #(#steps)*
            if !extended && path != 1 {
                sink.add(jump(from, path));
            }
        }
    }
}
