//! The chess Zobrist keys: one per (piece, square), castling-rights set, en-passant file and
//! side to move, from the hash crate's fixed-seed generator at compile time.

use tetrarch_hash::zobrist_keys;

/// 12 pieces x 64 squares, then 16 castling-rights sets, 8 en-passant files, 1 side key.
const COUNT: usize = 12 * 64 + 16 + 8 + 1;
/// A seed of chess's own, so no other game shares these keys.
static KEYS: [u64; COUNT] = zobrist_keys::<COUNT>(0xC4E5_5000_0000_0001);

/// Key of packed piece `code` on square `sq`.
#[inline(always)]
pub fn piece_key(code: u8, sq: usize) -> u64 {
    KEYS[code as usize * 64 + sq]
}

/// Key of a castling-rights set (4 bits).
#[inline(always)]
pub fn castling_key(rights: u8) -> u64 {
    KEYS[12 * 64 + rights as usize]
}

/// Key of an en-passant square's file.
#[inline(always)]
pub fn en_passant_key(file: usize) -> u64 {
    KEYS[12 * 64 + 16 + file]
}

/// Toggled when Black is to move.
#[inline(always)]
pub fn side_key() -> u64 {
    KEYS[COUNT - 1]
}
