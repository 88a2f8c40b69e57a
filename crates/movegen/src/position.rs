//! The position contract between a game and everything generic above it (perft, search).

use crate::{Color, Move, MoveList};

/// How a game ended, from the side to move's point of view.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Outcome {
    /// The side to move has won.
    Win,
    /// The side to move has lost.
    Loss,
    /// Neither side has won.
    Draw,
}

/// A game position that can generate, make and unmake its legal moves.
///
/// Required methods first, provided helpers after. Every game implements it on its own
/// concrete type; perft and search are generic over it and monomorphised per game.
pub trait Position: Clone + Send + Sync + 'static {
    /// Number of squares of the largest board of this type: sizes per-square tables (history,
    /// counter-moves) in the search.
    const MAX_SQUARES: usize;

    /// Whether a move can give check. When false (gomoku) the search looks for no quiet
    /// checks in quiescence and drops late quiet moves without asking [`Self::gives_check`].
    const HAS_CHECK: bool = true;

    /// Whether noisy moves exchange material, so that [`Self::see_ge`] bounds what they win
    /// and quiescence may skip those that cannot reach alpha (delta pruning). False where a
    /// noisy move is a threat worth no material (gomoku's fours).
    const HAS_EXCHANGES: bool = true;

    /// How many codes [`Self::moved_piece`] can return: sizes the search's history tables
    /// keyed by piece (continuation history).
    const PIECE_CODES: usize = 1;
    /// Whether the game's laws can end the game on a quiet move (repetition, move-count
    /// rules). When false (gomoku: only a five, which is never quiet, ends it), a move the
    /// search prunes as futile is dropped without being made to ask [`Self::rule_outcome`].
    const QUIET_MOVES_END_GAMES: bool = true;

    /// The side to move.
    fn side_to_move(&self) -> Color;

    /// The 64-bit Zobrist key, kept incrementally by make/unmake.
    fn key(&self) -> u64;

    /// Appends every legal move.
    fn generate_moves(&self, moves: &mut MoveList);

    /// Appends the legal moves the quiescence search follows: captures and promotions in the
    /// chess family; fours and forced blocks in gomoku. When in check, all evasions.
    fn generate_noisy(&self, moves: &mut MoveList);

    /// Whether `m` is legal here. Used to validate a hash move or a killer taken from another
    /// position, so it must accept any 32-bit word without panicking.
    fn is_legal(&self, m: Move) -> bool;

    /// Plays a legal move.
    fn make_move(&mut self, m: Move);

    /// Takes back `m`, which must be the last move made; restores position and key exactly.
    fn unmake_move(&mut self, m: Move);

    /// Whether the side to move is in check (always false in gomoku).
    fn in_check(&self) -> bool;

    /// Whether `m` changes material or is otherwise forcing (captures, promotions; fours).
    fn is_noisy(&self, m: Move) -> bool;

    /// A verdict of the game's laws at this node before any move is searched: repetition (with
    /// `ply` = distance from the search root, so a repetition inside the tree can count as a
    /// draw), the 50-move rule, insufficient material, a five made by the previous move.
    fn rule_outcome(&self, ply: usize) -> Option<Outcome>;

    /// A win or loss the game proves from the position alone, with its distance in plies
    /// from here: gomoku's threat counts show a five to complete (a win in 1), two opponent
    /// five points (a loss in 2), an open four (a win in 3). The search scores such a node as
    /// a mate at that distance without searching it, which also keeps mate distances exact.
    /// Never claims the verdict [`Self::rule_outcome`] already gives. Default: none.
    #[inline]
    fn forced_outcome(&self) -> Option<(Outcome, u32)> {
        None
    }

    /// A forced win for the side to move proven by the game's own solver (gomoku: victory
    /// by continuous fours, then by threats), as the line ending in the win, within about
    /// `node_budget` of the solver's nodes. The search plays such a line at once, before
    /// searching. Default: none.
    #[inline]
    fn prove_win(&mut self, _node_budget: u64) -> Option<Vec<crate::Move>> {
        None
    }

    /// The result when the side to move has no legal move: checkmate, stalemate, full board.
    fn outcome_without_moves(&self) -> Outcome;

    /// The exact value of this position from the game's endgame tablebases, when it has
    /// tables that cover it: the outcome for the side to move and, for a win or a loss, the
    /// distance to mate in plies (0 for a draw). The search scores such a node without
    /// searching it and counts a tablebase hit. The game answers only when its laws agree
    /// (Raumschach: not when the 50-move rule would end the game first). Default: none.
    #[inline]
    fn probe_tablebase(&self) -> Option<(Outcome, u32)> {
        None
    }

    /// Passes the move (null-move pruning). Only called when [`Self::null_move_allowed`].
    fn make_null_move(&mut self);

    /// Takes back [`Self::make_null_move`].
    fn unmake_null_move(&mut self);

    /// Whether a null move is sound here: false in check, in zugzwang-prone material and in
    /// games where passing is never a good proxy (gomoku).
    fn null_move_allowed(&self) -> bool;

    /// The number of legal moves: perft's last ply. Games override it to count without
    /// building the list.
    #[inline]
    fn count_moves(&self) -> u64 {
        let mut moves = MoveList::new();
        self.generate_moves(&mut moves);
        moves.len() as u64
    }

    /// Appends the moves the search considers at an interior node. Defaults to every legal
    /// move; a game with many irrelevant legal moves (gomoku's far-away empty cells) returns
    /// its candidate set instead.
    #[inline]
    fn generate_search_moves(&self, moves: &mut MoveList) {
        self.generate_moves(moves)
    }

    /// A score to order quiet `m` before the search's history tables are consulted (gomoku's
    /// pattern score); higher first. Chess-like games keep the default.
    #[inline]
    fn quiet_order(&self, _m: Move) -> i32 {
        0
    }

    /// A score to order `m` among noisy moves (MVV/LVA or the game's equivalent); higher first.
    #[inline]
    fn noisy_order(&self, _m: Move) -> i32 {
        0
    }

    /// Static exchange: whether `m` wins at least `threshold` (in the game's centipawns).
    /// Games without exchanges keep the default.
    #[inline]
    fn see_ge(&self, _m: Move, threshold: i32) -> bool {
        threshold <= 0
    }

    /// Whether quiet legal move `m` takes its piece off a square where the opponent would win
    /// material by capturing it (Stockfish's `!see_ge(reverse_move(m))`): such a move is
    /// reduced less, since it answers a threat. Games without exchanges keep the default.
    #[inline]
    fn escapes_capture(&self, _m: Move) -> bool {
        false
    }

    /// Whether legal move `m` (read before it is made) changes the game enough that the search
    /// should see one ply further behind it (Stockfish 11's extensions of castling and of a
    /// piece taken when little material is left: the move decides which ending is played).
    /// Games without such moves keep the default.
    #[inline]
    fn deserves_extension(&self, _m: Move) -> bool {
        false
    }

    /// A code below [`Self::PIECE_CODES`] for the piece (with its colour) that makes legal move
    /// `m` here, before it is made: continuation history learns "this piece to that square
    /// answers that piece to that square". Games with one kind of mover keep the default.
    #[inline]
    fn moved_piece(&self, _m: Move) -> usize {
        0
    }

    /// A code below [`Self::PIECE_CODES`] for what noisy legal move `m` takes here, before it
    /// is made (the game's choice of a code for a noisy move that takes nothing, such as a
    /// promotion): capture history learns "this piece taking that on that square". Games
    /// with one kind of noisy move keep the default.
    #[inline]
    fn captured_piece(&self, _m: Move) -> usize {
        0
    }

    /// Whether `m` gives check (for check extensions and checks in quiescence).
    #[inline]
    fn gives_check(&self, m: Move) -> bool {
        let mut p = self.clone();
        p.make_move(m);
        p.in_check()
    }
}

/// Why a position text or move text was refused: names the field and what is wrong.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[error("{0}")]
pub struct NotationError(pub String);

impl NotationError {
    /// An error with this message.
    pub fn new(msg: impl Into<String>) -> Self {
        NotationError(msg.into())
    }
}

/// Reading and writing a game's position and move texts.
pub trait Notation: Position + Sized {
    /// The start position.
    fn start_position() -> Self;
    /// Parses the game's position text (FEN or its equivalent).
    fn from_text(text: &str) -> Result<Self, NotationError>;
    /// Writes the position text that [`Self::from_text`] reads back.
    fn to_text(&self) -> String;
    /// Parses a move in the game's coordinate notation and checks that it is legal here.
    fn parse_move(&self, text: &str) -> Result<Move, NotationError>;
    /// Writes a move in coordinate notation (UCI long algebraic and its equivalents).
    fn format_move(&self, m: Move) -> String;
    /// The board drawn for people.
    fn render(&self) -> String;
}
