//! What the page draws: every cell of the board with its name, its place in the drawing and
//! what stands on it. The chess family's cells come from the placement field of the position
//! text (FEN, and the 3D FEN's levels separated by `|`); gomoku's from its stones. Cell names
//! are the game's coordinate notation (`e4`, `e10`, `Cc3`, `h8`), the names move texts use.

use tetrarch::gomoku::cell_name;
use tetrarch::{Color, Game};

/// One cell.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct CellView {
    pub name: String,
    /// Column in the drawing, from the left (file a = 0).
    pub x: u8,
    /// Row in the drawing, from the top (the last rank in the chess family, row 1 in gomoku).
    pub y: u8,
    /// Level (Raumschach: A = 0 ... E = 4; 0 elsewhere).
    pub level: u8,
    /// The piece's FEN letter (upper case = the first player, lower case = the second);
    /// gomoku stones are `X` (black, the first player) and `O`.
    pub piece: Option<char>,
}

/// The whole board.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct BoardView {
    pub width: u8,
    pub height: u8,
    pub levels: u8,
    pub cells: Vec<CellView>,
}

/// The board of `game`.
pub fn board_view(game: &Game) -> BoardView {
    match game {
        Game::Gomoku(p) => stones_board(p.width(), p.height(), |x, y| p.stone_at(x, y)),
        Game::Connect(p) => stones_board(p.width(), p.height(), |x, y| p.stone_at(x, y)),
        _ => {
            let (width, height, levels) = game.board_size();
            let text = game.to_text();
            let placement = text.split_whitespace().next().unwrap_or_default();
            placement_board(placement, width, height, levels)
        }
    }
}

/// Reads a FEN placement field: levels from the top one down separated by `|`, ranks from the
/// last down separated by `/`, files from a, digits for runs of empty cells. The field comes
/// from the game's own writer, so it is well formed.
fn placement_board(placement: &str, width: u8, height: u8, levels: u8) -> BoardView {
    let mut cells =
        Vec::with_capacity(usize::from(width) * usize::from(height) * usize::from(levels));
    for (li, level_text) in placement.split('|').enumerate() {
        let level = levels - 1 - li as u8;
        for (y, rank_text) in level_text.split('/').enumerate() {
            let y = y as u8;
            let rank = height - y;
            let mut x = 0u8;
            let mut empty = 0u32;
            let mut cell = |x: u8, piece: Option<char>| {
                let file = (b'a' + x) as char;
                let name = if levels > 1 {
                    format!("{}{file}{rank}", (b'A' + level) as char)
                } else {
                    format!("{file}{rank}")
                };
                cells.push(CellView {
                    name,
                    x,
                    y,
                    level,
                    piece,
                });
            };
            for c in rank_text.chars().chain(Some('/')) {
                if let Some(d) = c.to_digit(10) {
                    empty = empty * 10 + d;
                    continue;
                }
                for _ in 0..empty {
                    cell(x, None);
                    x += 1;
                }
                empty = 0;
                if c != '/' {
                    cell(x, Some(c));
                    x += 1;
                }
            }
        }
    }
    BoardView {
        width,
        height,
        levels,
        cells,
    }
}

/// A placement game's board (gomoku, connect-N) from its stones.
fn stones_board(
    width: usize,
    height: usize,
    stone_at: impl Fn(usize, usize) -> Option<Color>,
) -> BoardView {
    let mut cells = Vec::with_capacity(width * height);
    for y in 0..height {
        for x in 0..width {
            cells.push(CellView {
                name: cell_name(x, y),
                x: x as u8,
                y: y as u8,
                level: 0,
                piece: stone_at(x, y).map(|c| match c {
                    Color::White => 'X',
                    Color::Black => 'O',
                }),
            });
        }
    }
    BoardView {
        width: width as u8,
        height: height as u8,
        levels: 1,
        cells,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tetrarch::Variant;

    fn board(variant: &str) -> BoardView {
        board_view(&Game::new(Variant::parse(variant).unwrap()))
    }

    fn piece(b: &BoardView, name: &str) -> Option<char> {
        let cell = b.cells.iter().find(|c| c.name == name);
        cell.unwrap_or_else(|| panic!("no cell {name}")).piece
    }

    #[test]
    fn every_cell_once_with_the_start_pieces() {
        let chess = board("chess");
        assert_eq!(chess.cells.len(), 64);
        assert_eq!(piece(&chess, "e1"), Some('K'));
        assert_eq!(piece(&chess, "d8"), Some('q'));
        assert_eq!(piece(&chess, "e4"), None);
        let a8 = chess.cells.iter().find(|c| c.name == "a8").unwrap();
        assert_eq!((a8.x, a8.y), (0, 0));

        let xiangqi = board("xiangqi");
        assert_eq!(xiangqi.cells.len(), 90);
        assert_eq!(piece(&xiangqi, "e1"), Some('K'));
        assert_eq!(piece(&xiangqi, "b3"), Some('C'));
        assert_eq!(piece(&xiangqi, "e10"), Some('k'));

        let raumschach = board("raumschach");
        assert_eq!(raumschach.cells.len(), 125);
        assert_eq!(piece(&raumschach, "Ac1"), Some('K'));
        assert_eq!(piece(&raumschach, "Bb1"), Some('U'));
        assert_eq!(piece(&raumschach, "Ec5"), Some('k'));
        assert_eq!(piece(&raumschach, "Cc3"), None);

        let gomoku = board("gomoku20");
        assert_eq!(
            (gomoku.width, gomoku.height, gomoku.cells.len()),
            (20, 20, 400)
        );
        assert!(gomoku.cells.iter().all(|c| c.piece.is_none()));
        for b in [&chess, &xiangqi, &raumschach, &gomoku] {
            let mut names: Vec<&str> = b.cells.iter().map(|c| c.name.as_str()).collect();
            names.sort_unstable();
            names.dedup();
            assert_eq!(names.len(), b.cells.len());
        }
    }

    #[test]
    fn file_variants_are_drawn_from_their_own_board() {
        let grand = board("grand");
        assert_eq!(
            (grand.width, grand.height, grand.cells.len()),
            (10, 10, 100)
        );
        assert_eq!(piece(&grand, "a1"), Some('R'));
        assert_eq!(piece(&grand, "e10"), None);
        assert_eq!(piece(&grand, "e9"), Some('k'));

        let cubic = board("cubic");
        assert_eq!((cubic.levels, cubic.cells.len()), (4, 64));

        let tictactoe = board("tictactoe");
        assert_eq!((tictactoe.width, tictactoe.cells.len()), (3, 9));
        assert!(tictactoe.cells.iter().all(|c| c.piece.is_none()));
    }
}
