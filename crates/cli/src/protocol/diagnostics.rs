//! Stockfish's debugging commands over UCI beside `d`: `eval` (the static evaluation and its
//! terms, as the game reports them), `bench` (the bench signature, Stockfish's summary lines)
//! and `flip` (the colours exchanged). The games answer; this module only writes the text.

use super::uci::MAX_GO_DEPTH;
use tetrarch::{Color, EvalBreakdown, Game, ScoreUnit};

/// `bench [hash [threads [depth [positions [limit type]]]]]`, Stockfish's positional form.
#[derive(Debug, PartialEq, Eq)]
pub struct BenchRequest {
    pub hash_mib: usize,
    pub threads: usize,
    /// `None`: each position's own depth (the signature).
    pub depth: Option<u32>,
}

/// The table size of a bench run unless given, as `tetrarch bench` uses.
pub const BENCH_HASH_MIB: usize = 16;

/// Reads `bench`'s arguments: `hash` MiB, `threads`, `depth` (or `default`: each position's
/// own), the positions (only `default`, the built-in ones) and the limit type (only `depth`).
pub fn parse_bench(args: &str) -> Result<BenchRequest, String> {
    let words: Vec<&str> = args.split_whitespace().collect();
    let number = |i: usize, what: &str, max: u64| -> Result<Option<u64>, String> {
        match words.get(i) {
            None | Some(&"default") => Ok(None),
            Some(w) => match w.parse::<u64>() {
                Ok(n) if (1..=max).contains(&n) => Ok(Some(n)),
                _ => Err(format!(
                    "bench: {what} '{w}' is not a number from 1 to {max}"
                )),
            },
        }
    };
    let hash = number(0, "hash size (MiB)", 1 << 20)?;
    let threads = number(1, "thread count", super::options::THREADS_MAX as u64)?;
    let depth = number(2, "depth", MAX_GO_DEPTH as u64)?;
    match words.get(3) {
        None | Some(&"default") => {}
        Some(other) => {
            return Err(format!(
                "bench: positions '{other}': only 'default' (the built-in bench positions) is supported"
            ))
        }
    }
    match words.get(4) {
        None | Some(&"depth") => {}
        Some(other) => {
            return Err(format!(
                "bench: limit type '{other}': only 'depth' is supported (the node counts are the search's signature)"
            ))
        }
    }
    if words.len() > 5 {
        return Err(format!(
            "bench: expected at most 5 arguments (hash, threads, depth, positions, limit type), found {}",
            words.len()
        ));
    }
    Ok(BenchRequest {
        hash_mib: hash.map_or(BENCH_HASH_MIB, |n| n as usize),
        threads: threads.map_or(1, |n| n as usize),
        depth: depth.map(|n| n as u32),
    })
}

/// A value in the game's units as people read it: pawns with two decimals for centipawn
/// games (Stockfish's `+0.25`), points as they are.
fn value(v: i32, unit: ScoreUnit) -> String {
    match unit {
        ScoreUnit::Centipawns => format!("{:+.2}", f64::from(v) / 100.0),
        ScoreUnit::Points => format!("{v:+}"),
    }
}

/// A weight table's name for people: `KNIGHT_MOBILITY` as `knight mobility`.
fn term_name(table: &str) -> String {
    table.to_ascii_lowercase().replace('_', " ")
}

/// `eval`'s answer when the side to move is in check, Stockfish's words.
pub const EVAL_IN_CHECK: &str = "Final evaluation: none (in check)";

/// `eval`: the table of terms where the game has one (White's share, Black's, their
/// difference, each middle game and end game, as Stockfish's classical `eval`), the phase and
/// scale that taper them, then `Final evaluation  +0.25 (white side)`.
pub fn eval_lines(game: &Game) -> Vec<String> {
    // Stockfish's trace: the static evaluation means nothing when the side to move is in
    // check (the search never uses it there).
    if super::games::in_check(game) {
        return vec![EVAL_IN_CHECK.to_string()];
    }
    let evaluation = game.evaluation();
    let unit = game.score_unit();
    let first = game.side_name(Color::White);
    let second = game.side_name(Color::Black);
    let mut lines = Vec::new();
    if let Some(b) = &evaluation.breakdown {
        lines.extend(term_table(b, unit, first, second));
        lines.push(String::new());
    }
    lines.push(format!(
        "Final evaluation       {} ({} side)",
        value(evaluation.white, unit),
        first.to_ascii_lowercase()
    ));
    lines
}

fn term_table(b: &EvalBreakdown, unit: ScoreUnit, first: &str, second: &str) -> Vec<String> {
    let v = |x: i32| value(x, unit);
    let rule = format!(" {:-<26}+{:-<17}+{:-<17}+{:-<17}", "", "", "", "");
    let mut lines = vec![
        format!(
            " {:<26}|{:^17}|{:^17}|{:^17}",
            "Term", first, second, "Total"
        ),
        format!(
            " {:<26}|{:>8} {:>8}|{:>8} {:>8}|{:>8} {:>8}",
            "", "MG", "EG", "MG", "EG", "MG", "EG"
        ),
        rule.clone(),
    ];
    for row in &b.rows {
        let (mg, eg) = row.total();
        lines.push(format!(
            " {:<26}|{:>8} {:>8}|{:>8} {:>8}|{:>8} {:>8}",
            term_name(row.name),
            v(row.white.0),
            v(row.white.1),
            v(row.black.0),
            v(row.black.1),
            v(mg),
            v(eg)
        ));
    }
    lines.push(rule);
    let (mg, eg) = b.sum();
    lines.push(format!(
        " {:<26}|{:>17}|{:>17}|{:>8} {:>8}",
        "Sum",
        "",
        "",
        v(mg),
        v(eg)
    ));
    lines.push(String::new());
    lines.push(format!(
        "Phase {}/{} ({} = middle game, 0 = end game), end-game scale {}/64: tapered {}",
        b.phase.clamp(0, b.max_phase),
        b.max_phase,
        b.max_phase,
        b.eg_scale,
        v(b.tapered((mg, eg)) + b.fixed)
    ));
    lines
}

#[cfg(test)]
mod tests {
    use super::*;
    use tetrarch::Variant;

    #[test]
    fn bench_arguments_as_stockfish_orders_them() {
        let default = BenchRequest {
            hash_mib: BENCH_HASH_MIB,
            threads: 1,
            depth: None,
        };
        assert_eq!(parse_bench(""), Ok(default));
        assert_eq!(
            parse_bench("32 2 7 default depth"),
            Ok(BenchRequest {
                hash_mib: 32,
                threads: 2,
                depth: Some(7)
            })
        );
        assert!(parse_bench("16 1 0").unwrap_err().contains("depth '0'"));
        assert!(parse_bench("x")
            .unwrap_err()
            .contains("hash size (MiB) 'x'"));
        assert!(parse_bench("16 1 5 my.epd")
            .unwrap_err()
            .contains("'my.epd'"));
        assert!(parse_bench("16 1 5 default movetime")
            .unwrap_err()
            .contains("'movetime'"));
    }

    #[test]
    fn eval_ends_with_the_final_evaluation_in_each_game() {
        for (variant, side) in [
            (Variant::Chess, "white side"),
            (Variant::Xiangqi, "red side"),
            (Variant::Raumschach, "white side"),
        ] {
            let lines = eval_lines(&Game::new(variant));
            let last = lines.last().unwrap();
            assert!(last.starts_with("Final evaluation"), "{lines:#?}");
            assert!(last.ends_with(&format!("({side})")), "{last}");
        }
        let chess = eval_lines(&Game::new(Variant::Chess));
        assert!(
            chess.iter().any(|l| l.starts_with(" material ")),
            "{chess:#?}"
        );
    }
}
