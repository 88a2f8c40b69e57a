//! Positions for the checked searches: a start position (the game's, or one of the perft
//! suites') and a random walk of legal moves from it, so that every search is on a position
//! the soak knows exactly.

use super::junk::Rng;
use tetrarch::{Game, Move, Variant};

/// A position as the protocols send it: a start text and the moves played from it.
pub struct Setup {
    /// The UCI_Variant name.
    pub variant: String,
    pub start: String,
    pub moves: Vec<Move>,
    /// The position after the moves.
    pub game: Game,
    /// Each move's coordinate text (UCI, xiangqi ranks 1-10), in order.
    pub texts: Vec<String>,
}

/// Start positions of the perft suites (chess and xiangqi), read once.
pub fn suite_starts(game: &str) -> Vec<String> {
    let path = crate::workspace::root()
        .join("tests/data/perft")
        .join(format!("{game}.epd"));
    std::fs::read_to_string(path)
        .unwrap_or_default()
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .filter_map(|l| l.split(';').next())
        .map(|f| f.trim().to_string())
        .collect()
}

/// A position of `variant` with at least one legal move: `starts` or the game's own start,
/// then up to `max_walk` random legal moves.
pub fn random_setup(rng: &mut Rng, variant: &str, starts: &[String], max_walk: u64) -> Setup {
    let v = Variant::parse(variant).expect("the soak's variants are known");
    loop {
        let start_game = if !starts.is_empty() && rng.one_in(3) {
            let text = rng.pick(starts).clone();
            Game::from_text(v.clone(), &text).ok()
        } else {
            None
        }
        .unwrap_or_else(|| Game::new(v.clone()));
        let start = start_game.to_text();
        let mut game = start_game;
        let (mut moves, mut texts) = (Vec::new(), Vec::new());
        for _ in 0..rng.below(max_walk + 1) {
            let legal = game.legal_moves();
            if legal.is_empty() {
                break;
            }
            let m = *rng.pick(&legal);
            texts.push(game.format_move(m));
            game.play(m).expect("a legal move plays");
            moves.push(m);
        }
        if !game.legal_moves().is_empty() && game.final_outcome().is_none() {
            return Setup {
                variant: variant.to_string(),
                start,
                moves,
                game,
                texts,
            };
        }
    }
}

/// Fairy-Stockfish xiangqi coordinates (ranks 1-10) to ICCS (ranks 0-9): `h3e3` to `h2e2`.
pub fn to_iccs(text: &str) -> String {
    shift_ranks(text, -1)
}

/// ICCS to Fairy-Stockfish coordinates.
pub fn from_iccs(text: &str) -> String {
    shift_ranks(text, 1)
}

fn shift_ranks(text: &str, by: i32) -> String {
    let mut out = String::new();
    let mut number = String::new();
    let flush = |number: &mut String, out: &mut String| {
        if !number.is_empty() {
            let n: i32 = number.parse().unwrap_or(0);
            out.push_str(&(n + by).to_string());
            number.clear();
        }
    };
    for c in text.chars() {
        if c.is_ascii_digit() {
            number.push(c);
        } else {
            flush(&mut number, &mut out);
            out.push(c);
        }
    }
    flush(&mut number, &mut out);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn iccs_shifts_ranks() {
        assert_eq!(to_iccs("h3e3"), "h2e2");
        assert_eq!(from_iccs("a0a1"), "a1a2");
        assert_eq!(to_iccs("a10a9"), "a9a8");
    }

    #[test]
    fn setups_have_moves() {
        let mut rng = Rng(7);
        for variant in ["chess", "xiangqi", "raumschach", "gomoku15"] {
            for _ in 0..5 {
                let s = random_setup(&mut rng, variant, &[], 30);
                assert!(!s.game.legal_moves().is_empty());
                assert_eq!(s.texts.len(), s.moves.len());
            }
        }
    }
}
