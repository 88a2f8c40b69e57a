use super::*;
use tetrarch_eval::{offsets, parameter_vector};
use tetrarch_movegen::{MoveList, Notation};

const FENS: &[&str] = &[
    crate::START_FEN,
    "1Rba1ab2/r2nkC2r/4c4/2pnp3p/p8/P8/2P1P3P/2C1B3B/3c5/4KA1NR w - - 14 23",
    "2bak2nr/4a4/nC5rP/p1p3pc1/2b3C2/4p1Bc1/P1P1P1P2/R3R3B/4A4/1N1A1K1N1 b - - 24 31",
    "r1bakab1r/9/1cn3nc1/p1p1p1p1p/9/9/P1P1P1P1P/1CN3NC1/9/R1BAKAB1R w - - 4 3",
    "3ak4/4a4/4b4/9/2p6/9/9/4B4/4A4/3AK4 w - - 0 40",
    "4k4/9/9/9/9/9/9/9/4p4/3K5 w - - 0 1",
];

fn pos(fen: &str) -> XiangqiPosition {
    XiangqiPosition::from_text(fen).unwrap()
}

/// The count of `name[index]` in `p`'s trace (Red minus Black).
fn count(p: &XiangqiPosition, name: &str, index: usize) -> i32 {
    let tables = WEIGHT_TABLES;
    let t = tables.iter().position(|t| t.name == name).expect(name);
    let at = (offsets(tables)[t] + index) as u32;
    p.eval_trace()
        .terms
        .iter()
        .find(|&&(i, _)| i == at)
        .map_or(0, |&(_, c)| c)
}

/// The sum of the counts of every entry of table `name`.
fn total(p: &XiangqiPosition, name: &str) -> i32 {
    let n = WEIGHT_TABLES
        .iter()
        .find(|t| t.name == name)
        .expect(name)
        .values
        .len();
    (0..n).map(|i| count(p, name, i)).sum()
}

/// Positions of `FENS` and pseudo-random playouts from each, down to bare endings.
fn sample_positions() -> Vec<XiangqiPosition> {
    let mut out = Vec::new();
    let mut seed = 0x2545_F491_4F6C_DD1Du64;
    for fen in FENS {
        for _ in 0..3 {
            let mut p = pos(fen);
            for _ in 0..120 {
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
    }
    out
}

/// The same position with colours swapped and the board turned over.
fn mirrored(p: &XiangqiPosition) -> XiangqiPosition {
    let fen = p.to_text();
    let mut fields = fen.split(' ');
    let board = fields.next().unwrap();
    let side = if fields.next().unwrap() == "w" {
        "b"
    } else {
        "w"
    };
    let flipped: Vec<String> = board
        .split('/')
        .rev()
        .map(|r| {
            r.chars()
                .map(|c| {
                    if c.is_ascii_uppercase() {
                        c.to_ascii_lowercase()
                    } else {
                        c.to_ascii_uppercase()
                    }
                })
                .collect()
        })
        .collect();
    pos(&format!("{} {side} - - 0 1", flipped.join("/")))
}

#[test]
fn the_trace_is_the_evaluation() {
    let weights = parameter_vector(WEIGHT_TABLES);
    let positions = sample_positions();
    assert!(positions.len() > 1500);
    for p in positions {
        assert_eq!(
            p.eval_trace().evaluate(&weights),
            p.evaluate_white(),
            "{}",
            p.to_text()
        );
    }
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
    let start = XiangqiPosition::start_position().eval_breakdown();
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

/// Every term is colour-blind: the turned-over position scores the same for its mover.
#[test]
fn evaluation_is_colour_symmetric() {
    for p in sample_positions() {
        assert_eq!(p.evaluate(), mirrored(&p).evaluate(), "{}", p.to_text());
    }
}

#[test]
fn cannon_terms() {
    // An empty-head cannon: nothing between the red cannon on e5 and the black general.
    let p = pos("4k4/9/9/9/9/4C4/9/9/9/3K5 w - - 0 1");
    assert_eq!(count(&p, "CANNON_KING_FILE", 0), 1);
    // With two pieces between (a central cannon one screen from check).
    let p = pos("3ak4/4a4/4n4/9/9/4C4/9/9/9/3K5 w - - 0 1");
    assert_eq!(count(&p, "CANNON_KING_FILE", 2), 1);
    // A bottom cannon on Black's back rank.
    let p = pos("C3k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1");
    assert_eq!(count(&p, "CANNON_KING_RANK", 0), 1);
    // The same for Black counts against Red.
    let p = pos("4k4/9/9/9/9/9/9/9/9/c2K5 w - - 0 1");
    assert_eq!(count(&p, "CANNON_KING_RANK", 0), -1);
}

#[test]
fn mobility_counts_open_legs_and_safe_squares() {
    // A horse on e5 with all four legs open: eight targets.
    let p = pos("4k4/9/9/9/9/4N4/9/9/9/3K5 w - - 0 1");
    assert_eq!(count(&p, "HORSE_MOBILITY", 8), 1);
    // A black soldier on its leg e6 closes d7 and f7 (and guards only e5, the horse).
    let p = pos("4k4/9/9/9/4p4/4N4/9/9/9/3K5 w - - 0 1");
    assert_eq!(count(&p, "HORSE_MOBILITY", 6), 1);
    // A chariot in the corner: its file up and two squares beside it, on an open file.
    let p = pos("4k4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1");
    assert_eq!(count(&p, "CHARIOT_MOBILITY", 11), 1);
    assert_eq!(total(&p, "CHARIOT_MOBILITY"), 1);
    assert_eq!(count(&p, "CHARIOT_OPEN_FILE", 0), 1);
}

#[test]
fn palace_and_defender_terms() {
    let start = pos(crate::START_FEN);
    // Both generals at home with both advisors on the back rank.
    assert_eq!(
        count(&start, "ADVISOR_SHAPE", 1),
        0,
        "Red +1 and Black -1 cancel"
    );
    assert_eq!(count(&start, "ELEPHANTS_LINKED", 0), 0);
    // No attack: both sides' advisors counted at level 0, cancelling.
    assert_eq!(total(&start, "ADVISOR_BY_ATTACK"), 0);
    // Red's chariots across the river raise the attack level against Black.
    let p = pos("3ak4/4a4/R7R/9/9/9/9/9/9/3K5 w - - 0 1");
    assert_eq!(count(&p, "ADVISOR_BY_ATTACK", 8), -2);
    // Two red chariots bearing on Black's palace: king danger for Black only, the units above
    // each knot it passes.
    let danger: Vec<i32> = (0..4).map(|k| count(&p, "KING_DANGER", k)).collect();
    assert!(danger[0] < 0, "{danger:?}");
    assert!(
        danger.windows(2).all(|w| w[0] <= w[1] && w[1] <= 0),
        "{danger:?}"
    );
}

#[test]
fn open_file_to_the_general() {
    // Red's general on e1 behind its advisor: shielded; Black's on d10 with nothing ahead.
    let p = pos("3k5/9/9/9/9/9/9/9/4A4/4K4 w - - 0 1");
    assert_eq!(count(&p, "KING_OPEN_FILE", 0), -1);
    assert_eq!(count(&p, "KING_OPEN_FILE", 1), 0);
    // A red chariot on d3: Black's file holds an enemy piece only; Red's e file is open.
    let p = pos("3k5/9/9/9/9/9/9/3R5/9/4K4 b - - 0 1");
    assert_eq!(count(&p, "KING_OPEN_FILE", 1), -1);
    assert_eq!(count(&p, "KING_OPEN_FILE", 0), 1);
    // A black piece ahead of Black's general shields it, whatever stands beyond.
    let p = pos("3k5/3a5/9/9/9/9/9/3R5/9/4K4 w - - 0 1");
    assert_eq!(total(&p, "KING_OPEN_FILE"), 1);
}

#[test]
fn soldier_terms() {
    // Two red soldiers side by side across the river against a bare general.
    let p = pos("4k4/9/9/3PP4/9/9/9/9/9/3K5 w - - 0 1");
    assert_eq!(count(&p, "CROSSED_SOLDIER", 0), 2);
    assert_eq!(count(&p, "CONNECTED_SOLDIER", 0), 2);
    // Against two advisors and two elephants.
    let p = pos("2bakab2/9/9/3P5/9/9/9/9/9/3K5 w - - 0 1");
    assert_eq!(count(&p, "CROSSED_SOLDIER", 4), 1);
}

#[test]
fn threat_terms() {
    // A red soldier across the river attacks the black chariot beside it.
    let p = pos("4k4/9/9/3Pr4/9/9/9/9/9/3K5 w - - 0 1");
    assert_eq!(
        count(&p, "THREAT_BY_SOLDIER", PieceKind::Chariot.index()),
        1
    );
    // A red horse attacks an undefended black cannon: a threat and a hanging piece.
    let p = pos("4k4/9/9/9/2c6/9/3N5/9/9/3K5 w - - 0 1");
    assert_eq!(count(&p, "THREAT_BY_MINOR", PieceKind::Cannon.index()), 1);
    assert_eq!(count(&p, "HANGING", 0), 1);
}

#[test]
fn endings_that_cannot_be_won_are_scaled() {
    // Red has only advisors and elephants more.
    let p = pos("4k4/9/9/9/9/9/9/4B4/4A4/3AK4 w - - 0 1");
    assert_eq!(p.eval_trace().eg_scale, 0);
    // Black's two advisors against a lone soldier: neither side can win.
    let p = pos("3ak4/4a4/9/9/9/4P4/9/9/9/3K5 w - - 0 1");
    assert_eq!(p.eval_trace().eg_scale, 0);
    // A lone soldier (with all its defenders) against two advisors.
    let p = pos("3ak4/4a4/9/9/9/4P4/9/9/9/2BAKAB2 w - - 0 1");
    assert_eq!(p.eval_trace().eg_scale, 16);
    assert_eq!(pos(crate::START_FEN).eval_trace().eg_scale, 64);
}
