//! Training positions read from `datagen` files and turned into evaluation traces once, stored
//! compactly for the many passes of the fit.

use std::io::{BufRead, BufReader};
use std::path::Path;

use tetrarch::eval::EvalTrace;

use crate::Result;

/// Every position's sparse terms in one array, with per-position offsets.
#[derive(Default)]
pub struct Dataset {
    /// `(parameter index, count)` of all positions, back to back.
    pub terms: Vec<(u32, i16)>,
    /// Position `i`'s terms are `terms[start[i]..start[i + 1]]`.
    pub start: Vec<u32>,
    /// The middle-game weight `phase / max_phase` of each position.
    pub mg_weight: Vec<f32>,
    /// The end-game weight `(1 - mg_weight) * eg_scale / 64`.
    pub eg_weight: Vec<f32>,
    /// The untraced White-relative part.
    pub fixed: Vec<f32>,
    /// The game result for White: 1, 0.5 or 0.
    pub result: Vec<f32>,
    /// The search score for White, in centipawns.
    pub score: Vec<f32>,
}

impl Dataset {
    pub fn len(&self) -> usize {
        self.result.len()
    }

    /// The terms of position `i`.
    pub fn terms_of(&self, i: usize) -> &[(u32, i16)] {
        &self.terms[self.start[i] as usize..self.start[i + 1] as usize]
    }

    /// In how many positions each of the `weights` parameters has a non-zero count.
    pub fn positions_per_weight(&self, weights: usize) -> Vec<u32> {
        let mut seen = vec![0u32; weights];
        for &(i, c) in &self.terms {
            if c != 0 {
                seen[i as usize] += 1;
            }
        }
        seen
    }

    /// Adds one traced position.
    fn push(&mut self, trace: &EvalTrace, score: f32, result: f32) -> Result<()> {
        if self.start.is_empty() {
            self.start.push(0);
        }
        for &(i, c) in &trace.terms {
            let c = i16::try_from(c).map_err(|_| format!("term count {c} out of range"))?;
            self.terms.push((i, c));
        }
        self.start.push(self.terms.len() as u32);
        let mg = trace.phase.clamp(0, trace.max_phase) as f32 / trace.max_phase as f32;
        self.mg_weight.push(mg);
        self.eg_weight
            .push((1.0 - mg) * trace.eg_scale as f32 / 64.0);
        self.fixed.push(trace.fixed as f32);
        self.result.push(result);
        self.score.push(score);
        Ok(())
    }
}

/// Reads `files` (lines `text | score | result`), tracing each position with `trace`; at most
/// `limit` positions. A malformed line is an error naming the file and line.
pub fn load(
    files: &[impl AsRef<Path>],
    limit: usize,
    trace: &(dyn Fn(&str) -> std::result::Result<EvalTrace, String> + Sync),
) -> Result<Dataset> {
    let mut lines: Vec<(String, usize, String)> = Vec::new();
    'files: for file in files {
        let file = file.as_ref();
        let reader = BufReader::new(
            std::fs::File::open(file)
                .map_err(|e| format!("cannot open {}: {e}", file.display()))?,
        );
        for (n, line) in reader.lines().enumerate() {
            let line = line.map_err(|e| format!("{}:{}: {e}", file.display(), n + 1))?;
            if line.trim().is_empty() {
                continue;
            }
            lines.push((file.display().to_string(), n + 1, line));
            if lines.len() >= limit {
                break 'files;
            }
        }
    }
    // Tracing is the slow part: spread it over the cores, keeping the order.
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let chunk = lines.len().div_ceil(threads.max(1)).max(1);
    let parsed: Vec<Result<Vec<(EvalTrace, f32, f32)>>> = std::thread::scope(|scope| {
        let handles: Vec<_> = lines
            .chunks(chunk)
            .map(|part| {
                scope.spawn(move || {
                    part.iter()
                        .map(|(file, n, line)| {
                            parse_line(line, trace).map_err(|e| format!("{file}:{n}: {e}"))
                        })
                        .collect::<Result<Vec<_>>>()
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| {
                h.join()
                    .unwrap_or_else(|_| Err("a tracing thread panicked".into()))
            })
            .collect()
    });
    let mut data = Dataset::default();
    for part in parsed {
        for (t, score, result) in part? {
            data.push(&t, score, result)?;
        }
    }
    Ok(data)
}

/// The position text of a `text | score | result` line (the text may itself hold '|').
pub fn position_text(line: &str) -> &str {
    line.rsplitn(3, '|').nth(2).unwrap_or("").trim()
}

/// One `text | score | result` line.
fn parse_line(
    line: &str,
    trace: &(dyn Fn(&str) -> std::result::Result<EvalTrace, String> + Sync),
) -> Result<(EvalTrace, f32, f32)> {
    let mut fields = line.rsplitn(3, '|');
    let (Some(result), Some(score), Some(text)) = (fields.next(), fields.next(), fields.next())
    else {
        return Err("expected 'position | score | result'".into());
    };
    let result: f32 = result
        .trim()
        .parse()
        .map_err(|_| format!("result '{}' is not a number", result.trim()))?;
    if !(0.0..=1.0).contains(&result) {
        return Err(format!("result {result} is not within 0..1"));
    }
    let score: f32 = score
        .trim()
        .parse()
        .map_err(|_| format!("score '{}' is not a number", score.trim()))?;
    let t = trace(text.trim()).map_err(|e| format!("position '{}': {e}", text.trim()))?;
    Ok((t, score, result))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_position_text_may_hold_bars() {
        let line = "5/5/5/5/k4|5/5/5/5/5|5/5/5/5/5|5/5/5/5/5|4K/5/5/5/5 w - - 0 1 | -12 | 0.5";
        assert_eq!(
            position_text(line),
            "5/5/5/5/k4|5/5/5/5/5|5/5/5/5/5|5/5/5/5/5|4K/5/5/5/5 w - - 0 1"
        );
        assert_eq!(
            position_text("8/8/8/8/8/8/8/8 w - - 0 1 | 3 | 1.0"),
            "8/8/8/8/8/8/8/8 w - - 0 1"
        );
        assert_eq!(position_text("no fields"), "");
    }

    /// A weight counts once per position that has it, whatever its count there.
    #[test]
    fn positions_per_weight_counts_positions() {
        let trace = |terms: Vec<(u32, i32)>| EvalTrace {
            terms,
            phase: 0,
            max_phase: 1,
            eg_scale: 64,
            fixed: 0,
        };
        let mut data = Dataset::default();
        data.push(&trace(vec![(0, 3), (2, -1)]), 0.0, 1.0).unwrap();
        data.push(&trace(vec![(2, 5)]), 0.0, 0.0).unwrap();
        assert_eq!(data.positions_per_weight(4), [1, 0, 2, 0]);
    }
}
