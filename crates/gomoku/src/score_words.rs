//! Gomoku scores in words for people (the `analyze` and `play` commands, the browser page):
//! a proven result as "Black wins in 7", otherwise the fitted win chance ("about 64% for
//! Black") with the most urgent threat on the board ("White threatens five"). Pattern units
//! mean nothing to a player; the protocols keep them for GUIs.

use crate::threat::Threat;
use crate::wdl::WIN_RATE_MODEL;
use crate::GomokuPosition;
use tetrarch_movegen::{Color, Position};

/// Win chances this close to 50% read "about even": the model's own error is larger.
const EVEN_MARGIN: u16 = 30;

/// How people call a colour: the first player (the engine's `White`) has the black stones.
fn stones(color: Color) -> &'static str {
    match color {
        Color::White => "Black",
        Color::Black => "White",
    }
}

impl GomokuPosition {
    /// A proven result of `moves` moves for the side to move (negative: the opponent wins),
    /// as a search reports it: "Black wins in 7".
    pub fn describe_forced_win(&self, moves: i32) -> String {
        let me = self.side_to_move();
        let winner = if moves > 0 { me } else { me.opponent() };
        format!("{} wins in {}", stones(winner), moves.unsigned_abs())
    }

    /// A search score in pattern units (side to move's view) for people: the win chance the
    /// fitted model gives it ("about 64% for Black", "about even"), then the most urgent
    /// threat on the board, if any ("White threatens five").
    pub fn describe_score(&self, points: i32) -> String {
        let me = self.side_to_move();
        let wdl = WIN_RATE_MODEL.wdl(points, self.wdl_material());
        // Gomoku has almost no draws: half a draw counts for each side.
        let mine = wdl.win + wdl.draw / 2;
        let theirs = 1000 - mine;
        let chance = if mine.abs_diff(theirs) <= 2 * EVEN_MARGIN {
            "about even".to_string()
        } else if mine > theirs {
            format!("about {}% for {}", (mine + 5) / 10, stones(me))
        } else {
            format!("about {}% for {}", (theirs + 5) / 10, stones(me.opponent()))
        };
        match self.urgent_threat() {
            Some(threat) => format!("{chance}; {threat}"),
            None => chance,
        }
    }

    /// The most urgent threat on the board in words, from the side to move's view.
    fn urgent_threat(&self) -> Option<String> {
        let (me, op) = (self.side_to_move(), self.side_to_move().opponent());
        let has = |color: Color, min: Threat, max: Threat| {
            !self.threat_cells(color.index(), min, max).is_empty()
        };
        if has(me, Threat::Five, Threat::Five) {
            Some(format!("{} can make five", stones(me)))
        } else if has(op, Threat::Five, Threat::Five) {
            Some(format!("{} threatens five", stones(op)))
        } else if has(me, Threat::OpenFour, Threat::OpenFour) {
            Some(format!("{} can make an open four", stones(me)))
        } else if has(op, Threat::OpenFour, Threat::OpenFour) {
            Some(format!("{} threatens an open four", stones(op)))
        } else if has(me, Threat::FourThree, Threat::FourThree) {
            Some(format!("{} can make a four-three", stones(me)))
        } else if has(op, Threat::FourThree, Threat::FourThree) {
            Some(format!("{} threatens a four-three", stones(op)))
        } else {
            None
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::{GomokuPosition, Rule};
    use tetrarch_movegen::Notation;

    fn position(moves: &[&str]) -> GomokuPosition {
        let mut p = GomokuPosition::new(15, 15, Rule::Freestyle).unwrap();
        for m in moves {
            let mv = p.parse_move(m).unwrap();
            tetrarch_movegen::Position::make_move(&mut p, mv);
        }
        p
    }

    #[test]
    fn proven_results_name_the_winner() {
        let p = position(&["h8"]);
        // White to move.
        assert_eq!(p.describe_forced_win(3), "White wins in 3");
        assert_eq!(p.describe_forced_win(-7), "Black wins in 7");
    }

    #[test]
    fn scores_read_as_chances_and_threats() {
        let p = position(&["h8", "a1"]);
        assert_eq!(p.describe_score(0), "about even");
        let ahead = p.describe_score(800);
        assert!(
            ahead.starts_with("about ") && ahead.ends_with("% for Black"),
            "{ahead}"
        );
        let behind = p.describe_score(-800);
        assert!(behind.ends_with("% for White"), "{behind}");
        // Black has an open three (h8 h9 h10): an open four next.
        let three = position(&["h8", "a1", "h9", "a3", "h10", "a5"]);
        let words = three.describe_score(200);
        assert!(words.ends_with("; Black can make an open four"), "{words}");
        // White to move against Black's four: Black threatens five.
        let four = position(&["h8", "a1", "h9", "a3", "h10", "a5", "h11"]);
        let words = four.describe_score(-500);
        assert!(words.ends_with("; Black threatens five"), "{words}");
    }
}
