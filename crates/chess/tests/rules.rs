//! The laws of the game as the search sees them, and the evaluation's basic promises.

use tetrarch_chess::ChessPosition;
use tetrarch_eval::Evaluate;
use tetrarch_movegen::{MoveList, Notation, Outcome, Position};

fn pos(fen: &str) -> ChessPosition {
    ChessPosition::from_text(fen).unwrap()
}

fn play(p: &mut ChessPosition, moves: &str) {
    for uci in moves.split_whitespace() {
        let m = p.parse_move(uci).unwrap();
        p.make_move(m);
    }
}

#[test]
fn en_passant_never_exposes_the_king_along_the_rank() {
    let p = pos("8/8/8/KPp4r/8/8/8/4k3 w - c6 0 1");
    let e = p.parse_move("b5c6").unwrap_err().to_string();
    assert_eq!(e, "illegal move 'b5c6' in this position");
    // Without the rook the same capture is legal.
    let q = pos("8/8/8/KPp5/8/8/8/4k3 w - c6 0 1");
    assert!(q.parse_move("b5c6").is_ok());
}

#[test]
fn mate_and_stalemate() {
    let mate = pos("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
    assert_eq!(mate.count_moves(), 0);
    assert!(mate.in_check());
    assert_eq!(mate.outcome_without_moves(), Outcome::Loss);
    let stalemate = pos("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
    assert_eq!(stalemate.count_moves(), 0);
    assert_eq!(stalemate.outcome_without_moves(), Outcome::Draw);
}

#[test]
fn repetition_inside_the_tree_and_before_the_root() {
    let shuffle = "g1f3 g8f6 f3g1 f6g8";
    let mut p = ChessPosition::start_position();
    assert_eq!(p.rule_outcome(0), None);
    play(&mut p, shuffle);
    // Twofold: a draw if the earlier occurrence is inside the search tree (4 plies back)...
    assert_eq!(p.rule_outcome(4), Some(Outcome::Draw));
    assert_eq!(p.rule_outcome(8), Some(Outcome::Draw));
    // ...but not when it lies before the root: that needs threefold.
    assert_eq!(p.rule_outcome(0), None);
    assert_eq!(p.rule_outcome(3), None);
    play(&mut p, shuffle);
    assert_eq!(p.rule_outcome(0), Some(Outcome::Draw));
    // Unmaking the last move removes the repetition again.
    let last = p.parse_move("g8f6").unwrap_err();
    assert!(last.to_string().contains("side not to move"));
    let undo = ChessPosition::start_position().parse_move("g1f3").unwrap();
    let mut q = ChessPosition::start_position();
    play(&mut q, shuffle);
    q.make_move(undo);
    // The position after g1f3 repeats too, 4 plies back: outside a 3-ply tree, only twofold.
    assert_eq!(q.rule_outcome(3), None);
    q.unmake_move(undo);
    assert_eq!(q.rule_outcome(4), Some(Outcome::Draw));
    // A capture or pawn move in between resets the clock and with it the history window.
    let mut r = ChessPosition::start_position();
    play(&mut r, "g1f3 g8f6 f3g1 f6g8 e2e4 e7e5 g1f3 g8f6 f3g1 f6g8");
    assert_eq!(r.rule_outcome(0), None);
    assert_eq!(r.rule_outcome(4), Some(Outcome::Draw));
}

#[test]
fn fifty_move_rule_and_mate_on_the_hundredth_ply() {
    let p = pos("4k3/8/8/8/8/8/8/R3K3 w - - 100 80");
    assert_eq!(p.rule_outcome(0), Some(Outcome::Draw));
    let p = pos("4k3/8/8/8/8/8/8/R3K3 w - - 99 80");
    assert_eq!(p.rule_outcome(0), None);
    let mut p = pos("6k1/8/6K1/8/8/8/8/R7 w - - 99 80");
    play(&mut p, "a1a8");
    assert_eq!(
        p.rule_outcome(1),
        Some(Outcome::Loss),
        "mate outranks the 50-move draw"
    );
}

#[test]
fn insufficient_material() {
    for fen in [
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1",
        "4k3/8/8/8/8/8/8/4KN2 w - - 0 1",
        "4k3/8/8/8/8/8/8/4KB2 b - - 0 1",
        "2b1k3/8/8/8/8/8/8/4KB2 w - - 0 1",
        "4k3/8/8/8/8/8/8/3BKB2 w - - 0 1",
    ] {
        assert_eq!(pos(fen).rule_outcome(0), Some(Outcome::Draw), "{fen}");
    }
    for fen in [
        "4k3/8/8/8/8/8/8/2B1KB2 w - - 0 1",
        "4k3/8/8/8/8/8/8/3NKN2 w - - 0 1",
        "1b2k3/8/8/8/8/8/8/4KB2 w - - 0 1",
        "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1",
        "4k3/8/8/8/8/8/8/4K2R w - - 0 1",
    ] {
        assert_eq!(pos(fen).rule_outcome(0), None, "{fen}");
    }
}

#[test]
fn null_move_rules() {
    assert!(ChessPosition::start_position().null_move_allowed());
    assert!(!pos("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1").null_move_allowed());
    assert!(
        !pos("4k3/8/8/8/8/8/4r3/R3K3 w - - 0 1").null_move_allowed(),
        "in check"
    );
    let mut p = pos("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3");
    let before = p.clone();
    p.make_null_move();
    assert_eq!(p.key(), p.compute_key());
    p.unmake_null_move();
    assert_eq!(p, before);
}

#[test]
fn evaluation_is_symmetric_and_side_relative() {
    let mut moves = MoveList::new();
    let mut p = ChessPosition::start_position();
    // The start position is worth the same to whoever is to move (the tempo).
    let black_to_move = pos("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1");
    assert_eq!(p.evaluate(), black_to_move.evaluate());
    assert_eq!(p.evaluate_white(), -black_to_move.evaluate_white());
    // Mirroring colours (flip ranks, swap case and side) negates the White-relative score.
    for fen in [
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
    ] {
        let a = pos(fen);
        let b = pos(&mirror(fen));
        assert_eq!(a.evaluate_white(), -b.evaluate_white(), "{fen}");
        assert_eq!(
            a.evaluate(),
            b.evaluate(),
            "side-relative: same for the mirrored side"
        );
    }
    // An extra queen is worth a lot, for whoever has it.
    let up = pos("3qk3/8/8/8/8/8/8/4K3 w - - 0 1");
    assert!(up.evaluate() < -800);
    p.generate_moves(&mut moves);
    p.make_move(moves[0]);
    assert_eq!(p.accumulator(), p.compute_accumulator());
}

fn mirror(fen: &str) -> String {
    let fields: Vec<&str> = fen.split(' ').collect();
    let board: Vec<String> = fields[0]
        .split('/')
        .rev()
        .map(|r| r.chars().map(swap_case).collect())
        .collect();
    let side = if fields[1] == "w" { "b" } else { "w" };
    let castling: String = if fields[2] == "-" {
        "-".into()
    } else {
        let mut c: Vec<char> = fields[2].chars().map(swap_case).collect();
        c.sort_by_key(|c| (c.is_ascii_lowercase(), *c != 'K' && *c != 'k'));
        c.into_iter().collect()
    };
    format!(
        "{} {side} {castling} - {} {}",
        board.join("/"),
        fields[4],
        fields[5]
    )
}

fn swap_case(c: char) -> char {
    if c.is_ascii_uppercase() {
        c.to_ascii_lowercase()
    } else {
        c.to_ascii_uppercase()
    }
}

#[test]
fn capture_history_codes_name_the_victim() {
    // Pawn 0 ... queen 4; en passant takes a pawn; a promotion onto an empty square takes
    // nothing, which has its own code (6); every code is below PIECE_CODES.
    let p = pos("r3k3/1P6/8/3pP3/8/2q5/3Q4/4K3 w - d6 0 1");
    let code = |uci: &str| p.captured_piece(p.parse_move(uci).unwrap());
    assert_eq!(code("d2c3"), 4);
    assert_eq!(code("e5d6"), 0);
    assert_eq!(code("b7a8q"), 3);
    assert_eq!(code("b7b8n"), 6);
    // The mover's code differs by piece and colour.
    assert_ne!(
        p.moved_piece(p.parse_move("d2c3").unwrap()),
        p.moved_piece(p.parse_move("e5d6").unwrap())
    );
    for c in [code("d2c3"), code("e5d6"), code("b7a8q"), code("b7b8n")] {
        assert!(c < ChessPosition::PIECE_CODES);
    }
}
