//! What a downstream user sees: the board decoded through the public piece codes and the
//! typed accessors, the castling rights as flags.

use tetrarch_chess::{
    code_color, code_kind, piece_code, CastlingRights, ChessPosition, PieceKind, NO_PIECE,
};
use tetrarch_movegen::{Color, Notation, Position};

#[test]
fn pieces_decode_from_outside_the_crate() {
    let pos = ChessPosition::start_position();
    // e1 is square 4 (a1 = 0, rank by rank).
    assert_eq!(pos.piece_on(4), Some((Color::White, PieceKind::King)));
    assert_eq!(pos.piece_on(59), Some((Color::Black, PieceKind::Queen)));
    assert_eq!(pos.piece_on(28), None);
    let code = pos.piece_at(62);
    assert_eq!(
        (code_color(code), code_kind(code)),
        (Color::Black, PieceKind::Knight)
    );
    assert_eq!(code, piece_code(Color::Black, PieceKind::Knight));
    assert_eq!(pos.piece_at(28), NO_PIECE);
}

#[test]
fn castling_rights_follow_the_moves() {
    let mut pos = ChessPosition::start_position();
    assert_eq!(pos.castling_rights(), CastlingRights::all());
    for text in ["e2e4", "e7e5", "e1e2", "a7a6", "e2e1", "a8a7"] {
        let m = pos.parse_move(text).unwrap();
        pos.make_move(m);
    }
    assert_eq!(pos.castling_rights(), CastlingRights::BLACK_SHORT);
    let from_fen = ChessPosition::from_text("4k2r/8/8/8/8/8/8/R3K3 w Qk - 0 1").unwrap();
    assert_eq!(
        from_fen.castling_rights(),
        CastlingRights::WHITE_LONG | CastlingRights::BLACK_SHORT
    );
}
