//! The variants known by name: the built-in parents `chess` and `fairy`, the files shipped in
//! `variants/`, and whatever files a user loads (a later definition of a name replaces the
//! earlier one, as Fairy-Stockfish's `VariantPath` does).

use crate::ini::{IniError, IniFile};
use crate::reader::{interpret, ResolvedEntry};
use crate::spec::{Definition, Spec};
use crate::tables::Rules;
use crate::FairyPosition;
use std::collections::HashMap;
use std::path::Path;
use std::sync::Arc;
use tetrarch_geometry::{Bitboard, Bitboard128, Bitboard512, Bitboard64};

/// The parents every file may name, as Fairy-Stockfish has them built in: `chess` is the
/// template (chess rules) with the chess pieces, `fairy` adds the silver and the fers.
const BUILT_IN: &str = "\
[chess]
pawn = p
knight = n
bishop = b
rook = r
queen = q
king = k
promotionPieceTypes = nbrq

[fairy:chess]
silver = s
fers = f
";

/// The files of `variants/`, compiled into the binary.
pub const SHIPPED: &[(&str, &str)] = &[
    ("variants/chess.ini", include_str!("../variants/chess.ini")),
    (
        "variants/xiangqi.ini",
        include_str!("../variants/xiangqi.ini"),
    ),
    (
        "variants/shatranj.ini",
        include_str!("../variants/shatranj.ini"),
    ),
    (
        "variants/courier.ini",
        include_str!("../variants/courier.ini"),
    ),
    (
        "variants/makruk.ini",
        include_str!("../variants/makruk.ini"),
    ),
    (
        "variants/capablanca.ini",
        include_str!("../variants/capablanca.ini"),
    ),
    ("variants/grand.ini", include_str!("../variants/grand.ini")),
    (
        "variants/minixiangqi.ini",
        include_str!("../variants/minixiangqi.ini"),
    ),
    (
        "variants/raumschach.ini",
        include_str!("../variants/raumschach.ini"),
    ),
    ("variants/cubic.ini", include_str!("../variants/cubic.ini")),
    (
        "variants/connect.ini",
        include_str!("../variants/connect.ini"),
    ),
];

/// What loading one file did: the variants it defined, warnings (unknown keys, replaced
/// names) and the variants it could not define, each with the reason and line.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LoadReport {
    /// Names of the variants the file defined.
    pub loaded: Vec<String>,
    /// Things accepted with a doubt: unknown keys, replaced names.
    pub warnings: Vec<String>,
    /// Variants not defined, each with its reason and line.
    pub errors: Vec<String>,
}

/// A file that could not be read at all.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LoadError {
    /// The file cannot be opened or read.
    #[error("cannot read variant file '{path}': {reason}")]
    Io {
        /// The file.
        path: String,
        /// What the system said.
        reason: String,
    },
    /// A line that is not `variants.ini` syntax.
    #[error("variant file '{path}', {error}")]
    Syntax {
        /// The file.
        path: String,
        /// The line and what is wrong with it.
        error: IniError,
    },
}

/// Variants by name.
#[derive(Clone, Debug, Default)]
pub struct Library {
    /// Each name's keys with its parents' first: what a child section inherits.
    sections: HashMap<String, Vec<ResolvedEntry>>,
    /// The playable definitions, in the order they were first defined, each chess-like one
    /// with its compiled rules.
    definitions: Vec<Definition>,
    compiled: HashMap<String, CompiledVariant>,
}

impl Library {
    /// Only the built-in parents.
    pub fn new() -> Library {
        let mut lib = Library::default();
        let report = lib
            .load(BUILT_IN, "built-in")
            .expect("the built-in parents parse");
        debug_assert!(report.errors.is_empty(), "{report:?}");
        lib
    }

    /// The built-in parents and every shipped file.
    pub fn shipped() -> Library {
        let mut lib = Library::new();
        for (path, text) in SHIPPED {
            let report = lib.load(text, path).expect("the shipped files parse");
            debug_assert!(
                report.errors.is_empty() && report.warnings.is_empty(),
                "{path}: {report:?}"
            );
        }
        lib
    }

    /// Loads the variants of a file's text; `source` names it in messages. A syntax error
    /// refuses the whole file; a section that cannot be played is reported and skipped.
    pub fn load(&mut self, text: &str, source: &str) -> Result<LoadReport, IniError> {
        let file = IniFile::parse(text)?;
        let origin: Arc<str> = Arc::from(source);
        let mut report = LoadReport::default();
        for section in file.sections {
            let mut entries = match &section.parent {
                None => Vec::new(),
                Some(parent) => match self.sections.get(parent) {
                    Some(e) => e.clone(),
                    None => {
                        report.errors.push(format!(
                            "variant '{}': {source} line {}: unknown parent variant '{parent}'",
                            section.name, section.line
                        ));
                        continue;
                    }
                },
            };
            let mut seen: HashMap<String, usize> = HashMap::new();
            for e in section.entries {
                if let Some(first) = seen.insert(e.key.clone(), e.line) {
                    report.warnings.push(format!(
                        "variant '{}': {source} line {}: '{}' was already set on line {first}; the later value wins",
                        section.name, e.line, e.key
                    ));
                }
                entries.retain(|x| x.key != e.key);
                entries.push(ResolvedEntry {
                    key: e.key,
                    value: e.value,
                    line: e.line,
                    source: origin.clone(),
                });
            }
            let mut warnings = Vec::new();
            match interpret(&section.name, source, &entries, &mut warnings) {
                Ok(definition) => {
                    if let Definition::Board(spec) = &definition {
                        match compile(spec) {
                            Ok(c) => {
                                self.compiled.insert(section.name.clone(), c);
                            }
                            Err(e) => {
                                report.errors.push(e);
                                continue;
                            }
                        }
                    } else {
                        self.compiled.remove(&section.name);
                    }
                    report.warnings.extend(warnings);
                    if let Some(old) = self
                        .definitions
                        .iter_mut()
                        .find(|d| d.name() == section.name)
                    {
                        let was = match old {
                            Definition::Board(s) => s.source.clone(),
                            Definition::Placement(p) => p.source.clone(),
                        };
                        if was != "built-in" && was != source {
                            report.warnings.push(format!(
                                "variant '{}' from {source} replaces the one from {was}",
                                section.name
                            ));
                        }
                        *old = definition;
                    } else {
                        self.definitions.push(definition);
                    }
                    self.sections.insert(section.name.clone(), entries);
                    report.loaded.push(section.name);
                }
                Err(e) => {
                    report.warnings.extend(warnings);
                    report.errors.push(e);
                }
            }
        }
        Ok(report)
    }

    /// Reads and loads a file.
    pub fn load_file(&mut self, path: &Path) -> Result<LoadReport, LoadError> {
        let shown = path.display().to_string();
        let text = std::fs::read_to_string(path).map_err(|e| LoadError::Io {
            path: shown.clone(),
            reason: e.to_string(),
        })?;
        self.load(&text, &shown)
            .map_err(|error| LoadError::Syntax { path: shown, error })
    }

    /// The definition called `name`.
    pub fn get(&self, name: &str) -> Option<&Definition> {
        self.definitions.iter().find(|d| d.name() == name)
    }

    /// The chess-like definition called `name`.
    pub fn board_spec(&self, name: &str) -> Option<&Spec> {
        match self.get(name)? {
            Definition::Board(s) => Some(s),
            Definition::Placement(_) => None,
        }
    }

    /// The compiled rules of the chess-like variant `name`.
    pub fn compiled(&self, name: &str) -> Option<&CompiledVariant> {
        self.compiled.get(name)
    }

    /// Every playable definition, in definition order.
    pub fn definitions(&self) -> &[Definition] {
        &self.definitions
    }
}

/// A variant compiled for the narrowest bitboard its board fits (cloning shares the tables).
#[derive(Clone, Debug)]
pub enum CompiledVariant {
    /// Up to 64 squares (8x8, 4x4x4).
    Small(Arc<Rules<Bitboard64>>),
    /// Up to 128 squares (10x8, 12x10, 5x5x5).
    Medium(Arc<Rules<Bitboard128>>),
    /// Up to 512 squares (8x8x8).
    Large(Arc<Rules<Bitboard512>>),
}

impl CompiledVariant {
    /// The variant's rules as read.
    pub fn spec(&self) -> &Spec {
        match self {
            CompiledVariant::Small(r) => &r.spec,
            CompiledVariant::Medium(r) => &r.spec,
            CompiledVariant::Large(r) => &r.spec,
        }
    }
}

fn checked<B: Bitboard>(spec: &Spec) -> Result<Arc<Rules<B>>, String> {
    let rules = Arc::new(Rules::<B>::new(spec.clone())?);
    FairyPosition::start(rules.clone()).map_err(|e| format!("variant '{}': {e}", spec.name))?;
    Ok(rules)
}

/// Compiles `spec` and checks its start position.
pub fn compile(spec: &Spec) -> Result<CompiledVariant, String> {
    let cells = spec.shape.len();
    Ok(if cells <= 64 {
        CompiledVariant::Small(checked(spec)?)
    } else if cells <= 128 {
        CompiledVariant::Medium(checked(spec)?)
    } else {
        CompiledVariant::Large(checked(spec)?)
    })
}
