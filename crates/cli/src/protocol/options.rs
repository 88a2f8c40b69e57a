//! Engine options as data: one table printed by `uci`/`ucci` and checked by `setoption`, so
//! the advertised range and the accepted range can never disagree.

use super::strength::{ELO_MAX, ELO_MIN, SKILL_LEVEL_MAX};

/// The type and range of an option, as UCI declares it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum OptionKind {
    Spin {
        default: i64,
        min: i64,
        max: i64,
    },
    Check {
        default: bool,
    },
    Button,
    Combo {
        default: String,
        choices: Vec<String>,
    },
    /// Free text (a file path), Stockfish's `type string`.
    Text {
        default: String,
    },
}

/// One engine option.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct EngineOption {
    pub name: String,
    pub kind: OptionKind,
}

/// A checked value for an option.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum OptionValue {
    Int(i64),
    Bool(bool),
    Press,
    Text(String),
}

impl EngineOption {
    pub fn spin(name: &str, default: i64, min: i64, max: i64) -> Self {
        Self::new(name, OptionKind::Spin { default, min, max })
    }

    pub fn check(name: &str, default: bool) -> Self {
        Self::new(name, OptionKind::Check { default })
    }

    pub fn button(name: &str) -> Self {
        Self::new(name, OptionKind::Button)
    }

    /// A text option such as `VariantPath`; an empty default prints as `<empty>`.
    pub fn text(name: &str, default: &str) -> Self {
        Self::new(
            name,
            OptionKind::Text {
                default: default.to_string(),
            },
        )
    }

    pub fn combo(name: &str, default: &str, choices: Vec<String>) -> Self {
        let default = default.to_string();
        Self::new(name, OptionKind::Combo { default, choices })
    }

    fn new(name: &str, kind: OptionKind) -> Self {
        EngineOption {
            name: name.to_string(),
            kind,
        }
    }

    /// The declaration after `option name <name> `: `type spin default 16 min 1 max 1024`.
    fn type_text(&self) -> String {
        match &self.kind {
            OptionKind::Spin { default, min, max } => {
                format!("type spin default {default} min {min} max {max}")
            }
            OptionKind::Check { default } => format!("type check default {default}"),
            OptionKind::Button => "type button".to_string(),
            OptionKind::Text { default } if default.is_empty() => {
                "type string default <empty>".to_string()
            }
            OptionKind::Text { default } => format!("type string default {default}"),
            OptionKind::Combo { default, choices } => {
                let vars: Vec<String> = choices.iter().map(|c| format!("var {c}")).collect();
                format!("type combo default {default} {}", vars.join(" "))
            }
        }
    }

    /// `option name Hash type spin default 16 min 1 max 18079` (UCI).
    pub fn uci_line(&self) -> String {
        format!("option name {} {}", self.name, self.type_text())
    }

    /// `option Hash type spin default 16 min 1 max 18079` (UCCI: names without spaces, as
    /// Fairy-Stockfish prints them in UCCI mode).
    pub fn ucci_line(&self) -> String {
        format!(
            "option {} {}",
            self.name.replace(' ', "_"),
            self.type_text()
        )
    }

    /// CECP's `feature option="..."` text: `Hash -spin 16 1 18079`, `Ponder -check 0`,
    /// `Clear Hash -button`, `VariantPath -string `, `UCI_Variant -combo *chess /// xiangqi`.
    pub fn xboard_feature(&self) -> String {
        let name = &self.name;
        let body = match &self.kind {
            OptionKind::Spin { default, min, max } => format!("-spin {default} {min} {max}"),
            OptionKind::Check { default } => format!("-check {}", u8::from(*default)),
            OptionKind::Button => "-button".to_string(),
            OptionKind::Text { default } => format!("-string {default}"),
            OptionKind::Combo { default, choices } => {
                let vars: Vec<String> = choices
                    .iter()
                    .map(|c| {
                        if c == default {
                            format!("*{c}")
                        } else {
                            c.clone()
                        }
                    })
                    .collect();
                format!("-combo {}", vars.join(" /// "))
            }
        };
        format!("feature option=\"{name} {body}\"")
    }

    /// The value XBoard sends for this option in the form `parse` reads: `-check` options
    /// come as 0/1.
    pub fn xboard_value<'a>(&self, value: &'a str) -> &'a str {
        match (&self.kind, value.trim()) {
            (OptionKind::Check { .. }, "1") => "true",
            (OptionKind::Check { .. }, "0") => "false",
            (_, v) => v,
        }
    }

    /// Whether `name` designates this option: case-insensitive, `_` matching a space.
    pub fn is_named(&self, name: &str) -> bool {
        let norm = |s: &str| s.trim().replace('_', " ").to_ascii_lowercase();
        norm(&self.name) == norm(name)
    }

    /// Checks `value` against the type and range; the error names the option and the range.
    pub fn parse(&self, value: Option<&str>) -> Result<OptionValue, String> {
        let name = &self.name;
        let value = value.map(str::trim);
        match &self.kind {
            OptionKind::Button => Ok(OptionValue::Press),
            OptionKind::Text { .. } => Ok(OptionValue::Text(
                value.filter(|v| *v != "<empty>").unwrap_or("").to_string(),
            )),
            OptionKind::Spin { min, max, .. } => {
                let text = value.ok_or_else(|| format!("option {name} needs a value"))?;
                match text.parse::<i64>() {
                    Ok(v) if (*min..=*max).contains(&v) => Ok(OptionValue::Int(v)),
                    Ok(v) => Err(format!(
                        "option {name} value {v} is out of range {min}..{max}"
                    )),
                    Err(_) => Err(format!(
                        "option {name} expects an integer in {min}..{max}, got '{text}'"
                    )),
                }
            }
            OptionKind::Check { .. } => match value.map(str::to_ascii_lowercase).as_deref() {
                Some("true") | Some("on") | Some("1") => Ok(OptionValue::Bool(true)),
                Some("false") | Some("off") | Some("0") => Ok(OptionValue::Bool(false)),
                Some(other) => Err(format!(
                    "option {name} expects true or false, got '{other}'"
                )),
                None => Err(format!("option {name} needs a value (true or false)")),
            },
            OptionKind::Combo { choices, .. } => {
                let text = value.ok_or_else(|| format!("option {name} needs a value"))?;
                choices
                    .iter()
                    .find(|c| c.eq_ignore_ascii_case(text))
                    .map(|c| OptionValue::Text(c.clone()))
                    .ok_or_else(|| {
                        format!(
                            "option {name} has no value '{text}' (known: {})",
                            choices.join(", ")
                        )
                    })
            }
        }
    }
}

/// The option called `name` in `table`, or an error listing the known names.
pub fn find<'a>(table: &'a [EngineOption], name: &str) -> Result<&'a EngineOption, String> {
    table.iter().find(|o| o.is_named(name)).ok_or_else(|| {
        let known: Vec<&str> = table.iter().map(|o| o.name.as_str()).collect();
        format!("unknown option '{name}' (known: {})", known.join(", "))
    })
}

/// Hash size bounds in MiB: the floor keeps at least one cluster per thread; the ceiling is
/// what this machine and the process's limits can hold ([`super::memory::hash_max_mib`]).
pub const HASH_MIN_MIB: i64 = 1;
pub const HASH_DEFAULT_MIB: i64 = 16;
/// More threads than this only add contention on the shared table.
pub const THREADS_MAX: i64 = 256;
/// Lines of MultiPV; past a few hundred no game has that many sensible moves to rank.
pub const MULTIPV_MAX: i64 = 256;
/// Stockfish's Move Overhead range and our search default.
pub const MOVE_OVERHEAD_DEFAULT_MS: i64 = 30;
pub const MOVE_OVERHEAD_MAX_MS: i64 = 5000;

/// UCI's strength limit (`UCI_LimitStrength`, `UCI_Elo`), mapped as [`super::strength`] says.
pub fn uci_strength_options() -> Vec<EngineOption> {
    vec![
        EngineOption::check("UCI_LimitStrength", false),
        EngineOption::spin("UCI_Elo", ELO_MAX, ELO_MIN, ELO_MAX),
    ]
}

/// The options every chess-family protocol shares (UCI, UCCI), without the variant choice.
pub fn common_options() -> Vec<EngineOption> {
    vec![
        EngineOption::spin(
            "Hash",
            HASH_DEFAULT_MIB,
            HASH_MIN_MIB,
            super::memory::hash_max_mib(),
        ),
        EngineOption::spin("Threads", 1, 1, THREADS_MAX),
        EngineOption::spin("MultiPV", 1, 1, MULTIPV_MAX),
        EngineOption::check("Ponder", false),
        EngineOption::spin(
            "Move Overhead",
            MOVE_OVERHEAD_DEFAULT_MS,
            0,
            MOVE_OVERHEAD_MAX_MS,
        ),
        EngineOption::button("Clear Hash"),
        EngineOption::spin("Skill Level", SKILL_LEVEL_MAX, 0, SKILL_LEVEL_MAX),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    fn table() -> Vec<EngineOption> {
        let mut t = common_options();
        t.push(EngineOption::combo(
            "UCI_Variant",
            "chess",
            vec!["chess".into(), "xiangqi".into()],
        ));
        t
    }

    #[test]
    fn declarations_read_like_stockfish() {
        let t = table();
        let max = super::super::memory::hash_max_mib();
        assert_eq!(
            t[0].uci_line(),
            format!("option name Hash type spin default 16 min 1 max {max}")
        );
        assert_eq!(
            find(&t, "clear hash").unwrap().uci_line(),
            "option name Clear Hash type button"
        );
        assert_eq!(
            find(&t, "Ponder").unwrap().uci_line(),
            "option name Ponder type check default false"
        );
        assert_eq!(
            find(&t, "UCI_Variant").unwrap().uci_line(),
            "option name UCI_Variant type combo default chess var chess var xiangqi"
        );
        assert_eq!(
            find(&t, "Move_Overhead").unwrap().ucci_line(),
            "option Move_Overhead type spin default 30 min 0 max 5000"
        );
    }

    #[test]
    fn values_are_checked_against_the_declared_range() {
        let t = table();
        let hash = find(&t, "hash").unwrap();
        assert_eq!(hash.parse(Some("64")), Ok(OptionValue::Int(64)));
        let max = super::super::memory::hash_max_mib();
        assert_eq!(
            hash.parse(Some("0")),
            Err(format!("option Hash value 0 is out of range 1..{max}"))
        );
        assert!(hash.parse(Some("lots")).unwrap_err().contains("got 'lots'"));
        assert!(hash.parse(None).is_err());
        let ponder = find(&t, "ponder").unwrap();
        assert_eq!(ponder.parse(Some("TRUE")), Ok(OptionValue::Bool(true)));
        assert!(ponder.parse(Some("maybe")).is_err());
        let variant = find(&t, "uci_variant").unwrap();
        assert_eq!(
            variant.parse(Some("Xiangqi")),
            Ok(OptionValue::Text("xiangqi".into()))
        );
        assert!(variant
            .parse(Some("shogi"))
            .unwrap_err()
            .contains("known: chess, xiangqi"));
        assert_eq!(
            find(&t, "Clear Hash").unwrap().parse(None),
            Ok(OptionValue::Press)
        );
    }

    #[test]
    fn unknown_names_list_the_known_ones() {
        let err = find(&table(), "Contempt").unwrap_err();
        assert!(err.starts_with("unknown option 'Contempt' (known: Hash, Threads"));
    }
}
