//! An independent check of a table: every checked position's stored value must follow from
//! the stored values of its successors by the minimax rule (mated with no move in check,
//! stalemate a draw, a win in `1 + n` through the quickest move to a loss in `n`, a loss in
//! `1 + n` when every move leads to a win, the longest in `n`), with the moves, check and
//! mate found by the slow reference generator ([`crate::reference`]), not the fast one the
//! generator uses, and the successors probed through the public probe (colour exchange and
//! symmetries included).
//!
//! A table that satisfies this rule at every position is the exact one: a stored mate
//! distance rests on successors with smaller ones down to a real mate, so by induction each
//! stored distance is the true one, and every true mate distance is stored. Checking all
//! positions proves the table; checking a random sample tests it.

use super::generate::set_up;
use super::material::{Material, MAX_MEN};
use super::probe::TablebaseSet;
use super::symmetry::{colour_flip, Symmetries};
use super::{TablebaseError, TbValue};
use crate::rules::PROMOTION_ZONES;
use crate::{reference, Piece, PieceKind, RaumschachPosition};
use tetrarch_geometry::{Bitboard, Square};
use tetrarch_hash::SplitMix64;
use tetrarch_movegen::{Color, Notation};

/// What a check found.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct VerifyReport {
    /// Positions checked, and how many of them the table says the side to move wins, draws
    /// and loses.
    pub checked: u64,
    /// Of those, won by the side to move.
    pub wins: u64,
    /// Drawn.
    pub draws: u64,
    /// Lost by the side to move.
    pub losses: u64,
    /// Positions whose stored value does not follow from their successors (first 20).
    pub mismatches: Vec<String>,
    /// All mismatches found (the list keeps the first 20).
    pub mismatch_count: u64,
}

/// The value `pos` must have given the stored values of its successors.
fn value_from_successors(set: &TablebaseSet, pos: &RaumschachPosition) -> Result<TbValue, String> {
    let us = pos.side;
    let moves = reference::legal_moves(pos);
    if moves.is_empty() {
        let in_check = reference::attacked(pos, pos.king_square(us), !us);
        return Ok(if in_check {
            TbValue::Loss(0)
        } else {
            TbValue::Draw
        });
    }
    let mut scratch = pos.clone();
    let mut quickest_win: Option<u32> = None;
    let mut longest_loss: Option<u32> = Some(0);
    for m in moves {
        scratch.do_move(m);
        let v = set.probe(&scratch).ok_or_else(|| {
            format!(
                "successor {} after {} is in no table",
                scratch.to_text(),
                pos.format_move(m)
            )
        })?;
        scratch.undo_move(m);
        match v {
            TbValue::Loss(n) => quickest_win = Some(quickest_win.map_or(n + 1, |w| w.min(n + 1))),
            TbValue::Win(n) => longest_loss = longest_loss.map(|l| l.max(n + 1)),
            TbValue::Draw => longest_loss = None,
        }
    }
    Ok(match (quickest_win, longest_loss) {
        (Some(n), _) => TbValue::Win(n),
        (None, Some(n)) => TbValue::Loss(n),
        (None, None) => TbValue::Draw,
    })
}

/// Checks one position; `Ok(false)` when it is no position (the side not to move in check).
fn check(
    set: &TablebaseSet,
    pos: &RaumschachPosition,
    report: &mut VerifyReport,
) -> Result<bool, TablebaseError> {
    let them = !pos.side;
    if reference::attacked(pos, pos.king_square(them), pos.side) {
        return Ok(false);
    }
    let stored = set.probe(pos);
    let expected = value_from_successors(set, pos);
    report.checked += 1;
    match stored {
        Some(TbValue::Win(_)) => report.wins += 1,
        Some(TbValue::Loss(_)) => report.losses += 1,
        Some(TbValue::Draw) => report.draws += 1,
        None => {}
    }
    let ok = match (&expected, stored) {
        (Ok(e), Some(s)) => *e == s,
        _ => false,
    };
    if !ok {
        report.mismatch_count += 1;
        if report.mismatches.len() < 20 {
            report.mismatches.push(format!(
                "{}: stored {stored:?}, successors give {expected:?}",
                pos.to_text()
            ));
        }
    }
    Ok(true)
}

/// Checks `material`'s table in `set` (which must also hold the tables its captures and
/// promotions lead to): `samples` random positions (uniform cells, either side to move, either
/// colour the stronger), or with `None` every stored position.
pub fn verify_with_reference(
    set: &TablebaseSet,
    material: &Material,
    samples: Option<u64>,
    seed: u64,
) -> Result<VerifyReport, TablebaseError> {
    let table = set
        .get(material)
        .ok_or_else(|| TablebaseError::MissingTable {
            name: format!("verify {}", material.name()),
            needed: material.name(),
        })?;
    let pieces = material.pieces();
    let men = pieces.len();
    let mut pos = RaumschachPosition::empty();
    let mut report = VerifyReport::default();
    let mut cells = [0u8; MAX_MEN];
    match samples {
        None => {
            let symmetries = Symmetries::new(material.group());
            for index in 0..table.entries() {
                for side in Color::ALL {
                    if table.values()[side.index()][index] == super::NO_POSITION {
                        continue;
                    }
                    symmetries.decode(index, &mut cells[..men]);
                    set_up(&mut pos, &cells[..men], &pieces, side);
                    check(set, &pos, &mut report)?;
                }
            }
        }
        Some(n) => {
            let mut rng = SplitMix64(seed);
            while report.checked < n {
                for c in cells[..men].iter_mut() {
                    *c = (rng.next() % 125) as u8;
                }
                let side = Color::ALL[(rng.next() & 1) as usize];
                let flip = rng.next() & 1 == 1;
                let placed: Vec<Piece> = pieces
                    .iter()
                    .map(|&p| {
                        if flip {
                            Piece::new(!p.color, p.kind)
                        } else {
                            p
                        }
                    })
                    .collect();
                if flip {
                    // Black the stronger side: its pieces where White's would stand.
                    for c in cells[..men].iter_mut() {
                        *c = colour_flip(*c);
                    }
                }
                let distinct = (0..men).all(|i| !cells[..i].contains(&cells[i]));
                let pawns_ok = placed.iter().zip(&cells[..men]).all(|(p, &c)| {
                    p.kind != PieceKind::Pawn
                        || !PROMOTION_ZONES[p.color.index()].contains(Square(c as u16))
                });
                if !distinct || !pawns_ok {
                    continue;
                }
                set_up(&mut pos, &cells[..men], &placed, side);
                check(set, &pos, &mut report)?;
            }
        }
    }
    Ok(report)
}
