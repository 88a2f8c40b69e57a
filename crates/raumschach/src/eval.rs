//! The Raumschach evaluation on the shared eval layer, tapered between middle game and end game.
//! Every number it uses is a named weight of [`crate::weights`].
//!
//! Incremental (kept by make/unmake in the [`EvalAccumulator`]): material and the square terms.
//! These come from the board itself rather than hand-typed 125-cell tables: each piece's
//! centrality is its reach from that cell on the empty board, plus level and rank terms (pawn
//! progress toward `E*5`, the king kept home in the middle game); [`square_features`] names the
//! weight entries a piece on a cell reads, and [`EvalTables`] sums them once per piece and cell.
//!
//! Computed per call: king shelter (own pawns and pieces around the king), passed, isolated
//! and defended pawns, the bishop pair, and the colour complexes (a bishop keeps its cell's
//! coordinate-sum parity, a unicorn one of four classes: own pawns on a bishop's class, a
//! bishop or unicorn on the enemy king's class, enemy pawns on a unicorn's class). The side to
//! move gets a tempo bonus after tapering. Two more terms were tried and dropped because test
//! matches against material and squares alone went worse with them (see `docs/raumschach.md`):
//! per-call mobility (at 1 or 3-4 cp per reachable cell) and a king danger bonus by the number
//! of pieces hitting the king's 26 neighbours.
//!
//! The per-call terms are written once, generic over a [`EvalSink`]: playing, they are summed;
//! tuning ([`RaumschachPosition::eval_trace`]), each is recorded as a count of a weight, which
//! makes the evaluation a linear function the tuner (`cargo xtask tune`) fits.

use crate::position::{Bb, RaumschachPosition};
use crate::rules::{CELLS, SHAPE};
use crate::tables::tables;
use crate::weights::*;
use crate::{Piece, PieceKind};
use std::sync::OnceLock;
use tetrarch_eval::{term, Accumulate, EvalSink, EvalTrace, Evaluate, Score, Trace, WeightTable};
use tetrarch_geometry::{Bitboard, Coord, Square};
use tetrarch_movegen::Color;

/// The value static exchange and capture ordering give a piece kind (the king: 20,000).
pub fn exchange_value(kind: PieceKind) -> i32 {
    ORDER_VALUE[kind.index()]
}

/// The material of a piece kind (middle game, end game).
pub fn material_value(kind: PieceKind) -> Score {
    MATERIAL[kind.index()]
}

/// The weight tables of the Raumschach evaluation, in parameter-vector order.
pub fn weight_tables() -> &'static [WeightTable] {
    WEIGHT_TABLES
}

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

/// The reaches a piece of each kind has from some cell of the empty board, ascending: the
/// entries of its `*_REACH` table (knight, bishop, unicorn, queen).
pub(crate) const REACHES: [[i32; 8]; 4] = [
    [6, 8, 10, 12, 13, 16, 20, 24],
    [12, 14, 16, 18, 20, 24, 0, 0],
    [4, 6, 8, 10, 12, 16, 0, 0],
    [28, 32, 36, 40, 44, 52, 0, 0],
];

/// At most this many weight entries make up the square term of a piece on a cell.
const MAX_SQUARE_FEATURES: usize = 2;

/// The weight entries (table, index) whose sum is the square term of `kind` on the cell `c`,
/// seen from its own side (White's coordinates; Black's pieces read [`own_cell`]).
pub(crate) fn square_features(
    kind: PieceKind,
    c: Coord,
) -> [Option<(WeightId, usize)>; MAX_SQUARE_FEATURES] {
    let (f, r, l) = (c.file as usize, c.rank as usize, c.level as usize);
    let centre = (f as i32 - 2).abs() + (r as i32 - 2).abs() + (l as i32 - 2).abs();
    // Knight, bishop, unicorn and queen: reach class and level.
    let piece = |slot: usize, reach_table: WeightId| {
        let reach = empty_board_reach(kind, SHAPE.square(c));
        let class = REACHES[slot]
            .iter()
            .position(|&x| x == reach)
            .expect("every empty-board reach is listed in REACHES");
        [
            Some((reach_table, class)),
            Some((WeightId::PIECE_LEVEL, slot * 5 + l)),
        ]
    };
    match kind {
        PieceKind::Pawn => [
            Some((WeightId::PAWN_PROGRESS, r + l)),
            Some((WeightId::PAWN_FILE, (f as i32 - 2).unsigned_abs() as usize)),
        ],
        PieceKind::Knight => piece(0, WeightId::KNIGHT_REACH),
        PieceKind::Bishop => piece(1, WeightId::BISHOP_REACH),
        PieceKind::Unicorn => piece(2, WeightId::UNICORN_REACH),
        PieceKind::Queen => piece(3, WeightId::QUEEN_REACH),
        PieceKind::Rook => [
            Some((WeightId::ROOK_LEVEL, l)),
            Some((WeightId::ROOK_RANK, r)),
        ],
        PieceKind::King => [
            Some((WeightId::KING_HOME, r + l)),
            Some((WeightId::KING_CENTRE, centre as usize)),
        ],
    }
}

/// The value of a weight entry.
fn weight(id: WeightId, index: usize) -> Score {
    WEIGHT_TABLES[id as usize].values[index]
}

/// The square term of `kind` at `c` from White's side (material excluded).
fn square_term(kind: PieceKind, c: Coord) -> Score {
    square_features(kind, c)
        .into_iter()
        .flatten()
        .fold(Score::ZERO, |sum, (id, i)| sum + weight(id, i))
}

/// The cell from which `color` sees `sq` as White sees its own: Black's is `sq` reflected through
/// the centre cell Cc3 (level, rank and file reversed), the symmetry of the start position.
#[inline(always)]
pub(crate) fn own_cell(color: Color, sq: Square) -> Square {
    match color {
        Color::White => sq,
        Color::Black => Square(CELLS as u16 - 1 - sq.0),
    }
}

/// The unicorn class of a cell: a unicorn step changes all three coordinates by one, so the
/// parities of file - rank and file - level never change.
pub(crate) const fn unicorn_class(sq: usize) -> usize {
    let (f, r, l) = (sq % 5, sq / 5 % 5, sq / 25);
    ((f ^ r) & 1) | (((f ^ l) & 1) << 1)
}

impl EvalTables {
    fn build() -> EvalTables {
        let mut by_code = Box::new([[Score::ZERO; CELLS]; 16]);
        for kind in PieceKind::ALL {
            for color in Color::ALL {
                let code = Piece::new(color, kind).code() as usize;
                for sq in SHAPE.squares() {
                    let c = SHAPE.coord(own_cell(color, sq));
                    by_code[code][sq.index()] = MATERIAL[kind.index()] + square_term(kind, c);
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
    /// King shelter, pawn structure, the bishop pair and the colour complexes of `color`, with
    /// the sign `sign` (+1 White, -1 Black), into `sink`.
    #[inline(always)]
    fn dynamic_terms<S: EvalSink>(&self, color: Color, sign: i32, sink: &mut S) {
        let t = self.tables;
        let own = self.by_color[color.index()];
        // Our own king's shelter: pawns and pieces next to it.
        let k = self.king[color.index()];
        let around = t.king.get(k);
        let pawns = (around & self.pieces(color, PieceKind::Pawn))
            .count()
            .min(4) as usize;
        let pieces = (around & own).count().min(6) as usize;
        term!(sink, SHELTER_PAWN[pawns], sign);
        term!(sink, SHELTER_PIECE[pieces], sign);
        self.pawn_structure(color, sign, sink);
        self.colour_complexes(color, sign, sink);
    }

    /// Passed, isolated and pawn-defended pawns of `color`.
    #[inline(always)]
    fn pawn_structure<S: EvalSink>(&self, color: Color, sign: i32, sink: &mut S) {
        let e = self.eval;
        let own = self.pieces(color, PieceKind::Pawn);
        let theirs = self.pieces(!color, PieceKind::Pawn);
        let mut defended = Bb::EMPTY;
        for s in self.tables.pawn_capture_shifts[color.index()] {
            defended |= s.apply(own);
        }
        for sq in own.squares() {
            let c = SHAPE.coord(sq);
            // Progress toward the promotion cells: rank + level from the pawn's side, 0..=8.
            let progress = match color {
                Color::White => c.rank + c.level,
                Color::Black => 8 - c.rank - c.level,
            } as usize;
            if !e.front_span[color.index()][sq.index()].intersects(theirs) {
                term!(sink, PASSED_PAWN[progress], sign);
            }
            if !e.adjacent_files[sq.index()].intersects(own) {
                term!(sink, ISOLATED_PAWN, sign);
            }
            if defended.contains(sq) {
                term!(sink, DEFENDED_PAWN, sign);
            }
        }
    }

    /// The bishop pair, and bishops and unicorns on the enemy king's colour class: a bishop
    /// keeps its cell's coordinate-sum parity, a unicorn its [`unicorn_class`].
    #[inline(always)]
    fn colour_complexes<S: EvalSink>(&self, color: Color, sign: i32, sink: &mut S) {
        let bishops = self.pieces(color, PieceKind::Bishop);
        if bishops.intersects(EVEN_CELLS) && bishops.intersects(!EVEN_CELLS) {
            term!(sink, BISHOP_PAIR, sign);
        }
        let enemy_king = self.king[(!color).index()];
        for class in [EVEN_CELLS, !EVEN_CELLS] {
            if class.contains(enemy_king) {
                term!(
                    sink,
                    BISHOP_KING_CLASS,
                    sign * (bishops & class).count() as i32
                );
            }
        }
        let king_class = unicorn_class(enemy_king.index());
        for sq in self.pieces(color, PieceKind::Unicorn).squares() {
            if unicorn_class(sq.index()) == king_class {
                term!(sink, UNICORN_KING_CLASS, sign);
            }
        }
    }

    /// Every term computed per call (not the accumulator's), White-relative, into `sink`.
    #[inline(always)]
    fn terms<S: EvalSink>(&self, sink: &mut S) {
        self.dynamic_terms(Color::White, 1, sink);
        self.dynamic_terms(Color::Black, -1, sink);
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
    /// The evaluation from White's point of view, tempo included (the side to move's bonus).
    pub fn evaluate_white(&self) -> i32 {
        self.evaluate() * self.side.sign()
    }

    /// The evaluation compiled for the baseline CPU (tests compare it with the dispatched one).
    #[doc(hidden)]
    #[inline(always)]
    pub fn evaluate_portable(&self) -> i32 {
        let mut sum = Accumulate(self.acc.psq);
        self.terms(&mut sum);
        let white = sum.0.taper(self.acc.phase, MAX_PHASE);
        white * self.side.sign() + TEMPO
    }

    /// The evaluation as the tuner sees it: every term as a count of one weight of
    /// [`WEIGHT_TABLES`], with the phase; the tempo is the fixed part. `eval_trace().evaluate(
    /// current weights)` equals [`Self::evaluate_white`].
    pub fn eval_trace(&self) -> EvalTrace {
        let mut trace = Trace::new(WEIGHT_TABLES);
        for sq in self.by_color[0].squares().chain(self.by_color[1].squares()) {
            let Some(piece) = self.piece_at(sq) else {
                continue;
            };
            let sign = piece.color.sign();
            let cell = own_cell(piece.color, sq);
            term!(&mut trace, MATERIAL[piece.kind.index()], sign);
            for (id, index) in square_features(piece.kind, SHAPE.coord(cell))
                .into_iter()
                .flatten()
            {
                trace.add(id as usize, index, Score::ZERO, sign);
            }
        }
        self.terms(&mut trace);
        EvalTrace {
            terms: trace.merged(),
            phase: self.acc.phase,
            max_phase: MAX_PHASE,
            eg_scale: 64,
            fixed: TEMPO * self.side.sign(),
        }
    }

    /// The material and piece-square total recomputed from the weight tables (tests compare
    /// it with the incremental accumulator).
    pub fn recomputed_psq(&self) -> Score {
        let mut total = Score::ZERO;
        for sq in self.by_color[0].squares().chain(self.by_color[1].squares()) {
            let Some(piece) = self.piece_at(sq) else {
                continue;
            };
            let cell = own_cell(piece.color, sq);
            let value = MATERIAL[piece.kind.index()] + square_term(piece.kind, SHAPE.coord(cell));
            match piece.color {
                Color::White => total += value,
                Color::Black => total -= value,
            }
        }
        total
    }

    /// The incremental material and piece-square total.
    pub fn accumulated_psq(&self) -> Score {
        self.acc.psq
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

#[cfg(test)]
mod tests {
    use super::*;
    use tetrarch_eval::parameter_vector;
    use tetrarch_movegen::{MoveList, Notation, Position};

    /// Positions reached by pseudo-random play from the start, and a few hand-made ones.
    fn positions() -> Vec<RaumschachPosition> {
        let mut out = Vec::new();
        for seed in 0..12usize {
            let mut pos = RaumschachPosition::start_position();
            let mut moves = MoveList::new();
            for ply in 0..60usize {
                moves.clear();
                pos.generate_moves(&mut moves);
                if moves.is_empty() {
                    break;
                }
                pos.make_move(moves[(ply * 7919 + seed * 104_729) % moves.len()]);
                out.push(pos.clone());
            }
        }
        out
    }

    #[test]
    fn the_trace_reproduces_the_evaluation() {
        let weights = parameter_vector(WEIGHT_TABLES);
        for pos in positions() {
            assert_eq!(
                pos.eval_trace().evaluate(&weights),
                pos.evaluate_white(),
                "{}",
                pos.to_text()
            );
            assert_eq!(
                pos.recomputed_psq(),
                pos.accumulated_psq(),
                "{}",
                pos.to_text()
            );
        }
    }

    /// The trace counts terms, it does not replay fixed numbers: with every weight zero but
    /// the pawn's material, the traced evaluation is the pawn balance plus the tempo.
    #[test]
    fn the_trace_follows_the_weights() {
        let pawn = tetrarch_eval::offsets(WEIGHT_TABLES)[WeightId::MATERIAL as usize]
            + PieceKind::Pawn.index();
        for pos in positions() {
            let mut weights = vec![Score::ZERO; parameter_vector(WEIGHT_TABLES).len()];
            weights[pawn] = Score::new(100, 100);
            let balance = pos.pieces(Color::White, PieceKind::Pawn).count() as i32
                - pos.pieces(Color::Black, PieceKind::Pawn).count() as i32;
            let expected = 100 * balance + TEMPO * pos.side_to_move().sign();
            assert_eq!(
                pos.eval_trace().evaluate(&weights),
                expected,
                "{}",
                pos.to_text()
            );
        }
    }

    #[test]
    fn every_reach_has_its_entry() {
        for kind in PieceKind::ALL {
            for sq in SHAPE.squares() {
                for (id, index) in square_features(kind, SHAPE.coord(sq)).into_iter().flatten() {
                    assert!(
                        index < WEIGHT_TABLES[id as usize].values.len(),
                        "{kind:?} {sq:?}"
                    );
                }
            }
        }
    }

    #[test]
    fn unicorn_classes_hold_35_30_30_30_cells_and_unicorns_stay_in_theirs() {
        let mut sizes = [0; 4];
        for sq in SHAPE.squares() {
            sizes[unicorn_class(sq.index())] += 1;
            for to in tables().unicorn.slide(sq, Bb::EMPTY).squares() {
                assert_eq!(unicorn_class(to.index()), unicorn_class(sq.index()));
            }
            // The reflection through the centre keeps the class and the bishop parity.
            let back = own_cell(Color::Black, sq);
            assert_eq!(unicorn_class(back.index()), unicorn_class(sq.index()));
            assert_eq!(EVEN_CELLS.contains(back), EVEN_CELLS.contains(sq));
        }
        assert_eq!(sizes, [35, 30, 30, 30]);
    }

    /// Black's piece reads the entries White's does on the cell reflected through the centre.
    #[test]
    fn black_reads_the_reflected_cell() {
        let e = eval_tables();
        for kind in PieceKind::ALL {
            let white = Piece::new(Color::White, kind);
            let black = Piece::new(Color::Black, kind);
            for sq in SHAPE.squares() {
                let reflected = Square(124 - sq.0);
                assert_eq!(
                    e.piece(white, sq),
                    e.piece(black, reflected),
                    "{kind:?} {sq:?}"
                );
            }
        }
    }
}
