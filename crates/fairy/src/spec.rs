//! A variant's rules as plain data, read from the keys of a resolved section: the board, the
//! pieces with their steps, zones and special roles, and the rules the position code applies.
//! Nothing here depends on a bitboard width; [`crate::tables`] compiles it.

use crate::pieces::Role;
use crate::region::Region;
use tetrarch_geometry::BoardShape;
use tetrarch_movegen::Step;

/// The result a rule gives the side to move (Fairy-Stockfish's `win`, `loss`, `draw`).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum GameValue {
    /// The side to move wins.
    Win,
    /// The side to move loses.
    Loss,
    /// Neither side wins.
    Draw,
}

impl GameValue {
    /// Reads `win`, `loss` or `draw`.
    pub fn parse(text: &str) -> Option<GameValue> {
        match text {
            "win" => Some(GameValue::Win),
            "loss" => Some(GameValue::Loss),
            "draw" => Some(GameValue::Draw),
            _ => None,
        }
    }
}

/// One piece type of a variant.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct PieceSpec {
    /// Fairy-Stockfish's name (`knight`, `customPiece1`).
    pub name: String,
    /// The FEN letter, lower case (White's is upper case).
    pub letter: char,
    /// The movement as written.
    pub betza: String,
    /// What the rules treat it as (pawn, king, other).
    pub role: Role,
    /// White's steps from every square (Black's are mirrored).
    pub steps: Vec<Step>,
    /// White's steps available only from the squares of the region (one region per colour):
    /// the soldier's sideways steps across the river.
    pub conditional: Vec<(Step, [Region; 2])>,
    /// Where the piece may land, per colour (palaces, own half); `None` is anywhere.
    pub zone: [Option<Region>; 2],
}

/// Castling as chess has it, with the files of the variant.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct CastlingSpec {
    /// Relative rank (0-based) the king and rooks stand on.
    pub rank: u8,
    /// Files (0-based) of the king before castling, of its destination on each side, and of
    /// the rooks (used when a FEN's `KQkq` is read).
    pub king_file: u8,
    /// File the king lands on castling kingside.
    pub kingside_file: u8,
    /// File the king lands on castling queenside.
    pub queenside_file: u8,
    /// File of the kingside rook.
    pub rook_kingside_file: u8,
    /// File of the queenside rook.
    pub rook_queenside_file: u8,
    /// Piece types (indices into [`Spec::pieces`]) that castle with the king.
    pub rook_types: Vec<usize>,
}

/// Pawn promotion.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct PromotionSpec {
    /// Piece types that promote on entering the region.
    pub pawn_types: Vec<usize>,
    /// Per colour: the squares where they promote.
    pub region: [Region; 2],
    /// Per colour: what they may become, in generation order.
    pub types: [Vec<usize>; 2],
    /// Per piece type: the most a side may have for a promotion to it (0: no limit).
    pub limits: Vec<u32>,
    /// Whether a pawn entering the region must promote.
    pub mandatory: bool,
}

/// The bare-king rule of shatranj and courier (Fairy-Stockfish's extinction keys).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ExtinctionSpec {
    /// What an extinct side gets.
    pub value: GameValue,
    /// The counted piece types, each on its own; with `all_pieces` every piece together (`*`).
    pub types: Vec<usize>,
    /// Whether all counted types together count (`*`) rather than each on its own.
    pub all_pieces: bool,
    /// A side with at most this many counted pieces is extinct...
    pub count: u32,
    /// ...when its opponent has at least this many.
    pub opponent_count: u32,
    /// Only the side to move may claim the opponent's extinction.
    pub claim: bool,
}

/// Hints for XBoard's board drawing, kept as written.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct XboardHints {
    /// XBoard's `pieceToCharTable` board template, as written.
    pub template: String,
    /// XBoard's `pieceToCharTable`, as written.
    pub piece_to_char_table: String,
    /// XBoard's pocket size (0: no pockets).
    pub pocket_size: u32,
}

/// A chess-like variant, fully described.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Spec {
    /// The section's name: what protocols call the variant.
    pub name: String,
    /// Where it was defined (`variants/courier.ini`, `built-in`).
    pub source: String,
    /// Files, ranks and levels.
    pub shape: BoardShape,
    /// The piece types, indexed by the other fields.
    pub pieces: Vec<PieceSpec>,
    /// The starting position's FEN.
    pub start_fen: String,
    /// The royal piece (checkmate), if any.
    pub royal: Option<usize>,
    /// Which pieces promote, where, and to what.
    pub promotion: PromotionSpec,
    /// Per colour: where pawns may make a double step; `None` when they never do.
    pub double_step: Option<[Region; 2]>,
    /// Piece types that double-step and capture en passant (the pawn types).
    pub pawn_types: Vec<usize>,
    /// Whether pawns capture en passant.
    pub en_passant: bool,
    /// Castling, when the variant has it.
    pub castling: Option<CastlingSpec>,
    /// Whether a move may give check (`checking = false` forbids it).
    pub checking: bool,
    /// Xiangqi's rule: the two kings may not face each other on an open line.
    pub flying_general: bool,
    /// A piece may not move where it could never move again (Grand chess's last rank).
    pub immobility_illegal: bool,
    /// What checkmate gives the side to move.
    pub checkmate_value: GameValue,
    /// What stalemate gives the side to move.
    pub stalemate_value: GameValue,
    /// Plies without capture or pawn move that draw, halved (50 in chess); 0: none.
    pub n_move_rule: u32,
    /// How many times a position must occur to end the game (3 in chess).
    pub n_fold_rule: u32,
    /// What a repetition gives the side to move.
    pub n_fold_value: GameValue,
    /// A side that repeats by checking on every move loses (xiangqi).
    pub perpetual_check_illegal: bool,
    /// The bare-king rule, when the variant has it.
    pub extinction: Option<ExtinctionSpec>,
    /// XBoard's drawing hints.
    pub xboard: XboardHints,
}

impl Spec {
    /// The piece type a FEN letter (either case) names.
    pub fn piece_by_letter(&self, c: char) -> Option<usize> {
        let lower = c.to_ascii_lowercase();
        self.pieces.iter().position(|p| p.letter == lower)
    }
}

/// A placement game: stones dropped on an empty board, N in a row wins.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct PlacementSpec {
    /// The section's name.
    pub name: String,
    /// The file (or `built-in`) it comes from.
    pub source: String,
    /// Board width.
    pub width: u8,
    /// Board height.
    pub height: u8,
    /// How many in a row win.
    pub connect: u8,
    /// Whether more than `connect` in a row also wins (Fairy-Stockfish's reading); `false`
    /// wants exactly `connect`.
    pub overline: bool,
}

/// What a section of a variant file defines. (A definition is made once per file read, never
/// on a hot path, so the size difference between the two costs nothing worth a box.)
#[allow(clippy::large_enum_variant)]
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Definition {
    /// A chess-like game of moving pieces.
    Board(Spec),
    /// A placement game, N in a row.
    Placement(PlacementSpec),
}

impl Definition {
    /// The variant's name.
    pub fn name(&self) -> &str {
        match self {
            Definition::Board(s) => &s.name,
            Definition::Placement(p) => &p.name,
        }
    }
}
