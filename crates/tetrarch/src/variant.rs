//! Which game: the run-time choice the facade makes once, parsed from a name.

use crate::Error;
use tetrarch_gomoku::Rule;

/// Board sizes a gomoku variant may have (per side), as the gomoku crate accepts them.
const GOMOKU_SIZES: core::ops::RangeInclusive<u8> = 5..=32;

/// A game tetrarch plays, with its parameters.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Variant {
    Chess,
    Xiangqi,
    Raumschach,
    /// Gomoku on a `width` x `height` board (5 to 32 each) under `rule`.
    Gomoku {
        width: u8,
        height: u8,
        rule: Rule,
    },
}

impl Variant {
    /// Reads a variant name, case-insensitively: `chess` (also XBoard's `normal`), `xiangqi`,
    /// `raumschach`, and gomoku as `gomoku[SIZE][-RULE]` where SIZE is `15` or `15x20` (default
    /// 15) and RULE is `freestyle` (default), `standard`, `renju` or `caro`: `gomoku15`,
    /// `gomoku20`, `gomoku15-renju`, `gomoku19x15-caro`.
    pub fn parse(name: &str) -> Result<Variant, Error> {
        let lower = name.trim().to_ascii_lowercase();
        match lower.as_str() {
            "chess" | "normal" => return Ok(Variant::Chess),
            "xiangqi" => return Ok(Variant::Xiangqi),
            "raumschach" => return Ok(Variant::Raumschach),
            _ => {}
        }
        let Some(rest) = lower.strip_prefix("gomoku") else {
            return Err(unknown(name));
        };
        let (size, rule) = match rest.split_once('-') {
            Some((size, rule)) => (size, Some(rule)),
            None => (rest, None),
        };
        let rule = match rule {
            None => Rule::Freestyle,
            Some(rule) => Rule::from_name(rule).map_err(|e| invalid(name, e.0))?,
        };
        let (width, height) = match size {
            "" => (15, 15),
            _ => {
                let (w, h) = size.split_once('x').unwrap_or((size, size));
                let side = |text: &str| {
                    text.parse::<u8>()
                        .ok()
                        .filter(|n| GOMOKU_SIZES.contains(n))
                        .ok_or_else(|| {
                            invalid(
                                name,
                                format!(
                                    "board size '{text}' is not a number from {} to {}",
                                    GOMOKU_SIZES.start(),
                                    GOMOKU_SIZES.end()
                                ),
                            )
                        })
                };
                if !size.starts_with(|c: char| c.is_ascii_digit()) {
                    return Err(unknown(name));
                }
                (side(w)?, side(h)?)
            }
        };
        Ok(Variant::Gomoku {
            width,
            height,
            rule,
        })
    }

    /// The canonical name, which [`Variant::parse`] reads back.
    pub fn name(&self) -> String {
        match *self {
            Variant::Chess => "chess".into(),
            Variant::Xiangqi => "xiangqi".into(),
            Variant::Raumschach => "raumschach".into(),
            Variant::Gomoku {
                width,
                height,
                rule,
            } => {
                let size = if width == height {
                    width.to_string()
                } else {
                    format!("{width}x{height}")
                };
                match rule {
                    Rule::Freestyle => format!("gomoku{size}"),
                    rule => format!("gomoku{size}-{}", rule.name()),
                }
            }
        }
    }

    /// The variant names offered to GUIs (UCI's `UCI_Variant` combo, XBoard's `variants`),
    /// in the order Fairy-Stockfish lists its own: the chess family first, then gomoku by size.
    pub fn uci_variants() -> Vec<String> {
        let mut names = vec!["chess".to_string(), "xiangqi".into(), "raumschach".into()];
        for size in [15u8, 20] {
            for rule in Rule::ALL {
                let v = Variant::Gomoku {
                    width: size,
                    height: size,
                    rule,
                };
                names.push(v.name());
            }
        }
        names
    }

    /// Whether this is a placement game (gomoku) rather than a chess-family game.
    pub fn is_gomoku(&self) -> bool {
        matches!(self, Variant::Gomoku { .. })
    }
}

impl core::fmt::Display for Variant {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(&self.name())
    }
}

impl core::str::FromStr for Variant {
    type Err = Error;
    fn from_str(s: &str) -> Result<Variant, Error> {
        Variant::parse(s)
    }
}

fn unknown(name: &str) -> Error {
    Error::UnknownVariant {
        name: name.to_string(),
        known: Variant::uci_variants().join(", ") + ", gomokuWxH[-RULE]",
    }
}

fn invalid(name: &str, reason: String) -> Error {
    Error::InvalidVariant {
        name: name.to_string(),
        reason,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for name in Variant::uci_variants() {
            assert_eq!(Variant::parse(&name).unwrap().name(), name);
        }
        let odd = Variant::parse("Gomoku19x15-Caro").unwrap();
        assert_eq!(odd.name(), "gomoku19x15-caro");
        assert_eq!(Variant::parse(&odd.name()).unwrap(), odd);
        assert_eq!(Variant::parse("normal").unwrap(), Variant::Chess);
        assert_eq!(
            Variant::parse("gomoku").unwrap(),
            Variant::parse("gomoku15-freestyle").unwrap()
        );
    }

    #[test]
    fn bad_names_say_what_is_wrong() {
        let e = Variant::parse("shogi").unwrap_err().to_string();
        assert!(
            e.starts_with("unknown variant 'shogi' (known: chess, xiangqi"),
            "{e}"
        );
        let e = Variant::parse("gomoku40").unwrap_err().to_string();
        assert_eq!(
            e,
            "invalid variant 'gomoku40': board size '40' is not a number from 5 to 32"
        );
        let e = Variant::parse("gomoku15-pro").unwrap_err().to_string();
        assert!(e.starts_with("invalid variant 'gomoku15-pro': "), "{e}");
        assert!(e.contains("pro"), "{e}");
        assert!(Variant::parse("gomokux").is_err());
        assert!(Variant::parse("").is_err());
    }
}
