//! Game-ending and move keys of the file format that perft against Fairy-Stockfish 11.1 cannot
//! check (it has no key that turns en passant off, and perft never ends a game): each against
//! a count made by hand and the slow reference generator, or against the game's verdict.

mod common;
use common::*;
use tetrarch_fairy::{FairyPosition, Library};
use tetrarch_geometry::Bitboard;
use tetrarch_movegen::{MoveList, Outcome, Position};

/// Test variants: en passant off; a twofold repetition that draws; a threefold one that loses
/// for the side to move (`nFoldValue`, as Fairy-Stockfish reads it: from the side to move).
const KEYS: &str = "
[noep:chess]
enPassant = false

[twofold:chess]
nFoldRule = 2

[repeatloses:chess]
nFoldValue = loss
";

fn library() -> Library {
    let mut lib = Library::shipped();
    let report = lib
        .load(KEYS, "game_rules.rs")
        .expect("the test file parses");
    assert!(
        report.errors.is_empty() && report.warnings.is_empty(),
        "{report:?}"
    );
    lib
}

/// The legal moves after `moves` from `fen`, as text, from the fast and the reference
/// generator (which must agree), with the position's verdicts at the root.
struct After<'a> {
    moves: &'a [&'a str],
}

struct Seen {
    legal: Vec<String>,
    rule_outcome: Option<Outcome>,
    without_moves: Option<Outcome>,
}

impl WithPosition for After<'_> {
    type Out = Seen;
    fn run<B: Bitboard>(self, mut pos: FairyPosition<B>) -> Seen {
        for text in self.moves {
            let m = pos
                .parse_move(text)
                .unwrap_or_else(|e| panic!("{text}: {e}"));
            pos.make_move(m);
        }
        let mut list = MoveList::new();
        pos.generate_moves(&mut list);
        let mut legal: Vec<String> = list.iter().map(|&m| pos.format_move(m)).collect();
        let mut reference: Vec<String> = pos
            .reference_moves()
            .into_iter()
            .map(|m| pos.format_move(m))
            .collect();
        legal.sort();
        reference.sort();
        assert_eq!(legal, reference, "{}", pos.to_text());
        Seen {
            without_moves: legal.is_empty().then(|| pos.outcome_without_moves()),
            rule_outcome: pos.rule_outcome(0),
            legal,
        }
    }
}

/// A white pawn on e5; black may answer d7-d5 or f7-f5 past it.
const PAWN_ON_E5: &str = "rnbqkbnr/pppp1ppp/8/4P3/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";

#[test]
fn en_passant_false_removes_only_the_en_passant_capture() {
    let lib = library();
    let chess = with_position(&lib, "chess", Some(PAWN_ON_E5), After { moves: &["d7d5"] });
    let noep = with_position(&lib, "noep", Some(PAWN_ON_E5), After { moves: &["d7d5"] });
    // Chess: 31 moves (Fairy-Stockfish 11.1 and python-chess count 31 here), e5xd6 among them.
    assert_eq!(chess.legal.len(), 31);
    assert!(chess.legal.iter().any(|m| m == "e5d6"));
    // Without en passant the same 30 others and nothing else.
    let mut expected: Vec<String> = chess.legal.into_iter().filter(|m| m != "e5d6").collect();
    expected.sort();
    assert_eq!(noep.legal, expected);
    // The double step itself stays (only the capture is gone).
    let start = with_position(&lib, "noep", Some(PAWN_ON_E5), After { moves: &[] });
    assert!(start.legal.iter().any(|m| m == "d7d5"));
}

/// Knights out and back: after four plies the start position stands for the second time,
/// after eight for the third.
const SHUFFLE: [&str; 8] = [
    "g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1", "f6g8",
];

#[test]
fn n_fold_rule_sets_how_many_repetitions_end_the_game() {
    let lib = library();
    for (variant, plies, expected) in [
        ("chess", 4, None),
        ("chess", 8, Some(Outcome::Draw)),
        ("twofold", 3, None),
        ("twofold", 4, Some(Outcome::Draw)),
        ("repeatloses", 4, None),
        ("repeatloses", 8, Some(Outcome::Loss)),
    ] {
        let seen = with_position(
            &lib,
            variant,
            None,
            After {
                moves: &SHUFFLE[..plies],
            },
        );
        assert_eq!(seen.rule_outcome, expected, "{variant} after {plies} plies");
    }
}

/// White to move: Ne4-f6 or Ne4-g5 leaves black's king on h8 no move and no check (the pawn on
/// a5 is blocked, so black is not a bare king either).
pub const STALEMATE_IN_ONE: &str = "7k/5K2/8/p7/P3N3/8/8/8 w - - 0 1";

#[test]
fn shatranj_stalemate_loses_and_chess_stalemate_draws() {
    let lib = library();
    for (variant, expected) in [("shatranj", Outcome::Loss), ("chess", Outcome::Draw)] {
        for reply in ["e4f6", "e4g5"] {
            let seen = with_position(
                &lib,
                variant,
                Some(STALEMATE_IN_ONE),
                After { moves: &[reply] },
            );
            assert!(seen.legal.is_empty(), "{variant} {reply}: {:?}", seen.legal);
            assert_eq!(seen.rule_outcome, None, "{variant} {reply}");
            assert_eq!(seen.without_moves, Some(expected), "{variant} {reply}");
        }
    }
}
