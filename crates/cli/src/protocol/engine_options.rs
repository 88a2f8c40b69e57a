//! Applying checked option values to the engine (shared by UCI and UCCI).

use super::options::{find, EngineOption, OptionValue};
use super::strength::Strength;
use super::worker::SearchWorker;
use std::time::Duration;

/// What an option change means beyond the engine itself.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Applied {
    /// Handled inside the engine.
    Done,
    /// `Ponder` changed (the GUI's business; remembered for the record).
    Ponder(bool),
    /// A protocol-level option the caller handles (`UCI_Variant`, `usemillisec`, ...).
    Other(String, OptionValue),
}

/// Checks `value` for the option `name` in `table`, then applies engine options to the
/// worker's engine (waiting for a search that ends by itself, refusing during an endless one).
/// `strength` holds the session's strength settings, which combine into one search level.
pub fn apply(
    table: &[EngineOption],
    worker: &mut SearchWorker,
    strength: &mut Strength,
    name: &str,
    value: Option<&str>,
) -> Result<Applied, String> {
    let option = find(table, name)?;
    let value = option.parse(value)?;
    if let ("Hash", OptionValue::Int(mib)) = (option.name.as_str(), &value) {
        worker.set_hash(*mib as usize)?;
        return Ok(Applied::Done);
    }
    let searcher = worker.engine()?.searcher_mut();
    match (option.name.as_str(), &value) {
        ("Threads", OptionValue::Int(n)) => searcher.options_mut().threads = *n as usize,
        ("MultiPV", OptionValue::Int(n)) => searcher.options_mut().multipv = *n as usize,
        ("Move Overhead", OptionValue::Int(ms)) => {
            searcher.options_mut().move_overhead = Duration::from_millis(*ms as u64)
        }
        ("Skill Level", OptionValue::Int(level)) => {
            strength.skill_level = *level;
            searcher.options_mut().skill_level = strength.search_level();
        }
        ("UCI_LimitStrength", OptionValue::Bool(on)) => {
            strength.limit_strength = *on;
            searcher.options_mut().skill_level = strength.search_level();
        }
        ("UCI_Elo", OptionValue::Int(elo)) => {
            strength.elo = *elo;
            searcher.options_mut().skill_level = strength.search_level();
        }
        ("Clear Hash", _) => searcher.clear(),
        ("Ponder", OptionValue::Bool(on)) => return Ok(Applied::Ponder(*on)),
        _ => return Ok(Applied::Other(option.name.clone(), value)),
    }
    Ok(Applied::Done)
}
