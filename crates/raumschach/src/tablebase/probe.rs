//! A set of tables, read from a directory, and the process-wide set the search probes.
//!
//! The search asks a position ([`tetrarch_movegen::Position::probe_tablebase`]); a position
//! has no handle of its own, so the tables the engine was pointed at (UCI `TablebasePath`)
//! live in one process-wide slot. A probe first compares the piece count with the largest
//! ending loaded (one relaxed atomic load), so positions with more men cost nothing more.

use super::format::read_table;
use super::material::{Material, MAX_MEN};
use super::{normalise, Tablebase, TablebaseError, TbValue};
use crate::{Piece, RaumschachPosition};
use std::path::Path;
use std::sync::atomic::{AtomicUsize, Ordering::Relaxed};
use std::sync::{Arc, RwLock};
use tetrarch_geometry::Bitboard;
use tetrarch_movegen::Color;

/// Tables by ending.
#[derive(Debug, Default)]
pub struct TablebaseSet {
    tables: Vec<Tablebase>,
}

impl TablebaseSet {
    /// An empty set.
    pub fn new() -> TablebaseSet {
        TablebaseSet::default()
    }

    /// Adds a table, replacing one of the same ending.
    pub fn insert(&mut self, table: Tablebase) {
        self.tables.retain(|t| t.material() != table.material());
        self.tables.push(table);
    }

    /// The table of an ending, if loaded.
    pub fn get(&self, material: &Material) -> Option<&Tablebase> {
        self.tables.iter().find(|t| t.material() == material)
    }

    /// Every loaded table.
    pub fn tables(&self) -> impl Iterator<Item = &Tablebase> {
        self.tables.iter()
    }

    /// Whether no table is loaded.
    pub fn is_empty(&self) -> bool {
        self.tables.is_empty()
    }

    /// The most men of any ending held (0 when empty).
    pub fn max_men(&self) -> usize {
        self.tables
            .iter()
            .map(|t| t.material().men())
            .max()
            .unwrap_or(0)
    }

    /// Every `*.rtb` file of `dir`; the first missing, unreadable or damaged one is an error
    /// naming it. An empty directory gives an empty set.
    pub fn load_dir(dir: &Path) -> Result<TablebaseSet, TablebaseError> {
        let shown = dir.display().to_string();
        let entries = std::fs::read_dir(dir).map_err(|e| TablebaseError::Directory {
            path: shown.clone(),
            why: e.to_string(),
        })?;
        let mut paths = Vec::new();
        for entry in entries {
            let entry = entry.map_err(|e| TablebaseError::Directory {
                path: shown.clone(),
                why: e.to_string(),
            })?;
            let path = entry.path();
            if path.extension().is_some_and(|e| e == "rtb") {
                paths.push(path);
            }
        }
        paths.sort();
        let mut set = TablebaseSet::new();
        for path in paths {
            set.insert(read_table(&path)?);
        }
        Ok(set)
    }

    /// The value of the position with `pieces` (cell, piece) and `side` to move: a draw for
    /// the kings alone, `None` when no table of the ending is held or it is no position.
    pub fn probe_pieces(&self, pieces: &[(u8, Piece)], side: Color) -> Option<TbValue> {
        let Some((material, cells, side)) = normalise(pieces, side) else {
            return Some(TbValue::Draw);
        };
        self.get(&material)?.probe_cells(&cells, side)
    }

    /// The value of `pos` for its side to move, ignoring its clocks and history.
    pub fn probe(&self, pos: &RaumschachPosition) -> Option<TbValue> {
        let occupied = pos.occupied();
        if occupied.count() as usize > MAX_MEN {
            return None;
        }
        let mut pieces = [(0u8, Piece::new(Color::White, crate::PieceKind::King)); MAX_MEN];
        let mut n = 0;
        for sq in occupied.squares() {
            pieces[n] = (sq.index() as u8, pos.piece_at(sq).expect("occupied"));
            n += 1;
        }
        self.probe_pieces(&pieces[..n], pos.side)
    }
}

/// The set the search probes, and the most men in it (0: none, probes return at once).
static LOADED: RwLock<Option<Arc<TablebaseSet>>> = RwLock::new(None);
static LOADED_MEN: AtomicUsize = AtomicUsize::new(0);

/// Makes `set` the tables every search of this process probes.
pub fn set_tablebases(set: TablebaseSet) {
    let men = set.max_men();
    let mut slot = LOADED.write().unwrap_or_else(|e| e.into_inner());
    *slot = (!set.is_empty()).then(|| Arc::new(set));
    LOADED_MEN.store(men, Relaxed);
}

/// No tables from now on.
pub fn clear_tablebases() {
    set_tablebases(TablebaseSet::new());
}

/// The tables searches probe, if any.
pub fn loaded_tablebases() -> Option<Arc<TablebaseSet>> {
    LOADED.read().unwrap_or_else(|e| e.into_inner()).clone()
}

/// Probes the process-wide set: `None` at once when `pos` has more men than any table.
#[inline]
pub(crate) fn probe_loaded(pos: &RaumschachPosition) -> Option<TbValue> {
    let men = LOADED_MEN.load(Relaxed);
    if men == 0 || pos.occupied().count() as usize > men {
        return None;
    }
    let slot = LOADED.read().unwrap_or_else(|e| e.into_inner());
    slot.as_ref()?.probe(pos)
}
