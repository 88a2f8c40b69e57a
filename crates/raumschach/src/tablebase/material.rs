//! Which pieces an ending has, its name (`KQvK`), and the order its pieces take in an index.

use super::symmetry::SymmetryGroup;
use super::TablebaseError;
use crate::{Piece, PieceKind};
use tetrarch_movegen::Color;

/// The pieces of an ending besides the two kings, strongest first for each side. Tables are
/// stored with White as the stronger side ([`Material::is_normal`]); a position where Black
/// is stronger is probed with the colours exchanged.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Material {
    /// White's pieces besides the king, strongest first.
    pub white: Vec<PieceKind>,
    /// Black's pieces besides the king, strongest first.
    pub black: Vec<PieceKind>,
}

/// Most pieces (kings included) an ending may have: the index is `u8` cells in a fixed array.
pub const MAX_MEN: usize = 4;

impl Material {
    /// The ending with these extra pieces per side (sorted strongest first).
    pub fn new(mut white: Vec<PieceKind>, mut black: Vec<PieceKind>) -> Material {
        white.sort_unstable_by(|a, b| b.cmp(a));
        black.sort_unstable_by(|a, b| b.cmp(a));
        Material { white, black }
    }

    /// Reads a name such as `KQvK` or `KRvKN` (letters `Q R B U N P`, either case).
    pub fn parse(name: &str) -> Result<Material, TablebaseError> {
        let bad = |why: &str| TablebaseError::BadMaterial {
            name: name.to_string(),
            why: why.to_string(),
        };
        let (w, b) = name
            .split_once(['v', 'V'])
            .ok_or_else(|| bad("no 'v' between the sides"))?;
        let side = |s: &str| -> Result<Vec<PieceKind>, TablebaseError> {
            let mut chars = s.chars();
            if !matches!(chars.next(), Some('K' | 'k')) {
                return Err(bad("each side starts with its king 'K'"));
            }
            chars
                .map(|c| match PieceKind::from_letter(c) {
                    Some(PieceKind::King) | None => {
                        Err(bad(&format!("'{c}' is not a piece letter (Q R B U N P)")))
                    }
                    Some(k) => Ok(k),
                })
                .collect()
        };
        let m = Material::new(side(w)?, side(b)?);
        if m.men() > MAX_MEN {
            return Err(bad(&format!("{} men, at most {MAX_MEN}", m.men())));
        }
        Ok(m)
    }

    /// The name, White's side first: `KQvK`.
    pub fn name(&self) -> String {
        let side = |v: &[PieceKind]| -> String {
            std::iter::once('K')
                .chain(v.iter().map(|k| k.letter().to_ascii_uppercase()))
                .collect()
        };
        format!("{}v{}", side(&self.white), side(&self.black))
    }

    /// Pieces on the board, kings included.
    pub fn men(&self) -> usize {
        2 + self.white.len() + self.black.len()
    }

    /// Whether either side has a pawn (pawns break the board's symmetries).
    pub fn has_pawns(&self) -> bool {
        self.white.contains(&PieceKind::Pawn) || self.black.contains(&PieceKind::Pawn)
    }

    /// The symmetries this ending keeps.
    pub fn group(&self) -> SymmetryGroup {
        if self.has_pawns() {
            SymmetryGroup::Pawn
        } else {
            SymmetryGroup::Cube
        }
    }

    /// Whether White is at least as strong as Black (more pieces, or stronger ones first):
    /// the orientation tables are stored in.
    pub fn is_normal(&self) -> bool {
        (self.white.len(), &self.white) >= (self.black.len(), &self.black)
    }

    /// The same ending with the colours exchanged.
    pub fn flipped(&self) -> Material {
        Material {
            white: self.black.clone(),
            black: self.white.clone(),
        }
    }

    /// The pieces in index order: White's king (the anchor), White's pieces, Black's king,
    /// Black's pieces.
    pub fn pieces(&self) -> Vec<Piece> {
        let mut v = vec![Piece::new(Color::White, PieceKind::King)];
        v.extend(self.white.iter().map(|&k| Piece::new(Color::White, k)));
        v.push(Piece::new(Color::Black, PieceKind::King));
        v.extend(self.black.iter().map(|&k| Piece::new(Color::Black, k)));
        v
    }

    /// Every 3-man ending, king and piece against a bare king: the pawnless ones first, since
    /// the pawn's promotions lead into them.
    pub fn three_man() -> Vec<Material> {
        use PieceKind::*;
        [Queen, Rook, Bishop, Unicorn, Knight, Pawn]
            .into_iter()
            .map(|k| Material::new(vec![k], vec![]))
            .collect()
    }

    /// The endings a capture or a promotion of this one leads into (kings alone excepted).
    pub fn successors(&self) -> Vec<Material> {
        let mut out = Vec::new();
        let mut push = |m: Material| {
            let m = if m.is_normal() { m } else { m.flipped() };
            if m.men() > 2 && !out.contains(&m) {
                out.push(m);
            }
        };
        for (i, &k) in self.white.iter().enumerate() {
            let mut w = self.white.clone();
            w.remove(i);
            push(Material::new(w.clone(), self.black.clone()));
            if k == PieceKind::Pawn {
                for p in PieceKind::PROMOTIONS {
                    let mut w2 = w.clone();
                    w2.push(p);
                    push(Material::new(w2, self.black.clone()));
                }
            }
        }
        for (i, &k) in self.black.iter().enumerate() {
            let mut b = self.black.clone();
            b.remove(i);
            push(Material::new(self.white.clone(), b.clone()));
            if k == PieceKind::Pawn {
                for p in PieceKind::PROMOTIONS {
                    let mut b2 = b.clone();
                    b2.push(p);
                    push(Material::new(self.white.clone(), b2));
                }
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_and_bad_names_are_named() {
        for name in ["KQvK", "KRvKN", "KPvK", "KUNvK"] {
            assert_eq!(Material::parse(name).unwrap().name(), name);
        }
        assert_eq!(Material::parse("kqvk").unwrap().name(), "KQvK");
        let e = Material::parse("KXvK").unwrap_err().to_string();
        assert!(e.contains("'X' is not a piece letter"), "{e}");
        let e = Material::parse("KQK").unwrap_err().to_string();
        assert!(e.contains("no 'v'"), "{e}");
        let e = Material::parse("KQRRvK").unwrap_err().to_string();
        assert!(e.contains("5 men"), "{e}");
    }

    #[test]
    fn the_pawn_leads_into_every_promotion() {
        let kpk = Material::parse("KPvK").unwrap();
        let names: Vec<String> = kpk.successors().iter().map(Material::name).collect();
        assert_eq!(names, ["KQvK", "KRvK", "KBvK", "KNvK", "KUvK"]);
        assert!(Material::parse("KvKQ").unwrap().flipped().is_normal());
        assert!(!Material::parse("KvKQ").unwrap().is_normal());
    }
}
