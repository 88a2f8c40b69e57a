//! A 3D variant on the largest board (8x8x8, 512 cells, `Bitboard512`), written as a file: no
//! shipped variant is that large, so this is the only test of the `CompiledVariant::Large`
//! path. The fast generator must count what the reference generator counts, and keys, texts
//! and moves must survive make/unmake.

mod common;
use common::*;
use tetrarch_fairy::{compile, reference, CompiledVariant, FairyPosition, Library};
use tetrarch_geometry::Bitboard;
use tetrarch_movegen::{perft, Position};

/// Raumschach's pieces on an 8x8x8 cube (the file says how; `crates/cli/tests/file_variants.rs`
/// plays it through the binary).
const CUBE8: &str = include_str!("../../../tests/data/variants/cube8.ini");

fn library() -> Library {
    let mut lib = Library::shipped();
    let report = lib.load(CUBE8, "cube8.ini").expect("parses");
    assert_eq!(report.loaded, ["cube8"], "{report:?}");
    assert!(
        report.warnings.is_empty() && report.errors.is_empty(),
        "{report:?}"
    );
    lib
}

struct FastAndReference(u32);
impl WithPosition for FastAndReference {
    type Out = (u64, u64);
    fn run<B: Bitboard>(self, mut pos: FairyPosition<B>) -> (u64, u64) {
        let fast = perft(&mut pos, self.0);
        (fast, reference::perft(&mut pos, self.0))
    }
}

/// Plays `plies` moves (picked by a fixed rule among the legal ones), checking keys and
/// texts on the way, and returns the position's text.
struct Walk(usize);
impl WithPosition for Walk {
    type Out = String;
    fn run<B: Bitboard>(self, mut pos: FairyPosition<B>) -> String {
        for ply in 0..self.0 {
            let mut moves = tetrarch_movegen::MoveList::new();
            pos.generate_moves(&mut moves);
            assert_eq!(
                moves.len(),
                pos.reference_moves().len(),
                "{}",
                pos.to_text()
            );
            let m = moves[(ply * 13 + 5) % moves.len()];
            let text = pos.to_text();
            pos.make_move(m);
            assert_eq!(pos.key(), pos.recomputed_key());
            let again = FairyPosition::from_fen(pos.rules().clone(), &pos.to_text()).unwrap();
            assert_eq!(again.key(), pos.key());
            pos.unmake_move(m);
            assert_eq!(pos.to_text(), text);
            pos.make_move(m);
        }
        pos.to_text()
    }
}

#[test]
fn an_8x8x8_file_variant_counts_what_the_reference_counts() {
    let lib = library();
    let spec = lib.board_spec("cube8").unwrap();
    assert!(matches!(compile(spec).unwrap(), CompiledVariant::Large(_)));
    // 83 at the start: one push for each home-level pawn (the pawn above blocks the level
    // step), two for each pawn on level B, and the pieces' moves.
    assert_eq!(
        with_position(&lib, "cube8", None, FastAndReference(1)),
        (83, 83)
    );
    let (fast, slow) = with_position(&lib, "cube8", None, FastAndReference(3));
    assert_eq!((fast, slow), (647_703, 647_703));
    for plies in [6, 15] {
        let text = with_position(&lib, "cube8", None, Walk(plies));
        let (fast, slow) = with_position(&lib, "cube8", Some(&text), FastAndReference(2));
        assert_eq!(fast, slow, "{text}");
    }
}
