//! Endgame tablebases for Raumschach: every position of an ending with its exact value (win,
//! draw or loss for the side to move) and its distance to mate in plies, made by retrograde
//! analysis ([`generate`]), stored in a compact checked file ([`format`](mod@format)) and
//! probed by the search through [`crate::RaumschachPosition`]'s `Position::probe_tablebase`.
//!
//! - A table covers one [`Material`] with White the stronger side; positions where Black is
//!   stronger are probed with the colours exchanged (rank and level mirrored).
//! - Positions are indexed up to the board's symmetries ([`symmetry`]): 48 without pawns, 4
//!   with them. The first piece (White's king) is the anchor, confined to one cell per orbit.
//! - Values ignore the 50-move rule and repetitions (the search applies the 50-move rule when
//!   it asks: see [`crate::RaumschachPosition`]'s probe).

mod format;
mod generate;
mod material;
mod probe;
mod symmetry;
mod verify;

pub use format::{
    check_file, checksum, decode, encode, file_name, read_table, write_table, FORMAT_VERSION, MAGIC,
};
pub use generate::{generate, GenerateProgress};
pub use material::{Material, MAX_MEN};
pub(crate) use probe::probe_loaded;
pub use probe::{clear_tablebases, loaded_tablebases, set_tablebases, TablebaseSet};
pub use symmetry::SymmetryGroup;
pub use verify::{verify_with_reference, VerifyReport};

use crate::{Piece, PieceKind};
use symmetry::{colour_flip, Symmetries};
use tetrarch_movegen::Color;

/// The exact value of a position for the side to move.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum TbValue {
    /// The side to move mates in this many plies (odd).
    Win(u32),
    /// The side to move is mated in this many plies (even; 0: it is mated now).
    Loss(u32),
    /// Neither side can force mate.
    Draw,
}

/// Byte of a drawn position (and, during generation, of one not yet decided).
pub(crate) const DRAW_BYTE: u8 = 0;
/// Byte of an index that stands for no position: pieces on one cell, a pawn on its
/// promotion cell, the side not to move in check, or not the canonical index of its orbit.
pub(crate) const NO_POSITION: u8 = u8::MAX;
/// Longest distance to mate a byte holds (`1 + dtm` is stored).
pub(crate) const MAX_DTM: u32 = 253;

/// The stored byte of a value.
pub(crate) fn value_byte(v: TbValue) -> u8 {
    match v {
        TbValue::Draw => DRAW_BYTE,
        TbValue::Win(n) | TbValue::Loss(n) => (n + 1) as u8,
    }
}

/// The value a stored byte stands for (`None` for [`NO_POSITION`]).
pub(crate) fn byte_value(b: u8) -> Option<TbValue> {
    match b {
        DRAW_BYTE => Some(TbValue::Draw),
        NO_POSITION => None,
        b if (b - 1) % 2 == 1 => Some(TbValue::Win(b as u32 - 1)),
        b => Some(TbValue::Loss(b as u32 - 1)),
    }
}

/// Why a table could not be made, read or used.
#[derive(Debug, thiserror::Error)]
pub enum TablebaseError {
    /// A material name that does not parse or is too large.
    #[error("tablebase material '{name}': {why}")]
    BadMaterial {
        /// The name as given.
        name: String,
        /// What is wrong with it.
        why: String,
    },
    /// A file that could not be read or written.
    #[error("tablebase file {path}: {source}")]
    Io {
        /// The file.
        path: String,
        /// The I/O error.
        #[source]
        source: std::io::Error,
    },
    /// A file whose contents are not a table.
    #[error("tablebase file {path}: {why}")]
    Corrupt {
        /// The file.
        path: String,
        /// What is wrong with it.
        why: String,
    },
    /// A file whose contents do not match its checksum.
    #[error("tablebase file {path}: checksum mismatch (stored {stored:#018x}, computed {computed:#018x}): the file is damaged, generate it again")]
    Checksum {
        /// The file.
        path: String,
        /// The checksum in the file.
        stored: u64,
        /// The checksum of its contents.
        computed: u64,
    },
    /// Generation needs the table of an ending a capture or promotion leads to.
    #[error("tablebase {name}: needs the table {needed} (generate it first)")]
    MissingTable {
        /// The ending being generated.
        name: String,
        /// The ending it converts into.
        needed: String,
    },
    /// A directory that cannot be listed.
    #[error("tablebase directory {path}: {why}")]
    Directory {
        /// The directory.
        path: String,
        /// What is wrong with it.
        why: String,
    },
}

/// One ending's table: a byte per index and side to move.
#[derive(Debug)]
pub struct Tablebase {
    material: Material,
    symmetries: Symmetries,
    /// Per side to move (White, Black), one byte per index.
    values: [Vec<u8>; 2],
}

/// What a table holds, counted over every legal position (each symmetry class weighted by the
/// number of positions in it) and over the stored classes.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TableStatistics {
    /// Legal positions with White to move / Black to move.
    pub positions: [u64; 2],
    /// Of those, won by the side to move, drawn, lost by the side to move.
    pub wins: [u64; 2],
    /// Drawn positions, per side to move.
    pub draws: [u64; 2],
    /// Lost by the side to move, per side to move.
    pub losses: [u64; 2],
    /// Longest win for the side to move, in plies, per side to move.
    pub longest_win: [u32; 2],
    /// Longest loss for the side to move (it is mated in that many plies), per side.
    pub longest_loss: [u32; 2],
    /// Stored index entries per side, and those that are positions.
    pub entries: u64,
    /// Stored symmetry classes that are positions, per side to move.
    pub classes: [u64; 2],
}

impl Tablebase {
    pub(crate) fn from_values(material: Material, values: [Vec<u8>; 2]) -> Tablebase {
        let symmetries = Symmetries::new(material.group());
        Tablebase {
            material,
            symmetries,
            values,
        }
    }

    /// The ending this table holds.
    pub fn material(&self) -> &Material {
        &self.material
    }

    /// Index entries per side to move.
    pub fn entries(&self) -> usize {
        self.values[0].len()
    }

    pub(crate) fn values(&self) -> &[Vec<u8>; 2] {
        &self.values
    }

    /// The value of the position with `cells` in the material's index order and `side` to
    /// move; `None` when that is no position (overlapping pieces, side not to move in check).
    pub fn probe_cells(&self, cells: &[u8], side: Color) -> Option<TbValue> {
        let index = self.symmetries.canonical_index(cells);
        byte_value(self.values[side.index()][index])
    }

    /// Counts of wins, draws and losses, the longest mates.
    pub fn statistics(&self) -> TableStatistics {
        let men = self.material.men();
        let mut s = TableStatistics {
            entries: self.entries() as u64,
            ..TableStatistics::default()
        };
        let mut cells = [0u8; MAX_MEN];
        for side in 0..2 {
            for (index, &b) in self.values[side].iter().enumerate() {
                let Some(v) = byte_value(b) else { continue };
                self.symmetries.decode(index, &mut cells[..men]);
                let weight = self.symmetries.orbit_size(&cells[..men]);
                s.classes[side] += 1;
                s.positions[side] += weight;
                match v {
                    TbValue::Win(n) => {
                        s.wins[side] += weight;
                        s.longest_win[side] = s.longest_win[side].max(n);
                    }
                    TbValue::Loss(n) => {
                        s.losses[side] += weight;
                        s.longest_loss[side] = s.longest_loss[side].max(n);
                    }
                    TbValue::Draw => s.draws[side] += weight,
                }
            }
        }
        // Two pieces of one kind and colour take two index slots, so each position was
        // counted once per order of them.
        let orders = |v: &[PieceKind]| -> u64 {
            PieceKind::ALL
                .iter()
                .map(|k| (1..=v.iter().filter(|x| *x == k).count() as u64).product::<u64>())
                .product()
        };
        let orders = orders(&self.material.white) * orders(&self.material.black);
        for side in 0..2 {
            for count in [
                &mut s.positions[side],
                &mut s.wins[side],
                &mut s.draws[side],
                &mut s.losses[side],
            ] {
                *count /= orders;
            }
        }
        s
    }

    /// A position of the table with the longest win for `side` to move, as pieces and cells.
    pub fn longest_win_example(&self, side: Color) -> Option<Vec<(u8, Piece)>> {
        let men = self.material.men();
        let values = &self.values[side.index()];
        let (index, _) = values
            .iter()
            .enumerate()
            .filter(|&(_, &b)| matches!(byte_value(b), Some(TbValue::Win(_))))
            .max_by_key(|&(_, &b)| b)?;
        let mut cells = [0u8; MAX_MEN];
        self.symmetries.decode(index, &mut cells[..men]);
        Some(
            cells[..men]
                .iter()
                .copied()
                .zip(self.material.pieces())
                .collect(),
        )
    }
}

/// The 3D FEN of the position with `pieces` (cell, piece) and `side` to move.
pub fn position_text(pieces: &[(u8, Piece)], side: Color) -> String {
    use tetrarch_movegen::Notation;
    let mut pos = crate::RaumschachPosition::empty();
    let placed: Vec<_> = pieces
        .iter()
        .map(|&(c, p)| (tetrarch_geometry::Square(c as u16), p))
        .collect();
    pos.set_up(&placed, side);
    pos.to_text()
}

/// Pieces and cells of a position put in the order of a stored table: kings alone are `None`
/// (a draw, no table); otherwise the table's material (White stronger), the cells in index
/// order and the side to move as the table sees it.
pub(crate) fn normalise(pieces: &[(u8, Piece)], side: Color) -> Option<(Material, Vec<u8>, Color)> {
    let mut white = Vec::new();
    let mut black = Vec::new();
    for &(_, p) in pieces {
        if p.kind != PieceKind::King {
            match p.color {
                Color::White => white.push(p.kind),
                Color::Black => black.push(p.kind),
            }
        }
    }
    if white.is_empty() && black.is_empty() {
        return None;
    }
    let material = Material::new(white, black);
    let flip = !material.is_normal();
    let (material, side) = if flip {
        (material.flipped(), !side)
    } else {
        (material, side)
    };
    let mut placed: Vec<(u8, Piece)> = pieces
        .iter()
        .map(|&(c, p)| {
            if flip {
                (colour_flip(c), Piece::new(!p.color, p.kind))
            } else {
                (c, p)
            }
        })
        .collect();
    let mut cells = Vec::with_capacity(placed.len());
    for want in material.pieces() {
        let i = placed
            .iter()
            .position(|&(_, p)| p == want)
            .expect("the material was counted from these pieces");
        cells.push(placed.swap_remove(i).0);
    }
    Some((material, cells, side))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bytes_and_values_round_trip() {
        for v in [
            TbValue::Draw,
            TbValue::Loss(0),
            TbValue::Win(1),
            TbValue::Loss(2),
            TbValue::Win(MAX_DTM),
        ] {
            assert_eq!(byte_value(value_byte(v)), Some(v));
        }
        assert_eq!(byte_value(NO_POSITION), None);
    }
}
