//! Which game: the run-time choice the facade makes once, parsed from a name.

use crate::Error;
use crate::Variant;
use std::sync::Arc;
use tetrarch_fairy::{CompiledVariant, PlacementSpec};

/// A variant from a file: its name, where it was defined and its compiled rules (cloning
/// shares them).
#[derive(Clone, Debug)]
pub struct FileVariant(Arc<FileVariantData>);

#[derive(Debug)]
struct FileVariantData {
    name: String,
    source: String,
    kind: FileKind,
}

/// What a file variant is played as.
#[derive(Clone, Debug)]
pub enum FileKind {
    /// A chess-like variant, played by the generic position.
    Board(CompiledVariant),
    /// A placement game (N in a row).
    Placement(PlacementSpec),
}

impl FileVariant {
    /// A chess-like variant from its compiled rules.
    pub fn board(compiled: CompiledVariant) -> FileVariant {
        let spec = compiled.spec();
        FileVariant(Arc::new(FileVariantData {
            name: spec.name.clone(),
            source: spec.source.clone(),
            kind: FileKind::Board(compiled),
        }))
    }

    /// A placement game.
    pub fn placement(spec: PlacementSpec) -> FileVariant {
        FileVariant(Arc::new(FileVariantData {
            name: spec.name.clone(),
            source: spec.source.clone(),
            kind: FileKind::Placement(spec),
        }))
    }

    /// The section's name.
    pub fn name(&self) -> &str {
        &self.0.name
    }

    /// The file it was defined in (`variants/shatranj.ini` for the shipped ones).
    pub fn source(&self) -> &str {
        &self.0.source
    }

    /// Whether it is a chess-like or a placement game.
    pub fn kind(&self) -> &FileKind {
        &self.0.kind
    }
}

/// Two file variants are the same when they have the same name from the same file.
impl PartialEq for FileVariant {
    fn eq(&self, other: &FileVariant) -> bool {
        self.name() == other.name() && self.source() == other.source()
    }
}

impl Eq for FileVariant {}

impl Variant {
    /// Reads a variant name among the built-in games and the variants shipped in `variants/`
    /// (see [`crate::Registry`] for files loaded at run time).
    pub fn parse(name: &str) -> Result<Variant, Error> {
        crate::registry::shipped().parse(name)
    }

    /// Reads a built-in game's name, case-insensitively: `chess` (also XBoard's `normal`),
    /// `xiangqi`, `raumschach`, and gomoku as `gomoku[SIZE][-RULE]` where SIZE is `15` or
    /// `15x20` (default 15) and RULE is `freestyle` (default), `standard`, `renju` or `caro`:
    /// `gomoku15`, `gomoku20`, `gomoku15-renju`, `gomoku19x15-caro`. Each game reads its own
    /// names (`BuiltInGame::parse_name`, in `games/`).
    pub fn parse_built_in(name: &str) -> Result<Variant, Error> {
        crate::games::parse_built_in(name)
    }

    /// The built-in games' names offered to GUIs, in the order Fairy-Stockfish lists its own:
    /// the chess family first, then gomoku by size. [`crate::Registry::variant_names`] adds
    /// the file variants.
    pub fn built_in_names() -> Vec<String> {
        crate::games::built_in_names()
    }

    /// Whether this is gomoku (five in a row on a 5x5 to 32x32 board, any rule set), which the
    /// Gomocup protocol and its tools play; a file's connect-N game is not.
    pub fn is_gomoku(&self) -> bool {
        matches!(self, Variant::Gomoku { .. })
    }

    /// The variant names offered to GUIs: the built-in games, then the shipped file variants.
    pub fn uci_variants() -> Vec<String> {
        crate::registry::shipped().variant_names()
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for name in Variant::uci_variants() {
            assert_eq!(Variant::parse(&name).unwrap().name(), name);
        }
        assert!(Variant::uci_variants().contains(&"shatranj".to_string()));
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
