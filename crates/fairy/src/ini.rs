//! The `variants.ini` file as text: sections `[name]` or `[name:parent]` holding `key = value`
//! lines, `#` and `;` comment lines. Only the syntax lives here; what the keys mean is
//! [`crate::definition`]'s business.

use core::fmt;

/// One `key = value` line.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Entry {
    /// The key, trimmed.
    pub key: String,
    /// The value, trimmed.
    pub value: String,
    /// 1-based line number in the file.
    pub line: usize,
}

/// One `[name]` or `[name:parent]` section and its entries, in file order.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Section {
    /// The section's name (the variant's).
    pub name: String,
    /// The variant it inherits from (`[name:parent]`), if any.
    pub parent: Option<String>,
    /// 1-based line number of the section header.
    pub line: usize,
    /// The section's `key = value` lines.
    pub entries: Vec<Entry>,
}

/// A parsed file: its sections in order.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct IniFile {
    /// Sections in file order.
    pub sections: Vec<Section>,
}

/// A line that is not a section header, a `key = value` pair, a comment or blank.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub struct IniError {
    /// 1-based line number.
    pub line: usize,
    /// What is wrong with the line.
    pub message: String,
}

impl fmt::Display for IniError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.message)
    }
}

/// Whether `name` may name a variant: letters, digits, `-`, `_` and `+` (Fairy-Stockfish's
/// names include `3check-crazyhouse` and `janggi+`).
fn valid_name(name: &str) -> bool {
    !name.is_empty()
        && name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '+'))
}

impl IniFile {
    /// Parses the text of a `variants.ini` file.
    pub fn parse(text: &str) -> Result<IniFile, IniError> {
        let mut file = IniFile::default();
        for (index, raw) in text.lines().enumerate() {
            let line = index + 1;
            let err = |message: String| IniError { line, message };
            let trimmed = raw.trim();
            if trimmed.is_empty() || trimmed.starts_with('#') || trimmed.starts_with(';') {
                continue;
            }
            if let Some(rest) = trimmed.strip_prefix('[') {
                let Some(inner) = rest.strip_suffix(']') else {
                    return Err(err(format!(
                        "section header '{trimmed}' has no closing ']'"
                    )));
                };
                let (name, parent) = match inner.split_once(':') {
                    Some((name, parent)) => (name.trim(), Some(parent.trim())),
                    None => (inner.trim(), None),
                };
                if !valid_name(name) {
                    return Err(err(format!(
                        "bad variant name '{name}' in '{trimmed}' (letters, digits, '-', '_', '+')"
                    )));
                }
                if let Some(parent) = parent {
                    if !valid_name(parent) {
                        return Err(err(format!(
                            "bad parent variant name '{parent}' in '{trimmed}'"
                        )));
                    }
                }
                file.sections.push(Section {
                    name: name.to_string(),
                    parent: parent.map(str::to_string),
                    line,
                    entries: Vec::new(),
                });
                continue;
            }
            let Some((key, value)) = trimmed.split_once('=') else {
                return Err(err(format!(
                    "expected '[variant]', 'key = value' or a '#' comment, found '{trimmed}'"
                )));
            };
            let key = key.trim();
            if key.is_empty() || !key.chars().all(|c| c.is_ascii_alphanumeric()) {
                return Err(err(format!(
                    "bad key '{key}' in '{trimmed}' (keys are letters and digits)"
                )));
            }
            let Some(section) = file.sections.last_mut() else {
                return Err(err(format!(
                    "'{trimmed}' comes before any [variant] section"
                )));
            };
            section.entries.push(Entry {
                key: key.to_string(),
                value: value.trim().to_string(),
                line,
            });
        }
        Ok(file)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sections_entries_and_comments() {
        let text = "# a comment\n; another\n\n[shatranj]\nmaxFile = 8\n\n[courier:shatranj]\n  startFen =  8/8 w - - 0 1  \n";
        let file = IniFile::parse(text).unwrap();
        assert_eq!(file.sections.len(), 2);
        assert_eq!(file.sections[0].name, "shatranj");
        assert_eq!(file.sections[0].parent, None);
        assert_eq!(file.sections[0].line, 4);
        assert_eq!(
            file.sections[0].entries,
            [Entry {
                key: "maxFile".into(),
                value: "8".into(),
                line: 5
            }]
        );
        assert_eq!(file.sections[1].parent.as_deref(), Some("shatranj"));
        assert_eq!(file.sections[1].entries[0].value, "8/8 w - - 0 1");
        assert_eq!(file.sections[1].entries[0].line, 8);
    }

    #[test]
    fn malformed_lines_name_the_line() {
        let e = IniFile::parse("[a]\nmaxFile 8\n").unwrap_err();
        assert_eq!(e.line, 2);
        assert!(e.to_string().starts_with("line 2: expected"), "{e}");
        let e = IniFile::parse("maxFile = 8\n").unwrap_err();
        assert_eq!(
            e.to_string(),
            "line 1: 'maxFile = 8' comes before any [variant] section"
        );
        let e = IniFile::parse("[a\n").unwrap_err();
        assert!(e.to_string().contains("no closing ']'"), "{e}");
        let e = IniFile::parse("[a b]\n").unwrap_err();
        assert!(e.to_string().contains("bad variant name 'a b'"), "{e}");
        let e = IniFile::parse("[a:]\n").unwrap_err();
        assert!(e.to_string().contains("bad parent"), "{e}");
        let e = IniFile::parse("[a]\nmax File = 8\n").unwrap_err();
        assert!(e.to_string().contains("bad key 'max File'"), "{e}");
    }
}
