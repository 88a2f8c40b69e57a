//! Applying checked option values to the engine (shared by UCI and UCCI).

use super::options::{find, EngineOption, OptionValue};
use super::strength::Strength;
use super::worker::SearchWorker;
use std::time::Duration;
use tetrarch::eval::SearchParams;

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
    let option = match find(table, name) {
        Ok(option) => option,
        // Not a listed option: a search parameter for tuners, or unknown (the table's error).
        Err(unknown) => return set_search_param(worker, name, value).ok_or(unknown)?,
    };
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

/// The largest magnitude a tuner may give a search parameter: past it no margin, depth or
/// divisor means anything, and the reduction table's arithmetic stays far from overflow.
pub const SEARCH_PARAM_LIMIT: i64 = 1_000_000;

/// The value `text` of the search parameter `name`, checked against
/// [`SEARCH_PARAM_LIMIT`]; `None` when `name` is not a search parameter (the UCI option and
/// pbrain's `INFO name value` both read it here).
pub(crate) fn parse_search_param(name: &str, text: &str) -> Option<Result<i32, String>> {
    if !SearchParams::NAMES.contains(&name) {
        return None;
    }
    let text = text.trim();
    let limit = SEARCH_PARAM_LIMIT;
    Some(match text.parse::<i64>() {
        Ok(v) if (-limit..=limit).contains(&v) => Ok(v as i32),
        Ok(v) => Err(format!(
            "search parameter {name} value {v} is out of range {}..{limit}",
            -limit
        )),
        Err(_) => Err(format!(
            "search parameter {name} expects an integer, got '{text}'"
        )),
    })
}

/// `setoption name <parameter> value N` for a search parameter (`lmr_divisor`, ...: the
/// names of [`SearchParams`], exactly, as OpenBench's SPSA and `cargo xtask spsa` send them).
/// They are not listed by `uci`, as Stockfish lists its tunables only in tuning builds.
/// `None` when `name` is not a search parameter.
fn set_search_param(
    worker: &mut SearchWorker,
    name: &str,
    value: Option<&str>,
) -> Option<Result<Applied, String>> {
    let name = name.trim();
    let value = match parse_search_param(name, value.unwrap_or(""))? {
        Ok(v) => v,
        Err(e) => return Some(Err(e)),
    };
    Some(worker.engine().and_then(|engine| {
        let options = engine.searcher_mut().options_mut();
        options.set_param(name, value).map(|_| Applied::Done)
    }))
}
