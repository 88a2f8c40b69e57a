//! The chess evaluation's weights: every term's value in one named table, as (middle game, end
//! game) pairs in centipawns. Declared with `tetrarch_eval::weights!`, so the tuner
//! (`cargo xtask tune --variant chess`) reads them as one parameter vector and writes tuned
//! values back into this file, table by table, keeping the docs.
//!
//! Origin: the first session's hand-set values for the terms it had (material, piece-square
//! tables, mobility, pawn structure, passed pawns, bishop pair, rook files); the terms added in
//! the second session (threats, king danger and shelter, passed-pawn detail, outposts) start from
//! hand-set values. Each tuning run that rewrites a table is recorded in docs/strength.md.
//!
//! Tuned 2026-12-02 (docs/strength.md, "Chess: the first tuning"): every table but the six
//! piece-square tables (kept hand-set) by `cargo xtask tune --variant chess --lambda 0.2
//! --epochs 100 --rate 0.3 --freeze PAWN_PSQT,...,KING_PSQT` on 117,576 self-play positions.
//! Tuned again 2026-12-04 (docs/strength.md, "Chess: the piece-square tables tuned"): every
//! table, the piece-square tables free, by `cargo xtask tune --variant chess --lambda 0.2
//! --epochs 100 --rate 0.3` on 385,363 self-play positions, then once more from those values
//! on 822,607 (the same positions and 397,244 played with the first fit's weights); squares a
//! piece rarely reaches (pawns on the seventh rank, knights on the eighth) carry few positions
//! and noisy values.
//! Tuned again 2026-12-05 (docs/strength.md, "Chess: Stockfish 11's missing terms and a
//! piecewise king danger"): eleven new tables from hand-set starting values (minor pieces'
//! king distance and pawn shields, long-diagonal bishops, rooks on queen files and trapped,
//! knight and slider threats to the queen, restricted squares, weak unopposed pawns, passed
//! pawns' free paths and guarded stop squares) and `KING_DANGER` as five slopes, every table by
//! `cargo xtask tune --variant chess --data chess3.txt --data chess4.txt --data
//! chess5-train.txt --holdout chess5-held.txt --lambda 0.2 --epochs 100 --rate 0.3 --k 0.006258
//! --write`, then once more with `--epochs 200`.
//! `INITIATIVE` added 2026-12-05 (docs/strength.md, "Chess: Stockfish 11's initiative") and
//! fitted alone on the same data: `cargo xtask tune --variant chess --data chess3.txt --data
//! chess4.txt --data chess5-train.txt --holdout chess5-held.txt --lambda 0.2 --epochs 100
//! --rate 0.3 --k 0.006258 --only INITIATIVE --write`.
//! Refitted 2026-12-06 (docs/strength.md, "Chess: fitted to the results, to the search score"):
//! every table on 957,467 fresh self-play positions to the recorded search score alone, by
//! `cargo xtask tune --variant chess --data chess31-train.txt --holdout chess31-held.txt
//! --lambda 0.0 --epochs 100 --rate 0.3 --threads 1 --write` (fits to the results, lambda 0.5 and 1.0,
//! lost games).
//! A second round at lambda 0.0 (2026-12-06, "Chess: a second search-score fit"), on these
//! positions and 929,042 of games played with these weights, gained nothing (+2.8 +- 16.9 at
//! 40,000 nodes) and was not kept.
//! `KING_DANGER` became Stockfish 11's king danger on 2026-12-06 (docs/strength.md, "Chess:
//! Stockfish 11's king danger"), with `PAWNLESS_FLANK`: hand-set at
//! Stockfish 11's proportions in our units, not fitted (fits to our own search score had kept
//! the old danger at a few centipawns a unit, which games against Fairy-Stockfish punished):
//! a refit should pass `--freeze KING_DANGER,PAWNLESS_FLANK` unless its data can teach them.

use crate::types::PieceKind;
use tetrarch_eval::{weights, Score};

const fn s(mg: i16, eg: i16) -> Score {
    Score::new(mg, eg)
}

weights! {
    /// Material by kind: pawn, knight, bishop, rook, queen, king (the king is never traded).
    MATERIAL: [6] = [
        s(83, 106), s(310, 347), s(325, 367), s(428, 618), s(909, 1203), s(0, 0),
    ];
    /// Piece-square values of a pawn by square from White's side (a1..h1 first, h8 last);
    /// Black reads the rank-mirrored square.
    PAWN_PSQT: [64] = [
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(-8, 22), s(4, 15), s(-7, 12), s(-8, 29), s(-7, 38), s(-8, 24), s(13, 11), s(-2, 14),
        s(0, 8), s(-1, 2), s(5, 6), s(-1, 12), s(5, 14), s(4, 10), s(20, 3), s(2, 10),
        s(-3, 16), s(-6, 11), s(10, 3), s(16, 5), s(16, 10), s(8, 1), s(-2, 12), s(1, 13),
        s(4, 25), s(4, 19), s(7, 9), s(17, 8), s(19, 12), s(10, 13), s(16, 15), s(8, 23),
        s(17, 17), s(8, 20), s(-1, 16), s(28, 11), s(27, 14), s(18, 21), s(6, 39), s(24, 27),
        s(122, -35), s(4, 23), s(-32, 52), s(115, -12), s(-3, 52), s(16, 36), s(-31, 72), s(85, -30),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
    ];
    /// Piece-square values of a knight by square from White's side (a1..h1 first, h8 last);
    /// Black reads the rank-mirrored square.
    KNIGHT_PSQT: [64] = [
        s(-15, -55), s(-15, -29), s(-19, -14), s(-14, 1), s(-7, -7), s(-25, -13), s(-18, -26), s(-19, -30),
        s(-13, -12), s(-4, -4), s(-6, 2), s(-9, 1), s(-6, 1), s(-3, -11), s(-2, 12), s(-16, -6),
        s(-12, -5), s(-1, -6), s(-1, 5), s(6, 17), s(2, 23), s(2, -1), s(8, -1), s(-15, 4),
        s(9, -10), s(7, 19), s(15, 22), s(12, 26), s(20, 24), s(22, 22), s(19, 15), s(12, -3),
        s(13, 15), s(17, 28), s(22, 28), s(36, 31), s(32, 23), s(42, 18), s(18, 21), s(38, -3),
        s(1, 16), s(25, 7), s(18, 29), s(47, 19), s(56, 23), s(46, 17), s(33, 8), s(24, 2),
        s(-3, 21), s(1, 21), s(41, 21), s(46, 16), s(60, 20), s(56, 9), s(25, 13), s(11, 7),
        s(-68, -41), s(-47, 34), s(-78, 35), s(-34, 39), s(28, 19), s(-68, 41), s(1, -15), s(-44, -73),
    ];
    /// Piece-square values of a bishop by square from White's side (a1..h1 first, h8 last);
    /// Black reads the rank-mirrored square.
    BISHOP_PSQT: [64] = [
        s(-16, -16), s(11, -5), s(-3, -5), s(-6, 0), s(-15, 16), s(-21, 7), s(-20, -16), s(1, -14),
        s(11, 7), s(8, -18), s(5, -4), s(0, 10), s(-4, 8), s(8, -3), s(-2, -14), s(-15, 9),
        s(14, -3), s(16, 1), s(6, -5), s(3, 21), s(3, 22), s(-2, -7), s(3, 7), s(2, -7),
        s(23, -7), s(15, 13), s(9, 25), s(18, 25), s(19, 21), s(8, 17), s(9, 8), s(8, -1),
        s(13, 2), s(20, 18), s(19, 13), s(28, 24), s(20, 31), s(31, 10), s(24, 5), s(10, -4),
        s(-1, 14), s(18, 13), s(11, 5), s(24, 26), s(17, 18), s(35, -5), s(21, 10), s(14, 9),
        s(4, 0), s(-18, -5), s(13, 34), s(10, 23), s(-1, 33), s(12, 22), s(-30, 14), s(-1, 1),
        s(-33, 12), s(-63, 31), s(-9, 16), s(-19, 27), s(37, 17), s(-49, 26), s(25, 4), s(1, -18),
    ];
    /// Piece-square values of a rook by square from White's side (a1..h1 first, h8 last);
    /// Black reads the rank-mirrored square.
    ROOK_PSQT: [64] = [
        s(-12, -13), s(-12, -9), s(-11, -5), s(-6, -10), s(-2, -15), s(-6, -11), s(-6, -14), s(-2, -23),
        s(-22, -3), s(-8, -16), s(-18, -2), s(-16, -2), s(-9, -6), s(0, -15), s(2, -16), s(-15, -12),
        s(-28, 9), s(-26, 15), s(-19, 10), s(-21, 10), s(-22, 10), s(-19, 4), s(-12, 6), s(-11, -11),
        s(-23, 21), s(-16, 22), s(-11, 20), s(-11, 17), s(-15, 16), s(-13, 11), s(-13, 21), s(-12, 12),
        s(-15, 26), s(-10, 30), s(3, 24), s(-6, 19), s(23, 7), s(-2, 21), s(2, 25), s(-10, 23),
        s(-2, 20), s(12, 13), s(7, 17), s(3, 20), s(19, 9), s(26, 8), s(14, 16), s(11, 25),
        s(9, 22), s(2, 24), s(15, 22), s(18, 19), s(28, 13), s(12, 24), s(3, 30), s(12, 26),
        s(7, 30), s(26, 23), s(44, 19), s(18, 27), s(21, 29), s(29, 25), s(53, 19), s(36, 20),
    ];
    /// Piece-square values of a queen by square from White's side (a1..h1 first, h8 last);
    /// Black reads the rank-mirrored square.
    QUEEN_PSQT: [64] = [
        s(-21, -16), s(-21, -54), s(-18, -58), s(-11, -59), s(-15, -66), s(-23, -70), s(-12, -58), s(19, -115),
        s(-22, -15), s(-12, -30), s(-5, -42), s(-11, -12), s(-11, -5), s(-2, -42), s(0, -58), s(-26, 10),
        s(-18, 11), s(-3, -3), s(-15, 19), s(-11, 5), s(-10, 14), s(-7, 13), s(-1, -7), s(-9, 0),
        s(-9, 1), s(-8, 12), s(-8, 39), s(-12, 67), s(-6, 56), s(-1, 41), s(-7, 45), s(-10, 26),
        s(-13, 29), s(-3, 47), s(-3, 48), s(6, 70), s(5, 79), s(11, 47), s(5, 45), s(5, 35),
        s(-7, 20), s(7, 45), s(13, 40), s(21, 48), s(29, 60), s(43, 32), s(33, 30), s(11, 31),
        s(-24, 31), s(-13, 53), s(15, 49), s(14, 41), s(35, 33), s(30, 35), s(60, 8), s(21, 32),
        s(8, -6), s(15, 29), s(23, 0), s(21, 21), s(65, -14), s(63, -4), s(44, 18), s(26, 4),
    ];
    /// Piece-square values of a king by square from White's side (a1..h1 first, h8 last);
    /// Black reads the rank-mirrored square.
    KING_PSQT: [64] = [
        s(2, -44), s(23, -34), s(10, -33), s(-24, -29), s(-7, -33), s(-12, -36), s(27, -36), s(30, -58),
        s(16, -37), s(-1, -12), s(-12, -15), s(-39, -2), s(-34, -1), s(-17, -12), s(11, -21), s(11, -32),
        s(-43, -2), s(-1, -15), s(-42, 6), s(-47, 13), s(-42, 10), s(-40, 7), s(-9, -7), s(-11, -19),
        s(-26, -8), s(-31, 7), s(-65, 28), s(-69, 29), s(-55, 26), s(-42, 19), s(-13, 4), s(-28, 1),
        s(2, -4), s(-28, 23), s(-73, 44), s(-79, 41), s(-46, 38), s(-56, 34), s(-12, 22), s(-39, 18),
        s(-119, 32), s(-25, 38), s(-45, 58), s(-102, 64), s(-67, 60), s(-49, 55), s(-33, 42), s(-118, 32),
        s(-109, -8), s(-86, 59), s(19, 28), s(-45, 61), s(-64, 69), s(-92, 75), s(-80, 63), s(-103, -32),
        s(-177, -134), s(52, -8), s(104, -43), s(9, 23), s(-42, 30), s(-91, 92), s(-24, 19), s(134, -146),
    ];
    /// Knight mobility by safe target squares (0..8).
    KNIGHT_MOBILITY: [9] = [
        s(-22, -84), s(-15, -18), s(-11, 11), s(-6, 32), s(-1, 35),
        s(3, 47), s(5, 48), s(9, 46), s(11, 41),
    ];
    /// Bishop mobility by safe target squares (0..13).
    BISHOP_MOBILITY: [14] = [
        s(-14, -55), s(-9, -14), s(-2, 8), s(1, 25), s(5, 33),
        s(7, 40), s(9, 45), s(9, 48), s(12, 47), s(12, 49),
        s(17, 42), s(15, 46), s(20, 42), s(43, 37),
    ];
    /// Rook mobility by safe target squares (0..14).
    ROOK_MOBILITY: [15] = [
        s(-72, -41), s(-27, -4), s(-17, 14), s(-14, 23), s(-12, 26),
        s(-12, 41), s(-14, 48), s(-12, 47), s(-10, 50), s(-10, 58),
        s(-9, 62), s(-5, 65), s(-6, 65), s(-3, 68), s(7, 61),
    ];
    /// Queen mobility by safe target squares (0..27).
    QUEEN_MOBILITY: [28] = [
        s(-10, -20), s(-7, -88), s(-4, -81), s(2, -92), s(4, -37), s(6, -35), s(8, -10),
        s(10, 11), s(11, 22), s(12, 35), s(13, 50), s(15, 51), s(16, 58), s(15, 67),
        s(15, 71), s(18, 67), s(18, 68), s(20, 64), s(19, 72), s(20, 62), s(33, 48),
        s(28, 63), s(70, 14), s(83, 9), s(85, 16), s(101, -24), s(103, -12), s(269, -192),
    ];
    /// A pawn with an own pawn in front of it on its file (the rear one pays).
    DOUBLED_PAWN: [1] = [
        s(-16, -21),
    ];
    /// A pawn with no own pawn on the files beside it.
    ISOLATED_PAWN: [1] = [
        s(-6, -10),
    ];
    /// A pawn behind its neighbours whose stop square an enemy pawn guards.
    BACKWARD_PAWN: [1] = [
        s(0, -5),
    ];
    /// A pawn supported by an own pawn or beside one (phalanx), by relative rank.
    CONNECTED_PAWN: [8] = [
        s(0, 0), s(3, 1), s(7, 6), s(8, 13), s(17, 21), s(37, 38), s(39, 99), s(0, 0),
    ];
    /// A passed pawn by relative rank (0 = own back rank).
    PASSED_PAWN: [8] = [
        s(0, 0), s(-16, 17), s(22, 3), s(1, 29), s(32, 29), s(67, 41), s(125, 104), s(0, 0),
    ];
    /// A passed pawn whose stop square is occupied, by relative rank.
    PASSED_BLOCKED: [8] = [
        s(0, 0), s(15, -5), s(4, 11), s(1, 5), s(-4, -1), s(-1, -3), s(-24, -23), s(0, 0),
    ];
    /// A passed pawn whose stop square the enemy does not attack, by relative rank.
    PASSED_SAFE_PUSH: [8] = [
        s(0, 0), s(3, 1), s(6, 2), s(-1, 5), s(1, 9), s(10, 21), s(41, 92), s(0, 0),
    ];
    /// Per square of distance from the own king to a passed pawn's stop square, by relative rank.
    PASSED_OWN_KING_DISTANCE: [8] = [
        s(0, 0), s(0, 2), s(5, -4), s(4, -10), s(0, -12), s(-8, -13), s(-10, -18), s(0, 0),
    ];
    /// Per square of distance from the enemy king to a passed pawn's stop square, by relative rank.
    PASSED_ENEMY_KING_DISTANCE: [8] = [
        s(0, 0), s(1, -3), s(-11, 4), s(-6, 12), s(-7, 25), s(-4, 41), s(-9, 53), s(0, 0),
    ];
    /// Both bishops.
    BISHOP_PAIR: [1] = [
        s(27, 56),
    ];
    /// Per own pawn on the squares of a bishop's colour.
    BISHOP_PAWNS: [1] = [
        s(-4, -5),
    ];
    /// A knight on an outpost (ranks 4-6, guarded by an own pawn, never attackable by an enemy pawn).
    KNIGHT_OUTPOST: [1] = [
        s(18, 4),
    ];
    /// A bishop on such an outpost.
    BISHOP_OUTPOST: [1] = [
        s(18, 5),
    ];
    /// A rook on a file with no pawn.
    ROOK_OPEN_FILE: [1] = [
        s(30, 0),
    ];
    /// A rook on a file with enemy pawns only.
    ROOK_SEMI_OPEN_FILE: [1] = [
        s(16, 2),
    ];
    /// A queen on a file with no own pawn.
    QUEEN_OPEN_FILE: [1] = [
        s(2, 7),
    ];
    /// An enemy piece attacked by a pawn, by its kind (pawn, knight, bishop, rook, queen, king).
    THREAT_BY_PAWN: [6] = [
        s(0, 0), s(46, 39), s(49, 83), s(47, 53), s(43, 18), s(0, 0),
    ];
    /// An enemy piece attacked by a knight or bishop, by its kind.
    THREAT_BY_MINOR: [6] = [
        s(5, 22), s(13, 37), s(20, 31), s(46, 38), s(39, 53), s(0, 0),
    ];
    /// An enemy piece attacked by a rook, by its kind.
    THREAT_BY_ROOK: [6] = [
        s(7, 29), s(22, 24), s(22, 36), s(9, 6), s(48, 26), s(0, 0),
    ];
    /// An enemy pawn or piece attacked by the king and undefended.
    THREAT_BY_KING: [1] = [
        s(58, 36),
    ];
    /// An enemy piece attacked and not defended (hanging), besides the threat terms.
    HANGING: [1] = [
        s(13, -7),
    ];
    /// A safe pawn push that would attack an enemy piece.
    PAWN_PUSH_THREAT: [1] = [
        s(14, 14),
    ];
    /// Own pawn shelter in front of the king by file distance from the edge (a/h, b/g, c/f, d/e)
    /// and the pawn's relative rank (0 = no pawn on the file).
    KING_SHELTER: [32] = [
        s(-15, 7), s(10, -16), s(9, -10), s(8, -11), s(-12, 6), s(-3, 7), s(-47, 46), s(0, 0),
        s(-19, 10), s(18, 3), s(16, -1), s(8, -5), s(-12, 5), s(15, -3), s(39, -17), s(0, 0),
        s(-21, 1), s(16, -3), s(3, -2), s(2, -1), s(-6, 0), s(7, 6), s(-32, 4), s(0, 0),
        s(-10, -1), s(10, 0), s(9, 2), s(2, 1), s(3, -3), s(-11, -7), s(-31, -22), s(0, 0),
    ];
    /// Enemy pawn storm on the king's files by the storming pawn's relative rank (seen from the king's
    /// side; 0 = no enemy pawn).
    PAWN_STORM: [8] = [
        s(-11, -1), s(-3, 41), s(-9, -5), s(-7, -2), s(-7, -3), s(-2, -3), s(-6, 0), s(0, 0),
    ];
    /// Stockfish 11's king danger, counted in quarter centipawns: its square over 4096 in the
    /// middle game, itself over 16 in the end game (`eval/king.rs`); hand-set at four, so the
    /// danger is Stockfish 11's in our units.
    KING_DANGER: [2] = [
        s(4, 0), s(0, 4),
    ];
    /// A king on a flank with no pawns of either side (Stockfish 11's `PawnlessFlank`, in our
    /// units).
    PAWNLESS_FLANK: [1] = [
        s(-6, -41),
    ];
    /// The king's distance to the nearest own pawn, in the end game.
    KING_PAWN_DISTANCE: [1] = [
        s(-6, -12),
    ];
    /// Per square of distance from a knight (0) or bishop (1) to its own king.
    KING_PROTECTOR: [2] = [
        s(-3, -2), s(-4, -1),
    ];
    /// A knight or bishop right behind a pawn.
    MINOR_BEHIND_PAWN: [1] = [
        s(3, 11),
    ];
    /// A bishop seeing both centre squares of a long diagonal through the pawns.
    LONG_DIAGONAL_BISHOP: [1] = [
        s(10, 20),
    ];
    /// A rook on a file with a queen.
    ROOK_ON_QUEEN_FILE: [1] = [
        s(6, -13),
    ];
    /// A rook of little mobility caught beside its uncastled king (twice without castling rights).
    TRAPPED_ROOK: [1] = [
        s(-3, -9),
    ];
    /// Safe squares from which an own knight would attack the enemy's only queen.
    KNIGHT_ON_QUEEN: [1] = [
        s(5, 3),
    ];
    /// Safe squares, attacked twice, from which an own slider would attack the enemy's only queen.
    SLIDER_ON_QUEEN: [1] = [
        s(11, 6),
    ];
    /// Squares both sides attack that the enemy does not hold strongly (restricting its pieces).
    RESTRICTED: [1] = [
        s(2, 1),
    ];
    /// An isolated or backward pawn with no enemy pawn in front (open to rooks).
    WEAK_UNOPPOSED: [1] = [
        s(-9, -5),
    ];
    /// A passed pawn free to advance whose path to promotion the enemy does not attack, by
    /// relative rank.
    PASSED_FREE_PATH: [8] = [
        s(0, 0), s(-59, 21), s(-47, 18), s(-60, 29), s(-57, 40), s(-16, 47), s(-8, 31), s(0, 0),
    ];
    /// A passed pawn free to advance whose stop square an own piece guards, by relative rank.
    PASSED_STOP_DEFENDED: [8] = [
        s(0, 0), s(10, -3), s(5, 8), s(4, 7), s(5, 13), s(23, 23), s(133, 77), s(0, 0),
    ];
    /// The side to move's initiative.
    TEMPO: [1] = [
        s(24, 16),
    ];
    /// Complexity (Stockfish 11's initiative): how winnable the position is, added to the
    /// leading side's end game (`eval/initiative.rs`). Per passed pawn, per pawn, outflanking
    /// (king file distance minus rank distance), a king across the middle, pawns on both
    /// flanks, no pieces but pawns, almost unwinnable, and a constant. Started at half of
    /// Stockfish 11's values (its pawn is worth twice ours), then fitted alone (see the header).
    INITIATIVE: [8] = [
        s(0, 3), s(-1, 3), s(-1, 2), s(7, -6), s(1, 24), s(0, 88), s(13, -19), s(5, -46),
    ];
}

/// Values for SEE and MVV/LVA, by kind (the king is huge so it is never "traded").
pub const SEE_VALUE: [i32; 6] = [100, 320, 330, 500, 960, 20_000];

/// Game-phase weight per kind; a full board sums to [`MAX_PHASE`].
pub const PHASE: [i32; 6] = [0, 1, 1, 2, 4, 0];
/// The phase of the opening position: 4 minors x 1 x 2 + 4 rooks x 2 + 2 queens x 4.
pub const MAX_PHASE: i32 = 24;

/// King danger per piece attacking the enemy king's ring, by kind (pawn, knight, bishop, rook,
/// queen, king): Stockfish 11's `KingAttackWeights`, in its units (`eval/king.rs`).
pub const KING_ATTACK_WEIGHT: [i32; 6] = [0, 81, 52, 44, 10, 0];
/// King danger for a safe check by kind (knight, bishop, rook, queen at 1..=4): Stockfish 11's.
pub const SAFE_CHECK_DANGER: [i32; 5] = [0, 790, 635, 1080, 780];
/// The rest of Stockfish 11's king danger, in its units (`eval/king.rs`), hand-set at its
/// values: per weak square of the king's ring...
pub const DANGER_WEAK_RING: i32 = 185;
/// ...per square an unsafe check could come from...
pub const DANGER_UNSAFE_CHECK: i32 = 148;
/// ...per piece alone between the king and an enemy slider...
pub const DANGER_BLOCKER: i32 = 98;
/// ...per attack on a square next to the king...
pub const DANGER_KING_ATTACK: i32 = 69;
/// ...less this when they have no queen...
pub const DANGER_NO_QUEEN: i32 = 873;
/// ...less this when a knight of ours defends next to the king...
pub const DANGER_KNIGHT_DEFENCE: i32 = 100;
/// ...less this per square of the king's flank we attack...
pub const DANGER_FLANK_DEFENCE: i32 = 4;
/// ...plus a constant.
pub const DANGER_OFFSET: i32 = 37;
/// The piece-square table of a kind, by index.
const PSQT: [&[Score; 64]; 6] = [
    &PAWN_PSQT,
    &KNIGHT_PSQT,
    &BISHOP_PSQT,
    &ROOK_PSQT,
    &QUEEN_PSQT,
    &KING_PSQT,
];

const fn build_tables() -> [[Score; 64]; 12] {
    let mut out = [[Score::ZERO; 64]; 12];
    let mut k = 0;
    while k < 6 {
        let mut sq = 0;
        while sq < 64 {
            let v = PSQT[k][sq];
            let total = Score::new(MATERIAL[k].mg() + v.mg(), MATERIAL[k].eg() + v.eg());
            out[k][sq] = total;
            // Black's piece on `sq` is worth what White's is on the rank-mirrored square.
            out[k + 6][sq ^ 56] = total;
            sq += 1;
        }
        k += 1;
    }
    out
}

/// Material plus piece-square value by packed piece code and square, from the piece's own
/// side (the accumulator applies the sign); kept incrementally by make/unmake.
pub static PIECE_SQUARE: [[Score; 64]; 12] = build_tables();

/// The weight id of a kind's piece-square table.
pub const fn psqt_id(kind: PieceKind) -> WeightId {
    match kind {
        PieceKind::Pawn => WeightId::PAWN_PSQT,
        PieceKind::Knight => WeightId::KNIGHT_PSQT,
        PieceKind::Bishop => WeightId::BISHOP_PSQT,
        PieceKind::Rook => WeightId::ROOK_PSQT,
        PieceKind::Queen => WeightId::QUEEN_PSQT,
        PieceKind::King => WeightId::KING_PSQT,
    }
}

/// The piece-square table of `kind`.
#[cfg(test)]
pub const fn psqt(kind: PieceKind) -> &'static [Score; 64] {
    PSQT[kind.index()]
}

#[cfg(test)]
mod tests {
    use super::*;
    use tetrarch_eval::PieceSquareTable;
    use tetrarch_geometry::{BoardShape, Square};

    /// The compile-time table follows the eval crate's convention: Black's value on a square
    /// is White's on the rank-mirrored square (`PieceSquareTable`, `mirror_square`).
    #[test]
    fn compile_time_table_matches_the_eval_crate_layout() {
        let shape = BoardShape::flat(8, 8);
        for (k, kind) in PieceKind::ALL.into_iter().enumerate() {
            let table = PieceSquareTable::new(shape, |c| {
                let v = psqt(kind)[c.rank as usize * 8 + c.file as usize];
                Score::new(MATERIAL[k].mg() + v.mg(), MATERIAL[k].eg() + v.eg())
            });
            for (sq, (&white, &black)) in
                PIECE_SQUARE[k].iter().zip(&PIECE_SQUARE[k + 6]).enumerate()
            {
                assert_eq!(table.get(0, Square(sq as u16)), white);
                assert_eq!(table.get(1, Square(sq as u16)), black);
            }
        }
    }
}
