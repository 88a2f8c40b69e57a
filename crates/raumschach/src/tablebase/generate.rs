//! Retrograde analysis by passes: pass 0 marks the mates and stalemates; pass `k` decides the
//! positions whose value is known from their successors: on odd `k` a position with a move to
//! a position lost in `k - 1` is won in `k`, on even `k` a position whose every move leads to
//! a position won (in at most `k - 1`) is lost in `k`. What no pass decides is a draw.
//!
//! Each pass visits only the positions still undecided and generates their moves with the
//! fast legal generator; a move that keeps the material is looked up in the table being made
//! (canonical index under the symmetries), a capture or a promotion in the finished table of
//! the ending it leads to (kings alone draw). Memory: one byte per index and side, plus a
//! list of the undecided entries (4 bytes each).

use super::format::file_name;
use super::material::{Material, MAX_MEN};
use super::probe::TablebaseSet;
use super::symmetry::Symmetries;
use super::{byte_value, value_byte, Tablebase, TablebaseError, TbValue};
use super::{DRAW_BYTE, MAX_DTM, NO_POSITION};
use crate::rules::PROMOTION_ZONES;
use crate::{Piece, PieceKind, RaumschachPosition};
use tetrarch_geometry::{Bitboard, Square};
use tetrarch_movegen::{Color, Move, MoveList, Position};

/// What a pass reports.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GenerateProgress {
    /// The pass just finished (the distance to mate it decided).
    pub pass: u32,
    /// Entries this pass decided.
    pub decided: u64,
    /// Entries still undecided.
    pub undecided: u64,
}

/// Whether `cells` (in the index order of `pieces`) can be a position: one piece per cell and
/// no pawn on its promotion cells.
fn is_layout(cells: &[u8], pieces: &[Piece]) -> bool {
    for (i, &c) in cells.iter().enumerate() {
        if cells[..i].contains(&c) {
            return false;
        }
        let p = pieces[i];
        if p.kind == PieceKind::Pawn && PROMOTION_ZONES[p.color.index()].contains(Square(c as u16))
        {
            return false;
        }
    }
    true
}

/// Sets `pos` to the pieces on `cells`.
pub(crate) fn set_up(pos: &mut RaumschachPosition, cells: &[u8], pieces: &[Piece], side: Color) {
    let mut placed = [(Square(0), pieces[0]); MAX_MEN];
    for (slot, (&c, &p)) in placed.iter_mut().zip(cells.iter().zip(pieces)) {
        *slot = (Square(c as u16), p);
    }
    pos.set_up(&placed[..cells.len()], side);
}

/// The ending being generated and the tables it leads into.
struct Generator<'a> {
    pieces: Vec<Piece>,
    symmetries: Symmetries,
    finished: &'a TablebaseSet,
}

impl Generator<'_> {
    /// The stored byte of the position after `m` (played from `cells` by `side`).
    fn after_move(&self, values: &[Vec<u8>; 2], cells: &[u8], m: Move, side: Color) -> u8 {
        let (from, to) = (m.from().index() as u8, m.to().index() as u8);
        let mover = cells
            .iter()
            .position(|&c| c == from)
            .expect("a piece moves");
        let captured = cells.iter().position(|&c| c == to);
        if captured.is_none() && m.flags() == 0 {
            let mut next = [0u8; MAX_MEN];
            next[..cells.len()].copy_from_slice(cells);
            next[mover] = to;
            let index = self.symmetries.canonical_index(&next[..cells.len()]);
            return values[(!side).index()][index];
        }
        let mut after: Vec<(u8, Piece)> = Vec::with_capacity(cells.len());
        for (i, (&c, &p)) in cells.iter().zip(&self.pieces).enumerate() {
            if Some(i) == captured {
                continue;
            }
            if i == mover {
                let kind = PieceKind::from_index((m.flags() & 7) as u8).unwrap_or(p.kind);
                after.push((to, Piece::new(p.color, kind)));
            } else {
                after.push((c, p));
            }
        }
        let value = self
            .finished
            .probe_pieces(&after, !side)
            .expect("every successor table was checked to be present");
        value_byte(value)
    }
}

/// Generates the table of `material`, looking up captures and promotions in `finished`
/// (which must hold every ending they lead to). `progress` hears of every pass.
pub fn generate(
    material: &Material,
    finished: &TablebaseSet,
    progress: &mut dyn FnMut(&GenerateProgress),
) -> Result<Tablebase, TablebaseError> {
    if !material.is_normal() {
        return Err(TablebaseError::BadMaterial {
            name: material.name(),
            why: format!(
                "tables are made with White the stronger side: ask for {}",
                material.flipped().name()
            ),
        });
    }
    let mut deepest_successor = 0;
    for needed in material.successors() {
        let found = finished
            .try_get(&needed)
            .map_err(|e| TablebaseError::Corrupt {
                path: file_name(&needed),
                why: format!("needed by {}: {e}", material.name()),
            })?;
        match found {
            Some(t) => {
                let s = t.values().iter().flatten().filter_map(|&b| byte_value(b));
                let deepest = s
                    .map(|v| match v {
                        TbValue::Win(n) | TbValue::Loss(n) => n,
                        TbValue::Draw => 0,
                    })
                    .max()
                    .unwrap_or(0);
                deepest_successor = deepest_successor.max(deepest);
            }
            None => {
                return Err(TablebaseError::MissingTable {
                    name: material.name(),
                    needed: needed.name(),
                })
            }
        }
    }
    let g = Generator {
        pieces: material.pieces(),
        symmetries: Symmetries::new(material.group()),
        finished,
    };
    let men = g.pieces.len();
    let entries = g.symmetries.entries(men);
    let mut values = [vec![NO_POSITION; entries], vec![NO_POSITION; entries]];
    // Undecided entries as `index * 2 + side`.
    let mut undecided: Vec<u32> = Vec::new();
    let mut pos = RaumschachPosition::empty();
    let mut moves = MoveList::new();
    let mut cells = [0u8; MAX_MEN];
    let mut mates = 0;

    // Pass 0: which indices are positions; mates and stalemates.
    // Both sides' vectors are written at each index.
    #[allow(clippy::needless_range_loop)]
    for index in 0..entries {
        g.symmetries.decode(index, &mut cells[..men]);
        if !is_layout(&cells[..men], &g.pieces)
            || g.symmetries.canonical_index(&cells[..men]) != index
        {
            continue;
        }
        for side in Color::ALL {
            set_up(&mut pos, &cells[..men], &g.pieces, side);
            if pos.opponent_king_attacked() {
                continue;
            }
            moves.clear();
            pos.generate_moves(&mut moves);
            values[side.index()][index] = if !moves.is_empty() {
                undecided.push((index * 2 + side.index()) as u32);
                DRAW_BYTE
            } else if pos.in_check() {
                mates += 1;
                value_byte(TbValue::Loss(0))
            } else {
                DRAW_BYTE
            };
        }
    }
    progress(&GenerateProgress {
        pass: 0,
        decided: mates,
        undecided: undecided.len() as u64,
    });

    let mut quiet_passes = 0;
    let mut pass = 1;
    while pass <= MAX_DTM {
        let win = pass % 2 == 1;
        let mut decided = Vec::new();
        undecided.retain(|&entry| {
            let (index, side) = ((entry / 2) as usize, Color::ALL[(entry % 2) as usize]);
            g.symmetries.decode(index, &mut cells[..men]);
            set_up(&mut pos, &cells[..men], &g.pieces, side);
            moves.clear();
            pos.generate_moves(&mut moves);
            let mut successors = moves
                .iter()
                .map(|&m| g.after_move(&values, &cells[..men], m, side));
            let settled = if win {
                let lost_before = value_byte(TbValue::Loss(pass - 1));
                successors.any(|b| b == lost_before)
            } else {
                successors.all(|b| matches!(byte_value(b), Some(TbValue::Win(n)) if n < pass))
            };
            if settled {
                decided.push(entry);
            }
            !settled
        });
        let value = if win {
            TbValue::Win(pass)
        } else {
            TbValue::Loss(pass)
        };
        for &entry in &decided {
            values[(entry % 2) as usize][(entry / 2) as usize] = value_byte(value);
        }
        progress(&GenerateProgress {
            pass,
            decided: decided.len() as u64,
            undecided: undecided.len() as u64,
        });
        quiet_passes = if decided.is_empty() {
            quiet_passes + 1
        } else {
            0
        };
        // Two passes without news (one of each parity) end it, once no successor table can
        // still supply a distance this far.
        if quiet_passes >= 2 && pass > deepest_successor + 1 {
            break;
        }
        pass += 1;
    }
    if pass > MAX_DTM {
        return Err(TablebaseError::BadMaterial {
            name: material.name(),
            why: format!("distances to mate beyond {MAX_DTM} plies do not fit the format"),
        });
    }
    Ok(Tablebase::from_values(material.clone(), values))
}
