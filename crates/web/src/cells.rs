//! The cells a move text names. Every game writes a move in its coordinate notation as its
//! cells, from-cell first, then an optional promotion letter: chess `e7e8q`, xiangqi `h10h9`,
//! Raumschach `Db4Ea5q`, gomoku `h8` (a placement names one cell). A cell is an optional level
//! letter (upper case, Raumschach), one or two file letters and a rank number, exactly as the
//! board's `data-cell` names are written ([`crate::board`]), so the page can match clicks to
//! moves without knowing any game's notation.

/// The cells of one move text.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct MoveCells {
    /// Where the piece comes from (`None` for a placement).
    pub from: Option<String>,
    /// Where the piece or stone goes.
    pub to: String,
    /// The promotion piece's letter, if the text ends with one.
    pub promotion: Option<char>,
}

/// Splits `text` into its cells; `None` if it is not one or two cells and an optional letter.
pub fn move_cells(text: &str) -> Option<MoveCells> {
    let mut rest = text;
    let mut cells = Vec::with_capacity(2);
    while let Some((cell, tail)) = split_cell(rest) {
        cells.push(cell);
        rest = tail;
    }
    let promotion = match rest.chars().collect::<Vec<_>>()[..] {
        [] => None,
        [c] if c.is_ascii_lowercase() => Some(c),
        _ => return None,
    };
    let mut cells = cells.into_iter();
    let (from, to) = match (cells.next(), cells.next(), cells.next()) {
        (Some(to), None, None) => (None, to),
        (Some(from), Some(to), None) => (Some(from), to),
        _ => return None,
    };
    Some(MoveCells {
        from: from.map(str::to_string),
        to: to.to_string(),
        promotion,
    })
}

/// The cell at the start of `text` and what follows it.
fn split_cell(text: &str) -> Option<(&str, &str)> {
    let b = text.as_bytes();
    let mut i = usize::from(b.first().is_some_and(u8::is_ascii_uppercase));
    let letters = b[i..].iter().take_while(|c| c.is_ascii_lowercase()).count();
    i += letters;
    let digits = b[i..].iter().take_while(|c| c.is_ascii_digit()).count();
    i += digits;
    ((1..=2).contains(&letters) && (1..=2).contains(&digits)).then(|| text.split_at(i))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn expect(from: Option<&str>, to: &str, promotion: Option<char>) -> Option<MoveCells> {
        Some(MoveCells {
            from: from.map(String::from),
            to: to.into(),
            promotion,
        })
    }

    #[test]
    fn every_games_move_texts() {
        assert_eq!(move_cells("e2e4"), expect(Some("e2"), "e4", None));
        assert_eq!(move_cells("e7e8q"), expect(Some("e7"), "e8", Some('q')));
        assert_eq!(move_cells("h10h9"), expect(Some("h10"), "h9", None));
        assert_eq!(move_cells("Bb2Bb3"), expect(Some("Bb2"), "Bb3", None));
        assert_eq!(move_cells("Db4Ea5u"), expect(Some("Db4"), "Ea5", Some('u')));
        assert_eq!(move_cells("h8"), expect(None, "h8", None));
        assert_eq!(move_cells("aa20"), expect(None, "aa20", None));
    }

    #[test]
    fn other_texts_have_none() {
        for text in ["", "e2e4e5", "e2e4qq", "0000", "e", "e2-e4", "abc1"] {
            assert_eq!(move_cells(text), None, "{text}");
        }
    }
}
