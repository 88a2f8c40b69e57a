//! The plain chess move generator the fast one is tested against: the pieces are
//! `PieceRule` data walked one step at a time by
//! [`tetrarch_movegen::reference::destinations`], pawns' double steps, promotions, en
//! passant and castling are spelled out square by square, and legality is "make the move,
//! then see whether any enemy piece reaches the king". Slow on purpose; tests only.

use crate::position::ChessPosition;
use crate::types::{code_color, code_kind, special_move, MoveKind, PieceKind, NO_PIECE};
use tetrarch_geometry::{BoardShape, Direction, Square, BISHOP_2D, KING_2D, KNIGHT_2D, ROOK_2D};
use tetrarch_movegen::reference::{destinations, Occupant};
use tetrarch_movegen::{Color, Move, PieceRule, Step, StepKind, StepMode};

const SHAPE: BoardShape = BoardShape::flat(8, 8);

/// How each kind moves, as step vectors (pawns for `color`).
fn rule(kind: PieceKind, color: Color) -> PieceRule {
    let slide = |dirs: &[Direction]| PieceRule::uniform(dirs, StepKind::Slide, StepMode::Any);
    match kind {
        PieceKind::Pawn => {
            let up = if color == Color::White { 1 } else { -1 };
            PieceRule {
                steps: vec![
                    Step::new(Direction::flat(0, up), StepKind::Leap, StepMode::MoveOnly),
                    Step::new(
                        Direction::flat(1, up),
                        StepKind::Leap,
                        StepMode::CaptureOnly,
                    ),
                    Step::new(
                        Direction::flat(-1, up),
                        StepKind::Leap,
                        StepMode::CaptureOnly,
                    ),
                ],
            }
        }
        PieceKind::Knight => PieceRule::uniform(&KNIGHT_2D, StepKind::Leap, StepMode::Any),
        PieceKind::Bishop => slide(&BISHOP_2D),
        PieceKind::Rook => slide(&ROOK_2D),
        PieceKind::Queen => slide(&ROOK_2D).and(slide(&BISHOP_2D)),
        PieceKind::King => PieceRule::uniform(&KING_2D, StepKind::Leap, StepMode::Any),
    }
}

/// Who stands on `sq` as `viewer` sees it, with `vacated` squares treated as empty.
fn occupant(pos: &ChessPosition, viewer: Color, sq: Square, vacated: &[usize]) -> Occupant {
    let code = pos.board[sq.index()];
    if code == NO_PIECE || vacated.contains(&sq.index()) {
        Occupant::Empty
    } else if code_color(code) == viewer {
        Occupant::Own
    } else {
        Occupant::Enemy
    }
}

/// Whether any piece of `by` could move to `target` if an enemy stood there (with `vacated`
/// squares emptied first).
pub fn reference_attacked(
    pos: &ChessPosition,
    target: usize,
    by: Color,
    vacated: &[usize],
) -> bool {
    (0..64).any(|from| {
        let code = pos.board[from];
        if code == NO_PIECE || code_color(code) != by || vacated.contains(&from) {
            return false;
        }
        let occ = |sq: Square| {
            if sq.index() == target {
                Occupant::Enemy
            } else {
                occupant(pos, by, sq, vacated)
            }
        };
        destinations(
            SHAPE,
            Square(from as u16),
            &rule(code_kind(code), by),
            |_| true,
            occ,
        )
        .contains(&Square(target as u16))
    })
}

/// Moves that obey each piece's movement, ignoring the mover's king.
fn pseudo_legal(pos: &ChessPosition) -> Vec<Move> {
    let us = pos.side;
    let mut out = Vec::new();
    for from in 0..64 {
        let code = pos.board[from];
        if code == NO_PIECE || code_color(code) != us {
            continue;
        }
        let kind = code_kind(code);
        let occ = |sq: Square| occupant(pos, us, sq, &[]);
        for to in destinations(SHAPE, Square(from as u16), &rule(kind, us), |_| true, occ) {
            let to = to.index();
            if kind == PieceKind::Pawn && (to / 8 == 0 || to / 8 == 7) {
                for p in [
                    PieceKind::Knight,
                    PieceKind::Bishop,
                    PieceKind::Rook,
                    PieceKind::Queen,
                ] {
                    out.push(special_move(from, to, MoveKind::Promotion, p));
                }
            } else {
                out.push(special_move(from, to, MoveKind::Normal, PieceKind::Pawn));
            }
        }
        if kind == PieceKind::Pawn {
            let (start_rank, up) = if us == Color::White {
                (1, 8i32)
            } else {
                (6, -8)
            };
            let one = (from as i32 + up) as usize;
            let two = (from as i32 + 2 * up) as usize;
            if from / 8 == start_rank && pos.board[one] == NO_PIECE && pos.board[two] == NO_PIECE {
                out.push(special_move(from, two, MoveKind::Normal, PieceKind::Pawn));
            }
            if let Some(ep) = pos.en_passant_square() {
                let ahead = (from as i32 + up) as usize;
                if ep / 8 == ahead / 8 && (ep as i32 - ahead as i32).abs() == 1 {
                    out.push(special_move(from, ep, MoveKind::EnPassant, PieceKind::Pawn));
                }
            }
        }
    }
    out.extend(castling(pos));
    out
}

/// Castling, spelled out: right kept, every square the king and rook cross or land on empty
/// (but for the two of them), the king not in check, never crossing or landing on an
/// attacked square.
fn castling(pos: &ChessPosition) -> Vec<Move> {
    let us = pos.side;
    let mut out = Vec::new();
    let king = pos.king_square(us);
    if reference_attacked(pos, king, us.opponent(), &[]) {
        return out;
    }
    for wing in 0..2 {
        let index = 2 * us.index() + wing;
        if !pos.castling.has_index(index) {
            continue;
        }
        let rook = pos.castle_rook[index] as usize;
        let back = king / 8 * 8;
        let (king_to, rook_to) = if wing == 0 {
            (back + 6, back + 5)
        } else {
            (back + 2, back + 3)
        };
        let span = |a: usize, b: usize| a.min(b)..=a.max(b);
        let mut clear = true;
        for sq in span(king, king_to).chain(span(rook, rook_to)) {
            if sq != king && sq != rook && pos.board[sq] != NO_PIECE {
                clear = false;
            }
        }
        let safe = span(king, king_to)
            .all(|sq| !reference_attacked(pos, sq, us.opponent(), &[king, rook]));
        if clear && safe {
            out.push(special_move(
                king,
                rook,
                MoveKind::Castling,
                PieceKind::King,
            ));
        }
    }
    out
}

/// Every legal move, by make-and-test, sorted by the raw move word.
pub fn reference_legal_moves(pos: &ChessPosition) -> Vec<Move> {
    let us = pos.side;
    let mut legal: Vec<Move> = pseudo_legal(pos)
        .into_iter()
        .filter(|&m| {
            let mut after = pos.clone();
            after.do_move(m);
            !reference_attacked(&after, after.king_square(us), us.opponent(), &[])
        })
        .collect();
    legal.sort_by_key(|m| m.raw());
    legal.dedup();
    legal
}
