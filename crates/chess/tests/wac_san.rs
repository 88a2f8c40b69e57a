//! Every position and best move of the Win-At-Chess suite (`tests/data/tactics/wac.epd`):
//! the EPD's four FEN fields read, each `bm` SAN move reads as a legal move, and writing
//! that move back gives the same SAN (check marks included).

use tetrarch_chess::ChessPosition;
use tetrarch_movegen::Notation;

const WAC: &str = include_str!("../../../tests/data/tactics/wac.epd");

#[test]
fn wac_best_moves_round_trip_through_san() {
    let mut moves = 0;
    for line in WAC.lines().filter(|l| !l.trim().is_empty()) {
        let fields: Vec<&str> = line.split_whitespace().collect();
        let fen = fields[..4].join(" ");
        let pos = ChessPosition::from_text(&fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
        let ops = fields[4..].join(" ");
        let bm = ops
            .split(';')
            .find_map(|op| op.trim().strip_prefix("bm "))
            .unwrap_or_else(|| panic!("no bm in {line}"));
        for san in bm.split_whitespace() {
            let m = pos
                .parse_san(san)
                .unwrap_or_else(|e| panic!("{fen}: {san}: {e}"));
            assert_eq!(pos.san(m), san, "{fen}");
            moves += 1;
        }
    }
    assert!(moves >= 300, "{moves}");
}
