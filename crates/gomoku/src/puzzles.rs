//! VCF puzzles: positions where exactly one first move wins by continuous fours, with the
//! length of the shortest win (in fours, the final five not counted). Found by random search
//! over dense positions and proven by the rescan reference (`reference::vcf_exists`): a VCF
//! of that length exists, none shorter, and no other first move wins by VCF. Used by the
//! tests, the benchmarks and the CLI.

use crate::{GomokuPosition, Rule};
use tetrarch_movegen::{MoveList, Position};

/// A middle game reached by a fixed pseudo-random walk over the search moves of an empty
/// 15x15 board, stopping at `stones` stones or just before a five. The benchmarks and the
/// timing example measure on it.
pub fn middle_game(rule: Rule, stones: usize) -> GomokuPosition {
    let mut pos = GomokuPosition::new(15, 15, rule).unwrap();
    let mut seed = 0x9E37_79B9_7F4A_7C15u64;
    while pos.stone_count() < stones {
        let mut moves = MoveList::new();
        pos.generate_search_moves(&mut moves);
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        let m = moves[(seed % moves.len() as u64) as usize];
        pos.make_move(m);
        if pos.is_won() {
            pos.unmake_move(m);
            break;
        }
    }
    pos
}

/// `(position text, the only winning first move, VCF length)`: the length counts the
/// attacker's fours; the winning five comes after them.
pub const VCF_PUZZLES: [(&str, &str, u32); 10] = [
    (
        "11x11 freestyle b b:g4,h4,i4,d5,c6,f6,h7,i7,e8,g8 w:f4,c5,h6,e7,c8,d8,h8,d9,e9,f9",
        "k4",
        3,
    ),
    (
        "11x11 freestyle b b:f3,e4,f5,d6,d7,f7,g8,g9,i9 w:c3,g3,d4,h4,d5,h7,i7,i8",
        "f6",
        3,
    ),
    (
        "11x11 standard b b:e5,i6,c7,g7,e8,i8,f9,g9,h9 w:f4,g4,i4,i5,d6,d8,g8,e9",
        "i9",
        4,
    ),
    (
        "11x11 standard b b:f3,g3,h4,i4,e5,h5,c7,h8,c9 w:e3,d4,g4,d5,d6,g7,f8,i8",
        "h6",
        4,
    ),
    (
        "11x11 renju b b:f3,g3,e4,g6,h6,d7,g7,d9,e9 w:c4,f4,i5,d6,e6,i7,c8,d8,h8",
        "g5",
        3,
    ),
    (
        "11x11 renju b b:g3,d5,f5,d6,f6,g6,h6,d7,h7,e8 w:d3,c4,d4,g4,c5,h5,e6,g7,g8,i8",
        "d9",
        3,
    ),
    (
        "11x11 renju b b:c3,d3,d4,c5,g5,g7,g9 w:h3,f6,f7,h7,h8,f9",
        "g6",
        4,
    ),
    (
        "11x11 renju b b:c3,i3,e4,e5,h5,f6,c7,e7,g8,i8 w:e3,i5,d6,i6,g7,h7,i7,e9,h9",
        "e8",
        4,
    ),
    (
        "11x11 caro b b:g4,i4,f5,h5,f6,h6,d7,e9,i9 w:c3,d3,h3,d6,c7,f7,d8,i8",
        "e6",
        3,
    ),
    (
        "13x13 freestyle b b:g4,h4,e5,f6,h6,j6,j7,h9,h10,i10 w:f5,h5,j5,d7,h7,i7,d9,i9,j9,j10",
        "g6",
        5,
    ),
];
