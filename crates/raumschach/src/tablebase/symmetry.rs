//! The board's symmetries that keep the rules, as cell permutations, and the canonical index
//! of a position under them.
//!
//! The cube has 48 symmetries: the 6 permutations of the (file, rank, level) axes times the 8
//! reflections of any subset of them. Every piece but the pawn moves along a direction set
//! closed under all 48 (rook: one coordinate changes; bishop: two; unicorn: three; queen and
//! king: any; knight: the permutations of (0, +-1, +-2)), so pawnless endings use all 48. The
//! pawn breaks most of them: it moves up in rank and level and captures sideways in file. Of
//! the 48 only four keep its steps and its promotion zone (rank 5 of level E): the identity,
//! the file mirror (a <-> e), the exchange of rank and level (its two pushes and its two
//! forward captures trade places; the `(0, +1, +1)` capture and the zone stay), and both.
//! The 4-fold rotations of the file/rank plane are among the 48 but not among those four.
//! `tests` checks both claims by mapping positions and comparing the legal moves.

use crate::rules::CELLS;

/// Which symmetries an ending may use.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum SymmetryGroup {
    /// All 48 symmetries of the cube (endings without pawns).
    Cube,
    /// Identity, file mirror, rank/level exchange and both (endings with pawns).
    Pawn,
}

impl SymmetryGroup {
    /// The code stored in table files.
    pub fn code(self) -> u8 {
        match self {
            SymmetryGroup::Cube => 48,
            SymmetryGroup::Pawn => 4,
        }
    }

    /// The group a file's code names.
    pub fn from_code(code: u8) -> Option<SymmetryGroup> {
        match code {
            48 => Some(SymmetryGroup::Cube),
            4 => Some(SymmetryGroup::Pawn),
            _ => None,
        }
    }
}

/// A cell's (file, rank, level).
#[inline(always)]
pub(crate) fn coords(cell: u8) -> [u8; 3] {
    [cell % 5, cell / 5 % 5, cell / 25]
}

/// The cell at (file, rank, level).
#[inline(always)]
pub(crate) fn cell_at(c: [u8; 3]) -> u8 {
    c[0] + 5 * c[1] + 25 * c[2]
}

/// The cell seen from the other side: rank and level reflected (how Black's pawn rule mirrors
/// White's). Mapping every piece this way and swapping the colours keeps the rules.
#[inline(always)]
pub(crate) fn colour_flip(cell: u8) -> u8 {
    let [f, r, l] = coords(cell);
    cell_at([f, 4 - r, 4 - l])
}

/// A group's cell permutations and its fundamental domain for the anchor piece.
#[derive(Debug)]
pub(crate) struct Symmetries {
    /// `maps[g][cell]`: where symmetry `g` sends `cell`.
    pub maps: Vec<[u8; CELLS]>,
    /// Each cell's class when it is the smallest cell of its orbit (the domain), else `NONE`.
    pub class_of: [u8; CELLS],
    /// The domain's cells, by class.
    pub domain: Vec<u8>,
    /// Per cell, the symmetries that send it into the domain.
    pub to_domain: Vec<Vec<u8>>,
}

/// Marks a cell outside the domain.
pub(crate) const NONE: u8 = u8::MAX;

impl Symmetries {
    pub(crate) fn new(group: SymmetryGroup) -> Symmetries {
        const PERMS: [[usize; 3]; 6] = [
            [0, 1, 2],
            [0, 2, 1],
            [1, 0, 2],
            [1, 2, 0],
            [2, 0, 1],
            [2, 1, 0],
        ];
        let mut maps = Vec::new();
        for perm in PERMS {
            for flips in 0..8u8 {
                let keeps_pawns = (perm == [0, 1, 2] || perm == [0, 2, 1]) && flips & 6 == 0;
                if group == SymmetryGroup::Pawn && !keeps_pawns {
                    continue;
                }
                let mut map = [0u8; CELLS];
                for (cell, image) in map.iter_mut().enumerate() {
                    let c = coords(cell as u8);
                    let mut out = [0u8; 3];
                    for axis in 0..3 {
                        let v = c[perm[axis]];
                        out[axis] = if flips >> axis & 1 == 1 { 4 - v } else { v };
                    }
                    *image = cell_at(out);
                }
                maps.push(map);
            }
        }
        let mut class_of = [NONE; CELLS];
        let mut domain = Vec::new();
        for cell in 0..CELLS as u8 {
            if maps.iter().all(|m| m[cell as usize] >= cell) {
                class_of[cell as usize] = domain.len() as u8;
                domain.push(cell);
            }
        }
        let to_domain = (0..CELLS)
            .map(|cell| {
                (0..maps.len() as u8)
                    .filter(|&g| class_of[maps[g as usize][cell] as usize] != NONE)
                    .collect()
            })
            .collect();
        Symmetries {
            maps,
            class_of,
            domain,
            to_domain,
        }
    }

    /// Number of index entries per side to move for `men` pieces (the first is the anchor).
    pub(crate) fn entries(&self, men: usize) -> usize {
        self.domain.len() * CELLS.pow(men as u32 - 1)
    }

    /// The index of `cells` (anchor first) after symmetry `g`.
    #[inline(always)]
    fn index_under(&self, g: usize, cells: &[u8]) -> usize {
        let map = &self.maps[g];
        let mut index = self.class_of[map[cells[0] as usize] as usize] as usize;
        for &c in &cells[1..] {
            index = index * CELLS + map[c as usize] as usize;
        }
        index
    }

    /// The canonical index of `cells`: the smallest index of its images with the anchor in
    /// the domain. Equal for every position of one orbit.
    #[inline]
    pub(crate) fn canonical_index(&self, cells: &[u8]) -> usize {
        let mut best = usize::MAX;
        for &g in &self.to_domain[cells[0] as usize] {
            best = best.min(self.index_under(g as usize, cells));
        }
        best
    }

    /// The cells an index stands for (`men` of them, anchor first).
    pub(crate) fn decode(&self, mut index: usize, cells: &mut [u8]) {
        for c in cells[1..].iter_mut().rev() {
            *c = (index % CELLS) as u8;
            index /= CELLS;
        }
        cells[0] = self.domain[index];
    }

    /// How many distinct positions the orbit of `cells` holds (the group's size over the
    /// number of symmetries that leave the position as it is).
    pub(crate) fn orbit_size(&self, cells: &[u8]) -> u64 {
        let fixed = self
            .maps
            .iter()
            .filter(|m| cells.iter().all(|&c| m[c as usize] == c))
            .count();
        (self.maps.len() / fixed) as u64
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Piece, PieceKind, RaumschachPosition};
    use tetrarch_geometry::{Bitboard, Square};
    use tetrarch_hash::SplitMix64;
    use tetrarch_movegen::{Color, MoveList, Position};

    #[test]
    fn groups_and_domains_have_the_expected_sizes() {
        let cube = Symmetries::new(SymmetryGroup::Cube);
        assert_eq!(cube.maps.len(), 48);
        assert_eq!(cube.domain.len(), 10);
        let pawn = Symmetries::new(SymmetryGroup::Pawn);
        assert_eq!(pawn.maps.len(), 4);
        assert_eq!(pawn.domain.len(), 45);
        for s in [&cube, &pawn] {
            for cell in 0..CELLS {
                assert!(!s.to_domain[cell].is_empty());
            }
        }
    }

    /// The sorted legal moves of a position, as (from, to, promotion) cell triples.
    fn moves_of(pos: &RaumschachPosition) -> Vec<(u8, u8, u16)> {
        let mut list = MoveList::new();
        pos.generate_moves(&mut list);
        let mut v: Vec<_> = list
            .iter()
            .map(|m| (m.from().index() as u8, m.to().index() as u8, m.flags()))
            .collect();
        v.sort_unstable();
        v
    }

    fn position(pieces: &[(u8, Piece)], side: Color) -> RaumschachPosition {
        let mut pos = RaumschachPosition::empty();
        let placed: Vec<(Square, Piece)> =
            pieces.iter().map(|&(c, p)| (Square(c as u16), p)).collect();
        pos.set_up(&placed, side);
        pos
    }

    /// Random placements of the two kings plus `others`, no pawn on its promotion cells.
    fn random_pieces(rng: &mut SplitMix64, others: &[Piece]) -> Vec<(u8, Piece)> {
        loop {
            let mut pieces = vec![
                (0u8, Piece::new(Color::White, PieceKind::King)),
                (0u8, Piece::new(Color::Black, PieceKind::King)),
            ];
            pieces.extend(others.iter().map(|&p| (0u8, p)));
            for p in &mut pieces {
                p.0 = (rng.next() % CELLS as u64) as u8;
            }
            let mut cells: Vec<u8> = pieces.iter().map(|p| p.0).collect();
            cells.sort_unstable();
            cells.dedup();
            let pawn_ok = pieces.iter().all(|&(c, p)| {
                p.kind != PieceKind::Pawn
                    || !crate::rules::PROMOTION_ZONES[p.color.index()].contains(Square(c as u16))
            });
            if cells.len() == pieces.len() && pawn_ok {
                return pieces;
            }
        }
    }

    /// Every symmetry of the group maps the legal moves of a position onto those of its image.
    fn check_group(group: SymmetryGroup, others: &[Piece], colour_flip_too: bool) {
        let syms = Symmetries::new(group);
        let mut rng = SplitMix64(0x7AB1E);
        for _ in 0..300 {
            let pieces = random_pieces(&mut rng, others);
            let side = if rng.next() & 1 == 0 {
                Color::White
            } else {
                Color::Black
            };
            let pos = position(&pieces, side);
            if pos.opponent_king_attacked() {
                continue;
            }
            let moves = moves_of(&pos);
            for map in &syms.maps {
                let image: Vec<(u8, Piece)> =
                    pieces.iter().map(|&(c, p)| (map[c as usize], p)).collect();
                let mut expected: Vec<_> = moves
                    .iter()
                    .map(|&(f, t, k)| (map[f as usize], map[t as usize], k))
                    .collect();
                expected.sort_unstable();
                assert_eq!(moves_of(&position(&image, side)), expected);
            }
            if colour_flip_too {
                let image: Vec<(u8, Piece)> = pieces
                    .iter()
                    .map(|&(c, p)| (colour_flip(c), Piece::new(!p.color, p.kind)))
                    .collect();
                let mut expected: Vec<_> = moves
                    .iter()
                    .map(|&(f, t, k)| (colour_flip(f), colour_flip(t), k))
                    .collect();
                expected.sort_unstable();
                assert_eq!(moves_of(&position(&image, !side)), expected);
            }
        }
    }

    #[test]
    fn the_cube_group_keeps_the_rules_of_every_piece_but_the_pawn() {
        let w = |k| Piece::new(Color::White, k);
        let b = |k| Piece::new(Color::Black, k);
        use PieceKind::*;
        check_group(
            SymmetryGroup::Cube,
            &[w(Queen), w(Knight), b(Rook), b(Unicorn), w(Bishop)],
            true,
        );
    }

    #[test]
    fn the_pawn_group_keeps_the_pawn_rules_with_promotions() {
        let w = |k| Piece::new(Color::White, k);
        let b = |k| Piece::new(Color::Black, k);
        use PieceKind::*;
        check_group(
            SymmetryGroup::Pawn,
            &[w(Pawn), w(Pawn), b(Pawn), b(Knight), w(Pawn)],
            true,
        );
    }

    #[test]
    fn a_plane_rotation_breaks_the_pawn() {
        // Quarter turn of the file/rank plane: (f, r) -> (4 - r, f). A White pawn on Cc3
        // pushes to Cc4; the rotated pawn would need to push along the file.
        let rot = |c: u8| {
            let [f, r, l] = coords(c);
            cell_at([4 - r, f, l])
        };
        let pieces = [
            (0u8, Piece::new(Color::White, PieceKind::King)),
            (124u8, Piece::new(Color::Black, PieceKind::King)),
            (62u8, Piece::new(Color::White, PieceKind::Pawn)),
        ];
        let pos = position(&pieces, Color::White);
        let image: Vec<(u8, Piece)> = pieces.iter().map(|&(c, p)| (rot(c), p)).collect();
        let mut mapped: Vec<_> = moves_of(&pos)
            .iter()
            .map(|&(f, t, k)| (rot(f), rot(t), k))
            .collect();
        mapped.sort_unstable();
        assert_ne!(moves_of(&position(&image, Color::White)), mapped);
    }

    #[test]
    fn canonical_index_is_one_per_orbit_and_decodes() {
        let syms = Symmetries::new(SymmetryGroup::Cube);
        let mut rng = SplitMix64(99);
        for _ in 0..2000 {
            let cells = [
                (rng.next() % 125) as u8,
                (rng.next() % 125) as u8,
                (rng.next() % 125) as u8,
            ];
            let index = syms.canonical_index(&cells);
            for map in &syms.maps {
                let image = [
                    map[cells[0] as usize],
                    map[cells[1] as usize],
                    map[cells[2] as usize],
                ];
                assert_eq!(syms.canonical_index(&image), index);
            }
            let mut back = [0u8; 3];
            syms.decode(index, &mut back);
            assert_eq!(syms.canonical_index(&back), index);
        }
    }
}
