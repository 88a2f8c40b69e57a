//! The xiangqi evaluation's weights: every term's value in one named table, as (middle game,
//! end game) pairs in centipawns (a soldier before the river is about 100). Declared with
//! `tetrarch_eval::weights!`, so the tuner (`cargo xtask tune --variant xiangqi`) reads them as
//! one parameter vector and writes tuned values back into this file, table by table, keeping
//! the docs.
//!
//! Origin: material and the piece-square tables start from the first session's hand-set values
//! (soldiers about double across the river, horses and cannons drawn to the centre, the general
//! on its back rank); the other terms (mobility of the three attacking pieces, chariot files,
//! cannons on the general's lines, palace attack units and safe checks, advisors and elephants
//! by the enemy's attack, soldiers against the defenders left, threats) start from hand-set
//! values chosen after reading ElephantEye's and Fairy-Stockfish's classical evaluations.
//!
//! Tuned: every table but the seven piece-square tables (still the hand-set values above), by
//! `cargo xtask tune --variant xiangqi --data train.txt --holdout held.txt --freeze
//! KING_PSQT,ADVISOR_PSQT,ELEPHANT_PSQT,HORSE_PSQT,CHARIOT_PSQT,CANNON_PSQT,SOLDIER_PSQT
//! --epochs 100 --rate 0.3 --write` on the 19,764 positions of 150 self-play games of
//! `cargo xtask datagen --variant xiangqi` (the first 16,000 lines to fit, the other 3,764 held
//! out): held-out loss 0.017457 -> 0.014663. With so few games the rarer entries (long mobility
//! counts, high attack units) are noisy; docs/strength.md records the run and its match.
//!
//! Piece-square tables are written from Red's side, rank 1 (Red's back rank) first, files a..i
//! left to right; Black reads the rank-mirrored square.

use crate::rules::SQUARES;
use crate::PieceKind;
use tetrarch_eval::{weights, Score};

const fn s(mg: i16, eg: i16) -> Score {
    Score::new(mg, eg)
}

weights! {
    /// Material by kind: general, advisor, elephant, horse, chariot, cannon, soldier (the
    /// general is never traded).
    MATERIAL: [7] = [
        s(0, 0), s(174, 173), s(177, 177), s(424, 460), s(928, 978), s(472, 419), s(111, 135),
    ];
    /// Piece-square values of the general by square (its palace only).
    KING_PSQT: [90] = [
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(-8, 0), s(-8, 0), s(-8, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(-16, 0), s(-16, 0), s(-16, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
    ];
    /// Piece-square values of an advisor by square (its five palace points only).
    ADVISOR_PSQT: [90] = [
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(3, 3), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
    ];
    /// Piece-square values of an elephant by square (its seven points only).
    ELEPHANT_PSQT: [90] = [
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(-2, -2), s(0, 0), s(0, 0), s(0, 0), s(3, 3), s(0, 0), s(0, 0), s(0, 0), s(-2, -2),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
    ];
    /// Piece-square values of a horse by square.
    HORSE_PSQT: [90] = [
        s(-10, 0), s(-4, 5), s(2, 10), s(8, 15), s(14, 20), s(8, 15), s(2, 10), s(-4, 5), s(-10, 0),
        s(0, 0), s(6, 5), s(12, 10), s(18, 15), s(24, 20), s(18, 15), s(12, 10), s(6, 5), s(0, 0),
        s(0, 0), s(6, 5), s(12, 10), s(18, 15), s(24, 20), s(18, 15), s(12, 10), s(6, 5), s(0, 0),
        s(10, 0), s(16, 5), s(22, 10), s(28, 15), s(34, 20), s(28, 15), s(22, 10), s(16, 5), s(10, 0),
        s(10, 0), s(16, 5), s(22, 10), s(28, 15), s(34, 20), s(28, 15), s(22, 10), s(16, 5), s(10, 0),
        s(10, 0), s(16, 5), s(22, 10), s(28, 15), s(34, 20), s(28, 15), s(22, 10), s(16, 5), s(10, 0),
        s(10, 0), s(16, 5), s(22, 10), s(28, 15), s(34, 20), s(28, 15), s(22, 10), s(16, 5), s(10, 0),
        s(15, 0), s(21, 5), s(27, 10), s(33, 15), s(39, 20), s(33, 15), s(27, 10), s(21, 5), s(15, 0),
        s(15, 0), s(21, 5), s(27, 10), s(33, 15), s(39, 20), s(33, 15), s(27, 10), s(21, 5), s(15, 0),
        s(0, 0), s(6, 5), s(12, 10), s(18, 15), s(24, 20), s(18, 15), s(12, 10), s(6, 5), s(0, 0),
    ];
    /// Piece-square values of a chariot by square.
    CHARIOT_PSQT: [90] = [
        s(0, 0), s(3, 2), s(6, 4), s(9, 6), s(12, 8), s(9, 6), s(6, 4), s(3, 2), s(0, 0),
        s(0, 0), s(3, 2), s(6, 4), s(9, 6), s(12, 8), s(9, 6), s(6, 4), s(3, 2), s(0, 0),
        s(0, 0), s(3, 2), s(6, 4), s(9, 6), s(12, 8), s(9, 6), s(6, 4), s(3, 2), s(0, 0),
        s(0, 0), s(3, 2), s(6, 4), s(9, 6), s(12, 8), s(9, 6), s(6, 4), s(3, 2), s(0, 0),
        s(0, 0), s(3, 2), s(6, 4), s(9, 6), s(12, 8), s(9, 6), s(6, 4), s(3, 2), s(0, 0),
        s(10, 0), s(13, 2), s(16, 4), s(19, 6), s(22, 8), s(19, 6), s(16, 4), s(13, 2), s(10, 0),
        s(10, 0), s(13, 2), s(16, 4), s(19, 6), s(22, 8), s(19, 6), s(16, 4), s(13, 2), s(10, 0),
        s(10, 0), s(13, 2), s(16, 4), s(19, 6), s(22, 8), s(19, 6), s(16, 4), s(13, 2), s(10, 0),
        s(10, 0), s(13, 2), s(16, 4), s(19, 6), s(22, 8), s(19, 6), s(16, 4), s(13, 2), s(10, 0),
        s(10, 0), s(13, 2), s(16, 4), s(19, 6), s(22, 8), s(19, 6), s(16, 4), s(13, 2), s(10, 0),
    ];
    /// Piece-square values of a cannon by square.
    CANNON_PSQT: [90] = [
        s(5, 0), s(8, 2), s(11, 4), s(14, 6), s(20, 8), s(14, 6), s(11, 4), s(8, 2), s(5, 0),
        s(5, 0), s(8, 2), s(11, 4), s(14, 6), s(20, 8), s(14, 6), s(11, 4), s(8, 2), s(5, 0),
        s(5, 0), s(8, 2), s(11, 4), s(14, 6), s(20, 8), s(14, 6), s(11, 4), s(8, 2), s(5, 0),
        s(0, 0), s(3, 2), s(6, 4), s(9, 6), s(15, 8), s(9, 6), s(6, 4), s(3, 2), s(0, 0),
        s(0, 0), s(3, 2), s(6, 4), s(9, 6), s(15, 8), s(9, 6), s(6, 4), s(3, 2), s(0, 0),
        s(0, 0), s(3, 2), s(6, 4), s(9, 6), s(15, 8), s(9, 6), s(6, 4), s(3, 2), s(0, 0),
        s(0, 0), s(3, 2), s(6, 4), s(9, 6), s(15, 8), s(9, 6), s(6, 4), s(3, 2), s(0, 0),
        s(0, 0), s(3, 2), s(6, 4), s(9, 6), s(15, 8), s(9, 6), s(6, 4), s(3, 2), s(0, 0),
        s(0, 0), s(3, 2), s(6, 4), s(9, 6), s(15, 8), s(9, 6), s(6, 4), s(3, 2), s(0, 0),
        s(0, 0), s(3, 2), s(6, 4), s(9, 6), s(15, 8), s(9, 6), s(6, 4), s(3, 2), s(0, 0),
    ];
    /// Piece-square values of a soldier by square (across the river from rank 6).
    SOLDIER_PSQT: [90] = [
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0),
        s(9, 15), s(0, 0), s(9, 15), s(0, 0), s(9, 15), s(0, 0), s(9, 15), s(0, 0), s(9, 15),
        s(12, 20), s(0, 0), s(12, 20), s(0, 0), s(12, 20), s(0, 0), s(12, 20), s(0, 0), s(12, 20),
        s(70, 90), s(75, 93), s(80, 96), s(85, 99), s(90, 102), s(85, 99), s(80, 96), s(75, 93), s(70, 90),
        s(90, 110), s(95, 113), s(100, 116), s(105, 119), s(110, 122), s(105, 119), s(100, 116), s(95, 113), s(90, 110),
        s(100, 120), s(105, 123), s(110, 126), s(115, 129), s(120, 132), s(115, 129), s(110, 126), s(105, 123), s(100, 120),
        s(90, 110), s(95, 113), s(100, 116), s(105, 119), s(110, 122), s(105, 119), s(100, 116), s(95, 113), s(90, 110),
        s(30, 50), s(35, 53), s(40, 56), s(45, 59), s(50, 62), s(45, 59), s(40, 56), s(35, 53), s(30, 50),
    ];
    /// Horse mobility by safe targets (0..8): legs open, not an own piece, not guarded by an
    /// enemy soldier, advisor or elephant.
    HORSE_MOBILITY: [9] = [
        s(-65, -72), s(-13, -56), s(-29, -34), s(-12, -21), s(22, 18), s(37, 37), s(40, 34), s(39, 11), s(49, 2),
    ];
    /// Chariot mobility by safe targets (0..17), counted as for the horse.
    CHARIOT_MOBILITY: [18] = [
        s(-48, -31), s(-25, -49), s(-39, -42), s(-19, 17), s(-30, -32), s(6, 21), s(25, 14), s(20, -26), s(30, 29),
        s(24, 35), s(26, 32), s(30, 38), s(32, 19), s(43, 49), s(49, 21), s(48, 55), s(47, 57), s(43, 51),
    ];
    /// Cannon mobility by safe quiet moves (0..17), counted as for the horse.
    CANNON_MOBILITY: [18] = [
        s(12, 9), s(-36, -37), s(19, -7), s(18, 16), s(22, 17), s(6, -31), s(20, 8), s(13, 17), s(-17, 30),
        s(29, 29), s(25, -13), s(-17, 33), s(32, -14), s(24, 33), s(18, 33), s(-15, 33), s(-13, -2), s(40, 19),
    ];
    /// A chariot on a file with no soldier.
    CHARIOT_OPEN_FILE: [1] = [
        s(40, 32),
    ];
    /// A chariot on a file with enemy soldiers only.
    CHARIOT_SEMI_OPEN_FILE: [1] = [
        s(35, -23),
    ];
    /// A cannon on the enemy general's file, by the pieces between them: none (the "empty-head"
    /// cannon: nothing may step between without being pinned), one (check), two (the central
    /// cannon with a screen, one piece from a check), three or more.
    CANNON_KING_FILE: [4] = [
        s(87, -7), s(10, 5), s(44, 30), s(6, -23),
    ];
    /// A cannon on the enemy general's rank (the "bottom" cannon on its back rank), by the
    /// pieces between them as for the file.
    CANNON_KING_RANK: [4] = [
        s(58, 36), s(5, 5), s(23, -10), s(-26, -24),
    ];
    /// Danger to a general by the attack units against its palace (see `KING_ATTACK_UNITS` and
    /// `SAFE_CHECK_UNITS`), 0 to 63 units.
    KING_DANGER: [64] = [
        s(0, 0), s(-1, 0), s(-29, 14), s(-31, 18), s(-3, -29), s(-22, -14), s(-31, 11), s(18, -20),
        s(19, 21), s(-16, -19), s(-37, 16), s(-41, -26), s(-43, -11), s(-16, 17), s(-10, 11), s(-20, 19),
        s(-53, 20), s(-60, -26), s(-63, -26), s(-72, -30), s(-78, -32), s(-79, -24), s(-84, -28), s(-88, -4),
        s(-93, 15), s(-102, -34), s(-91, -32), s(-118, -31), s(-122, -31), s(-92, 7), s(-124, -13), s(-138, -20),
        s(-141, -14), s(-123, 6), s(-156, -19), s(-148, -3), s(-162, -9), s(-172, -9), s(-181, -9), s(-191, -9),
        s(-200, -10), s(-203, -10), s(-206, -10), s(-209, -10), s(-212, -11), s(-215, -11), s(-218, -11), s(-221, -11),
        s(-224, -12), s(-227, -12), s(-230, -12), s(-233, -12), s(-236, -13), s(-239, -13), s(-242, -13), s(-245, -13),
        s(-248, -14), s(-251, -14), s(-254, -14), s(-257, -14), s(-260, -15), s(-263, -15), s(-266, -15), s(-269, -15),
    ];
    /// Per advisor, added to its material, by the enemy's attack level (0..8: its chariots and
    /// horses across the river count 2, cannons and soldiers 1, plus 2 per attacking piece it has
    /// more; as ElephantEye measures it): a defender is worth most when the palace is threatened.
    ADVISOR_BY_ATTACK: [9] = [
        s(-16, -53), s(-7, -25), s(0, -12), s(-10, -23), s(-24, -21), s(-14, -13), s(-5, -3), s(4, 3), s(13, 14),
    ];
    /// Per elephant, by the enemy's attack level as for the advisor.
    ELEPHANT_BY_ATTACK: [9] = [
        s(-16, -36), s(-8, -14), s(-2, -50), s(-7, -22), s(-23, -9), s(-12, -10), s(-3, 0), s(4, 4), s(13, 14),
    ];
    /// The general's palace shape: other, general home with both advisors on the back rank, general
    /// home with one advisor in the palace centre and one beside it, general in the palace centre
    /// with both advisors.
    ADVISOR_SHAPE: [4] = [
        s(-23, -26), s(-13, -27), s(22, -27), s(-48, -32),
    ];
    /// The general's file ahead of it, towards the enemy, holds no piece of its own side: open
    /// (no piece at all but perhaps the enemy general), or with enemy pieces only (a chariot or
    /// cannon of theirs there bears on the general; one of ours could not block). Starts at zero
    /// (no hand-set guess); its values come from tuning.
    KING_OPEN_FILE: [2] = [
        s(6, -22), s(-20, 27),
    ];
    /// Two elephants guarding each other.
    ELEPHANTS_LINKED: [1] = [
        s(28, -14),
    ];
    /// A soldier across the river with an own soldier beside it on its rank.
    CONNECTED_SOLDIER: [1] = [
        s(-18, -11),
    ];
    /// A soldier across the river, by the enemy's advisors and elephants left (0..4).
    CROSSED_SOLDIER: [5] = [
        s(40, 20), s(-6, 9), s(-12, -3), s(1, 32), s(-4, 17),
    ];
    /// An enemy piece attacked by a soldier, by its kind (general, advisor, elephant, horse,
    /// chariot, cannon, soldier).
    THREAT_BY_SOLDIER: [7] = [
        s(0, 0), s(35, 31), s(24, -15), s(66, 54), s(30, 31), s(67, 56), s(-25, 22),
    ];
    /// An enemy piece attacked by an advisor or elephant, by its kind (pieces worth more than
    /// the attacker, or weakly defended).
    THREAT_BY_DEFENDER: [7] = [
        s(0, 0), s(0, 0), s(0, 0), s(6, -5), s(17, 9), s(58, 46), s(-20, -6),
    ];
    /// An enemy piece attacked by a horse or cannon, by its kind (chariots, or pieces weakly
    /// defended).
    THREAT_BY_MINOR: [7] = [
        s(0, 0), s(-21, 33), s(35, 32), s(0, 49), s(17, 14), s(46, 1), s(28, 23),
    ];
    /// An enemy piece attacked by a chariot, by its kind (weakly defended pieces).
    THREAT_BY_CHARIOT: [7] = [
        s(0, 0), s(35, 35), s(35, 36), s(34, 53), s(8, -3), s(5, 59), s(29, 35),
    ];
    /// An enemy piece attacked and not defended, besides the threat terms.
    HANGING: [1] = [
        s(43, 35),
    ];
    /// The side to move's initiative.
    TEMPO: [1] = [
        s(37, 6),
    ];
}

/// Values for SEE and MVV/LVA by kind, fixed so that tuning the evaluation leaves move
/// ordering alone: the first session's middle-game material, the general priceless.
pub const SEE_VALUE: [i32; 7] = [20_000, 200, 200, 400, 900, 450, 100];

/// Game-phase weight per kind: the attacking pieces. A full board sums to [`MAX_PHASE`].
pub const PHASE: [i32; 7] = [0, 0, 0, 3, 6, 3, 0];
/// The phase of the start position: 2 x (2 chariots x 6 + 2 horses x 3 + 2 cannons x 3).
pub const MAX_PHASE: i32 = 48;

/// Palace attack units per piece bearing on the enemy palace, by kind (general, advisor,
/// elephant, horse, chariot, cannon, soldier); each also adds the palace squares it hits. Their
/// sum with the safe checks indexes [`KING_DANGER`]. Hand-set.
pub const KING_ATTACK_UNITS: [i32; 7] = [0, 0, 0, 3, 4, 3, 1];
/// Attack units for a safe check available to the kind (horse, chariot, cannon, soldier).
pub const SAFE_CHECK_UNITS: [i32; 7] = [0, 0, 0, 5, 6, 5, 2];

/// The piece-square table of a kind, by index.
const PSQT: [&[Score; SQUARES]; 7] = [
    &KING_PSQT,
    &ADVISOR_PSQT,
    &ELEPHANT_PSQT,
    &HORSE_PSQT,
    &CHARIOT_PSQT,
    &CANNON_PSQT,
    &SOLDIER_PSQT,
];

/// The square Black's piece on `sq` reads in a table written from Red's side.
pub(crate) const fn mirror(sq: usize) -> usize {
    (9 - sq / 9) * 9 + sq % 9
}

const fn build_tables() -> [[Score; SQUARES]; 14] {
    let mut out = [[Score::ZERO; SQUARES]; 14];
    let mut k = 0;
    while k < 7 {
        let mut sq = 0;
        while sq < SQUARES {
            let v = PSQT[k][sq];
            let total = Score::new(MATERIAL[k].mg() + v.mg(), MATERIAL[k].eg() + v.eg());
            out[k][sq] = total;
            out[k + 7][mirror(sq)] = total;
            sq += 1;
        }
        k += 1;
    }
    out
}

/// Material plus piece-square value by board code (`colour * 7 + kind`) and square, from the
/// piece's own side (the accumulator applies the sign); kept incrementally by make/unmake.
pub(crate) static PIECE_SQUARE: [[Score; SQUARES]; 14] = build_tables();

/// The weight id of a kind's piece-square table.
pub(crate) const fn psqt_id(kind: PieceKind) -> WeightId {
    match kind {
        PieceKind::King => WeightId::KING_PSQT,
        PieceKind::Advisor => WeightId::ADVISOR_PSQT,
        PieceKind::Elephant => WeightId::ELEPHANT_PSQT,
        PieceKind::Horse => WeightId::HORSE_PSQT,
        PieceKind::Chariot => WeightId::CHARIOT_PSQT,
        PieceKind::Cannon => WeightId::CANNON_PSQT,
        PieceKind::Soldier => WeightId::SOLDIER_PSQT,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::SHAPE;
    use tetrarch_eval::PieceSquareTable;
    use tetrarch_geometry::Square;

    /// The compile-time table follows the eval crate's convention: Black's value on a square
    /// is Red's on the rank-mirrored square (`PieceSquareTable`, `mirror_square`).
    #[test]
    fn compile_time_table_matches_the_eval_crate_layout() {
        for kind in PieceKind::ALL {
            let k = kind.index();
            let table = PieceSquareTable::new(SHAPE, |c| {
                let v = PSQT[k][c.rank as usize * 9 + c.file as usize];
                Score::new(MATERIAL[k].mg() + v.mg(), MATERIAL[k].eg() + v.eg())
            });
            let both = PIECE_SQUARE[k].iter().zip(&PIECE_SQUARE[k + 7]);
            for (sq, (&red, &black)) in both.enumerate() {
                assert_eq!(table.get(0, Square::new(sq)), red);
                assert_eq!(table.get(1, Square::new(sq)), black);
            }
        }
    }
}
