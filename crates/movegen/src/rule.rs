//! Pieces as data: each piece is a list of steps with a kind and a mode (Fairy-Max's model).

use tetrarch_geometry::Direction;

/// How a step is taken.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum StepKind {
    /// One step of the vector (king, knight, advisor).
    Leap,
    /// Repeated steps until the edge or the first piece (rook, bishop, unicorn).
    Slide,
    /// Like [`StepKind::Slide`], at most `max` steps (Betza's range-limited riders, `W3`).
    SlideUpTo {
        /// The most steps taken.
        max: u8,
    },
    /// Slides to move; captures by jumping exactly one screen, any distance (the cannon).
    Hop,
    /// A leap whose intermediate square `leg` (relative to the origin) must be empty
    /// (the xiangqi horse and elephant).
    Lame {
        /// The square that must be empty, from the origin.
        leg: Direction,
    },
    /// Must jump exactly one piece (the screen) along the line, then moves to the empty
    /// squares beyond it and captures the first piece after them (Betza's `p`: the Janggi
    /// cannon). Unlike [`StepKind::Hop`] it never moves before the screen.
    Hurdle,
    /// Lands on the square just beyond the first piece along the line (Betza's `g`: the
    /// grasshopper).
    Grasshopper,
}

/// What a step may do at its destination.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum StepMode {
    /// Move to an empty square or capture an enemy piece.
    Any,
    /// Only to an empty square (pawn pushes).
    MoveOnly,
    /// Only capturing (pawn captures).
    CaptureOnly,
}

/// One step vector of a piece.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct Step {
    /// The vector of one step.
    pub dir: Direction,
    /// How the vector is repeated or blocked.
    pub kind: StepKind,
    /// Whether it may move, capture, or both.
    pub mode: StepMode,
}

impl Step {
    /// A step from its parts.
    pub const fn new(dir: Direction, kind: StepKind, mode: StepMode) -> Self {
        Step { dir, kind, mode }
    }
}

/// A piece's movement: its steps. Where it may stand (a zone) is given separately, per colour,
/// when tables are built, because zones depend on the side (palace, own half of the board).
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct PieceRule {
    /// Every step the piece has, from White's side.
    pub steps: Vec<Step>,
}

impl PieceRule {
    /// The same `kind` and `mode` along each of `dirs`.
    pub fn uniform(dirs: &[Direction], kind: StepKind, mode: StepMode) -> Self {
        PieceRule {
            steps: dirs.iter().map(|&d| Step::new(d, kind, mode)).collect(),
        }
    }

    /// This rule's steps followed by `other`'s.
    pub fn and(mut self, other: PieceRule) -> Self {
        self.steps.extend(other.steps);
        self
    }
}
