//! Cell names: Gomocup `x,y` and the `h8` style (letters = column x, number = row y + 1).

use tetrarch_movegen::NotationError;

/// The letters of column `x`: `a`..`z`, then `aa`, `ab`... (spreadsheet style, for boards
/// wider than 26).
pub fn column_name(x: usize) -> String {
    if x < 26 {
        ((b'a' + x as u8) as char).to_string()
    } else {
        let hi = x / 26 - 1;
        let lo = x % 26;
        format!("{}{}", (b'a' + hi as u8) as char, (b'a' + lo as u8) as char)
    }
}

/// The name of cell `(x, y)` in the `h8` style: column letters, then `y + 1`.
pub fn cell_name(x: usize, y: usize) -> String {
    format!("{}{}", column_name(x), y + 1)
}

/// Parses a cell as `x,y` (0-based, Gomocup) or `h8` style, checking it lies on a
/// `width` x `height` board.
pub fn parse_cell(
    text: &str,
    width: usize,
    height: usize,
) -> Result<(usize, usize), NotationError> {
    let t = text.trim();
    let (x, y) = if let Some((xs, ys)) = t.split_once(',') {
        let x = xs.trim().parse::<usize>().map_err(|_| {
            NotationError::new(format!("bad move '{t}': x '{}' is not a number", xs.trim()))
        })?;
        let y = ys.trim().parse::<usize>().map_err(|_| {
            NotationError::new(format!("bad move '{t}': y '{}' is not a number", ys.trim()))
        })?;
        (x, y)
    } else {
        let lower = t.to_ascii_lowercase();
        let letters = lower.bytes().take_while(|b| b.is_ascii_lowercase()).count();
        let (col, row) = lower.split_at(letters);
        if letters == 0 || letters > 2 || row.is_empty() || !row.bytes().all(|b| b.is_ascii_digit())
        {
            return Err(NotationError::new(format!(
                "bad move '{t}': expected 'x,y' (0-based) or a cell like 'h8'"
            )));
        }
        let c = col.as_bytes();
        let x = if letters == 1 {
            (c[0] - b'a') as usize
        } else {
            (c[0] - b'a' + 1) as usize * 26 + (c[1] - b'a') as usize
        };
        let n: usize = row
            .parse()
            .map_err(|_| NotationError::new(format!("bad move '{t}': row '{row}' too large")))?;
        if n == 0 {
            return Err(NotationError::new(format!(
                "bad move '{t}': rows are numbered from 1"
            )));
        }
        (x, n - 1)
    };
    if x >= width || y >= height {
        return Err(NotationError::new(format!(
            "move '{t}' is off the {width}x{height} board (x {x}, y {y})"
        )));
    }
    Ok((x, y))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_on_the_largest_board() {
        for x in 0..32 {
            for y in 0..32 {
                assert_eq!(parse_cell(&cell_name(x, y), 32, 32), Ok((x, y)));
                assert_eq!(parse_cell(&format!("{x},{y}"), 32, 32), Ok((x, y)));
            }
        }
        assert_eq!(cell_name(7, 7), "h8");
        assert_eq!(cell_name(26, 0), "aa1");
    }

    #[test]
    fn bad_cells_are_named() {
        assert!(parse_cell("p1", 15, 15)
            .unwrap_err()
            .0
            .contains("off the 15x15"));
        assert!(parse_cell("3,x", 15, 15).unwrap_err().0.contains("'x'"));
        assert!(parse_cell("h0", 15, 15).unwrap_err().0.contains("from 1"));
        assert!(parse_cell("8h", 15, 15).unwrap_err().0.contains("'8h'"));
        assert!(parse_cell("", 15, 15).is_err());
    }
}
