//! The first chess evaluation (Gibbon's list as the direction): material and piece-square
//! values kept incrementally by make/unmake, plus mobility, pawn structure (doubled,
//! isolated, backward), passed pawns, king shelter, bishop pair and rooks on open files
//! computed from the bitboards. Tapered by the incremental game phase; returned from the
//! side to move's point of view.

use crate::attacks::{bishop_attacks, queen_attacks, rook_attacks, KNIGHT_ATTACKS};
use crate::position::ChessPosition;
use crate::types::{file_bb, file_of, rank_of, PieceKind};
use crate::weights::*;
use tetrarch_eval::{mobility, Evaluate, Score};
use tetrarch_movegen::Color;

/// Pawn-structure masks, built at compile time so the per-pawn work is a few look-ups.
struct PawnMasks {
    /// `[colour][rank]`: every square on the ranks strictly ahead, from that side.
    ahead: [[u64; 8]; 2],
    /// `[file]`: the files next to it.
    adjacent: [u64; 8],
    /// `[colour][square]`: the squares ahead on the same file.
    front_file: [[u64; 64]; 2],
    /// `[colour][square]`: the squares ahead on the same and the adjacent files.
    passed_span: [[u64; 64]; 2],
}

const fn build_pawn_masks() -> PawnMasks {
    let mut m = PawnMasks {
        ahead: [[0; 8]; 2],
        adjacent: [0; 8],
        front_file: [[0; 64]; 2],
        passed_span: [[0; 64]; 2],
    };
    let mut rank = 0;
    while rank < 8 {
        m.ahead[0][rank] = if rank >= 7 {
            0
        } else {
            !0u64 << (8 * (rank + 1))
        };
        m.ahead[1][rank] = (1u64 << (8 * rank)) - 1;
        rank += 1;
    }
    let mut file = 0;
    while file < 8 {
        if file > 0 {
            m.adjacent[file] |= file_bb(file - 1);
        }
        if file < 7 {
            m.adjacent[file] |= file_bb(file + 1);
        }
        file += 1;
    }
    let mut c = 0;
    while c < 2 {
        let mut sq = 0;
        while sq < 64 {
            let ahead = m.ahead[c][sq / 8];
            m.front_file[c][sq] = ahead & file_bb(sq % 8);
            m.passed_span[c][sq] = ahead & (file_bb(sq % 8) | m.adjacent[sq % 8]);
            sq += 1;
        }
        c += 1;
    }
    m
}

static PAWN_MASKS: PawnMasks = build_pawn_masks();

/// Squares on ranks strictly ahead of `rank` from `color`'s side.
#[inline(always)]
fn ahead_of(color: Color, rank: usize) -> u64 {
    PAWN_MASKS.ahead[color.index()][rank & 7]
}

/// The files next to `file`.
#[inline(always)]
fn adjacent_files(file: usize) -> u64 {
    PAWN_MASKS.adjacent[file & 7]
}

/// All squares attacked by `color`'s pawns.
#[inline(always)]
fn pawn_attack_set(color: Color, pawns: u64) -> u64 {
    const FILE_A: u64 = 0x0101_0101_0101_0101;
    const FILE_H: u64 = FILE_A << 7;
    match color {
        Color::White => ((pawns & !FILE_A) << 7) | ((pawns & !FILE_H) << 9),
        Color::Black => ((pawns & !FILE_A) >> 9) | ((pawns & !FILE_H) >> 7),
    }
}

/// Pawn structure and passed pawns of one side.
#[inline(always)]
fn pawn_terms(color: Color, own: u64, theirs: u64) -> Score {
    let mut score = Score::ZERO;
    let their_attacks = pawn_attack_set(color.opponent(), theirs);
    let mut pawns = own;
    let c = color.index();
    while pawns != 0 {
        let sq = pawns.trailing_zeros() as usize;
        pawns &= pawns - 1;
        let (file, rank) = (file_of(sq), rank_of(sq));
        let relative_rank = if color == Color::White {
            rank
        } else {
            7 - rank
        };
        let blocked_by_own = own & PAWN_MASKS.front_file[c][sq] != 0;
        if blocked_by_own {
            score += DOUBLED_PAWN;
        }
        let neighbours = own & adjacent_files(file);
        if neighbours == 0 {
            score += ISOLATED_PAWN;
        } else {
            // Backward: every neighbour is ahead, and the square in front is held by an enemy
            // pawn, so it cannot advance to be defended.
            let behind_or_level = !ahead_of(color, rank);
            let stop = if color == Color::White {
                sq + 8
            } else {
                sq - 8
            };
            if neighbours & behind_or_level == 0 && their_attacks >> stop & 1 != 0 {
                score += BACKWARD_PAWN;
            }
        }
        // Passed: no enemy pawn ahead on its own or a neighbouring file (and, of doubled
        // pawns, only the front one counts).
        if !blocked_by_own && theirs & PAWN_MASKS.passed_span[c][sq] == 0 {
            score += PASSED_PAWN[relative_rank];
        }
    }
    score
}

/// Mobility, rooks on files, bishop pair and king shelter of one side.
#[inline(always)]
fn piece_terms(pos: &ChessPosition, color: Color) -> Score {
    let mut score = Score::ZERO;
    let us = pos.color_pieces(color);
    let occ = pos.occupied();
    let own_pawns = pos.pieces(color, PieceKind::Pawn);
    let their_pawns = pos.pieces(color.opponent(), PieceKind::Pawn);
    // Squares worth counting: not our own pieces, not guarded by an enemy pawn.
    let area = !us & !pawn_attack_set(color.opponent(), their_pawns);

    let mut knights = pos.pieces(color, PieceKind::Knight);
    while knights != 0 {
        let sq = knights.trailing_zeros() as usize;
        knights &= knights - 1;
        score += mobility(
            tetrarch_geometry::Bitboard64(KNIGHT_ATTACKS[sq] & area),
            &KNIGHT_MOBILITY,
        );
    }
    let bishops = pos.pieces(color, PieceKind::Bishop);
    if bishops.count_ones() >= 2 {
        score += BISHOP_PAIR;
    }
    let mut b = bishops;
    while b != 0 {
        let sq = b.trailing_zeros() as usize;
        b &= b - 1;
        score += mobility(
            tetrarch_geometry::Bitboard64(bishop_attacks(sq, occ) & area),
            &BISHOP_MOBILITY,
        );
    }
    let mut rooks = pos.pieces(color, PieceKind::Rook);
    while rooks != 0 {
        let sq = rooks.trailing_zeros() as usize;
        rooks &= rooks - 1;
        score += mobility(
            tetrarch_geometry::Bitboard64(rook_attacks(sq, occ) & area),
            &ROOK_MOBILITY,
        );
        let file = file_bb(file_of(sq));
        if own_pawns & file == 0 {
            score += if their_pawns & file == 0 {
                ROOK_OPEN_FILE
            } else {
                ROOK_HALF_OPEN_FILE
            };
        }
    }
    let mut queens = pos.pieces(color, PieceKind::Queen);
    while queens != 0 {
        let sq = queens.trailing_zeros() as usize;
        queens &= queens - 1;
        let t = queen_attacks(sq, occ);
        score += mobility(tetrarch_geometry::Bitboard64(t & area), &QUEEN_MOBILITY);
    }

    // King shelter: pawns in front of a king on its wing, open files beside it.
    let ksq = pos.king_square(color);
    let (kf, kr) = (file_of(ksq), rank_of(ksq));
    let relative_rank = if color == Color::White { kr } else { 7 - kr };
    if relative_rank <= 1 && kf != 3 && kf != 4 {
        let files = file_bb(kf) | adjacent_files(kf);
        // The two ranks in front of the king.
        let two_ahead = if color == Color::White {
            kr + 2
        } else {
            kr - 2
        };
        let near = ahead_of(color, kr) & !ahead_of(color, two_ahead);
        let shield = own_pawns & files & near;
        score += PAWN_SHIELD * shield.count_ones() as i32;
        for f in kf.saturating_sub(1)..=(kf + 1).min(7) {
            if own_pawns & file_bb(f) == 0 {
                score += OPEN_FILE_NEAR_KING;
            }
        }
    }
    score
}

impl ChessPosition {
    /// The evaluation from White's point of view, without tempo (tests use it for symmetry).
    ///
    /// Mobility and pawn terms are full of population counts; as for move counting, x86-64
    /// CPUs with `popcnt` run a copy compiled to use it (see `movegen::count_legal`).
    #[inline]
    pub fn evaluate_white(&self) -> i32 {
        #[cfg(target_arch = "x86_64")]
        {
            if std::arch::is_x86_feature_detected!("popcnt") {
                // SAFETY: the CPU supports `popcnt` (checked just above), the only feature
                // `evaluate_white_with_popcnt` is compiled to use.
                return unsafe { self.evaluate_white_with_popcnt() };
            }
        }
        self.evaluate_white_portable()
    }

    /// [`Self::evaluate_white`] compiled with the `popcnt` instruction.
    ///
    /// # Safety
    /// The CPU must support `popcnt`.
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "popcnt")]
    unsafe fn evaluate_white_with_popcnt(&self) -> i32 {
        self.evaluate_white_portable()
    }

    /// [`Self::evaluate_white`] for any CPU.
    #[inline(always)]
    fn evaluate_white_portable(&self) -> i32 {
        let wp = self.pieces(Color::White, PieceKind::Pawn);
        let bp = self.pieces(Color::Black, PieceKind::Pawn);
        let terms = pawn_terms(Color::White, wp, bp) - pawn_terms(Color::Black, bp, wp)
            + piece_terms(self, Color::White)
            - piece_terms(self, Color::Black);
        self.acc.tapered(MAX_PHASE) + terms.taper(self.acc.phase, MAX_PHASE)
    }
}

impl Evaluate for ChessPosition {
    const SEARCH_PARAMS: tetrarch_eval::SearchParams = crate::search_params::SEARCH_PARAMS;

    fn evaluate(&self) -> i32 {
        self.evaluate_white() * self.side.sign() + TEMPO
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tetrarch_movegen::Notation;

    fn bb(squares: &[&str]) -> u64 {
        squares
            .iter()
            .map(|s| 1u64 << crate::types::parse_square(s).unwrap())
            .fold(0, |a, b| a | b)
    }

    /// The run-time-selected `popcnt` copy and the portable one agree.
    #[test]
    fn evaluation_copies_agree() {
        for fen in [
            crate::START_FEN,
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
            "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
        ] {
            let p = ChessPosition::from_text(fen).unwrap();
            assert_eq!(p.evaluate_white(), p.evaluate_white_portable(), "{fen}");
        }
    }

    #[test]
    fn pawn_structure_terms() {
        // A lone pawn: isolated and passed (relative rank 4 = the fifth rank).
        let lone = pawn_terms(Color::White, bb(&["d5"]), 0);
        assert_eq!(lone, ISOLATED_PAWN + PASSED_PAWN[4]);
        // Black's view mirrors White's.
        assert_eq!(pawn_terms(Color::Black, bb(&["d4"]), 0), lone);
        // Doubled: only the rear pawn pays; both isolated; only the front one is passed.
        let doubled = pawn_terms(Color::White, bb(&["d2", "d3"]), 0);
        assert_eq!(doubled, DOUBLED_PAWN + ISOLATED_PAWN * 2 + PASSED_PAWN[2]);
        // An enemy pawn in front on an adjacent file stops "passed".
        let held = pawn_terms(Color::White, bb(&["d5"]), bb(&["e7"]));
        assert_eq!(held, ISOLATED_PAWN);
        // Backward: d3 behind its neighbour on e4, and d4 is guarded by Black's c5 pawn.
        let backward = pawn_terms(Color::White, bb(&["d3", "e4"]), bb(&["c5"]));
        assert_eq!(backward, BACKWARD_PAWN + PASSED_PAWN[3]);
    }

    #[test]
    fn piece_terms_see_bishops_rooks_and_shelter() {
        let shelter = |fen: &str| {
            let p = ChessPosition::from_text(fen).unwrap();
            piece_terms(&p, Color::White)
        };
        // Castled king behind f2 g2 h2, versus the same with g2 missing (one pawn fewer in
        // the shield and an open file beside the king).
        let full = shelter("4k3/8/8/8/8/8/5PPP/6K1 w - - 0 1");
        let holed = shelter("4k3/8/8/8/8/8/5P1P/6K1 w - - 0 1");
        assert_eq!(full - holed, PAWN_SHIELD - OPEN_FILE_NEAR_KING);
        // A rook on an open file beats one on a file with its own pawn; mobility aside.
        let open = ChessPosition::from_text("4k3/8/8/8/8/8/P7/1R2K3 w - - 0 1").unwrap();
        let closed = ChessPosition::from_text("4k3/8/8/8/8/8/1P6/1R2K3 w - - 0 1").unwrap();
        let diff = piece_terms(&open, Color::White) - piece_terms(&closed, Color::White);
        assert!(diff.mg() >= ROOK_OPEN_FILE.mg(), "{diff:?}");
        // The bishop pair.
        let pair = ChessPosition::from_text("4k3/8/8/8/8/8/8/2B1KB2 w - - 0 1").unwrap();
        let one = ChessPosition::from_text("4k3/8/8/8/8/8/8/2B1K3 w - - 0 1").unwrap();
        let gain = piece_terms(&pair, Color::White) - piece_terms(&one, Color::White);
        assert!(gain.mg() >= BISHOP_PAIR.mg() && gain.eg() >= BISHOP_PAIR.eg());
    }
}
