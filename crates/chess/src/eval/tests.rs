use super::*;
use tetrarch_eval::{offsets, parameter_vector};
use tetrarch_movegen::{MoveList, Notation, Position};

const FENS: &[&str] = &[
    crate::START_FEN,
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
    "2r3k1/3b1pp1/p3p2p/1p2P3/3B1P2/1P4P1/P5KP/2R5 b - - 0 30",
    "8/5k2/5b2/8/8/4K3/3P4/1B6 w - - 0 1",
    "6k1/5ppp/8/8/8/8/1q3PPP/1R4K1 w - - 0 1",
];

fn pos(fen: &str) -> ChessPosition {
    ChessPosition::from_text(fen).unwrap()
}

/// The count of `name[index]` in `p`'s trace (White minus Black).
fn count(p: &ChessPosition, name: &str, index: usize) -> i32 {
    let tables = WEIGHT_TABLES;
    let t = tables.iter().position(|t| t.name == name).expect(name);
    let at = (offsets(tables)[t] + index) as u32;
    p.eval_trace()
        .terms
        .iter()
        .find(|&&(i, _)| i == at)
        .map_or(0, |&(_, c)| c)
}

/// Positions of `FENS` and a few plies of pseudo-random play from each.
fn sample_positions() -> Vec<ChessPosition> {
    let mut out = Vec::new();
    let mut seed = 0x2545_F491_4F6C_DD1Du64;
    for fen in FENS {
        let mut p = pos(fen);
        for _ in 0..40 {
            out.push(p.clone());
            let mut moves = MoveList::new();
            p.generate_moves(&mut moves);
            if moves.is_empty() {
                break;
            }
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            p.make_move(moves[(seed % moves.len() as u64) as usize]);
        }
    }
    out
}

#[test]
fn the_trace_is_the_evaluation() {
    let weights = parameter_vector(WEIGHT_TABLES);
    for p in sample_positions() {
        assert_eq!(
            p.eval_trace().evaluate(&weights),
            p.evaluate_white(),
            "{}",
            p.to_text()
        );
    }
    // The initiative's cap (the end game set to zero, the trace's only end-game scale of 0)
    // is among the samples.
    assert!(sample_positions()
        .iter()
        .any(|p| p.eval_trace().eg_scale == 0));
}

/// The breakdown UCI `eval` prints adds up to the evaluation, and each side's rows are its
/// own: the start position's material rows are equal for both sides.
#[test]
fn the_breakdown_sums_to_the_evaluation() {
    for p in sample_positions() {
        let b = p.eval_breakdown();
        assert_eq!(b.white_total, p.evaluate_white(), "{}", p.to_text());
        assert_eq!(
            b.tapered(b.sum()) + b.fixed,
            b.white_total,
            "{}",
            p.to_text()
        );
    }
    let start = ChessPosition::start_position().eval_breakdown();
    let material = start.rows.iter().find(|r| r.name == "MATERIAL").unwrap();
    assert!(material.white.0 > 0);
    assert_eq!(material.white, material.black);
}

/// The run-time-selected `popcnt` copy and the portable one agree.
#[test]
fn evaluation_copies_agree() {
    for p in sample_positions() {
        assert_eq!(p.evaluate_white(), p.evaluate_white_portable());
    }
}

#[test]
fn pawn_structure_terms() {
    // A lone pawn on d5: isolated and passed (relative rank 4).
    let p = pos("4k3/8/8/3P4/8/8/8/4K3 w - - 0 1");
    assert_eq!(count(&p, "ISOLATED_PAWN", 0), 1);
    assert_eq!(count(&p, "PASSED_PAWN", 4), 1);
    // The same for Black on d4 counts against White.
    let p = pos("4k3/8/8/8/3p4/8/8/4K3 w - - 0 1");
    assert_eq!(count(&p, "PASSED_PAWN", 4), -1);
    // Doubled: the rear one pays; only the front one is passed.
    let p = pos("4k3/8/8/8/8/3P4/3P4/4K3 w - - 0 1");
    assert_eq!(count(&p, "DOUBLED_PAWN", 0), 1);
    assert_eq!(count(&p, "PASSED_PAWN", 2), 1);
    assert_eq!(count(&p, "PASSED_PAWN", 1), 0);
    // Backward: d3 behind its neighbour on e4, d4 guarded by Black's c5 pawn.
    let p = pos("4k3/8/8/2p5/4P3/3P4/8/4K3 w - - 0 1");
    assert_eq!(count(&p, "BACKWARD_PAWN", 0), 1);
    // Connected: a phalanx on d4 e4.
    let p = pos("4k3/8/8/8/3PP3/8/8/4K3 w - - 0 1");
    assert_eq!(count(&p, "CONNECTED_PAWN", 3), 2);
}

#[test]
fn piece_terms() {
    // A rook on an open file, and one behind its own pawn.
    let p = pos("4k3/8/8/8/8/8/P7/1R2K3 w - - 0 1");
    assert_eq!(count(&p, "ROOK_OPEN_FILE", 0), 1);
    let p = pos("4k3/8/8/8/8/8/1P6/1R2K3 w - - 0 1");
    assert_eq!(count(&p, "ROOK_OPEN_FILE", 0), 0);
    // The bishop pair.
    let p = pos("4k3/8/8/8/8/8/8/2B1KB2 w - - 0 1");
    assert_eq!(count(&p, "BISHOP_PAIR", 0), 1);
    // A knight on e5 guarded by d4, with no black pawn able to chase it: an outpost.
    let p = pos("4k3/p7/8/4N3/3P4/8/8/4K3 w - - 0 1");
    assert_eq!(count(&p, "KNIGHT_OUTPOST", 0), 1);
    let p = pos("4k3/5p2/8/4N3/3P4/8/8/4K3 w - - 0 1");
    assert_eq!(count(&p, "KNIGHT_OUTPOST", 0), 0);
}

#[test]
fn threat_terms() {
    // The d4 pawn attacks the knight on e5... of Black: a pawn threat against a knight.
    let p = pos("4k3/8/8/4n3/3P4/8/8/4K3 w - - 0 1");
    assert_eq!(count(&p, "THREAT_BY_PAWN", 1), 1);
    // A black rook attacked by a white bishop.
    let p = pos("4k3/8/8/4r3/8/8/1B6/4K3 w - - 0 1");
    assert_eq!(count(&p, "THREAT_BY_MINOR", 3), 1);
    assert_eq!(count(&p, "HANGING", 0), 1);
}

#[test]
fn king_safety_terms() {
    // Castled king behind f2 g2 h2 versus the same with g2 missing: the g-file loses its
    // shelter pawn.
    let full = pos("4k3/8/8/8/8/8/5PPP/6K1 w - - 0 1");
    let holed = pos("4k3/8/8/8/8/8/5P1P/6K1 w - - 0 1");
    assert_eq!(count(&full, "KING_SHELTER", 8 + 1), 1);
    assert_eq!(count(&holed, "KING_SHELTER", 8), 1);
    // A queen bearing on White's king ring and a rook with a safe check from e1: Stockfish
    // 11's danger, past its threshold, is counted against White's king alone (White-relative
    // counts are negative), in the middle game and the end game; the start position has none.
    let attacked = pos("6k1/8/8/4r3/7q/8/5PPP/6K1 w - - 0 1");
    let danger = [0, 1].map(|k| count(&attacked, "KING_DANGER", k));
    assert!(danger[0] < -50 && danger[1] < 0, "{danger:?}");
    let quiet = pos(crate::START_FEN);
    assert_eq!([0, 1].map(|k| count(&quiet, "KING_DANGER", k)), [0, 0]);
    // Without the rook's check the danger falls.
    let no_check = pos("6k1/8/8/8/7q/8/5PPP/6K1 w - - 0 1");
    assert!(count(&no_check, "KING_DANGER", 0) > danger[0]);
    // A king on a flank (files a-c) without pawns of either side; Black's has pawns.
    let bare = pos("7k/5ppp/8/8/8/8/5PPP/K7 w - - 0 1");
    assert_eq!(count(&bare, "PAWNLESS_FLANK", 0), 1);
}

#[test]
fn drawish_endings_are_scaled() {
    // Opposite-coloured bishops only.
    assert_eq!(
        pos("8/5k2/5b2/8/8/4K3/3P4/1B6 w - - 0 1")
            .eval_trace()
            .eg_scale,
        28
    );
    // A rook against a bishop without pawns.
    assert!(pos("8/8/4kb2/8/8/4K3/8/R7 w - - 0 1").eval_trace().eg_scale < 64);
    assert_eq!(pos(crate::START_FEN).eval_trace().eg_scale, 64);
}

#[test]
fn stockfish_11_piece_and_threat_terms() {
    // A rook shut in beside its king with no castling rights counts twice.
    assert_eq!(
        count(&pos("4k3/8/8/8/8/8/5PPP/5KR1 w - - 0 1"), "TRAPPED_ROOK", 0),
        2
    );
    // A bishop on b2 sees d4 and e5 of the long diagonal.
    let b2 = pos("4k3/8/8/8/8/8/1B6/4K3 w - - 0 1");
    assert_eq!(count(&b2, "LONG_DIAGONAL_BISHOP", 0), 1);
    // A knight on e3 behind the e4 pawn, two squares from its king.
    let e3 = pos("4k3/8/8/8/4P3/4N3/8/4K3 w - - 0 1");
    assert_eq!(count(&e3, "MINOR_BEHIND_PAWN", 0), 1);
    assert_eq!(count(&e3, "KING_PROTECTOR", 0), 2);
    // A rook on the file of the enemy queen.
    let d_file = pos("3qk3/8/8/8/8/8/8/3RK3 w - - 0 1");
    assert_eq!(count(&d_file, "ROOK_ON_QUEEN_FILE", 0), 1);
    // The knight on g2 can reach e3 and f4, both attacking the queen on d5.
    let queen = pos("4k3/8/8/3q4/8/8/6N1/4K3 w - - 0 1");
    assert_eq!(count(&queen, "KNIGHT_ON_QUEEN", 0), 2);
}

#[test]
fn stockfish_11_pawn_terms() {
    // An isolated pawn with no enemy pawn in front.
    let a2 = pos("4k3/8/8/8/8/8/P7/4K3 w - - 0 1");
    assert_eq!(count(&a2, "WEAK_UNOPPOSED", 0), 1);
    let opposed = pos("4k3/p7/8/8/8/8/P7/4K3 w - - 0 1");
    assert_eq!(count(&opposed, "WEAK_UNOPPOSED", 0), 0);
    // A passed pawn on e5 with an unattacked path and its king guarding e6.
    let e5 = pos("k7/8/8/3KP3/8/8/8/8 w - - 0 1");
    assert_eq!(count(&e5, "PASSED_FREE_PATH", 4), 1);
    assert_eq!(count(&e5, "PASSED_STOP_DEFENDED", 4), 1);
    let watched = pos("k3r3/8/8/3KP3/8/8/8/8 w - - 0 1");
    assert_eq!(count(&watched, "PASSED_FREE_PATH", 4), 0);
}

/// The initiative counts its features with the sign of the end-game leader (the cap, where the
/// end game becomes zero, is covered by `the_trace_is_the_evaluation`).
#[test]
fn initiative_terms() {
    // White a pawn up (the end game leads for White); pawns on both flanks; no passed pawn
    // for Black, one for White (the h-pawn).
    let p = pos("4k3/p7/8/8/8/8/P6P/4K3 w - - 0 1");
    assert_eq!(
        count(&p, "INITIATIVE", 0),
        1,
        "passed pawns: h2 (a2 is opposed)"
    );
    assert_eq!(count(&p, "INITIATIVE", 1), 3, "pawns");
    assert_eq!(
        count(&p, "INITIATIVE", 2),
        -7,
        "outflanking: same file, seven ranks"
    );
    assert_eq!(count(&p, "INITIATIVE", 4), 1, "pawns on both flanks");
    assert_eq!(count(&p, "INITIATIVE", 5), 1, "a pure pawn ending");
    assert_eq!(count(&p, "INITIATIVE", 7), 1, "the constant");
    // The same, Black a pawn up: every count turns over.
    let q = pos("4k3/p6p/8/8/8/8/P7/4K3 w - - 0 1");
    assert_eq!(count(&q, "INITIATIVE", 1), -3);
    assert_eq!(count(&q, "INITIATIVE", 7), -1);
    // With pieces on the board: no pure pawn ending.
    let r = pos("4k3/p7/8/8/8/8/P6P/3BK3 w - - 0 1");
    assert_eq!(count(&r, "INITIATIVE", 5), 0);
}
