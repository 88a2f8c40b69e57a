//! The facade's error: every message names what was wrong and, where it helps, what is valid.

/// What went wrong with an input the facade was given.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum Error {
    /// A variant name nobody knows.
    #[error("unknown variant '{name}' (known: {known})")]
    UnknownVariant { name: String, known: String },
    /// A variant name of the right family with an impossible parameter (board size, rule).
    #[error("invalid variant '{name}': {reason}")]
    InvalidVariant { name: String, reason: String },
    /// A variant file that cannot be read or parsed.
    #[error("{reason}")]
    VariantFile { reason: String },
    /// A position text (FEN or the game's equivalent) that does not parse.
    #[error("bad {variant} position '{text}': {reason}")]
    BadPosition {
        variant: String,
        text: String,
        reason: String,
    },
    /// A move text that does not parse or is not legal in the position.
    #[error("illegal move '{text}': {reason}")]
    IllegalMove { text: String, reason: String },
    /// A move played after the game ended.
    #[error("the game is over ({result}): no more moves")]
    GameOver { result: String },
    /// A tablebase directory or file that cannot be used.
    #[error("{reason}")]
    Tablebase { reason: String },
    /// A command the game has no meaning for (`flip` in gomoku), with the reason.
    #[error("{what} is not defined for {variant}: {reason}")]
    Unsupported {
        what: &'static str,
        variant: String,
        reason: String,
    },
    /// A depth outside what a command accepts.
    #[error("{what} depth {depth} is out of range (1 to {max})")]
    DepthOutOfRange {
        what: &'static str,
        depth: u64,
        max: u32,
    },
}
