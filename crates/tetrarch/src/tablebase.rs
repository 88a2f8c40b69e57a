//! Endgame tablebases the searches probe, loaded from a directory (UCI `TablebasePath`).
//! Raumschach is the game with tables (`tetrarch_raumschach::tablebase`); the search asks each
//! position through `Position::probe_tablebase`, so no other game is affected.

use crate::Error;
use std::path::Path;
use tetrarch_raumschach::tablebase::{clear_tablebases, set_tablebases, TablebaseSet};

/// Checks every table file in `dir` for the games that have tables (checksum and header; each
/// table is decoded on its first probe) and makes them the ones searches probe; an empty
/// `dir` switches tables off. Returns what was found, for people. A missing directory or a
/// damaged or misnamed file is an error naming it, and the tables loaded before stay in use.
pub fn load_tablebases(dir: &str) -> Result<String, Error> {
    if dir.trim().is_empty() {
        clear_tablebases();
        return Ok("tablebases off".to_string());
    }
    let set = TablebaseSet::load_dir(Path::new(dir)).map_err(|e| Error::Tablebase {
        reason: e.to_string(),
    })?;
    let mut names: Vec<String> = set.materials().map(|m| m.name()).collect();
    names.sort();
    let summary = if names.is_empty() {
        format!("no Raumschach tablebase files (*.rtb) in {dir}")
    } else {
        format!(
            "{} Raumschach tablebase{} from {dir}: {}",
            names.len(),
            if names.len() == 1 { "" } else { "s" },
            names.join(" ")
        )
    };
    set_tablebases(set);
    Ok(summary)
}
