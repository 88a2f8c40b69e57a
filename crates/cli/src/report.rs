//! Numbers and search results written for people.

use std::time::Duration;
use tetrarch::{Game, MoveNotation, ScoreReport, SearchInfo};

pub use tetrarch_cli::signature::format_count;

/// Nodes per second as a short count (`2.3M`).
pub fn format_rate(nodes: u64, elapsed: Duration) -> String {
    let rate = nodes as f64 / elapsed.as_secs_f64().max(1e-9);
    format_count(rate as u64)
}

/// A move as players read it: WXF in xiangqi (`C2=5`), SAN in chess, the coordinates elsewhere.
pub fn people_move(game: &Game, m: tetrarch::Move) -> String {
    // The facade writes the coordinates for a notation the game does not have.
    let wxf = game.format_move_in(m, MoveNotation::Wxf);
    if wxf != game.format_move(m) {
        wxf
    } else {
        game.readable_move(m)
    }
}

/// A line of moves (a PV) as players read it, each move written in the position it is played
/// from; stops at the first move that is not legal (a stale PV tail).
pub fn people_line(game: &Game, moves: &[tetrarch::Move]) -> Vec<String> {
    let mut position = game.clone();
    let mut out = Vec::with_capacity(moves.len());
    for &m in moves {
        if !position.is_legal(m) {
            break;
        }
        out.push(people_move(&position, m));
        if position.play(m).is_err() {
            break;
        }
    }
    out
}

/// A move for people, with its coordinate form beside when that differs: `Nf3 (g1f3)`,
/// `C2=5 (h3e3)`, `b3c3`.
pub fn describe_move(game: &Game, m: tetrarch::Move) -> String {
    let readable = people_move(game, m);
    let coordinate = game.format_move(m);
    if readable == coordinate {
        readable
    } else {
        format!("{readable} ({coordinate})")
    }
}

/// A score from the side to move's point of view: pawns with two decimals in the chess family
/// (`+0.35`), `mate in 3` / `mated in 2`; the game's own words where it has them (gomoku's win
/// chance and threats: `about 64% for Black`, `White wins in 3`).
pub fn format_score(game: &Game, score: ScoreReport) -> String {
    if let Some(words) = game.score_words(score) {
        return words;
    }
    match score {
        ScoreReport::Mate(n) if n > 0 => format!("mate in {n}"),
        ScoreReport::Mate(n) => format!("mated in {}", -n),
        ScoreReport::Centipawns(cp) if game.score_unit() == tetrarch::ScoreUnit::Points => {
            format!("{cp:+}")
        }
        ScoreReport::Centipawns(cp) => format!("{:+.2}", cp as f64 / 100.0),
    }
}

/// One progress line of a search: depth, score, nodes, speed, time and the readable PV.
pub fn format_info(game: &Game, info: &SearchInfo) -> String {
    let bound = match info.bound {
        Some(tetrarch::hash::Bound::Lower) => " (lower bound)",
        Some(tetrarch::hash::Bound::Upper) => " (upper bound)",
        _ => "",
    };
    let multipv = if info.multipv > 1 {
        format!(" [line {}]", info.multipv)
    } else {
        String::new()
    };
    format!(
        "depth {:>2}/{:<2} score {:>9}{bound}{multipv}  nodes {:>7}  {:>6} n/s  {:>6.2} s  pv {}",
        info.depth,
        info.seldepth,
        format_score(game, info.score),
        format_count(info.nodes),
        format_count(info.nps),
        info.time.as_secs_f64(),
        people_line(game, &info.pv).join(" ")
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_are_short() {
        assert_eq!(format_count(999), "999");
        assert_eq!(format_count(12_345), "12.3k");
        assert_eq!(format_count(12_345_678), "12.3M");
        assert_eq!(format_count(12_345_678_901), "12.3G");
    }
}
