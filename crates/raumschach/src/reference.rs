//! The plain reference generator: the shared step walker
//! ([`tetrarch_movegen::reference::destinations`]) over each piece's rule, promotions spelled
//! out from coordinates, and legality by make-then-test with the same walker looking for
//! attacks on the king. Slow on purpose and sharing nothing with the fast generator but the
//! rule data and make/unmake; the tests hold the fast generator to it.

use crate::position::RaumschachPosition;
use crate::rules::{piece_rule, SHAPE};
use crate::PieceKind;
use tetrarch_geometry::Square;
use tetrarch_movegen::reference::{destinations, Occupant};
use tetrarch_movegen::{Color, Move};

/// Who stands on `sq`, seen by a piece of `color`.
fn occupant(pos: &RaumschachPosition, color: Color, sq: Square) -> Occupant {
    match pos.piece_at(sq) {
        None => Occupant::Empty,
        Some(p) if p.color == color => Occupant::Own,
        Some(_) => Occupant::Enemy,
    }
}

/// Whether a pawn of `color` arriving on `sq` promotes: rank 5 of level E for White, rank 1 of
/// level A for Black.
fn promotes(color: Color, sq: Square) -> bool {
    let c = SHAPE.coord(sq);
    match color {
        Color::White => c.rank == 4 && c.level == 4,
        Color::Black => c.rank == 0 && c.level == 0,
    }
}

/// Every pseudo-legal move of `color` (own king safety not considered).
pub fn pseudo_legal_moves(pos: &RaumschachPosition, color: Color) -> Vec<Move> {
    let mut out = Vec::new();
    for from in SHAPE.squares() {
        let Some(p) = pos.piece_at(from) else {
            continue;
        };
        if p.color != color {
            continue;
        }
        let rule = piece_rule(color, p.kind);
        for to in destinations(SHAPE, from, &rule, |_| true, |s| occupant(pos, color, s)) {
            if p.kind == PieceKind::Pawn && promotes(color, to) {
                for k in PieceKind::PROMOTIONS {
                    out.push(Move::new(from, to, k as u16));
                }
            } else {
                out.push(Move::new(from, to, 0));
            }
        }
    }
    out
}

/// Whether some piece of `by` can move onto `sq` (so attacks it).
pub fn attacked(pos: &RaumschachPosition, sq: Square, by: Color) -> bool {
    SHAPE.squares().any(|from| match pos.piece_at(from) {
        Some(p) if p.color == by => destinations(
            SHAPE,
            from,
            &piece_rule(by, p.kind),
            |_| true,
            |s| {
                if s == sq {
                    Occupant::Enemy
                } else {
                    occupant(pos, by, s)
                }
            },
        )
        .contains(&sq),
        _ => false,
    })
}

/// Every legal move: pseudo-legal moves after which the mover's king is not attacked.
pub fn legal_moves(pos: &RaumschachPosition) -> Vec<Move> {
    let us = pos.side;
    let mut scratch = pos.clone();
    pseudo_legal_moves(pos, us)
        .into_iter()
        .filter(|&m| {
            scratch.do_move(m);
            let king = scratch.king_square(us);
            let ok = !attacked(&scratch, king, !us);
            scratch.undo_move(m);
            ok
        })
        .collect()
}

/// Perft by the reference generator alone.
pub fn perft(pos: &mut RaumschachPosition, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let moves = legal_moves(pos);
    if depth == 1 {
        return moves.len() as u64;
    }
    let mut n = 0;
    for m in moves {
        pos.do_move(m);
        n += perft(pos, depth - 1);
        pos.undo_move(m);
    }
    n
}
