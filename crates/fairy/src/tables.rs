//! A [`Spec`] compiled once into the shared movegen tables for one bitboard width: per piece
//! type and colour its leap, lame-leap and ray look-ups, and per colour the attack terms that
//! answer "is this square attacked" with a handful of look-ups.

use crate::region::Region;
use crate::spec::Spec;
use tetrarch_geometry::{Bitboard, BoardShape, Direction, Square};
use tetrarch_movegen::tables::{LameTable, LeapTable, RayTable};
use tetrarch_movegen::{Color, Step, StepKind, StepMode};

/// A direction of one ray table: `table` picks the range, `dir` the direction.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct RayRef {
    /// Which ray table (see [`Rules::rays`]).
    pub table: u8,
    /// Which direction in it (see [`Rules::dirs`]).
    pub dir: u8,
}

/// How one piece type of one colour moves, as table look-ups.
#[derive(Clone, Debug)]
pub struct MoveTables<B> {
    /// Leaps onto empty squares and onto enemies (the two are equal for most pieces).
    pub leap_quiet: LeapTable<B>,
    /// Leaps capturing an enemy.
    pub leap_capture: LeapTable<B>,
    /// Whether the piece leaps at all (skips both look-ups when not).
    pub has_leaps: bool,
    /// Lame leaps onto empty squares.
    pub lame_quiet: Option<LameTable<B>>,
    /// Lame leaps capturing an enemy.
    pub lame_capture: Option<LameTable<B>>,
    /// Slides that move and capture, only move, only capture.
    pub slide_any: Vec<RayRef>,
    /// Slides that only move.
    pub slide_quiet: Vec<RayRef>,
    /// Slides that only capture.
    pub slide_capture: Vec<RayRef>,
    /// Over one screen (Betza `p`): moving beyond it, capturing beyond it.
    pub hurdle_quiet: Vec<RayRef>,
    /// Captures over a screen.
    pub hurdle_capture: Vec<RayRef>,
    /// Grasshoppers: landing just past the first piece.
    pub grass_quiet: Vec<RayRef>,
    /// Grasshopper captures.
    pub grass_capture: Vec<RayRef>,
    /// Where the piece may land.
    pub zone: B,
    /// Squares from which it has no move at all on an empty board (`immobilityIllegal`).
    pub immobile: B,
    /// Double-step targets (pawn types only) and the single push each passes.
    pub double_step: Option<LeapTable<B>>,
}

/// What one attack term looks up from the attacked square.
#[derive(Clone, Debug)]
pub enum TermKind<B> {
    /// Squares leaping onto the target (an inverted leap table: exact for any asymmetry).
    Leap(LeapTable<B>),
    /// Lame leapers onto the target (a reversed lame table).
    Lame(LameTable<B>),
    /// The first piece seen from the target along `ray` slides onto it.
    Slide(RayRef),
    /// The first piece past one screen along `ray` captures over it.
    Hurdle(RayRef),
    /// A grasshopper: the target's neighbour along `ray` is the hurdle, the first piece past
    /// it the attacker.
    Grass(RayRef),
}

/// One way a colour attacks: its look-up, the piece types that attack so (a bit per type), and
/// the squares those pieces may land on (attacks onto other squares do not count).
#[derive(Clone, Debug)]
pub struct AttackTerm<B> {
    /// The look-up.
    pub kind: TermKind<B>,
    /// A bit per piece type that attacks this way.
    pub types: u32,
    /// Where those pieces may land; `None` is anywhere.
    pub zone: Option<B>,
}

/// Everything the position code looks up for one variant.
#[derive(Debug)]
pub struct Rules<B> {
    /// The variant as read.
    pub spec: Spec,
    /// The board.
    pub shape: BoardShape,
    /// Every square of the board.
    pub all: B,
    /// Slider directions (closed under reversal) and the index of each one's reverse.
    pub dirs: Vec<Direction>,
    /// `reverse[d]`: the index of the direction opposite `dirs[d]`.
    pub reverse: Vec<u8>,
    /// One ray table per range: index 0 unlimited, then one per range-limited rider.
    pub rays: Vec<RayTable<B>>,
    /// The range of each ray table (0: unlimited).
    pub ranges: Vec<usize>,
    /// `moves[type][colour]`.
    pub moves: Vec<[MoveTables<B>; 2]>,
    /// `attacks[colour]`: how that colour attacks.
    pub attacks: [Vec<AttackTerm<B>>; 2],
    /// The flying general: `colour`'s king seen along open rook lines.
    pub royal_sight: [Vec<AttackTerm<B>>; 2],
    /// Per colour: the squares where its pawns promote.
    pub promotion_region: [B; 2],
    /// Bit per piece type: pawns (double steps, en passant, the move-rule reset) and the
    /// types that promote.
    pub pawn_mask: u32,
    /// Bit per piece type that promotes.
    pub promoting_mask: u32,
    /// Per colour and pawn type: the inverted capture leaps (who could capture en passant).
    pub pawn_attackers: [Vec<(usize, LeapTable<B>)>; 2],
    /// Whether any attack needs a screen (cannons, grasshoppers): then blocking a check is not
    /// the only defence and moves onto the king's lines need the full test.
    pub has_screens: bool,
    /// Whether one move can answer two checks (a screen added, a lame leap's leg blocked on
    /// a slider's line): then double check does not mean "king moves only".
    pub double_check_blockable: bool,
    /// The evaluation's tables.
    pub eval: crate::eval::EvalTables,
}

/// `color`'s version of White's `step`: Black's steps are mirrored through ranks and levels,
/// a lame leap's leg with them.
pub fn mirrored(step: Step, color: Color) -> Step {
    match color {
        Color::White => step,
        Color::Black => {
            let kind = match step.kind {
                StepKind::Lame { leg } => StepKind::Lame {
                    leg: leg.mirrored(),
                },
                k => k,
            };
            Step::new(step.dir.mirrored(), kind, step.mode)
        }
    }
}

impl<B: Bitboard> Rules<B> {
    /// Compiles `spec`. The caller has checked that the board fits in `B`.
    pub fn new(spec: Spec) -> Result<Rules<B>, String> {
        let shape = spec.shape;
        if shape.len() > B::CAPACITY {
            return Err(format!(
                "a {}-cell board does not fit {} bits",
                shape.len(),
                B::CAPACITY
            ));
        }
        let all: B = shape.all();
        // Slider directions and ranges used anywhere.
        let mut dirs: Vec<Direction> = Vec::new();
        let mut ranges: Vec<usize> = vec![usize::MAX];
        let rooks = [(1, 0), (-1, 0), (0, 1), (0, -1)].map(|(f, r)| Direction::flat(f, r));
        if spec.flying_general {
            dirs.extend(rooks);
        }
        for p in &spec.pieces {
            for s in p.steps.iter().chain(p.conditional.iter().map(|(s, _)| s)) {
                let range = match s.kind {
                    StepKind::SlideUpTo { max } => Some(max as usize),
                    StepKind::Slide | StepKind::Hop | StepKind::Hurdle | StepKind::Grasshopper => {
                        Some(usize::MAX)
                    }
                    _ => None,
                };
                if let Some(range) = range {
                    for d in [s.dir, s.dir.mirrored()] {
                        for d in [d, d.reversed()] {
                            if !dirs.contains(&d) {
                                dirs.push(d);
                            }
                        }
                    }
                    if !ranges.contains(&range) {
                        ranges.push(range);
                    }
                }
            }
        }
        let reverse: Vec<u8> = dirs
            .iter()
            .map(|d| {
                dirs.iter()
                    .position(|e| *e == d.reversed())
                    .expect("closed") as u8
            })
            .collect();
        let rays: Vec<RayTable<B>> = ranges
            .iter()
            .map(|&r| RayTable::with_range(shape, &dirs, all, r))
            .collect();
        let ray_ref = |d: Direction, kind: StepKind| RayRef {
            table: match kind {
                StepKind::SlideUpTo { max } => ranges
                    .iter()
                    .position(|&r| r == max as usize)
                    .expect("range") as u8,
                _ => 0,
            },
            dir: dirs.iter().position(|&e| e == d).expect("direction") as u8,
        };

        let mut moves = Vec::new();
        for p in &spec.pieces {
            let per_color = [Color::White, Color::Black].map(|color| {
                let zone_region = p.zone[color.index()].clone();
                let zone: B = zone_region
                    .as_ref()
                    .map_or(all, |z| z.bitboard::<B>() & all);
                let steps: Vec<Step> = p.steps.iter().map(|&s| mirrored(s, color)).collect();
                let conditional: Vec<(Step, Region)> = p
                    .conditional
                    .iter()
                    .map(|(s, r)| (mirrored(*s, color), r[color.index()].clone()))
                    .collect();
                let steps_from = |sq: Square| -> Vec<Step> {
                    steps
                        .iter()
                        .copied()
                        .chain(
                            conditional
                                .iter()
                                .filter(|(_, r)| r.contains(sq))
                                .map(|(s, _)| *s),
                        )
                        .collect()
                };
                let leap_targets = |quiet: bool| -> Vec<B> {
                    shape
                        .squares()
                        .map(|sq| {
                            let mut b = B::EMPTY;
                            for s in steps_from(sq) {
                                let wanted = match s.mode {
                                    StepMode::Any => true,
                                    StepMode::MoveOnly => quiet,
                                    StepMode::CaptureOnly => !quiet,
                                };
                                if s.kind == StepKind::Leap && wanted {
                                    if let Some(to) = shape.offset(sq, s.dir, 1) {
                                        b.set(to);
                                    }
                                }
                            }
                            b & zone
                        })
                        .collect()
                };
                let quiet_leaps = leap_targets(true);
                let capture_leaps = leap_targets(false);
                let has_leaps = quiet_leaps
                    .iter()
                    .chain(&capture_leaps)
                    .any(|b| !b.is_empty());
                let lame = |quiet: bool| -> Option<LameTable<B>> {
                    let leaps: Vec<(Direction, Direction)> = steps
                        .iter()
                        .filter_map(|s| match (s.kind, s.mode) {
                            (StepKind::Lame { leg }, m)
                                if m == StepMode::Any || (m == StepMode::MoveOnly) == quiet =>
                            {
                                Some((s.dir, leg))
                            }
                            _ => None,
                        })
                        .collect();
                    (!leaps.is_empty()).then(|| LameTable::new(shape, &leaps, all))
                };
                let mut t = MoveTables {
                    leap_quiet: LeapTable::from_targets(quiet_leaps),
                    leap_capture: LeapTable::from_targets(capture_leaps),
                    has_leaps,
                    lame_quiet: lame(true),
                    lame_capture: lame(false),
                    slide_any: Vec::new(),
                    slide_quiet: Vec::new(),
                    slide_capture: Vec::new(),
                    hurdle_quiet: Vec::new(),
                    hurdle_capture: Vec::new(),
                    grass_quiet: Vec::new(),
                    grass_capture: Vec::new(),
                    zone,
                    immobile: B::EMPTY,
                    double_step: None,
                };
                for s in steps
                    .iter()
                    .filter(|s| !matches!(s.kind, StepKind::Leap | StepKind::Lame { .. }))
                {
                    let r = ray_ref(s.dir, s.kind);
                    let (quiet, capture) = match s.mode {
                        StepMode::Any => (true, true),
                        StepMode::MoveOnly => (true, false),
                        StepMode::CaptureOnly => (false, true),
                    };
                    match s.kind {
                        StepKind::Slide | StepKind::SlideUpTo { .. } => match (quiet, capture) {
                            (true, true) => t.slide_any.push(r),
                            (true, false) => t.slide_quiet.push(r),
                            _ => t.slide_capture.push(r),
                        },
                        StepKind::Hurdle | StepKind::Hop => {
                            if quiet {
                                t.hurdle_quiet.push(r);
                            }
                            if capture {
                                t.hurdle_capture.push(r);
                            }
                        }
                        StepKind::Grasshopper => {
                            if quiet {
                                t.grass_quiet.push(r);
                            }
                            if capture {
                                t.grass_capture.push(r);
                            }
                        }
                        StepKind::Leap | StepKind::Lame { .. } => {}
                    }
                }
                // Immobility: no move at all from the square on an empty board.
                let mut immobile = B::EMPTY;
                for sq in shape.squares() {
                    let rule = tetrarch_movegen::PieceRule {
                        steps: steps_from(sq),
                    };
                    let quiet_moves = tetrarch_movegen::reference::destinations(
                        shape,
                        sq,
                        &rule,
                        |_| true,
                        |_| tetrarch_movegen::reference::Occupant::Empty,
                    );
                    if quiet_moves.is_empty() {
                        immobile.set(sq);
                    }
                }
                t.immobile = immobile;
                t
            });
            moves.push(per_color);
        }

        let pawn_mask: u32 = spec.pawn_types.iter().map(|&t| 1 << t).sum();
        let promoting_mask: u32 = spec.promotion.pawn_types.iter().map(|&t| 1 << t).sum();
        // Double steps: twice each move-only leap of a pawn type, from its region.
        if let Some(regions) = &spec.double_step {
            for &t in &spec.pawn_types {
                for color in Color::ALL {
                    let region = &regions[color.index()];
                    let pushes: Vec<Direction> = spec.pieces[t]
                        .steps
                        .iter()
                        .filter(|s| s.kind == StepKind::Leap && s.mode == StepMode::MoveOnly)
                        .map(|s| mirrored(*s, color).dir)
                        .collect();
                    let zone = moves[t][color.index()].zone;
                    let targets = shape
                        .squares()
                        .map(|sq| {
                            let mut b = B::EMPTY;
                            if region.contains(sq) {
                                for &d in &pushes {
                                    if let Some(to) = shape.offset(sq, d, 2) {
                                        b.set(to);
                                    }
                                }
                            }
                            b & zone
                        })
                        .collect();
                    moves[t][color.index()].double_step = Some(LeapTable::from_targets(targets));
                }
            }
        }
        let pawn_attackers = [Color::White, Color::Black].map(|c| {
            spec.pawn_types
                .iter()
                .map(|&t| (t, moves[t][c.index()].leap_capture.inverted()))
                .collect()
        });

        let attacks =
            [Color::White, Color::Black].map(|c| attack_terms(&spec, &moves, c, &ray_ref));
        let royal_sight = [Color::White, Color::Black].map(|_| match spec.royal {
            Some(k) if spec.flying_general => rooks
                .iter()
                .map(|&d| AttackTerm {
                    kind: TermKind::Slide(ray_ref(d, StepKind::Slide)),
                    types: 1 << k,
                    zone: None,
                })
                .collect(),
            _ => Vec::new(),
        });
        let has_screens = attacks
            .iter()
            .flatten()
            .any(|t| matches!(t.kind, TermKind::Hurdle(_) | TermKind::Grass(_)));
        let double_check_blockable = attacks.iter().flatten().any(|t| {
            matches!(
                t.kind,
                TermKind::Hurdle(_) | TermKind::Grass(_) | TermKind::Lame(_)
            )
        });
        let promotion_region = [0, 1].map(|c| spec.promotion.region[c].bitboard::<B>() & all);
        let eval = crate::eval::EvalTables::new(&spec);
        Ok(Rules {
            eval,
            shape,
            all,
            reverse,
            rays,
            ranges,
            moves,
            attacks,
            royal_sight,
            promotion_region,
            pawn_mask,
            promoting_mask,
            pawn_attackers,
            has_screens,
            double_check_blockable,
            dirs,
            spec,
        })
    }

    /// The squares a piece of type `t` and colour `c` on `from` reaches, given the own and
    /// enemy pieces (pseudo-legal: its own king's safety is not considered).
    #[inline(always)]
    pub fn targets(&self, t: usize, c: Color, from: Square, own: B, enemy: B) -> B {
        let m = &self.moves[t][c.index()];
        let occ = own | enemy;
        let empty = self.all & !occ;
        let mut b = B::EMPTY;
        if m.has_leaps {
            b |= (m.leap_quiet.get(from) & empty) | (m.leap_capture.get(from) & enemy);
        }
        if let Some(l) = &m.lame_quiet {
            b |= l.get(from, occ) & empty;
        }
        if let Some(l) = &m.lame_capture {
            b |= l.get(from, occ) & enemy;
        }
        for r in &m.slide_any {
            b |= self.rays[r.table as usize].slide_along(from, r.dir as usize, occ) & !own;
        }
        for r in &m.slide_quiet {
            b |= self.rays[r.table as usize].slide_along(from, r.dir as usize, occ) & empty;
        }
        for r in &m.slide_capture {
            b |= self.rays[r.table as usize].slide_along(from, r.dir as usize, occ) & enemy;
        }
        if !(m.hurdle_quiet.is_empty()
            && m.hurdle_capture.is_empty()
            && m.grass_quiet.is_empty()
            && m.grass_capture.is_empty())
        {
            b |= self.screen_targets(m, from, occ, empty, enemy);
        }
        b & m.zone
    }

    /// The hurdle and grasshopper part of [`Self::targets`] (rare pieces: kept out of line).
    #[inline(never)]
    fn screen_targets(&self, m: &MoveTables<B>, from: Square, occ: B, empty: B, enemy: B) -> B {
        let rays = &self.rays[0];
        let mut b = B::EMPTY;
        let beyond_screen = |r: &RayRef| -> Option<(Square, B)> {
            let d = r.dir as usize;
            let screen = rays.first_blocker(from, d, occ)?;
            Some((screen, rays.slide_along(screen, d, occ)))
        };
        for r in &m.hurdle_quiet {
            if let Some((_, past)) = beyond_screen(r) {
                b |= past & empty;
            }
        }
        for r in &m.hurdle_capture {
            if let Some((_, past)) = beyond_screen(r) {
                b |= past & enemy;
            }
        }
        for (list, mask) in [(&m.grass_quiet, empty), (&m.grass_capture, enemy)] {
            for r in list {
                let d = r.dir as usize;
                if let Some(screen) = rays.first_blocker(from, d, occ) {
                    if let Some(land) = rays.first_blocker(screen, d, self.all) {
                        if mask.contains(land) {
                            b.set(land);
                        }
                    }
                }
            }
        }
        b
    }

    /// The square next to `sq` along direction `d`, if on the board.
    #[inline(always)]
    pub fn neighbour(&self, sq: Square, d: usize) -> Option<Square> {
        self.rays[0].first_blocker(sq, d, self.all)
    }
}

/// How `c` attacks: its capture moves read backwards from the target, grouped so that pieces
/// attacking alike (the queen's rook lines and the rook's) share one look-up.
fn attack_terms<B: Bitboard>(
    spec: &Spec,
    moves: &[[MoveTables<B>; 2]],
    c: Color,
    ray_ref: &dyn Fn(Direction, StepKind) -> RayRef,
) -> Vec<AttackTerm<B>> {
    let mut terms: Vec<AttackTerm<B>> = Vec::new();
    let zone_of = |t: usize| -> Option<B> {
        let z = moves[t][c.index()].zone;
        (z != spec.shape.all()).then_some(z)
    };
    let add = |kind: TermKind<B>, t: usize, terms: &mut Vec<AttackTerm<B>>| {
        let zone = zone_of(t);
        let same = |a: &TermKind<B>, b: &TermKind<B>| match (a, b) {
            (TermKind::Slide(x), TermKind::Slide(y))
            | (TermKind::Hurdle(x), TermKind::Hurdle(y))
            | (TermKind::Grass(x), TermKind::Grass(y)) => x == y,
            _ => false,
        };
        if let Some(existing) = terms
            .iter_mut()
            .find(|e| e.zone == zone && same(&e.kind, &kind))
        {
            existing.types |= 1 << t;
        } else {
            terms.push(AttackTerm {
                kind,
                types: 1 << t,
                zone,
            });
        }
    };
    for (t, per_color) in moves.iter().enumerate() {
        let m = &per_color[c.index()];
        if m.has_leaps {
            // The forward targets are already clipped to the zone, so the inverted table is
            // exact without a zone test.
            let inverted = m.leap_capture.inverted();
            let zone = None;
            let n = spec.shape.len();
            let equal = |a: &LeapTable<B>| {
                (0..n).all(|i| a.get(Square::new(i)) == inverted.get(Square::new(i)))
            };
            if let Some(e) = terms
                .iter_mut()
                .find(|e| e.zone == zone && matches!(&e.kind, TermKind::Leap(l) if equal(l)))
            {
                e.types |= 1 << t;
            } else if (0..n).any(|i| !inverted.get(Square::new(i)).is_empty()) {
                terms.push(AttackTerm {
                    kind: TermKind::Leap(inverted),
                    types: 1 << t,
                    zone,
                });
            }
        }
        let steps: Vec<Step> = spec.pieces[t]
            .steps
            .iter()
            .map(|&s| mirrored(s, c))
            .collect();
        let lame: Vec<(Direction, Direction)> = steps
            .iter()
            .filter_map(|s| match s.kind {
                StepKind::Lame { leg } if s.mode != StepMode::MoveOnly => Some((s.dir, leg)),
                _ => None,
            })
            .collect();
        if !lame.is_empty() {
            terms.push(AttackTerm {
                kind: TermKind::Lame(LameTable::reversed(spec.shape, &lame, spec.shape.all())),
                types: 1 << t,
                zone: zone_of(t),
            });
        }
        for s in steps.iter().filter(|s| s.mode != StepMode::MoveOnly) {
            let back = |kind| ray_ref(s.dir.reversed(), kind);
            match s.kind {
                StepKind::Slide | StepKind::SlideUpTo { .. } => {
                    add(TermKind::Slide(back(s.kind)), t, &mut terms)
                }
                StepKind::Hurdle | StepKind::Hop => {
                    add(TermKind::Hurdle(back(StepKind::Slide)), t, &mut terms)
                }
                StepKind::Grasshopper => add(TermKind::Grass(back(StepKind::Slide)), t, &mut terms),
                _ => {}
            }
        }
    }
    terms
}
