//! The plain reference generator: every piece's movements walked step by step by
//! [`tetrarch_movegen::reference::destinations`] from the data in [`crate::rules`], and
//! legality decided by walking every enemy piece again and scanning the generals' file.
//! Slow and independent of the fast tables; tests compare the two.

use crate::rules::{movements, SHAPE};
use crate::{Piece, PieceKind, XiangqiPosition};
use tetrarch_geometry::{Coord, Square};
use tetrarch_movegen::reference::{destinations, Occupant};
use tetrarch_movegen::{Color, Move};

/// A bare board: a piece or nothing on each of the 90 squares.
type Board = [Option<Piece>; 90];

fn board_of(pos: &XiangqiPosition) -> Board {
    core::array::from_fn(|i| pos.piece_at(Square::new(i)))
}

/// Pseudo-legal destinations of the piece on `from`.
fn piece_destinations(board: &Board, from: Square) -> Vec<Square> {
    let Some(p) = board[from.index()] else {
        return Vec::new();
    };
    let occupant = |sq: Square| match board[sq.index()] {
        None => Occupant::Empty,
        Some(q) if q.color == p.color => Occupant::Own,
        Some(_) => Occupant::Enemy,
    };
    let mut out = Vec::new();
    for m in movements(p.kind, p.color) {
        let zone = m.zone.squares(p.color);
        use tetrarch_geometry::Bitboard;
        for to in destinations(SHAPE, from, &m.rule, |s| zone.contains(s), occupant) {
            if !out.contains(&to) {
                out.push(to);
            }
        }
    }
    out
}

/// Whether `color`'s general is capturable or faces the other general on an open file.
fn exposed(board: &Board, color: Color) -> bool {
    let find = |c: Color| {
        (0..90)
            .map(Square::new)
            .find(|&s| board[s.index()] == Some(Piece::new(c, PieceKind::King)))
    };
    let (Some(own), Some(other)) = (find(color), find(color.opponent())) else {
        return true;
    };
    let (a, b) = (SHAPE.coord(own), SHAPE.coord(other));
    if a.file == b.file {
        let (lo, hi) = (a.rank.min(b.rank), a.rank.max(b.rank));
        let open =
            (lo + 1..hi).all(|r| board[SHAPE.square(Coord::new(a.file, r, 0)).index()].is_none());
        if open {
            return true;
        }
    }
    (0..90).map(Square::new).any(|s| {
        matches!(board[s.index()], Some(p) if p.color != color)
            && piece_destinations(board, s).contains(&own)
    })
}

/// Every legal move of the side to move, by the plain walker.
pub fn legal_moves(pos: &XiangqiPosition) -> Vec<Move> {
    let board = board_of(pos);
    let us = pos.side;
    let mut out = Vec::new();
    for from in (0..90).map(Square::new) {
        if !matches!(board[from.index()], Some(p) if p.color == us) {
            continue;
        }
        for to in piece_destinations(&board, from) {
            let mut after = board;
            after[to.index()] = after[from.index()].take();
            if !exposed(&after, us) {
                out.push(Move::new(from, to, 0));
            }
        }
    }
    out
}

/// Whether the side to move's general is attacked (by the plain walker; the generals facing
/// each other counts).
pub fn in_check(pos: &XiangqiPosition) -> bool {
    exposed(&board_of(pos), pos.side)
}
