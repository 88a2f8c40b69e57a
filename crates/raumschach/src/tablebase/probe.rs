//! A set of tables, read from a directory, and the process-wide set the search probes.
//! Reading a directory checks every file (checksum and header) but decodes none: a table is
//! decoded on its first probe, so memory holds only the endings a search has reached.
//!
//! The search asks a position ([`tetrarch_movegen::Position::probe_tablebase`]); a position
//! has no handle of its own, so the tables the engine was pointed at (UCI `TablebasePath`)
//! live in one process-wide slot. A probe first compares the piece count with the largest
//! ending loaded (one relaxed atomic load), so positions with more men cost nothing more.

use super::format::{check_file, read_table};
use super::material::{Material, MAX_MEN};
use super::{normalise, Tablebase, TablebaseError, TbValue};
use crate::{Piece, RaumschachPosition};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering::Relaxed};
use std::sync::{Arc, OnceLock, RwLock};
use tetrarch_geometry::Bitboard;
use tetrarch_movegen::Color;

/// Tables by ending. A set read from a directory holds each file's ending and path, checked
/// (header and checksum) but not decoded; a table is decoded the first time it is asked for,
/// once, whichever thread asks first (the others wait for it).
#[derive(Debug, Default)]
pub struct TablebaseSet {
    entries: Vec<Entry>,
}

/// One ending: its table once decoded, or the file to decode it from.
#[derive(Debug)]
struct Entry {
    material: Material,
    /// The file, for a table not yet decoded (`None`: made in this process).
    path: Option<PathBuf>,
    table: OnceLock<Result<Tablebase, TablebaseError>>,
}

impl Entry {
    /// The table, decoded from its file on the first call. A file that fails then (changed or
    /// removed since it was checked) stays an error: the ending is treated as absent, and the
    /// fault is told once on standard error, naming the file.
    fn table(&self) -> Result<&Tablebase, &TablebaseError> {
        self.table
            .get_or_init(|| {
                let Some(path) = &self.path else {
                    return Err(TablebaseError::Corrupt {
                        path: self.material.name(),
                        why: "a table made in memory has no file".to_string(),
                    });
                };
                let table = read_table(path).and_then(|t| {
                    if t.material() == &self.material {
                        Ok(t)
                    } else {
                        Err(TablebaseError::Corrupt {
                            path: path.display().to_string(),
                            why: format!(
                                "held {} when the directory was read, {} now",
                                self.material.name(),
                                t.material().name()
                            ),
                        })
                    }
                });
                if let Err(e) = &table {
                    eprintln!("info string error: {e} (the ending is treated as absent)");
                }
                table
            })
            .as_ref()
    }
}

impl TablebaseSet {
    /// An empty set.
    pub fn new() -> TablebaseSet {
        TablebaseSet::default()
    }

    /// Adds a table, replacing one of the same ending.
    pub fn insert(&mut self, table: Tablebase) {
        self.entries.retain(|e| &e.material != table.material());
        self.entries.push(Entry {
            material: table.material().clone(),
            path: None,
            table: OnceLock::from(Ok(table)),
        });
    }

    /// The table of an ending, decoding it if this is the first time; `None` when the set
    /// does not hold the ending or its file failed to decode.
    pub fn get(&self, material: &Material) -> Option<&Tablebase> {
        self.try_get(material).ok().flatten()
    }

    /// As [`TablebaseSet::get`], with the error of a file that failed to decode.
    pub fn try_get(&self, material: &Material) -> Result<Option<&Tablebase>, &TablebaseError> {
        match self.entries.iter().find(|e| &e.material == material) {
            Some(entry) => entry.table().map(Some),
            None => Ok(None),
        }
    }

    /// Every ending the set holds, decoded or not.
    pub fn materials(&self) -> impl Iterator<Item = &Material> {
        self.entries.iter().map(|e| &e.material)
    }

    /// The endings whose tables are in memory (made here, or decoded by a probe).
    pub fn decoded(&self) -> impl Iterator<Item = &Material> {
        self.entries
            .iter()
            .filter(|e| matches!(e.table.get(), Some(Ok(_))))
            .map(|e| &e.material)
    }

    /// Whether the set holds no ending.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// The most men of any ending held (0 when empty).
    pub fn max_men(&self) -> usize {
        self.entries
            .iter()
            .map(|e| e.material.men())
            .max()
            .unwrap_or(0)
    }

    /// Every `*.rtb` file of `dir`, checked now (streamed through its checksum, header read)
    /// and decoded on first use; the first missing, unreadable, damaged or misnamed file is an
    /// error naming it. An empty directory gives an empty set.
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
            let material = check_file(&path)?;
            // The name check makes each ending's file unique in a directory.
            set.entries.push(Entry {
                material,
                path: Some(path),
                table: OnceLock::new(),
            });
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
