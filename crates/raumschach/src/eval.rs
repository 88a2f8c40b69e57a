//! A first Raumschach evaluation on the shared eval layer, tapered between middle game and
//! end game.
//!
//! Incremental (kept by make/unmake in the [`EvalAccumulator`]): material and piece-square
//! terms. The square terms come from the board itself rather than hand-typed tables: each
//! piece's centrality is its mobility from that cell on the empty board (so the unicorn's
//! corners and the knight's centre weigh what they should in 3D), plus level and rank terms
//! (pawn advancement toward `E*5`, the king kept home in the middle game).
//!
//! Computed per call: king shelter (own pawns and pieces around the king), passed, isolated
//! and defended pawns, the bishop pair, and a tempo bonus. Two more terms were tried and
//! dropped because test matches against material and squares alone went worse with them (see
//! `docs/raumschach.md`): per-call mobility (at 1 or 3-4 cp per reachable cell) and a king
//! danger bonus by the number of pieces hitting the king's 26 neighbours. Mobility stays in
//! the evaluation as the static part above: each piece's reach from its cell.

use crate::position::{Bb, RaumschachPosition};
use crate::rules::{CELLS, SHAPE};
use crate::tables::tables;
use crate::{Piece, PieceKind};
use std::sync::OnceLock;
use tetrarch_eval::{EvalAccumulator, Evaluate, PieceSquareTable, Score};
use tetrarch_geometry::{Bitboard, Coord, Square};
use tetrarch_movegen::Color;

/// Material per kind (index [`PieceKind::index`]), middle game / end game.
///
/// Why these numbers: on the empty 5x5x5 board the average reach is rook 12.0 cells (every
/// cell reachable), bishop 14.4 (but only its half of the cells: two coordinates change, so
/// the coordinate sum keeps its parity), knight 11.5, unicorn 6.4 (confined to 30 or 35 of the
/// 125 cells), queen 32.8. Rooks gain in the end game as in chess; the unicorn is the weakest
/// piece, worth about two pawns.
const MATERIAL: [Score; 8] = [
    Score::new(0, 0),
    Score::new(90, 120),    // pawn
    Score::new(310, 300),   // knight
    Score::new(350, 370),   // bishop
    Score::new(200, 220),   // unicorn
    Score::new(430, 510),   // rook
    Score::new(1000, 1100), // queen
    Score::new(0, 0),       // king
];

/// Phase weight per kind: the start position has 2 * (2 + 2 + 2 + 4 + 4) = 28.
const PHASE: [i32; 8] = [0, 0, 1, 1, 1, 2, 4, 0];
/// Phase of the full middle game.
pub const MAX_PHASE: i32 = 28;

/// Values for move ordering and static exchange (centipawns, middle game).
pub(crate) const ORDER_VALUE: [i32; 8] = [0, 90, 310, 350, 200, 430, 1000, 20_000];

/// The value static exchange and capture ordering give a piece kind (the king: 20,000).
pub fn exchange_value(kind: PieceKind) -> i32 {
    ORDER_VALUE[kind.index()]
}

/// The material of a piece kind (middle game, end game).
pub fn material_value(kind: PieceKind) -> Score {
    MATERIAL[kind.index()]
}

/// Named weights of the terms computed per call, for documentation and tuning.
#[derive(Copy, Clone, Debug)]
pub struct EvalWeights {
    /// Per own pawn on a cell next to the king (middle game).
    pub shelter_pawn: i16,
    /// Per own piece next to the king (middle game).
    pub shelter_piece: i16,
    /// Two bishops on both colour classes.
    pub bishop_pair: Score,
    /// Side to move.
    pub tempo: i32,
    /// A passed pawn (no enemy pawn in its front span), plus so much per step of progress.
    pub passed_base: Score,
    pub passed_per_step: Score,
    /// A pawn with no own pawn on the files next to it.
    pub isolated: Score,
    /// A pawn that another own pawn defends.
    pub defended_pawn: Score,
}

/// The weights in use.
pub const EVAL_WEIGHTS: EvalWeights = EvalWeights {
    shelter_pawn: 12,
    shelter_piece: 4,
    bishop_pair: Score::new(25, 40),
    tempo: 10,
    passed_base: Score::new(5, 10),
    passed_per_step: Score::new(3, 9),
    isolated: Score::new(8, 12),
    defended_pawn: Score::new(6, 4),
};

/// Piece-square tables with material folded in, flattened by board code (`kind | colour << 3`)
/// so that make/unmake reach a value with one index.
#[derive(Debug)]
pub(crate) struct EvalTables {
    by_code: Box<[[Score; CELLS]; 16]>,
    /// Cells in front of a pawn of each colour on each cell: its own file and the two next to
    /// it, at its rank or beyond and its level or beyond (Black: mirrored). No enemy pawn there
    /// means nothing can ever stop or take it on its way: a passed pawn.
    front_span: [[Bb; CELLS]; 2],
    /// Cells on the files next to each cell's file (isolated pawns).
    adjacent_files: [Bb; CELLS],
}

/// How many cells a piece of `kind` reaches from `sq` on the empty board.
fn empty_board_reach(kind: PieceKind, sq: Square) -> i32 {
    let t = tables();
    let e = Bb::EMPTY;
    let b = match kind {
        PieceKind::Knight => t.knight.get(sq),
        PieceKind::Bishop => t.bishop.slide(sq, e),
        PieceKind::Unicorn => t.unicorn.slide(sq, e),
        PieceKind::Rook => t.rook.slide(sq, e),
        PieceKind::Queen => t.rook.slide(sq, e) | t.bishop.slide(sq, e) | t.unicorn.slide(sq, e),
        PieceKind::King => t.king.get(sq),
        PieceKind::Pawn => Bb::EMPTY,
    };
    b.count() as i32
}

/// The square term of `kind` at `c` from White's side (material excluded).
fn square_term(kind: PieceKind, c: Coord) -> Score {
    let sq = SHAPE.square(c);
    let reach = empty_board_reach(kind, sq);
    let (r, l) = (c.rank as i32, c.level as i32);
    let centre = (c.file as i32 - 2).abs() + (r - 2).abs() + (l - 2).abs(); // 0..=6
    let s = |mg: i32, eg: i32| Score::new(mg as i16, eg as i16);
    match kind {
        // Progress toward E*5 is rank + level (0..=8); the last steps matter most in the end
        // game, and central files a little in the middle game.
        PieceKind::Pawn => {
            let progress = r + l;
            let near = (progress - 5).max(0);
            s(
                4 * progress + 6 - 3 * (c.file as i32 - 2).abs(),
                8 * progress + 12 * near * near / 2,
            )
        }
        // Reach from the cell on the empty board: 8..=24 for the knight, 4..=8 lines for the
        // unicorn, 12..=20 for the bishop: the geometry's own centrality.
        PieceKind::Knight => s(3 * (reach - 12), 2 * (reach - 12)),
        PieceKind::Bishop => s(2 * (reach - 14), 2 * (reach - 14)),
        PieceKind::Unicorn => s(4 * (reach - 6), 3 * (reach - 6)),
        // The rook reaches 12 cells everywhere; reward the open middle levels and ranks.
        PieceKind::Rook => s(4 - 2 * (l - 2).abs() - (r - 2).abs(), 0),
        PieceKind::Queen => s(reach - 32, 2 * (reach - 32)),
        // Home (level A/B, rank 1-2) in the middle game; the centre in the end game.
        PieceKind::King => s(-12 * (r + l) + 10, 8 * (3 - centre)),
    }
}

impl EvalTables {
    fn build() -> EvalTables {
        let mut by_code = Box::new([[Score::ZERO; CELLS]; 16]);
        for kind in PieceKind::ALL {
            let table =
                PieceSquareTable::new(SHAPE, |c| MATERIAL[kind.index()] + square_term(kind, c));
            for color in Color::ALL {
                let code = Piece::new(color, kind).code() as usize;
                for sq in SHAPE.squares() {
                    by_code[code][sq.index()] = table.get(color.index(), sq);
                }
            }
        }
        let mut front_span = [[Bb::EMPTY; CELLS]; 2];
        let mut adjacent_files = [Bb::EMPTY; CELLS];
        for sq in SHAPE.squares() {
            let c = SHAPE.coord(sq);
            let near = |o: Coord| (o.file as i32 - c.file as i32).abs() <= 1;
            front_span[0][sq.index()] = SHAPE
                .region::<Bb>(|o| near(o) && o.rank >= c.rank && o.level >= c.level)
                & !Bb::from_square(sq);
            front_span[1][sq.index()] = SHAPE
                .region::<Bb>(|o| near(o) && o.rank <= c.rank && o.level <= c.level)
                & !Bb::from_square(sq);
            adjacent_files[sq.index()] =
                SHAPE.region::<Bb>(|o| (o.file as i32 - c.file as i32).abs() == 1);
        }
        EvalTables {
            by_code,
            front_span,
            adjacent_files,
        }
    }

    /// Material plus square of `p` on `sq` (unsigned: the accumulator applies the colour) and
    /// its phase weight.
    #[inline(always)]
    pub(crate) fn piece(&self, p: Piece, sq: Square) -> (Score, i32) {
        self.code(p.code(), sq)
    }

    /// [`Self::piece`] from a board code.
    #[inline(always)]
    pub(crate) fn code(&self, code: u8, sq: Square) -> (Score, i32) {
        (
            self.by_code[code as usize][sq.index()],
            PHASE[(code & 7) as usize],
        )
    }
}

/// The process-wide evaluation tables.
pub(crate) fn eval_tables() -> &'static EvalTables {
    static EVAL: OnceLock<EvalTables> = OnceLock::new();
    EVAL.get_or_init(EvalTables::build)
}

impl RaumschachPosition {
    /// King shelter, pawn structure and the bishop pair of `color` (White-relative sign applied by the
    /// caller).
    #[inline(always)]
    fn dynamic_terms(&self, color: Color) -> Score {
        let t = self.tables;
        let own = self.by_color[color.index()];
        let mut score = Score::ZERO;
        let w = EVAL_WEIGHTS;
        // Our own king's shelter: pawns and pieces next to it.
        let k = self.king[color.index()];
        let around = t.king.get(k);
        let pawns = (around & self.pieces(color, PieceKind::Pawn))
            .count()
            .min(4) as i16;
        let pieces = (around & own).count().min(6) as i16;
        score += Score::new(w.shelter_pawn * pawns + w.shelter_piece * pieces, 0);
        score += self.pawn_structure(color);
        // Bishop pair: each bishop sees only the cells of its coordinate-sum parity.
        let bishops = self.pieces(color, PieceKind::Bishop);
        if bishops.intersects(EVEN_CELLS) && bishops.intersects(!EVEN_CELLS) {
            score += w.bishop_pair;
        }
        score
    }
}

impl RaumschachPosition {
    /// Passed, isolated and pawn-defended pawns of `color`.
    #[inline(always)]
    fn pawn_structure(&self, color: Color) -> Score {
        let e = self.eval;
        let w = EVAL_WEIGHTS;
        let own = self.pieces(color, PieceKind::Pawn);
        let theirs = self.pieces(!color, PieceKind::Pawn);
        let mut defended = Bb::EMPTY;
        for s in self.tables.pawn_capture_shifts[color.index()] {
            defended |= s.apply(own);
        }
        let mut score = Score::ZERO;
        for sq in own.squares() {
            let c = SHAPE.coord(sq);
            // Progress toward the promotion cells: rank + level from the pawn's side, 0..=8.
            let progress = match color {
                Color::White => c.rank + c.level,
                Color::Black => 8 - c.rank - c.level,
            } as i16;
            if !e.front_span[color.index()][sq.index()].intersects(theirs) {
                score += w.passed_base + w.passed_per_step * progress as i32;
            }
            if !e.adjacent_files[sq.index()].intersects(own) {
                score -= w.isolated;
            }
            if defended.contains(sq) {
                score += w.defended_pawn;
            }
        }
        score
    }
}

/// Cells whose coordinate sum is even (one bishop colour class).
const EVEN_CELLS: Bb = {
    let mut bits = 0u128;
    let mut i = 0;
    while i < CELLS {
        if (i % 5 + i / 5 % 5 + i / 25) % 2 == 0 {
            bits |= 1 << i;
        }
        i += 1;
    }
    tetrarch_geometry::Bitboard128(bits)
};

impl RaumschachPosition {
    /// The evaluation compiled for the baseline CPU (tests compare it with the dispatched one).
    #[doc(hidden)]
    #[inline(always)]
    pub fn evaluate_portable(&self) -> i32 {
        let acc: EvalAccumulator = self.acc;
        let dynamic = self.dynamic_terms(Color::White) - self.dynamic_terms(Color::Black);
        let white = (acc.psq + dynamic).taper(acc.phase, MAX_PHASE);
        white * self.side.sign() + EVAL_WEIGHTS.tempo
    }

    /// The evaluation with single-instruction bit counts, as for the move generator.
    ///
    /// # Safety
    /// The CPU must support `popcnt`, `lzcnt` and `bmi1`.
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "popcnt,lzcnt,bmi1")]
    unsafe fn evaluate_bmi(&self) -> i32 {
        self.evaluate_portable()
    }
}

impl Evaluate for RaumschachPosition {
    const SEARCH_PARAMS: tetrarch_eval::SearchParams = crate::search_params::SEARCH_PARAMS;

    fn evaluate(&self) -> i32 {
        #[cfg(target_arch = "x86_64")]
        if crate::movegen::has_bit_instructions() {
            // SAFETY: the CPU has every feature `evaluate_bmi` is compiled for, as
            // `has_bit_instructions` has just checked.
            return unsafe { self.evaluate_bmi() };
        }
        self.evaluate_portable()
    }
}
