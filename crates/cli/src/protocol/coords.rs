//! Gomocup coordinate texts: `x,y` points, `x,y,f` board lines, Yixin's `FORBID` list.
//! (Chess and xiangqi move texts are the game crates' business; see `games.rs`.)

/// A 0-based board point: x = column, y = row from the top (Gomocup's convention).
pub type Point = (usize, usize);

/// Parses `x,y` (spaces around the numbers allowed).
pub fn parse_point(text: &str) -> Result<Point, String> {
    let bad = || format!("expected coordinates 'x,y', got '{}'", text.trim());
    let (x, y) = text.split_once(',').ok_or_else(bad)?;
    let x = x.trim().parse().map_err(|_| bad())?;
    let y = y.trim().parse().map_err(|_| bad())?;
    Ok((x, y))
}

/// Whose stone a `BOARD` line holds.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum StoneOwner {
    /// `1`: the brain's own stone.
    Own,
    /// `2`: the opponent's stone.
    Opponent,
    /// `3`: a winning-line or forbidden marker of a continuous game; ignored.
    Marker,
}

/// Parses a `BOARD` line `x,y,f`.
pub fn parse_board_line(text: &str) -> Result<(Point, StoneOwner), String> {
    let bad = || format!("expected a board line 'x,y,f', got '{}'", text.trim());
    let mut parts = text.split(',');
    let (Some(x), Some(y), Some(f), None) =
        (parts.next(), parts.next(), parts.next(), parts.next())
    else {
        return Err(bad());
    };
    let point = parse_point(&format!("{x},{y}")).map_err(|_| bad())?;
    let owner = match f.trim() {
        "1" => StoneOwner::Own,
        "2" => StoneOwner::Opponent,
        "3" => StoneOwner::Marker,
        other => {
            return Err(format!(
                "board line '{}': the field must be 1, 2 or 3, got '{other}'",
                text.trim()
            ))
        }
    };
    Ok((point, owner))
}

/// Writes a point as `x,y`.
pub fn format_point((x, y): Point) -> String {
    format!("{x},{y}")
}

/// Yixin-Board's reply to `YXSHOWFORBID`: `FORBID` then each point as two-digit x and y,
/// closed by a full stop (`FORBID 0707.`; just `FORBID .` when there is none).
pub fn format_forbid(points: &[Point]) -> String {
    let mut line = String::from("FORBID ");
    for (x, y) in points {
        line.push_str(&format!("{x:02}{y:02}"));
    }
    line.push('.');
    line
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn points() {
        assert_eq!(parse_point("7,8"), Ok((7, 8)));
        assert_eq!(parse_point(" 10 , 0 "), Ok((10, 0)));
        assert!(parse_point("7").unwrap_err().contains("'7'"));
        assert!(parse_point("-1,3").is_err());
        assert!(parse_point("a,b").is_err());
        assert_eq!(format_point((3, 14)), "3,14");
    }

    #[test]
    fn board_lines() {
        assert_eq!(parse_board_line("7,7,1"), Ok(((7, 7), StoneOwner::Own)));
        assert_eq!(
            parse_board_line("0,1,2"),
            Ok(((0, 1), StoneOwner::Opponent))
        );
        assert_eq!(parse_board_line("0,1,3"), Ok(((0, 1), StoneOwner::Marker)));
        assert!(parse_board_line("0,1,4").unwrap_err().contains("1, 2 or 3"));
        assert!(parse_board_line("0,1").is_err());
        assert!(parse_board_line("0,1,1,1").is_err());
    }

    #[test]
    fn forbid_list() {
        assert_eq!(format_forbid(&[]), "FORBID .");
        assert_eq!(format_forbid(&[(7, 7), (10, 3)]), "FORBID 07071003.");
    }
}
