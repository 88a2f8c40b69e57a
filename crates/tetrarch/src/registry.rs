//! The games by name: the built-in games, the variants shipped in `variants/`, and variant
//! files loaded at run time (UCI's `VariantPath`, `--variant-file`), whose names win over
//! everything else, as Fairy-Stockfish's do.

use crate::variant::FileVariant;
use crate::{Error, Variant};
use std::collections::HashSet;
use std::path::Path;
use std::sync::OnceLock;
use tetrarch_fairy::{Definition, Library, LoadReport};

/// Variant names and definitions known to one session.
#[derive(Clone, Debug)]
pub struct Registry {
    library: Library,
    /// Names defined by files loaded at run time: they replace built-in games of that name.
    loaded: HashSet<String>,
}

/// The registry of the built-in games and the shipped files, built once.
pub(crate) fn shipped() -> &'static Registry {
    static SHIPPED: OnceLock<Registry> = OnceLock::new();
    SHIPPED.get_or_init(Registry::new)
}

impl Default for Registry {
    fn default() -> Self {
        Registry::new()
    }
}

impl Registry {
    /// The built-in games and the shipped variant files.
    pub fn new() -> Registry {
        Registry {
            library: Library::shipped(),
            loaded: HashSet::new(),
        }
    }

    /// Loads a variant file; its variants are then known by name, replacing any of the same
    /// name. A file that cannot be read or parsed is an error naming it (and the line); the
    /// report lists what was loaded, warnings and the sections that could not be played.
    pub fn load_file(&mut self, path: &Path) -> Result<LoadReport, Error> {
        let report = self
            .library
            .load_file(path)
            .map_err(|e| Error::VariantFile {
                reason: e.to_string(),
            })?;
        self.loaded.extend(report.loaded.iter().cloned());
        Ok(report)
    }

    /// Loads variant definitions from text; `source` names it in messages.
    pub fn load_text(&mut self, text: &str, source: &str) -> Result<LoadReport, Error> {
        let report = self
            .library
            .load(text, source)
            .map_err(|e| Error::VariantFile {
                reason: format!("variant file '{source}', {e}"),
            })?;
        self.loaded.extend(report.loaded.iter().cloned());
        Ok(report)
    }

    /// The file variant called `name`, if the library has it.
    fn file_variant(&self, name: &str) -> Option<Variant> {
        Some(Variant::File(match self.library.get(name)? {
            Definition::Board(_) => FileVariant::board(self.library.compiled(name)?.clone()),
            Definition::Placement(p) => FileVariant::placement(p.clone()),
        }))
    }

    /// Reads a variant name: a variant loaded at run time, else a built-in game
    /// (case-insensitively, see [`Variant::parse_built_in`]), else a shipped file variant.
    pub fn parse(&self, name: &str) -> Result<Variant, Error> {
        let name = name.trim();
        if self.loaded.contains(name) {
            if let Some(v) = self.file_variant(name) {
                return Ok(v);
            }
        }
        let built_in = Variant::parse_built_in(name);
        if let Ok(v) = built_in {
            return Ok(v);
        }
        let shadowed = |n: &str| Variant::parse_built_in(n).is_ok();
        for candidate in [name.to_string(), name.to_ascii_lowercase()] {
            if !shadowed(&candidate) {
                if let Some(v) = self.file_variant(&candidate) {
                    return Ok(v);
                }
            }
        }
        match built_in {
            Err(Error::InvalidVariant { .. }) => built_in,
            _ => Err(Error::UnknownVariant {
                name: name.to_string(),
                known: crate::games::known_names(self.variant_names()),
            }),
        }
    }

    /// Every name a GUI may choose (UCI's `UCI_Variant`, XBoard's `variants`): the built-in
    /// games, then the file variants in definition order. A shipped file variant with a
    /// built-in game's name (the file versions of chess, xiangqi, Raumschach) is left out: the
    /// name means the built-in game until a file loaded at run time defines it.
    pub fn variant_names(&self) -> Vec<String> {
        let mut names = Variant::built_in_names();
        for d in self.library.definitions() {
            let name = d.name().to_string();
            if names.contains(&name) {
                continue;
            }
            if self.loaded.contains(&name) || Variant::parse_built_in(&name).is_err() {
                names.push(name);
            }
        }
        names
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn loaded_files_replace_built_in_names() {
        let mut r = Registry::new();
        assert_eq!(r.parse("chess").unwrap(), Variant::Chess);
        assert!(matches!(r.parse("shatranj").unwrap(), Variant::File(_)));
        let report = r
            .load_text(
                "[chess]\npawn = p\nking = k\nstartFen = 4k3/4p3/8/8/8/8/4P3/4K3 w - - 0 1\n",
                "mine.ini",
            )
            .unwrap();
        assert_eq!(report.loaded, ["chess"]);
        let Variant::File(f) = r.parse("chess").unwrap() else {
            panic!("the loaded chess")
        };
        assert_eq!(f.source(), "mine.ini");
        assert_eq!(
            r.variant_names().iter().filter(|n| *n == "chess").count(),
            1
        );
        let e = r
            .load_text("[x]\nmaxFile 8\n", "bad.ini")
            .unwrap_err()
            .to_string();
        assert!(e.contains("bad.ini") && e.contains("line 2"), "{e}");
        let e = r.parse("nosuch").unwrap_err().to_string();
        assert!(e.contains("shatranj"), "{e}");
    }
}
