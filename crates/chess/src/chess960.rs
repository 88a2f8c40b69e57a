//! Chess960 (Fischer random chess): the 960 start positions by Scharnagl's numbering, and the
//! switch that writes and reads castling as king-takes-rook (`e1h1`), as UCI's `UCI_Chess960`
//! asks. Castling itself is the same move either way (the generator always knows the rook's
//! square, read from X-FEN `KQkq` or Shredder-FEN file letters); only its text changes.

use crate::fen::read_fen;
use crate::position::ChessPosition;
use crate::types::file_of;

/// The number of Chess960 start positions.
pub const CHESS960_POSITIONS: u16 = 960;

/// Scharnagl's number of the standard start position.
pub const STANDARD_START_NUMBER: u16 = 518;

/// The placements of the two knights on the five squares left after bishops and queen.
const KNIGHTS: [(usize, usize); 10] = [
    (0, 1),
    (0, 2),
    (0, 3),
    (0, 4),
    (1, 2),
    (1, 3),
    (1, 4),
    (2, 3),
    (2, 4),
    (3, 4),
];

/// The back rank of start position `n` (Scharnagl: the light-squared bishop, the dark one,
/// the queen, the knights, then rook, king, rook on the three squares left), upper case;
/// `None` past 959.
pub fn chess960_back_rank(n: u16) -> Option<[char; 8]> {
    if n >= CHESS960_POSITIONS {
        return None;
    }
    let mut n = usize::from(n);
    let mut rank = [' '; 8];
    rank[2 * (n % 4) + 1] = 'B';
    n /= 4;
    rank[2 * (n % 4)] = 'B';
    n /= 4;
    let empty = |rank: &[char; 8]| -> Vec<usize> { (0..8).filter(|&f| rank[f] == ' ').collect() };
    rank[empty(&rank)[n % 6]] = 'Q';
    n /= 6;
    let (a, b) = KNIGHTS[n];
    let free = empty(&rank);
    rank[free[a]] = 'N';
    rank[free[b]] = 'N';
    for (square, piece) in empty(&rank).into_iter().zip(['R', 'K', 'R']) {
        rank[square] = piece;
    }
    Some(rank)
}

/// The X-FEN of start position `n` (`KQkq`: each rook is the outermost on its wing).
pub fn chess960_start_fen(n: u16) -> Option<String> {
    let white: String = chess960_back_rank(n)?.iter().collect();
    let black = white.to_ascii_lowercase();
    Some(format!(
        "{black}/pppppppp/8/8/8/8/PPPPPPPP/{white} w KQkq - 0 1"
    ))
}

impl ChessPosition {
    /// Start position `n` of Chess960 (0..959; 518 is the standard one), castling written
    /// king-takes-rook.
    pub fn chess960_start(n: u16) -> Option<ChessPosition> {
        let mut p = read_fen(&chess960_start_fen(n)?).ok()?;
        p.chess960 = true;
        Some(p)
    }

    /// Whether castling is written and read king-takes-rook (and FENs carry Shredder-FEN file
    /// letters).
    pub fn is_chess960(&self) -> bool {
        self.chess960
    }

    /// Turns the Chess960 notation on or off. Off is kept on for a position whose castling
    /// only the Chess960 rules know (a king with rights off the e-file, a rook off its corner):
    /// returns whether it is now on.
    pub fn set_chess960(&mut self, on: bool) -> bool {
        self.chess960 = on || self.needs_chess960();
        self.chess960
    }

    /// Whether a castling right of this position starts from squares standard chess has not.
    fn needs_chess960(&self) -> bool {
        (0..4).any(|right| {
            if !self.castling.has_index(right) {
                return false;
            }
            let color = if right < 2 {
                tetrarch_movegen::Color::White
            } else {
                tetrarch_movegen::Color::Black
            };
            let rook = usize::from(self.castle_rook[right]);
            file_of(self.king_square(color)) != 4 || !matches!(file_of(rook), 0 | 7)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tetrarch_movegen::{Notation, Position};

    #[test]
    fn scharnagl_numbers() {
        let rank = |n| chess960_back_rank(n).unwrap().iter().collect::<String>();
        assert_eq!(rank(STANDARD_START_NUMBER), "RNBQKBNR");
        assert_eq!(rank(0), "BBQNNRKR");
        assert_eq!(rank(959), "RKRNNQBB");
        assert_eq!(chess960_back_rank(960), None);
        let mut all: Vec<String> = (0..CHESS960_POSITIONS).map(rank).collect();
        all.sort();
        all.dedup();
        assert_eq!(all.len(), 960);
        for r in &all {
            let king = r.find('K').unwrap();
            assert!(
                r.find('R').unwrap() < king && r.rfind('R').unwrap() > king,
                "{r}"
            );
            let bishops: Vec<usize> = r.match_indices('B').map(|(i, _)| i).collect();
            assert_ne!(bishops[0] % 2, bishops[1] % 2, "{r}");
        }
    }

    #[test]
    fn castling_is_king_takes_rook_when_on() {
        let fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
        let mut p = ChessPosition::from_text(fen).unwrap();
        assert!(!p.is_chess960());
        let short = p.parse_move("e1g1").unwrap();
        assert!(p.set_chess960(true));
        assert_eq!(p.format_move(short), "e1h1");
        assert_eq!(p.parse_move("e1h1").unwrap(), short);
        assert!(
            p.parse_move("e1g1").is_err(),
            "a king step, not castling, in 960"
        );
        assert_eq!(p.to_text(), "r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1");
        assert!(!p.set_chess960(false));
        assert_eq!(p.format_move(short), "e1g1");
        // A rook off its corner needs the 960 rules whatever the switch says.
        let mut q = ChessPosition::from_text("1r2k1r1/8/8/8/8/8/8/1R2K1R1 w KQkq - 0 1").unwrap();
        assert!(q.set_chess960(false));
        let start = ChessPosition::chess960_start(0).unwrap();
        assert_eq!(
            start.to_text(),
            "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1"
        );
        assert_eq!(start.count_moves(), 20);
    }
}
