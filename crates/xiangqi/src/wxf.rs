//! WXF notation, the one xiangqi players read (`C2=5`, `H8+7`, `R+=6`), written as
//! Fairy-Stockfish (pyffish's `NOTATION_XIANGQI_WXF`) writes it:
//! - the piece letter (K A E H R C P), then the file it leaves, files counted 1-9 from the
//!   mover's right (Red's a-file is 9, Black's is 1);
//! - then `+` forward, `-` backward or `=` sideways, and a number: for the pieces that move
//!   straight (general, chariot, cannon, soldier) the ranks moved forward or back, or the file
//!   reached sideways; for the ones that move diagonally (advisor, elephant, horse) the file
//!   reached;
//! - two chariots, cannons, horses or soldiers of one side on one file are told apart by `+`
//!   (the front one) or `-` (the rear one) in place of the file: `R+=6`. Advisors and
//!   elephants never need it (their direction tells them apart);
//! - soldiers, when a file holds three or more of one side, or two files hold two or more, are
//!   named by their place on the file counted from the front and the file: `27=6` is the
//!   second soldier on file 7.

use crate::piece::PieceKind;
use crate::rules::SHAPE;
use crate::XiangqiPosition;
use tetrarch_geometry::{Coord, Square};
use tetrarch_movegen::{Color, Move};

/// The WXF letter of a piece kind.
fn wxf_letter(kind: PieceKind) -> char {
    match kind {
        PieceKind::King => 'K',
        PieceKind::Advisor => 'A',
        PieceKind::Elephant => 'E',
        PieceKind::Horse => 'H',
        PieceKind::Chariot => 'R',
        PieceKind::Cannon => 'C',
        PieceKind::Soldier => 'P',
    }
}

/// A board file (0 = a) as `color` numbers it: 1-9 from its right.
fn file_number(color: Color, file: u8) -> u8 {
    match color {
        Color::White => 9 - file,
        Color::Black => file + 1,
    }
}

/// How far forward `rank` is for `color` (Red moves up the ranks, Black down).
fn forwardness(color: Color, rank: u8) -> i32 {
    match color {
        Color::White => i32::from(rank),
        Color::Black => 9 - i32::from(rank),
    }
}

impl XiangqiPosition {
    /// The ranks (0-9) of `color`'s pieces of `kind` on `file`, front first.
    fn file_ranks(&self, color: Color, kind: PieceKind, file: u8) -> Vec<u8> {
        let mut ranks: Vec<u8> = (0..10)
            .filter(|&rank| {
                let sq: Square = SHAPE.square(Coord::new(file, rank, 0));
                self.piece_at(sq)
                    .is_some_and(|p| p.color == color && p.kind == kind)
            })
            .collect();
        ranks.sort_by_key(|&r| -forwardness(color, r));
        ranks
    }

    /// The WXF text of the legal move `m` (`C2=5`, `H8+7`, `R+=6`, `27=6`).
    pub fn wxf(&self, m: Move) -> String {
        let Some(piece) = self.piece_at(m.from()) else {
            return format!("{m:?}");
        };
        let (color, kind) = (piece.color, piece.kind);
        let from = SHAPE.coord(m.from());
        let to = SHAPE.coord(m.to());
        let mut out = String::with_capacity(4);

        let same_file = self.file_ranks(color, kind, from.file);
        let place = same_file.iter().position(|&r| r == from.rank).unwrap_or(0);
        let tandem_kind = !matches!(kind, PieceKind::Advisor | PieceKind::Elephant);
        let crowded_soldiers = kind == PieceKind::Soldier
            && (same_file.len() >= 3
                || (0..9)
                    .filter(|&f| self.file_ranks(color, kind, f).len() >= 2)
                    .count()
                    >= 2);
        if crowded_soldiers && same_file.len() >= 2 {
            out.push(char::from(b'1' + place as u8));
            out.push(char::from(b'0' + file_number(color, from.file)));
        } else {
            out.push(wxf_letter(kind));
            if tandem_kind && same_file.len() == 2 {
                out.push(if place == 0 { '+' } else { '-' });
            } else {
                out.push(char::from(b'0' + file_number(color, from.file)));
            }
        }

        let ahead = forwardness(color, to.rank) - forwardness(color, from.rank);
        out.push(match ahead.signum() {
            1 => '+',
            -1 => '-',
            _ => '=',
        });
        let straight = matches!(
            kind,
            PieceKind::King | PieceKind::Chariot | PieceKind::Cannon | PieceKind::Soldier
        );
        let number = if straight && ahead != 0 {
            ahead.unsigned_abs() as u8
        } else {
            file_number(color, to.file)
        };
        out.push(char::from(b'0' + number));
        out
    }
}

#[cfg(test)]
mod tests {
    use crate::XiangqiPosition;
    use tetrarch_movegen::Notation;

    /// `(FEN, [(move, WXF)])` as pyffish's `get_san(..., NOTATION_XIANGQI_WXF)` writes them.
    const CASES: &[(&str, &[(&str, &str)])] = &[
        (
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
            &[
                ("h3e3", "C2=5"),
                ("b3b10", "C8+7"),
                ("b3b2", "C8-1"),
                ("h1g3", "H2+3"),
                ("b1c3", "H8+7"),
                ("c1e3", "E7+5"),
                ("d1e2", "A6+5"),
                ("a1a3", "R9+2"),
                ("i4i5", "P1+1"),
                ("e1e2", "K5+1"),
            ],
        ),
        (
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 0 1",
            &[
                ("h8e8", "C8=5"),
                ("b8b1", "C2+7"),
                ("b8b9", "C2-1"),
                ("h10g8", "H8+7"),
                ("b10c8", "H2+3"),
                ("g10e8", "E7+5"),
                ("d10e9", "A4+5"),
                ("i10i8", "R9+2"),
                ("a7a6", "P1+1"),
                ("e10e9", "K5+1"),
            ],
        ),
        // Tandem chariots: front and rear.
        (
            "3k5/9/9/9/4R4/9/4R4/9/9/5K3 w - - 0 1",
            &[
                ("e6e10", "R++4"),
                ("e6d6", "R+=6"),
                ("e6e5", "R+-1"),
                ("e4e1", "R--3"),
                ("e4e5", "R-+1"),
                ("f1e1", "K4=5"),
            ],
        ),
        // Tandem horses.
        (
            "5k3/9/9/9/2N6/9/2N6/9/9/3K5 w - - 0 1",
            &[
                ("c4b2", "H--8"),
                ("c4e5", "H-+5"),
                ("c6d8", "H++6"),
                ("c6a5", "H+-9"),
            ],
        ),
        (
            "3k5/9/4n4/9/4n4/9/9/9/9/5K3 b - - 0 1",
            &[("e6d4", "H++4"), ("e8d6", "H-+4"), ("e6d8", "H+-4")],
        ),
        // Elephants and advisors on one file keep the file number.
        (
            "3k5/9/9/9/9/2B6/9/9/9/2B2K3 w - - 0 1",
            &[("c1e3", "E7+5"), ("c5e3", "E7-5"), ("c5a3", "E7-9")],
        ),
        (
            "4k4/9/9/9/9/9/9/4A4/3K5/4A4 w - - 0 1",
            &[("e1f2", "A5+4"), ("e3f2", "A5-4"), ("d2d3", "K6+1")],
        ),
        // A chariot and a cannon on one file are not tandem.
        (
            "3k5/9/9/9/4C4/9/9/4R4/9/5K3 w - - 0 1",
            &[("e3e5", "R5+2"), ("e6e10", "C5+4")],
        ),
        // Two soldiers on one file: front and rear.
        ("5k3/9/9/9/9/2P6/2P6/9/9/3K5 w - - 0 1", &[("c5c6", "P++1")]),
        // Three on one file, or two files of two: place and file.
        (
            "5k3/9/9/9/9/2P6/2P6/2P6/9/3K5 w - - 0 1",
            &[("c5c6", "17+1")],
        ),
        (
            "5k3/9/9/9/9/2P1P4/2P1P4/9/9/3K5 w - - 0 1",
            &[("c5c6", "17+1"), ("e5e6", "15+1")],
        ),
        (
            "5k3/9/9/2P1P4/2P1P4/4P4/9/9/9/3K5 w - - 0 1",
            &[
                ("c6d6", "27=6"),
                ("e6d6", "25=6"),
                ("e7d7", "15=6"),
                ("c7d7", "17=6"),
            ],
        ),
        (
            "3k5/9/9/9/9/2p1p4/2p1p4/4p4/9/5K3 b - - 0 1",
            &[
                ("e3e2", "15+1"),
                ("e3d3", "15=4"),
                ("c4c3", "13+1"),
                ("c4b4", "13=2"),
                ("e4f4", "25=6"),
                ("c5d5", "23=4"),
                ("e5f5", "35=6"),
                ("d10d9", "K4+1"),
            ],
        ),
    ];

    #[test]
    fn matches_pyffish() {
        for &(fen, moves) in CASES {
            let p = XiangqiPosition::from_text(fen).unwrap();
            for &(text, wxf) in moves {
                let m = p.parse_move(text).unwrap();
                assert_eq!(p.wxf(m), wxf, "{fen} {text}");
            }
        }
    }
}
