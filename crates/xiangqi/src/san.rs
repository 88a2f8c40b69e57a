//! Xiangqi SAN as Fairy-Stockfish (and so pyffish's `get_san`) writes it, for game records:
//! the piece letter (K A E H R C P: general, advisor, elephant, horse, chariot, cannon,
//! soldier; soldiers too have a letter), then the origin file, rank, or both when another
//! piece of the same kind and colour has a legal move to the same square (file first, as in
//! chess), `x` for a capture, the destination (ranks 1-10), and `+` for check or `#` for mate.
//!
//! Reading is lenient as PGN readers are: the check mark, the `x` and an unneeded
//! disambiguation may be missing or extra, and the chess-style letters `N` (horse), `B`
//! (elephant) and `S` (soldier) are read too; an ambiguous or illegal text is refused.

use crate::piece::PieceKind;
use crate::rules::SHAPE;
use crate::XiangqiPosition;
use tetrarch_movegen::{Move, MoveList, NotationError, Position};

/// The piece kind a SAN letter names: Fairy-Stockfish's letters and the chess-style aliases.
fn kind_of_letter(letter: char) -> Option<PieceKind> {
    Some(match letter {
        'K' => PieceKind::King,
        'A' => PieceKind::Advisor,
        'E' | 'B' => PieceKind::Elephant,
        'H' | 'N' => PieceKind::Horse,
        'R' => PieceKind::Chariot,
        'C' => PieceKind::Cannon,
        'P' | 'S' => PieceKind::Soldier,
        _ => return None,
    })
}

/// The SAN letter of a piece kind.
fn san_letter(kind: PieceKind) -> char {
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

impl XiangqiPosition {
    /// The SAN of the legal move `m` (`Che3`, `Hxc7+`, `A10e9`).
    pub fn san(&self, m: Move) -> String {
        let Some(piece) = self.piece_at(m.from()) else {
            return format!("{m:?}");
        };
        let name = |sq| SHAPE.square_name(sq);
        let from = name(m.from());
        let (file, rank) = from.split_at(1);
        let mut moves = MoveList::new();
        self.generate_moves(&mut moves);
        let rivals: Vec<Move> = moves
            .iter()
            .copied()
            .filter(|o| o.to() == m.to() && o.from() != m.from())
            .filter(|o| self.piece_at(o.from()) == Some(piece))
            .collect();
        let mut san = String::new();
        san.push(san_letter(piece.kind));
        if !rivals.is_empty() {
            let same_file = rivals.iter().any(|o| name(o.from()).starts_with(file));
            let same_rank = rivals.iter().any(|o| &name(o.from())[1..] == rank);
            if !same_file {
                san.push_str(file);
            } else if !same_rank {
                san.push_str(rank);
            } else {
                san.push_str(&from);
            }
        }
        if self.piece_at(m.to()).is_some() {
            san.push('x');
        }
        san.push_str(&name(m.to()));
        let mut after = self.clone();
        after.make_move(m);
        if after.in_check() {
            san.push(if after.count_moves() == 0 { '#' } else { '+' });
        }
        san
    }

    /// Reads a SAN move (`Che3`, `Hxc7+`, `A10e9`) and checks it is legal here.
    pub fn parse_san(&self, text: &str) -> Result<Move, NotationError> {
        let core = text.trim().trim_end_matches(['+', '#', '!', '?']);
        let malformed = || {
            NotationError::new(format!(
                "'{text}' is not xiangqi SAN (a piece letter K A E H R C P, an optional origin \
                 file or rank, an optional x, then the destination, as in Che3 or Hxc7)"
            ))
        };
        let mut chars = core.chars();
        let kind = chars
            .next()
            .and_then(kind_of_letter)
            .ok_or_else(malformed)?;
        let rest: String = chars.filter(|&c| c != 'x' && c != '-').collect();
        // The destination is the last file letter and the digits after it.
        let split = rest
            .rfind(|c: char| c.is_ascii_lowercase())
            .ok_or_else(malformed)?;
        let (origin, destination) = rest.split_at(split);
        let to = SHAPE.parse_square(destination).ok_or_else(malformed)?;
        let (from_file, from_rank) = match origin.find(|c: char| c.is_ascii_digit()) {
            Some(at) => (&origin[..at], &origin[at..]),
            None => (origin, ""),
        };
        let file_ok = from_file.is_empty()
            || (from_file.len() == 1 && matches!(from_file.as_bytes()[0], b'a'..=b'i'));
        let rank_ok = from_rank.is_empty()
            || matches!(from_rank.parse::<u8>(), Ok(1..=10)) && !from_rank.starts_with('0');
        if !file_ok || !rank_ok {
            return Err(malformed());
        }
        let mut moves = MoveList::new();
        self.generate_moves(&mut moves);
        let candidates: Vec<Move> = moves
            .iter()
            .copied()
            .filter(|m| m.to() == to)
            .filter(|m| self.piece_at(m.from()).is_some_and(|p| p.kind == kind))
            .filter(|m| {
                let name = SHAPE.square_name(m.from());
                let (file, rank) = name.split_at(1);
                (from_file.is_empty() || file == from_file)
                    && (from_rank.is_empty() || rank == from_rank)
            })
            .collect();
        match candidates.as_slice() {
            [m] => Ok(*m),
            [] => Err(NotationError::new(format!(
                "illegal move '{text}': no {} of the side to move can go to {destination}",
                kind.name()
            ))),
            _ => Err(NotationError::new(format!(
                "ambiguous move '{text}': {} {}s can go to {destination}; add the origin file \
                 or rank",
                candidates.len(),
                kind.name()
            ))),
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::XiangqiPosition;
    use tetrarch_movegen::Notation;

    /// `(FEN, move, SAN)` as pyffish's `get_san` gives them.
    const CASES: &[(&str, &str, &str)] = &[
        (
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
            "d1e2",
            "Ade2",
        ),
        (
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
            "b3b10",
            "Cxb10",
        ),
        (
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
            "b3c3",
            "Cbc3",
        ),
        (
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
            "c1e3",
            "Ece3",
        ),
        (
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
            "a4a5",
            "Pa5",
        ),
        (
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/BC5C1/9/RN1AKABNR b - - 1 1",
            "b8b1",
            "Cxb1+",
        ),
        (
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/BC5C1/9/RN1AKABNR b - - 1 1",
            "e10e9",
            "Ke9",
        ),
        (
            "2bak2n1/r7r/nc1ab4/p1pP5/6p1p/2P2Cc2/P5P1P/N8/4KR3/RCBA1A1N1 b - - 5 21",
            "d10e9",
            "A10e9",
        ),
        (
            "rnb1kabC1/9/2r1c4/2p1p4/p1c3pCp/P8/1RP3P1P/4B1N1R/2N6/2BAK4 w - - 19 24",
            "h10h7",
            "C10h7",
        ),
        (
            "3a1a3/n3C4/r2kb1R1b/p7p/1R2C4/2p1P4/P1P3PnP/5A3/N8/3A1KB2 b - - 0 43",
            "d10e9",
            "Adxe9",
        ),
        (
            "1n1k1ab2/1c3c3/3aC1n1r/2p5p/2b1p4/p1P2p3/7RP/B3NAN2/9/1r1RKAB2 w - - 22 41",
            "g3f5",
            "Hgxf5",
        ),
        (
            "3a1a1n1/2r2k3/4bn1c1/1C7/8R/1pP1p1p1P/9/rN2B4/4K4/R2A1A2N b - - 1 45",
            "e5f5",
            "Pef5",
        ),
        (
            "r1bakabn1/9/2n1c3r/p1p1p1p2/8p/9/P1P1P1PcP/3CBAC2/8R/RN1AK1BN1 b - - 13 7",
            "h4e4",
            "Chxe4+",
        ),
    ];

    #[test]
    fn matches_pyffish() {
        for &(fen, text, san) in CASES {
            let p = XiangqiPosition::from_text(fen).unwrap();
            let m = p.parse_move(text).unwrap();
            assert_eq!(p.san(m), san, "{fen} {text}");
        }
    }

    #[test]
    fn mate_is_marked() {
        // The chariot checks on the d-file; e9 and e10 face Red's general (pyffish: `Rd5#`).
        let p = XiangqiPosition::from_text("3k5/9/9/9/9/R8/9/9/9/4K4 w - - 0 1").unwrap();
        assert_eq!(p.san(p.parse_move("a5d5").unwrap()), "Rd5#");
        assert_eq!(p.san(p.parse_move("a5a10").unwrap()), "Ra10+");
    }

    #[test]
    fn every_legal_move_reads_back() {
        for &(fen, _, _) in CASES {
            let p = XiangqiPosition::from_text(fen).unwrap();
            let mut moves = tetrarch_movegen::MoveList::new();
            tetrarch_movegen::Position::generate_moves(&p, &mut moves);
            for &m in moves.iter() {
                assert_eq!(p.parse_san(&p.san(m)).ok(), Some(m), "{fen} {}", p.san(m));
            }
        }
    }

    #[test]
    fn reading_is_lenient() {
        let p = XiangqiPosition::start_position();
        let che3 = p.parse_move("h3e3").unwrap();
        for text in ["Che3", "Che3+", "Ch3e3", "Ch3-e3", "Che3!?"] {
            assert_eq!(p.parse_san(text).ok(), Some(che3), "{text}");
        }
        // Chess-style letters: N for the horse, B for the elephant.
        assert_eq!(p.parse_san("Ng3").ok(), p.parse_move("h1g3").ok());
        assert_eq!(p.parse_san("Bce3").ok(), p.parse_move("c1e3").ok());
    }

    #[test]
    fn bad_text_is_refused_with_the_reason() {
        let p = XiangqiPosition::start_position();
        let err = |t: &str| p.parse_san(t).unwrap_err().to_string();
        assert!(err("Ce3").contains("ambiguous"), "{}", err("Ce3"));
        assert!(err("Re5").contains("no chariot"), "{}", err("Re5"));
        assert!(err("Qe4").contains("not xiangqi SAN"), "{}", err("Qe4"));
        assert!(err("Cz9").contains("not xiangqi SAN"), "{}", err("Cz9"));
        assert!(err("Ce11").contains("not xiangqi SAN"), "{}", err("Ce11"));
    }
}
