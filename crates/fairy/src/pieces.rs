//! The pieces Fairy-Stockfish names, each by its Betza notation: a variant file assigns them a
//! letter (`knight = n`) or removes them (`queen = -`).

/// What a predefined piece is beyond its movement.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Role {
    /// Moves only by its steps.
    Plain,
    /// The chess pawn: double steps, en passant and promotion by default.
    Pawn,
    /// The xiangqi soldier: forward only until `soldierPromotionRank`, then also sideways.
    Soldier,
    /// The royal piece: checkmate ends the game.
    King,
}

/// `(name, Betza, role)` in Fairy-Stockfish's order (the order of its piece types).
pub const PREDEFINED: &[(&str, &str, Role)] = &[
    ("pawn", "fmWfceF", Role::Pawn),
    ("knight", "N", Role::Plain),
    ("bishop", "B", Role::Plain),
    ("rook", "R", Role::Plain),
    ("queen", "Q", Role::Plain),
    ("fers", "F", Role::Plain),
    ("alfil", "A", Role::Plain),
    ("fersAlfil", "FA", Role::Plain),
    ("silver", "FfW", Role::Plain),
    ("aiwok", "RNF", Role::Plain),
    ("bers", "RF", Role::Plain),
    ("archbishop", "BN", Role::Plain),
    ("chancellor", "RN", Role::Plain),
    ("amazon", "QN", Role::Plain),
    ("knibis", "mNcB", Role::Plain),
    ("biskni", "mBcN", Role::Plain),
    ("kniroo", "mNcR", Role::Plain),
    ("rookni", "mRcN", Role::Plain),
    ("shogiPawn", "fW", Role::Plain),
    ("lance", "fR", Role::Plain),
    ("shogiKnight", "fN", Role::Plain),
    ("euroshogiKnight", "fNsW", Role::Plain),
    ("gold", "WfF", Role::Plain),
    ("dragonHorse", "BW", Role::Plain),
    ("clobber", "cW", Role::Plain),
    ("breakthrough", "fmWfF", Role::Plain),
    ("immobile", "", Role::Plain),
    ("cannon", "mRcpR", Role::Plain),
    ("janggiCannon", "pR", Role::Plain),
    ("soldier", "fsW", Role::Soldier),
    ("horse", "nN", Role::Plain),
    ("elephant", "nA", Role::Plain),
    ("banner", "RcpRnN", Role::Plain),
    ("wazir", "W", Role::Plain),
    ("commoner", "K", Role::Plain),
    ("centaur", "KN", Role::Plain),
    ("king", "K", Role::King),
];

/// How many `customPieceN` slots a file may use (Fairy-Stockfish has 25).
pub const CUSTOM_PIECES: usize = 25;

/// The predefined piece called `name`.
pub fn predefined(name: &str) -> Option<(&'static str, Role)> {
    PREDEFINED
        .iter()
        .find(|(n, _, _)| *n == name)
        .map(|&(_, betza, role)| (betza, role))
}

/// `customPiece7` -> 7.
pub fn custom_slot(name: &str) -> Option<usize> {
    let n: usize = name.strip_prefix("customPiece")?.parse().ok()?;
    (1..=CUSTOM_PIECES).contains(&n).then_some(n)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_predefined_betza_parses_in_2d_and_3d() {
        for (name, betza, _) in PREDEFINED {
            crate::betza::parse(betza, 1).unwrap_or_else(|e| panic!("{name}: {e}"));
            crate::betza::parse(betza, 5).unwrap_or_else(|e| panic!("{name}: {e}"));
        }
        assert_eq!(custom_slot("customPiece25"), Some(25));
        assert_eq!(custom_slot("customPiece26"), None);
        assert_eq!(custom_slot("customPiece"), None);
    }
}
