//! The page's game, natively: cells of legal moves match the board, play/undo, the end with its
//! reason and result, the exports (PGN, move list), bad pasted positions, and the short forced
//! games the browser test plays (`web/tests/browser.test.mjs` uses these same positions).

use tetrarch_web::engine::{think, Strength};
use tetrarch_web::Session;

const VARIANTS: [&str; 6] = [
    "chess",
    "xiangqi",
    "raumschach",
    "gomoku15",
    "gomoku20-renju",
    "gomoku15-caro",
];

/// The forced games of the browser test: (variant, position, moves by clicks, the engine's
/// reply if any, the result shown).
pub const FORCED: [(&str, &str, &[&str], bool, &str); 4] = [
    (
        "chess",
        "6k1/8/8/8/8/1r6/r7/7K w - - 0 1",
        &["h1g1"],
        true,
        "Black wins by checkmate",
    ),
    (
        "xiangqi",
        "4k4/R8/1R7/9/9/9/9/9/9/3K5 w - - 0 1",
        &["b8b10"],
        false,
        "Red wins by checkmate",
    ),
    (
        "raumschach",
        "k4/5/5/5/1R3|5/5/5/5/1R3|5/5/5/5/5|5/5/5/5/5|4R/R4/5/5/4K w - - 0 1",
        &["Ae5Aa5"],
        false,
        "White wins by checkmate",
    ),
    (
        "gomoku15",
        "15x15 freestyle b b:a1,a3,a5,a7 w:f8,g8,h8,i8",
        &["e8"],
        true,
        "White wins by five in a row",
    ),
];

#[test]
fn legal_moves_name_cells_of_the_board_holding_the_movers_pieces() {
    for variant in VARIANTS {
        let mut session = Session::new(variant).unwrap();
        for ply in 0..6 {
            let board = session.board();
            let piece_at = |name: &str| {
                board
                    .cells
                    .iter()
                    .find(|c| c.name == name)
                    .unwrap_or_else(|| panic!("{variant}: no cell {name}"))
                    .piece
            };
            let moves = session.legal_moves();
            assert!(!moves.is_empty(), "{variant}");
            let first_player = session.status().side == 0;
            for m in &moves {
                assert!(m.text.starts_with(m.from.as_deref().unwrap_or(&m.to)));
                match &m.from {
                    Some(from) => {
                        let piece = piece_at(from).expect("a piece on the from-cell");
                        assert_eq!(piece.is_ascii_uppercase(), first_player, "{variant} {m:?}");
                    }
                    None => assert_eq!(piece_at(&m.to), None, "{variant} {m:?}"),
                }
                piece_at(&m.to);
            }
            let pick = moves[(ply * 7 + 3) % moves.len()].text.clone();
            session.play(&pick).unwrap();
        }
        assert_eq!(session.moves().len(), 6);
    }
}

#[test]
fn play_undo_and_replay_agree() {
    let mut s = Session::new("chess").unwrap();
    let start = s.position_text();
    s.play("e2e4").unwrap();
    s.play("Nf6").unwrap();
    assert_eq!(s.move_texts(), "e2e4 g8f6");
    assert_eq!(s.numbered_moves(), "1. e4 Nf6");
    assert_eq!(s.last_move().unwrap().text, "g8f6");
    let replayed = Session::replay("chess", "", &s.move_texts()).unwrap();
    assert_eq!(replayed.position_text(), s.position_text());
    assert!(s.undo());
    assert!(s.undo());
    assert!(!s.undo());
    assert_eq!(s.position_text(), start);
    assert_eq!(s.status().text, "White to move");
}

#[test]
fn illegal_moves_and_bad_positions_are_refused_with_the_reason() {
    let mut s = Session::new("chess").unwrap();
    let reason = s.refusal("e2e5").unwrap();
    assert!(reason.contains("e2e5"), "{reason}");
    assert_eq!(s.refusal("e2e4"), None);
    s.play("e2e4").unwrap();
    let e = s.set_position("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - zero 1");
    let e = e.unwrap_err().to_string();
    assert!(e.contains("FEN field 5 (halfmove clock)"), "{e}");
    assert_eq!(s.move_texts(), "e2e4", "the game is kept");

    let mut g = Session::new("gomoku15").unwrap();
    g.play("h8").unwrap();
    assert!(g.refusal("h8").is_some());
    assert!(g.set_position("15x15 freestyle b b:z99").is_err());
    assert_eq!(g.move_texts(), "h8");
}

#[test]
fn renju_forbidden_cells_are_those_black_may_not_play() {
    // Black's double three at h8 (h9-h10 and i8-j8 each become open threes).
    let s = Session::from_text(
        "gomoku15-renju",
        "15x15 renju b b:h10,h9,i8,j8 w:a1,a3,a5,a7",
    )
    .unwrap();
    let forbidden = s.forbidden_cells();
    assert_eq!(forbidden, ["h8"]);
    assert!(s.legal_moves().iter().all(|m| m.to != "h8"));
    assert!(s.refusal("h8").is_some());
}

#[test]
fn pgn_of_a_mate() {
    let mut s = Session::new("chess").unwrap();
    for m in ["f3", "e5", "g4", "Qh4#"] {
        s.play(m).unwrap();
    }
    let status = s.status();
    assert!(status.over);
    assert_eq!(status.text, "Black wins by checkmate");
    assert_eq!(status.result, "0-1");
    assert!(s.legal_moves().is_empty());
    let pgn = s.pgn("You", "tetrarch");
    assert!(pgn.contains("[Result \"0-1\"]\n"), "{pgn}");
    assert!(pgn.ends_with("\n\n1. f3 e5 2. g4 Qh4# 0-1\n"), "{pgn}");
    assert!(!pgn.contains("[FEN"));

    let x = Session::from_text("xiangqi", FORCED[1].1).unwrap();
    let pgn = x.pgn("a", "b");
    assert!(pgn.contains("[Variant \"xiangqi\"]"), "{pgn}");
    assert!(pgn.contains("[SetUp \"1\"]\n[FEN \"4k4/R8/1R7/9/9/9/9/9/9/3K5 w - - 0 1\"]"));
}

#[test]
fn forced_games_of_the_browser_test_end_as_it_expects() {
    let mut engine = tetrarch::Engine::new(16);
    for (variant, text, moves, engine_replies, shown) in FORCED {
        let mut s = Session::from_text(variant, text).unwrap();
        for m in moves {
            s.play(m).unwrap_or_else(|e| panic!("{variant} {m}: {e}"));
        }
        if engine_replies {
            assert!(!s.status().over, "{variant}");
            let answer = think(&mut engine, s.game(), Strength::Level(1), &mut |_| {});
            s.play(&answer.best.unwrap()).unwrap();
        }
        let status = s.status();
        assert!(status.over, "{variant}: {}", status.text);
        assert_eq!(status.text, shown, "{variant}");
    }
}

/// The exact-five games of the browser test ("gomoku standard and caro"): black's first move
/// makes five or more that does not win (an overline in standard, a five blocked at both ends
/// in caro), then white's a15 and black's open five c3-g3 win.
#[test]
fn exact_five_games_of_the_browser_test_end_as_it_expects() {
    for (variant, text) in [
        (
            "gomoku15-standard",
            "15x15 standard b b:c8,d8,e8,f8,h8,c3,d3,e3,f3 w:a13,o1,o3,o5,o7,o9,o11,o13,o15",
        ),
        (
            "gomoku15-caro",
            "15x15 caro b b:c8,d8,e8,f8,c3,d3,e3,f3 w:b8,h8,a13,o1,o3,o5,o7,o9",
        ),
    ] {
        let mut s = Session::from_text(variant, text).unwrap();
        s.play("g8").unwrap();
        assert_eq!(s.status().text, "White to move", "{variant}");
        s.play("a15").unwrap();
        s.play("g3").unwrap();
        assert_eq!(s.status().text, "Black wins by five in a row", "{variant}");
        assert_eq!(
            s.numbered_moves().trim_end(),
            "1. g8 a15 2. g3",
            "{variant}"
        );
    }
}

#[test]
fn every_level_and_a_move_time_answer_with_a_legal_move() {
    let mut engine = tetrarch::Engine::new(16);
    for variant in ["chess", "xiangqi", "raumschach", "gomoku15-renju"] {
        let s = Session::new(variant).unwrap();
        let legal: Vec<String> = s.legal_moves().into_iter().map(|m| m.text).collect();
        for level in 0..=5 {
            let mut depths = Vec::new();
            let answer = think(&mut engine, s.game(), Strength::Level(level), &mut |t| {
                depths.push(t.depth)
            });
            let best = answer.best.unwrap();
            assert!(legal.contains(&best), "{variant} level {level}: {best}");
            // Level L searches L + 1 plies (Maackesgeist's table); level 0 does not search.
            // Gomoku's empty board has one sensible move, so its search may stop sooner.
            let deepest = depths.iter().copied().max().unwrap_or(0);
            let cap = if level == 0 { 0 } else { level as i32 + 1 };
            if variant.starts_with("gomoku") {
                assert!(deepest <= cap, "{variant} level {level}: {depths:?}");
            } else {
                assert_eq!(deepest, cap, "{variant} level {level}: {depths:?}");
            }
        }
        let mut infos = 0;
        let answer = think(
            &mut engine,
            s.game(),
            Strength::MoveTime(core::time::Duration::from_millis(50)),
            &mut |t| {
                assert!(!t.pv.is_empty());
                infos += 1;
            },
        );
        assert!(legal.contains(&answer.best.unwrap()));
        assert!(infos > 0);
    }
}
