//! The position text and the rendered board.
//!
//! Position text: `<width>x<height> <rule> <side> [b:<cells>] [w:<cells>]`, for example
//! `15x15 renju w b:h8,j10 w:i9`. `<side>` is `b` (black, the first player) or `w`; cells
//! are comma-separated `h8`-style names (letters = column x from the left, number = row
//! y + 1 from the top). A square board may be written `15`.

use crate::coords::{cell_name, parse_cell};
use crate::reference::{self, BLACK};
use crate::{GomokuPosition, Rule};
use tetrarch_movegen::{Color, NotationError, Position};

fn err(msg: String) -> NotationError {
    NotationError::new(msg)
}

fn parse_size(tok: &str) -> Result<(usize, usize), NotationError> {
    let num = |s: &str| {
        s.parse::<usize>()
            .map_err(|_| err(format!("bad board size '{tok}': expected like 15x15 or 15")))
    };
    match tok.split_once(['x', 'X']) {
        Some((w, h)) => Ok((num(w)?, num(h)?)),
        None => {
            let n = num(tok)?;
            Ok((n, n))
        }
    }
}

fn parse_side(tok: &str) -> Result<Color, NotationError> {
    match tok.to_ascii_lowercase().as_str() {
        "b" | "black" => Ok(Color::White),
        "w" | "white" => Ok(Color::Black),
        _ => Err(err(format!(
            "bad side to move '{tok}': expected 'b' (black, first player) or 'w'"
        ))),
    }
}

/// Reads a position text (see the module documentation).
pub fn parse_position(text: &str) -> Result<GomokuPosition, NotationError> {
    let mut toks = text.split_whitespace();
    let size = toks.next().ok_or_else(|| {
        err("empty position text: expected '<w>x<h> <rule> <b|w> [b:..] [w:..]'".into())
    })?;
    let (width, height) = parse_size(size)?;
    let rule = Rule::from_name(toks.next().ok_or_else(|| {
        err("position text lacks the rule (freestyle, standard, renju, caro)".into())
    })?)?;
    let side = parse_side(
        toks.next()
            .ok_or_else(|| err("position text lacks the side to move ('b' or 'w')".into()))?,
    )?;
    let mut pos = GomokuPosition::new(width, height, rule)?;
    let mut seen = [false; 2];
    for tok in toks {
        let (color, list, idx) = if let Some(l) = tok.strip_prefix("b:") {
            (Color::White, l, 0)
        } else if let Some(l) = tok.strip_prefix("w:") {
            (Color::Black, l, 1)
        } else {
            return Err(err(format!(
                "unexpected '{tok}' in position text: stones are written 'b:h8,i9' and 'w:j10'"
            )));
        };
        if std::mem::replace(&mut seen[idx], true) {
            return Err(err(format!("stones of one colour listed twice ('{tok}')")));
        }
        for name in list.split(',').filter(|s| !s.is_empty()) {
            if name.contains(',') || name.trim().is_empty() {
                continue;
            }
            let (x, y) = parse_cell(name, width, height)?;
            if pos.stone_at(x, y).is_some() {
                return Err(err(format!("cell {name} is given two stones")));
            }
            pos.put_stone(x, y, color);
        }
    }
    pos.set_side(side);
    let own = reference::stone_of(side);
    let opp = reference::opponent(own);
    let grid = pos.to_grid();
    if reference::has_five(&grid, own, rule) {
        return Err(err(format!(
            "the side to move ({}) already has a five: the game ended before its move",
            if own == BLACK { "black" } else { "white" }
        )));
    }
    pos.set_won(reference::has_five(&grid, opp, rule));
    Ok(pos)
}

/// Writes the position text that [`parse_position`] reads back (cells row by row).
pub fn write_position(pos: &GomokuPosition) -> String {
    let mut out = format!(
        "{}x{} {} {}",
        pos.width(),
        pos.height(),
        pos.rule().name(),
        if pos.side_to_move() == Color::White {
            "b"
        } else {
            "w"
        }
    );
    for (prefix, color) in [("b:", Color::White), ("w:", Color::Black)] {
        let cells: Vec<String> = (0..pos.height())
            .flat_map(|y| (0..pos.width()).map(move |x| (x, y)))
            .filter(|&(x, y)| pos.stone_at(x, y) == Some(color))
            .map(|(x, y)| cell_name(x, y))
            .collect();
        if !cells.is_empty() {
            out.push(' ');
            out.push_str(prefix);
            out.push_str(&cells.join(","));
        }
    }
    out
}

/// The board for people: `X` black, `O` white, `.` empty, `*` a cell forbidden to black
/// (renju); columns lettered, rows numbered from the top as in the `h8` names.
pub fn render(pos: &GomokuPosition) -> String {
    let forbidden = pos.forbidden_points();
    // Columns past z have two-letter names: widen every column then.
    let cw = if pos.width() > 26 { 3 } else { 2 };
    let mut out = String::from("    ");
    for x in 0..pos.width() {
        out.push_str(&format!("{:>cw$}", crate::coords::column_name(x)));
    }
    out.push('\n');
    for y in 0..pos.height() {
        out.push_str(&format!("{:>3} ", y + 1));
        for x in 0..pos.width() {
            let c = match pos.stone_at(x, y) {
                Some(Color::White) => 'X',
                Some(Color::Black) => 'O',
                None if forbidden.contains(&pos.move_at(x, y).expect("on board")) => '*',
                None => '.',
            };
            out.push_str(&format!("{c:>cw$}"));
        }
        out.push('\n');
    }
    let side = if pos.side_to_move() == Color::White {
        "black (X)"
    } else {
        "white (O)"
    };
    out.push_str(&format!(
        "{}x{} {}, {} to move{}\n",
        pos.width(),
        pos.height(),
        pos.rule().name(),
        side,
        if pos.is_won() {
            ", game over: the last move made five"
        } else {
            ""
        }
    ));
    out
}
