//! Bitboard masks and small square helpers the evaluation terms share, built at compile time.

use crate::types::file_bb;
use tetrarch_movegen::Color;

pub(super) const FILE_A: u64 = 0x0101_0101_0101_0101;
pub(super) const FILE_H: u64 = FILE_A << 7;
/// d4, e4, d5 and e5.
pub(super) const CENTRE: u64 = 0x0000_0018_1800_0000;
/// The light squares (b1, d1, ..., a2, ...).
pub(super) const LIGHT_SQUARES: u64 = 0x55AA_55AA_55AA_55AA;
/// The files of the king's flank by the king's file: a-c, a-d, a-d, c-f, c-f, e-h, e-h, f-h
/// (Stockfish 11's `KingFlank`).
pub(super) const KING_FLANK: [u64; 8] = {
    const QUEEN_SIDE: u64 = FILE_A * 0x0F;
    const CENTRE_FILES: u64 = FILE_A * 0x3C;
    const KING_SIDE: u64 = FILE_A * 0xF0;
    [
        QUEEN_SIDE & !(FILE_A << 3),
        QUEEN_SIDE,
        QUEEN_SIDE,
        CENTRE_FILES,
        CENTRE_FILES,
        KING_SIDE,
        KING_SIDE,
        KING_SIDE & !(FILE_A << 4),
    ]
};
/// Each side's camp, where attacks on its king's flank count: ranks 1-5 for White, 4-8 for
/// Black.
pub(super) const CAMP: [u64; 2] = [0x0000_00FF_FFFF_FFFF, 0xFFFF_FFFF_FF00_0000];

/// Pawn-structure masks, built at compile time so the per-pawn work is a few look-ups.
pub(super) struct PawnMasks {
    /// `[colour][rank]`: every square on the ranks strictly ahead, from that side.
    pub ahead: [[u64; 8]; 2],
    /// `[file]`: the files next to it.
    pub adjacent: [u64; 8],
    /// `[colour][square]`: the squares ahead on the same file.
    pub front_file: [[u64; 64]; 2],
    /// `[colour][square]`: the squares ahead on the same and the adjacent files.
    pub passed_span: [[u64; 64]; 2],
    /// `[colour][square]`: the squares ahead on the adjacent files (where enemy pawns that
    /// could ever attack this square stand).
    pub attack_span: [[u64; 64]; 2],
}

const fn build_pawn_masks() -> PawnMasks {
    let mut m = PawnMasks {
        ahead: [[0; 8]; 2],
        adjacent: [0; 8],
        front_file: [[0; 64]; 2],
        passed_span: [[0; 64]; 2],
        attack_span: [[0; 64]; 2],
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
            m.attack_span[c][sq] = ahead & m.adjacent[sq % 8];
            m.passed_span[c][sq] = m.front_file[c][sq] | m.attack_span[c][sq];
            sq += 1;
        }
        c += 1;
    }
    m
}

pub(super) static PAWN_MASKS: PawnMasks = build_pawn_masks();

/// Squares on ranks strictly ahead of `rank` from `color`'s side.
#[inline(always)]
pub(super) fn ahead_of(color: Color, rank: usize) -> u64 {
    PAWN_MASKS.ahead[color.index()][rank & 7]
}

/// The files next to `file`.
#[inline(always)]
pub(super) fn adjacent_files(file: usize) -> u64 {
    PAWN_MASKS.adjacent[file & 7]
}

/// All squares attacked by `color`'s pawns.
#[inline(always)]
pub(super) fn pawn_attack_set(color: Color, pawns: u64) -> u64 {
    match color {
        Color::White => ((pawns & !FILE_A) << 7) | ((pawns & !FILE_H) << 9),
        Color::Black => ((pawns & !FILE_A) >> 9) | ((pawns & !FILE_H) >> 7),
    }
}

/// The squares `color`'s pawns would move to with a single push (ignoring blockers).
#[inline(always)]
pub(super) fn pawn_pushes(color: Color, pawns: u64) -> u64 {
    match color {
        Color::White => pawns << 8,
        Color::Black => pawns >> 8,
    }
}

/// `rank` seen from `color`'s side (0 = its own back rank).
#[inline(always)]
pub(super) fn relative_rank(color: Color, rank: usize) -> usize {
    match color {
        Color::White => rank,
        Color::Black => 7 - rank,
    }
}

/// `sq` seen from `color`'s side: Black's squares are rank-mirrored.
#[inline(always)]
pub(super) fn relative_square(color: Color, sq: usize) -> usize {
    match color {
        Color::White => sq,
        Color::Black => sq ^ 56,
    }
}

/// The square in front of `sq` from `color`'s side (no pawn on a last rank is asked).
#[inline(always)]
pub(super) fn forward(color: Color, sq: usize) -> usize {
    match color {
        Color::White => (sq + 8).min(63),
        Color::Black => sq.saturating_sub(8),
    }
}

/// King (Chebyshev) distance between two squares.
#[inline(always)]
pub(super) fn distance(a: usize, b: usize) -> i32 {
    let df = (a % 8).abs_diff(b % 8);
    let dr = (a / 8).abs_diff(b / 8);
    df.max(dr) as i32
}

/// Whether the pawn of side `c` on `sq` is passed: no enemy pawn ahead on its own or a
/// neighbouring file, and (of doubled pawns only the front one counts) no own pawn ahead.
#[inline(always)]
pub(super) fn is_passed(c: usize, own: u64, theirs: u64, sq: usize) -> bool {
    own & PAWN_MASKS.front_file[c][sq] == 0 && theirs & PAWN_MASKS.passed_span[c][sq] == 0
}

/// The bits of `set` one at a time, lowest first.
#[inline(always)]
pub(super) fn squares(mut set: u64) -> impl Iterator<Item = usize> {
    core::iter::from_fn(move || {
        if set == 0 {
            None
        } else {
            let sq = set.trailing_zeros() as usize;
            set &= set - 1;
            Some(sq)
        }
    })
}
