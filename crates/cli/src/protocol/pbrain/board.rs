//! The brain's board: the stones in the order the manager gave them, and the game built from
//! them. `BOARD` may give stones in any order and any count, so positions are rebuilt through
//! the gomoku position text rather than by alternating moves.

use super::super::coords::Point;
use tetrarch::gomoku::{cell_name, GomokuPosition, Rule};
use tetrarch::{Color, Game, Move, Variant};

/// Stones and the game they make. Colours are movegen's: `White` = black, the first player.
#[derive(Clone, Debug)]
pub struct Board {
    pub width: usize,
    pub height: usize,
    pub rule: Rule,
    stones: Vec<(Point, Color)>,
    game: Game,
}

impl Board {
    /// An empty board; the error names a size outside the gomoku crate's range.
    pub fn new(width: usize, height: usize, rule: Rule) -> Result<Board, String> {
        let game =
            Game::Gomoku(GomokuPosition::new(width, height, rule).map_err(|e| e.to_string())?);
        Ok(Board {
            width,
            height,
            rule,
            stones: Vec::new(),
            game,
        })
    }

    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The gomoku position: the board only ever builds gomoku games.
    fn gomoku(&self) -> &GomokuPosition {
        self.game
            .as_gomoku()
            .expect("the brain's board holds a gomoku game")
    }

    pub fn stones(&self) -> &[(Point, Color)] {
        &self.stones
    }

    pub fn is_empty_cell(&self, (x, y): Point) -> bool {
        !self.stones.iter().any(|&(p, _)| p == (x, y))
    }

    /// Checks that `p` is on the board.
    pub fn check_point(&self, (x, y): Point) -> Result<(), String> {
        if x < self.width && y < self.height {
            Ok(())
        } else {
            Err(format!(
                "{x},{y} is off the {}x{} board",
                self.width, self.height
            ))
        }
    }

    /// The placement move at `p` in the current game.
    pub fn move_at(&self, p: Point) -> Result<Move, String> {
        self.check_point(p)?;
        self.gomoku().move_at(p.0, p.1).map_err(|e| e.to_string())
    }

    /// The point of a placement.
    pub fn point_of(&self, m: Move) -> Point {
        self.gomoku().coords(m)
    }

    /// Plays a stone for the side to move, checking the cell (empty, on the board, not
    /// forbidden) and that the game is not over.
    pub fn play(&mut self, p: Point) -> Result<(), String> {
        if !self.is_empty_cell(p) {
            self.check_point(p)?;
            return Err(format!("{},{} is already occupied", p.0, p.1));
        }
        let m = self.move_at(p)?;
        let side = self.game.side_to_move();
        self.game.play(m).map_err(|e| match e {
            tetrarch::Error::IllegalMove { .. } => {
                format!(
                    "{},{} is not a legal move here (forbidden for black under renju)",
                    p.0, p.1
                )
            }
            other => other.to_string(),
        })?;
        self.stones.push((p, side));
        Ok(())
    }

    /// Replaces everything with `stones`, `to_move` to play.
    pub fn set(&mut self, stones: Vec<(Point, Color)>, to_move: Color) -> Result<(), String> {
        let variant = variant(self.width, self.height, self.rule)?;
        let game = Game::from_text(
            variant,
            &text(self.width, self.height, self.rule, to_move, &stones),
        )
        .map_err(|e| e.to_string())?;
        self.stones = stones;
        self.game = game;
        Ok(())
    }

    /// Removes the stone at `p`; its owner is to move again.
    pub fn take_back(&mut self, p: Point) -> Result<(), String> {
        let i = self
            .stones
            .iter()
            .position(|&(q, _)| q == p)
            .ok_or_else(|| format!("there is no stone on {},{}", p.0, p.1))?;
        let mut stones = self.stones.clone();
        let (_, color) = stones.remove(i);
        self.set(stones, color)
    }

    /// The same stones under another rule (the manager sends `INFO rule` after `START`).
    pub fn with_rule(&self, rule: Rule) -> Result<Board, String> {
        let mut board = Board::new(self.width, self.height, rule)?;
        board.set(self.stones.clone(), self.game.side_to_move())?;
        Ok(board)
    }

    /// An empty cell, the nearest to the centre: the reply when the search has no move
    /// (a finished game the manager still asks about).
    pub fn any_empty_point(&self) -> Option<Point> {
        let (cx, cy) = (self.width as i64 / 2, self.height as i64 / 2);
        (0..self.height)
            .flat_map(|y| (0..self.width).map(move |x| (x, y)))
            .filter(|&p| self.is_empty_cell(p))
            .min_by_key(|&(x, y)| (x as i64 - cx).abs().max((y as i64 - cy).abs()))
    }
}

fn variant(width: usize, height: usize, rule: Rule) -> Result<Variant, String> {
    let side = |n: usize| u8::try_from(n).map_err(|_| format!("board side {n} is too large"));
    Ok(Variant::Gomoku {
        width: side(width)?,
        height: side(height)?,
        rule,
    })
}

/// The gomoku crate's position text: `15x15 renju w b:h8,j10 w:i9`.
fn text(
    width: usize,
    height: usize,
    rule: Rule,
    to_move: Color,
    stones: &[(Point, Color)],
) -> String {
    let side = if to_move == Color::White { "b" } else { "w" };
    let mut out = format!("{width}x{height} {} {side}", rule.name());
    for (prefix, color) in [("b:", Color::White), ("w:", Color::Black)] {
        let cells: Vec<String> = stones
            .iter()
            .filter(|&&(_, c)| c == color)
            .map(|&((x, y), _)| cell_name(x, y))
            .collect();
        if !cells.is_empty() {
            out.push(' ');
            out.push_str(prefix);
            out.push_str(&cells.join(","));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stones_alternate_and_take_back_restores_the_turn() {
        let mut b = Board::new(15, 15, Rule::Freestyle).unwrap();
        b.play((7, 7)).unwrap();
        b.play((8, 8)).unwrap();
        assert_eq!(b.game().side_to_move(), Color::White);
        assert!(b.play((7, 7)).unwrap_err().contains("occupied"));
        assert!(b.play((15, 0)).unwrap_err().contains("off the 15x15 board"));
        b.take_back((8, 8)).unwrap();
        assert_eq!(b.game().side_to_move(), Color::Black);
        assert_eq!(b.stones().len(), 1);
        assert!(b.take_back((3, 3)).unwrap_err().contains("no stone on 3,3"));
    }

    #[test]
    fn sizes_outside_the_range_are_refused() {
        assert!(Board::new(4, 4, Rule::Freestyle).is_err());
        assert!(Board::new(33, 20, Rule::Freestyle).is_err());
        assert!(Board::new(20, 15, Rule::Standard).is_ok());
    }

    #[test]
    fn set_accepts_unbalanced_stone_counts() {
        let mut b = Board::new(15, 15, Rule::Freestyle).unwrap();
        let stones = vec![
            ((1, 1), Color::White),
            ((2, 2), Color::White),
            ((3, 3), Color::White),
        ];
        b.set(stones, Color::Black).unwrap();
        assert_eq!(b.game().side_to_move(), Color::Black);
        assert_eq!(b.any_empty_point(), Some((7, 7)));
    }
}
