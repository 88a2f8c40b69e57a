//! Every game tetrarch plays, declared once.
//!
//! A game written in Rust is one line of the `games!` list at the end of this file (its
//! [`Variant`] arm with its parameters, and its position type) and one file beside it
//! (`chess.rs`, `xiangqi.rs`, ...) with its `impl GameInfo` (what the protocols and the page
//! ask) and its `impl BuiltInGame` (its names, start and position text, bench positions and
//! perft file). From the list the macro writes the [`Variant`] and [`Game`] enums,
//! `with_position!`, and the functions that ask every game in turn, so no other code of the
//! facade dispatches on a game, and a `match` that forgot one does not compile. (The
//! protocols still name their own defaults: UCI starts in chess, UCCI is xiangqi, pbrain is
//! gomoku.)
//! The variants read from files are `Game` arms too (`from_files`): the file says the rest.

mod chess;
mod file;
mod gomoku;
mod raumschach;
mod xiangqi;

use crate::bench::BenchPosition;
use crate::variant::FileVariant;
use crate::{Error, GameInfo};
use tetrarch_chess::ChessPosition;
use tetrarch_fairy::FairyPosition;
use tetrarch_geometry::{Bitboard128, Bitboard512, Bitboard64};
use tetrarch_gomoku::{ConnectPosition, GomokuPosition, Rule};
use tetrarch_movegen::NotationError;
use tetrarch_raumschach::RaumschachPosition;
use tetrarch_xiangqi::XiangqiPosition;

/// What a game written in Rust tells the facade beyond [`GameInfo`]: how its names read, how
/// its positions start and read, what `tetrarch bench` searches and where its perft counts are.
pub trait BuiltInGame: GameInfo + Sized {
    /// The parameters of its [`Variant`] arm as a tuple, in the arm's field order (`()` for a
    /// game without any; gomoku's width, height and rule).
    type Params;

    /// The canonical name for `params`, which [`BuiltInGame::parse_name`] reads back.
    fn name(params: &Self::Params) -> String;

    /// Reads a name (trimmed, lower case): `None` when it is not this game's, an error (the
    /// reason) when it is but a parameter is wrong (`gomoku40`).
    fn parse_name(lower: &str) -> Option<Result<Self::Params, String>>;

    /// The names offered to GUIs (UCI's `UCI_Variant`, XBoard's `variants`), in order.
    fn offered_names() -> Vec<String>;

    /// The form of the names it reads beyond those offered (`gomokuWxH[-RULE]`), for the
    /// unknown-variant error; `None`: it reads only the offered ones (and aliases).
    fn name_pattern() -> Option<&'static str> {
        None
    }

    /// The start position. Parameters come from [`BuiltInGame::parse_name`], which checks them.
    fn start(params: &Self::Params) -> Self;

    /// Reads a position text of this game with these parameters.
    fn read(params: &Self::Params, text: &str) -> Result<Self, NotationError>;

    /// What `tetrarch bench` and the page's speed benchmark search for this game.
    const BENCH_POSITIONS: &'static [BenchPosition];

    /// Its built-in opening book: the path it is read from (for errors) and its text
    /// (docs/book.md), compiled in so the page has it; `None`: the game has none.
    const BOOK: Option<(&'static str, &'static str)> = None;

    /// Its exact perft counts, relative to the workspace root (`tests/data/perft/chess.epd`),
    /// which `cargo xtask perft` and the game's perft test read; `None`: the game has none.
    const PERFT_FILE: Option<&'static str>;
}

/// Plies without a capture (or pawn move) after which the chess family's move rule draws:
/// the 50-move rule of chess and Raumschach, and Fairy-Stockfish's 50-move rule in xiangqi.
const MOVE_RULE_PLIES: u32 = 100;

/// The name `parse_name` was given and the reason it is wrong, as the facade's error.
fn invalid(name: &str, reason: String) -> Error {
    Error::InvalidVariant {
        name: name.to_string(),
        reason,
    }
}

/// A built-in game's perft file: the variant it counts and its path from the workspace root.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PerftFile {
    /// The variant's name, as [`crate::Registry`] reads it.
    pub variant: String,
    /// The file, relative to the workspace root.
    pub path: &'static str,
}

/// Writes the enums and the per-game dispatch from one list of games. `$d` is a `$` passed in,
/// so the macro can write `with_position!`, itself a macro.
macro_rules! games {
    (
        $d:tt
        built_in {
            $(
                $(#[doc = $doc:literal])*
                $arm:ident $({ $( $(#[doc = $field_doc:literal])* $field:ident : $field_ty:ty ),* $(,)? })?
                    => $ty:ty,
            )*
        }
        from_files {
            $( $(#[doc = $file_doc:literal])* $file_arm:ident => $file_ty:ty, )*
        }
    ) => {
        /// A game tetrarch plays, with its parameters.
        #[derive(Clone, PartialEq, Eq, Debug)]
        pub enum Variant {
            $(
                $(#[doc = $doc])*
                $arm $({ $( $(#[doc = $field_doc])* $field: $field_ty ),* })?,
            )*
            /// A variant defined by a section of a `variants.ini` file (see `docs/variants.md`).
            File(FileVariant),
        }

        /// A position of one of the games. Clone it to branch; it carries its own key history.
        // The arms differ in size (gomoku's board is the largest), but a `Game` is made once per
        // game or per search call, never per node; boxing would only add an indirection.
        #[allow(clippy::large_enum_variant)]
        #[derive(Clone, Debug)]
        pub enum Game {
            $( $(#[doc = $doc])* $arm($ty), )*
            $( $(#[doc = $file_doc])* $file_arm($file_ty), )*
        }

        $( impl From<$ty> for Game {
            fn from(p: $ty) -> Game {
                Game::$arm(p)
            }
        } )*
        $( impl From<$file_ty> for Game {
            fn from(p: $file_ty) -> Game {
                Game::$file_arm(p)
            }
        } )*

        /// Runs `$body` with `$p` bound to the concrete position inside a [`Game`]: the one
        /// `match` that turns the enum into generic, monomorphised code. `$game` may be `&Game`
        /// or `&mut Game`; `$body` sees `&P` or `&mut P` accordingly and must have one type for
        /// all games.
        ///
        /// ```
        /// use tetrarch::{with_position, Game, Position, Variant};
        /// let game = Game::new(Variant::Chess);
        /// let moves = with_position!(&game, p => p.count_moves());
        /// assert_eq!(moves, 20);
        /// ```
        #[macro_export]
        macro_rules! with_position {
            ($d game:expr, $d p:ident => $d body:expr) => {
                match $d game {
                    $( $d crate::Game::$arm($d p) => $d body, )*
                    $( $d crate::Game::$file_arm($d p) => $d body, )*
                }
            };
        }

        impl Variant {
            /// The canonical name, which [`Variant::parse`] reads back.
            pub fn name(&self) -> String {
                match self {
                    $( Variant::$arm $({ $($field),* })? => {
                        <$ty as BuiltInGame>::name(&( $($(Clone::clone($field),)*)? ))
                    } )*
                    Variant::File(f) => f.name().to_string(),
                }
            }

            /// The start position: a built-in game's own, `file`'s for a file variant.
            pub(crate) fn start_with(&self, file: impl FnOnce(&FileVariant) -> Game) -> Game {
                match self {
                    $( Variant::$arm $({ $($field),* })? => Game::$arm(
                        <$ty as BuiltInGame>::start(&( $($(Clone::clone($field),)*)? )),
                    ), )*
                    Variant::File(f) => file(f),
                }
            }

            /// The position read from `text`: by a built-in game, by `file` for a file variant.
            pub(crate) fn read_with(
                &self,
                text: &str,
                file: impl FnOnce(&FileVariant, &str) -> Result<Game, NotationError>,
            ) -> Result<Game, NotationError> {
                match self {
                    $( Variant::$arm $({ $($field),* })? => {
                        <$ty as BuiltInGame>::read(&( $($(Clone::clone($field),)*)? ), text)
                            .map(Game::$arm)
                    } )*
                    Variant::File(f) => file(f, text),
                }
            }
        }

        /// Reads a built-in game's name, case-insensitively (each game's
        /// [`BuiltInGame::parse_name`] in turn).
        pub(crate) fn parse_built_in(name: &str) -> Result<Variant, Error> {
            let lower = name.trim().to_ascii_lowercase();
            $(
                if let Some(read) = <$ty as BuiltInGame>::parse_name(&lower) {
                    let ( $($($field,)*)? ) = read.map_err(|reason| invalid(name, reason))?;
                    return Ok(Variant::$arm $({ $($field),* })?);
                }
            )*
            Err(Error::UnknownVariant {
                name: name.to_string(),
                known: known_names(built_in_names()),
            })
        }

        /// `names` and the built-in games' name patterns, as an unknown-variant error lists them.
        pub(crate) fn known_names(mut names: Vec<String>) -> String {
            $( names.extend(<$ty as BuiltInGame>::name_pattern().map(String::from)); )*
            names.join(", ")
        }

        /// The built-in games' names offered to GUIs, game by game in the list's order.
        pub(crate) fn built_in_names() -> Vec<String> {
            let mut names = Vec::new();
            $( names.extend(<$ty as BuiltInGame>::offered_names()); )*
            names
        }

        /// The bench positions of every built-in game, game by game in the list's order.
        pub fn bench_positions() -> Vec<&'static BenchPosition> {
            let mut positions = Vec::new();
            $( positions.extend(<$ty as BuiltInGame>::BENCH_POSITIONS); )*
            positions
        }

        /// The built-in games' opening books: the variant, the book's path and its text.
        pub(crate) fn built_in_books() -> Vec<(Variant, &'static str, &'static str)> {
            let mut books = Vec::new();
            $(
                if let Some((path, text)) = <$ty as BuiltInGame>::BOOK {
                    let name = <$ty as BuiltInGame>::offered_names()
                        .into_iter()
                        .next()
                        .unwrap_or_default();
                    if let Ok(variant) = parse_built_in(&name) {
                        books.push((variant, path, text));
                    }
                }
            )*
            books
        }

        /// The built-in games' perft files, in the list's order; the variant is the first name
        /// the game offers.
        pub fn perft_files() -> Vec<PerftFile> {
            let mut files = Vec::new();
            $(
                if let Some(path) = <$ty as BuiltInGame>::PERFT_FILE {
                    let variant = <$ty as BuiltInGame>::offered_names()
                        .into_iter()
                        .next()
                        .unwrap_or_default();
                    files.push(PerftFile { variant, path });
                }
            )*
            files
        }
    };
}

games! { $
    built_in {
        /// Chess on 8x8, also Chess960.
        Chess => ChessPosition,
        /// Xiangqi on 9x10.
        Xiangqi => XiangqiPosition,
        /// Raumschach on 5x5x5.
        Raumschach => RaumschachPosition,
        /// Gomoku on a `width` x `height` board (5 to 32 each) under `rule`.
        Gomoku {
            /// Columns.
            width: u8,
            /// Rows.
            height: u8,
            /// The rule set (freestyle, standard, renju, caro).
            rule: Rule,
        } => GomokuPosition,
    }
    from_files {
        /// A placement game from a variant file other than five in a row.
        Connect => ConnectPosition,
        /// A file-defined chess-like variant on up to 64 squares.
        FairySmall => FairyPosition<Bitboard64>,
        /// A file variant on up to 128 squares.
        FairyMedium => FairyPosition<Bitboard128>,
        /// A file variant on up to 512 squares.
        FairyLarge => FairyPosition<Bitboard512>,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_game_offers_names_that_read_back() {
        for name in built_in_names() {
            let v = parse_built_in(&name).unwrap();
            assert_eq!(v.name(), name);
            assert_eq!(Game::new(v.clone()).variant(), v, "{name}");
        }
    }

    #[test]
    fn perft_files_exist_and_every_one_is_claimed() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
        let files = perft_files();
        for f in &files {
            assert!(root.join(f.path).is_file(), "{}", f.path);
            assert!(parse_built_in(&f.variant).is_ok(), "{}", f.variant);
        }
        for entry in std::fs::read_dir(root.join("tests/data/perft")).unwrap() {
            let path = entry.unwrap().path();
            if path.extension().is_some_and(|e| e == "epd") {
                let name = path.file_name().unwrap().to_string_lossy().into_owned();
                let claimed = files.iter().any(|f| f.path.ends_with(&format!("/{name}")));
                assert!(claimed, "tests/data/perft/{name} is no game's perft file");
            }
        }
    }
}
