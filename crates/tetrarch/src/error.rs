//! The facade's error: every message names what was wrong and, where it helps, what is valid.

/// What went wrong with an input the facade was given.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum Error {
    /// A variant name nobody knows.
    #[error("unknown variant '{name}' (known: {known})")]
    UnknownVariant {
        /// The name as given.
        name: String,
        /// The names that would have been accepted.
        known: String,
    },
    /// A variant name of the right family with an impossible parameter (board size, rule).
    #[error("invalid variant '{name}': {reason}")]
    InvalidVariant {
        /// The name as given.
        name: String,
        /// What is impossible about it.
        reason: String,
    },
    /// A variant file that cannot be read or parsed.
    #[error("{reason}")]
    VariantFile {
        /// The file, the line and what is wrong.
        reason: String,
    },
    /// A position text (FEN or the game's equivalent) that does not parse.
    #[error("bad {variant} position '{text}': {reason}")]
    BadPosition {
        /// The variant the text was read for.
        variant: String,
        /// The text as given.
        text: String,
        /// The field and what is wrong with it.
        reason: String,
    },
    /// A move text that does not parse or is not legal in the position.
    #[error("illegal move '{text}': {reason}")]
    IllegalMove {
        /// The move as given.
        text: String,
        /// Why it was refused.
        reason: String,
    },
    /// A move played after the game ended.
    #[error("the game is over ({result}): no more moves")]
    GameOver {
        /// The result and its reason, as people read it.
        result: String,
    },
    /// A tablebase directory or file that cannot be used.
    #[error("{reason}")]
    Tablebase {
        /// The path and what is wrong.
        reason: String,
    },
    /// An opening book that cannot be read: the file, the line and what is wrong.
    #[error("{reason}")]
    Book {
        /// The file (and line) and what is wrong.
        reason: String,
    },
    /// A command the game has no meaning for (`flip` in gomoku), with the reason.
    #[error("{what} is not defined for {variant}: {reason}")]
    Unsupported {
        /// The command.
        what: &'static str,
        /// The variant it was asked of.
        variant: String,
        /// Why the game has no such thing.
        reason: String,
    },
    /// A depth outside what a command accepts.
    #[error("{what} depth {depth} is out of range (1 to {max})")]
    DepthOutOfRange {
        /// The command.
        what: &'static str,
        /// The depth asked for.
        depth: u64,
        /// The largest depth it accepts.
        max: u32,
    },
}
