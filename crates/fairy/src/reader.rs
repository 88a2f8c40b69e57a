//! From the keys of a section (its parent's first) to a [`Definition`]: every key Fairy-Stockfish
//! names is either read, accepted at its default, or refused with its line; keys nobody knows
//! are warned about with their line.

use crate::betza;
use crate::pieces::{custom_slot, predefined, Role, CUSTOM_PIECES, PREDEFINED};
use crate::region::{relative_level_of, relative_rank_of, Region};
use crate::spec::*;
use std::collections::HashMap;
use std::sync::Arc;
use tetrarch_geometry::BoardShape;
use tetrarch_movegen::{Color, StepKind};

/// A `key = value` with where it was written (a child's keys override its parent's).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ResolvedEntry {
    /// The key.
    pub key: String,
    /// The value as written.
    pub value: String,
    /// 1-based line number in its file.
    pub line: usize,
    /// The file (or `built-in`) it comes from.
    pub source: Arc<str>,
}

/// Largest flat board (Fairy-Stockfish's large-board build: 12 files, 10 ranks).
pub const MAX_FILES_2D: u8 = 12;
/// Largest flat board's ranks (see [`MAX_FILES_2D`]).
pub const MAX_RANKS_2D: u8 = 10;
/// Largest 3D board, in cells (an 8x8x8 cube).
pub const MAX_CELLS_3D: usize = 512;
/// Largest placement board side.
pub const MAX_PLACEMENT_SIDE: u8 = 32;
/// Most piece types one variant may define (the move's promotion field and the board codes).
pub const MAX_PIECE_TYPES: usize = 24;

/// Keys Fairy-Stockfish reads that tetrarch does not play, with their default value: a file
/// may set them to the default, anything else refuses the variant.
const UNSUPPORTED: &[(&str, &str)] = &[
    ("chess960", "false"),
    ("twoBoards", "false"),
    ("sittuyinPromotion", "false"),
    ("promotedPieceType", ""),
    ("piecePromotionOnCapture", "false"),
    ("mandatoryPiecePromotion", "false"),
    ("pieceDemotion", "false"),
    ("firstRankDoubleSteps", "false"),
    ("castlingDroppedPiece", "false"),
    ("mustCapture", "false"),
    ("mustDrop", "false"),
    ("pieceDrops", "false"),
    ("dropLoop", "false"),
    ("capturesToHand", "false"),
    ("firstRankPawnDrops", "false"),
    ("promotionZonePawnDrops", "false"),
    ("dropOnTop", "false"),
    ("sittuyinRookDrop", "false"),
    ("dropOppositeColoredBishop", "false"),
    ("dropPromoted", "false"),
    ("shogiDoubledPawn", "true"),
    ("gating", "false"),
    ("seirawanGating", "false"),
    ("cambodianMoves", "false"),
    ("diagonalLines", "-"),
    ("kingPass", "false"),
    ("kingPassOnStalemate", "false"),
    ("pass", "false"),
    ("passOnStalemate", "false"),
    ("makpongRule", "false"),
    ("nFoldValueAbsolute", "false"),
    ("shogiPawnDropMateIllegal", "false"),
    ("shatarMateRule", "false"),
    ("bikjangRule", "false"),
    ("flagPiece", "-"),
    ("whiteFlag", "-"),
    ("blackFlag", "-"),
    ("flagRegion", "-"),
    ("flagMove", "false"),
    ("checkCounting", "false"),
    ("connectN", "0"),
    ("materialCounting", "none"),
    ("countingRule", "none"),
    ("tripleStepRegionWhite", "-"),
    ("tripleStepRegionBlack", "-"),
    ("blastOnCapture", "false"),
    ("moveRepetitionIllegal", "false"),
    ("chasingRule", "none"),
    ("stalematePieceCount", "false"),
    ("extinctionPseudoRoyal", "false"),
    ("dupleCheck", "false"),
    ("wallingRule", "none"),
    ("enclosingDrop", "none"),
    ("flipEnclosedPieces", "none"),
];

/// Keys read without effect on play: XBoard's drawing hints and evaluation switches.
const HINTS: &[&str] = &[
    "variantTemplate",
    "pieceToCharTable",
    "pocketSize",
    "endgameEval",
    "dropChecks",
    "mustDropType",
    "whiteDropRegion",
    "blackDropRegion",
    "dropRegionWhite",
    "dropRegionBlack",
];

/// The keys of one section, each read at most once; what is left at the end is reported.
struct Keys<'a> {
    variant: &'a str,
    map: HashMap<&'a str, &'a ResolvedEntry>,
    used: std::collections::HashSet<&'a str>,
}

impl<'a> Keys<'a> {
    fn new(variant: &'a str, entries: &'a [ResolvedEntry]) -> Self {
        let mut map = HashMap::new();
        for e in entries {
            map.insert(e.key.as_str(), e);
        }
        Keys {
            variant,
            map,
            used: Default::default(),
        }
    }

    fn get(&mut self, key: &'a str) -> Option<&'a ResolvedEntry> {
        let e = self.map.get(key).copied();
        if e.is_some() {
            self.used.insert(key);
        }
        e
    }

    /// The error for `e`, naming the variant, the place and the key.
    fn error(&self, e: &ResolvedEntry, reason: impl core::fmt::Display) -> String {
        format!(
            "variant '{}': {} line {}: {} = {}: {reason}",
            self.variant, e.source, e.line, e.key, e.value
        )
    }

    fn bool(&mut self, key: &'a str, default: bool) -> Result<bool, String> {
        match self.get(key) {
            None => Ok(default),
            Some(e) => match e.value.as_str() {
                "true" => Ok(true),
                "false" => Ok(false),
                _ => Err(self.error(e, "expected true or false")),
            },
        }
    }

    fn int(&mut self, key: &'a str, default: u32, max: u32) -> Result<u32, String> {
        match self.get(key) {
            None => Ok(default),
            Some(e) => e
                .value
                .parse::<u32>()
                .ok()
                .filter(|&n| n <= max)
                .ok_or_else(|| self.error(e, format!("expected a whole number from 0 to {max}"))),
        }
    }

    fn value(&mut self, key: &'a str, default: GameValue) -> Result<GameValue, String> {
        match self.get(key) {
            None => Ok(default),
            Some(e) => GameValue::parse(&e.value)
                .ok_or_else(|| self.error(e, "expected win, loss or draw")),
        }
    }

    /// A rank number 1..=`ranks`, returned 0-based.
    fn rank(&mut self, key: &'a str, default: u8, ranks: u8) -> Result<u8, String> {
        match self.get(key) {
            None => Ok(default),
            Some(e) => e
                .value
                .parse::<u8>()
                .ok()
                .filter(|r| (1..=ranks).contains(r))
                .map(|r| r - 1)
                .ok_or_else(|| self.error(e, format!("expected a rank from 1 to {ranks}"))),
        }
    }

    /// A file as a letter (`g`) or a number from 1, returned 0-based.
    fn file(&mut self, key: &'a str, default: u8, files: u8) -> Result<u8, String> {
        match self.get(key) {
            None => Ok(default),
            Some(e) => parse_file(&e.value).filter(|&f| f < files).ok_or_else(|| {
                self.error(
                    e,
                    format!(
                        "expected a file from a to {} (or 1 to {files})",
                        (b'a' + files - 1) as char
                    ),
                )
            }),
        }
    }

    fn region(&mut self, key: &'a str, shape: BoardShape) -> Result<Option<Region>, String> {
        match self.get(key) {
            None => Ok(None),
            Some(e) => Region::parse(shape, &e.value)
                .map(Some)
                .map_err(|r| self.error(e, r)),
        }
    }

    /// Piece letters (`nbrq`, `-` for none) naming defined pieces.
    fn piece_set(
        &mut self,
        key: &'a str,
        pieces: &[PieceSpec],
    ) -> Result<Option<Vec<usize>>, String> {
        let Some(e) = self.get(key) else {
            return Ok(None);
        };
        let mut out = Vec::new();
        for c in e.value.chars().filter(|c| !c.is_whitespace()) {
            if c == '-' {
                continue;
            }
            let i = piece_index(pieces, c)
                .ok_or_else(|| self.error(e, format!("no piece has the letter '{c}'")))?;
            if !out.contains(&i) {
                out.push(i);
            }
        }
        Ok(Some(out))
    }
}

fn parse_file(text: &str) -> Option<u8> {
    if let Ok(n) = text.parse::<u8>() {
        return n.checked_sub(1);
    }
    let mut chars = text.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) if c.is_ascii_lowercase() => Some(c as u8 - b'a'),
        _ => None,
    }
}

fn piece_index(pieces: &[PieceSpec], c: char) -> Option<usize> {
    let lower = c.to_ascii_lowercase();
    pieces.iter().position(|p| p.letter == lower)
}

/// `rook` -> `Rook`, for the mobility-region keys.
fn capitalized(name: &str) -> String {
    let mut c = name.chars();
    match c.next() {
        Some(f) => f.to_ascii_uppercase().to_string() + c.as_str(),
        None => String::new(),
    }
}

/// Reads a section's keys (parents' first, later keys winning) into a definition. Warnings
/// (unknown keys) are appended to `warnings`; the error names the first refused key.
pub fn interpret(
    name: &str,
    source: &str,
    entries: &[ResolvedEntry],
    warnings: &mut Vec<String>,
) -> Result<Definition, String> {
    let mut keys = Keys::new(name, entries);
    let definition = if keys.bool("pieceDrops", false)? {
        Definition::Placement(placement(name, source, &mut keys)?)
    } else {
        Definition::Board(board_variant(name, source, &mut keys)?)
    };
    // Whatever was not read: refused when it changes the rules, warned about when unknown.
    let mut rest: Vec<&ResolvedEntry> = keys
        .map
        .iter()
        .filter(|(k, _)| !keys.used.contains(*k))
        .map(|(_, e)| *e)
        .collect();
    rest.sort_by(|a, b| (&*a.source, a.line).cmp(&(&*b.source, b.line)));
    for e in rest {
        if HINTS.contains(&e.key.as_str()) {
            continue;
        }
        if let Some(&(_, default)) = UNSUPPORTED.iter().find(|(k, _)| *k == e.key) {
            let harmless = e.value == default
                || (default == "-" && e.value.is_empty())
                || (default.is_empty() && (e.value.is_empty() || e.value == "-"));
            if !harmless {
                return Err(keys.error(e, "this rule is not supported by tetrarch"));
            }
            continue;
        }
        warnings.push(format!(
            "variant '{name}': {} line {}: unknown key '{}' ignored",
            e.source, e.line, e.key
        ));
    }
    Ok(definition)
}

/// The board's shape from `maxFile`, `maxRank` and `maxLevel`.
fn shape<'a>(keys: &mut Keys<'a>, placement: bool) -> Result<BoardShape, String> {
    let files = match keys.get("maxFile") {
        None => 8,
        Some(e) => parse_file(&e.value)
            .map(|f| f + 1)
            .filter(|&f| f >= 1)
            .ok_or_else(|| {
                keys.error(e, "expected a number of files (or the last file's letter)")
            })?,
    };
    let ranks = match keys.get("maxRank") {
        None => 8,
        Some(e) => e
            .value
            .parse::<u8>()
            .ok()
            .filter(|&r| r >= 1)
            .ok_or_else(|| keys.error(e, "expected a number of ranks"))?,
    };
    let levels = keys.int("maxLevel", 1, 26)?.max(1) as u8;
    let shape = BoardShape::cube(files, ranks, levels);
    let too_big = |what: String| -> Result<BoardShape, String> {
        let e = keys
            .map
            .get("maxFile")
            .or(keys.map.get("maxRank"))
            .or(keys.map.get("maxLevel"));
        Err(match e {
            Some(e) => keys.error(e, what),
            None => format!("variant '{}': {what}", keys.variant),
        })
    };
    if placement {
        if files > MAX_PLACEMENT_SIDE || ranks > MAX_PLACEMENT_SIDE || levels > 1 {
            return too_big(format!(
                "placement boards are flat, at most {MAX_PLACEMENT_SIDE}x{MAX_PLACEMENT_SIDE}"
            ));
        }
    } else if levels == 1 {
        if files > MAX_FILES_2D || ranks > MAX_RANKS_2D || files < 2 || ranks < 2 {
            return too_big(format!(
                "a {files}x{ranks} board: flat boards are 2x2 to {MAX_FILES_2D}x{MAX_RANKS_2D}"
            ));
        }
    } else if shape.len() > MAX_CELLS_3D || files > 26 || ranks > 26 || files < 2 || ranks < 2 {
        return too_big(format!(
            "a {files}x{ranks}x{levels} board: 3D boards have at most {MAX_CELLS_3D} cells"
        ));
    }
    Ok(shape)
}

fn placement<'a>(name: &str, source: &str, keys: &mut Keys<'a>) -> Result<PlacementSpec, String> {
    let shape = shape(keys, true)?;
    let connect = keys.int("connectN", 0, MAX_PLACEMENT_SIDE as u32)?;
    let overline = keys.bool("connectOverline", true)?;
    for key in ["connectHorizontal", "connectVertical", "connectDiagonal"] {
        if !keys.bool(key, true)? {
            let e = keys.map[key];
            return Err(keys.error(e, "only rows in every direction are supported"));
        }
    }
    if connect < 2 || connect as u8 > shape.files.max(shape.ranks) {
        let reason = format!(
            "a placement game needs connectN from 2 to the board's longer side ({})",
            shape.files.max(shape.ranks)
        );
        return Err(match keys.map.get("connectN") {
            Some(e) => keys.error(e, reason),
            None => format!("variant '{name}': {reason}"),
        });
    }
    // The stones and the rules of a plain placement game: read and checked, nothing more.
    for (piece, _, _) in PREDEFINED {
        if let Some(e) = keys.get(piece) {
            if *piece != "immobile" && !e.value.starts_with('-') {
                return Err(keys.error(e, "a placement game has only immobile stones"));
            }
        }
    }
    for key in [
        "startFen",
        "doubleStep",
        "castling",
        "immobilityIllegal",
        "nMoveRule",
    ] {
        keys.get(key);
    }
    if keys.value("stalemateValue", GameValue::Draw)? != GameValue::Draw {
        let e = keys.map["stalemateValue"];
        return Err(keys.error(e, "a full board is a draw in placement games"));
    }
    keys.used.insert("connectN");
    Ok(PlacementSpec {
        name: name.to_string(),
        source: source.to_string(),
        width: shape.files,
        height: shape.ranks,
        connect: connect as u8,
        overline,
    })
}

fn board_variant<'a>(name: &str, source: &str, keys: &mut Keys<'a>) -> Result<Spec, String> {
    let shape = shape(keys, false)?;
    let mut pieces = read_pieces(keys, shape)?;
    if pieces.len() > MAX_PIECE_TYPES {
        return Err(format!(
            "variant '{name}': {} piece types, at most {MAX_PIECE_TYPES}",
            pieces.len()
        ));
    }
    let royal = pieces.iter().position(|p| p.role == Role::King);

    // The king moving as another piece (Fairy-Stockfish 11's kingType; `king = k:W` also works).
    if let Some(e) = keys.get("kingType") {
        let c = e.value.chars().next().unwrap_or(' ');
        let (Some(k), Some(t)) = (royal, piece_index(&pieces, c)) else {
            return Err(keys.error(e, "needs a king and the letter of a defined piece"));
        };
        pieces[k].steps = pieces[t].steps.clone();
        pieces[k].betza = pieces[t].betza.clone();
    }

    // Mobility regions: mobilityRegionWhiteKing, mobilityRegionBlackCustomPiece1...
    for p in &mut pieces {
        for color in Color::ALL {
            let side = if color == Color::White {
                "White"
            } else {
                "Black"
            };
            let key = format!("mobilityRegion{side}{}", capitalized(&p.name));
            let key: &'a str = keys.map.keys().find(|k| **k == key).copied().unwrap_or("");
            if !key.is_empty() {
                p.zone[color.index()] = keys.region(key, shape)?;
            }
        }
    }

    // The soldier's sideways steps come once it reaches soldierPromotionRank.
    let soldier_rank = keys.rank("soldierPromotionRank", 0, shape.ranks)?;
    for p in pieces.iter_mut().filter(|p| p.role == Role::Soldier) {
        if soldier_rank == 0 {
            continue;
        }
        let regions = [Color::White, Color::Black]
            .map(|c| Region::from_fn(shape, |co| relative_rank_of(shape, c, co) >= soldier_rank));
        let (sideways, forward): (Vec<_>, Vec<_>) = p
            .steps
            .iter()
            .partition(|s| s.dir.file != 0 && s.dir.rank == 0);
        p.steps = forward;
        p.conditional = sideways.into_iter().map(|s| (s, regions.clone())).collect();
    }

    let start_fen = match keys.get("startFen") {
        Some(e) => e.value.clone(),
        None => "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1".to_string(),
    };

    // Pawns: who promotes, double-steps and captures en passant.
    let default_pawns: Vec<usize> = (0..pieces.len())
        .filter(|&i| pieces[i].role == Role::Pawn)
        .collect();
    let pawn_types = keys
        .piece_set("pawnTypes", &pieces)?
        .unwrap_or(default_pawns);
    let promotion_pawns = keys
        .piece_set("promotionPawnTypes", &pieces)?
        .unwrap_or_else(|| pawn_types.clone());
    let mandatory = keys.bool("mandatoryPawnPromotion", true)?;
    let promotion_rank = keys.rank("promotionRank", shape.ranks - 1, shape.ranks)?;
    let mut region = [Color::White, Color::Black].map(|c| {
        Region::from_fn(shape, |co| {
            let rank = relative_rank_of(shape, c, co);
            let far_level = relative_level_of(shape, c, co) == shape.levels - 1;
            far_level
                && if mandatory {
                    rank == promotion_rank
                } else {
                    rank >= promotion_rank
                }
        })
    });
    for (color, key) in [(0, "promotionRegionWhite"), (1, "promotionRegionBlack")] {
        if let Some(r) = keys.region(key, shape)? {
            region[color] = r;
        }
    }
    let both = keys
        .piece_set("promotionPieceTypes", &pieces)?
        .unwrap_or_default();
    let types = [
        keys.piece_set("promotionPieceTypesWhite", &pieces)?
            .unwrap_or_else(|| both.clone()),
        keys.piece_set("promotionPieceTypesBlack", &pieces)?
            .unwrap_or_else(|| both.clone()),
    ];
    let mut limits = vec![0u32; pieces.len()];
    if let Some(e) = keys.get("promotionLimit") {
        for token in e.value.split_whitespace() {
            let parsed = token.split_once(':').and_then(|(l, n)| {
                let c = l.chars().next()?;
                Some((piece_index(&pieces, c)?, n.parse::<u32>().ok()?))
            });
            let (i, n) = parsed.ok_or_else(|| {
                keys.error(
                    e,
                    format!("'{token}' is not LETTER:COUNT of a defined piece"),
                )
            })?;
            limits[i] = n;
        }
    }
    let promotion = PromotionSpec {
        pawn_types: promotion_pawns,
        region,
        types,
        limits,
        mandatory,
    };

    let double_step = if keys.bool("doubleStep", true)? {
        let rank = keys.rank("doubleStepRank", 1, shape.ranks)?;
        let mut regions = [Color::White, Color::Black]
            .map(|c| Region::from_fn(shape, |co| relative_rank_of(shape, c, co) == rank));
        for (color, key) in [(0, "doubleStepRegionWhite"), (1, "doubleStepRegionBlack")] {
            if let Some(r) = keys.region(key, shape)? {
                regions[color] = r;
            }
        }
        Some(regions)
    } else {
        keys.get("doubleStepRank");
        keys.get("doubleStepRegionWhite");
        keys.get("doubleStepRegionBlack");
        None
    };
    let en_passant = keys.bool("enPassant", true)?;

    let castling = if keys.bool("castling", true)? {
        let rank = keys.rank("castlingRank", 0, shape.ranks)?;
        let kingside_file =
            keys.file("castlingKingsideFile", 6.min(shape.files - 1), shape.files)?;
        let queenside_file =
            keys.file("castlingQueensideFile", 2.min(shape.files - 1), shape.files)?;
        let king_file = keys.file("castlingKingFile", 4.min(shape.files - 1), shape.files)?;
        let rook_kingside_file =
            keys.file("castlingRookKingsideFile", shape.files - 1, shape.files)?;
        let rook_queenside_file = keys.file("castlingRookQueensideFile", 0, shape.files)?;
        let mut rook_types = keys.piece_set("castlingRookPieces", &pieces)?;
        if let Some(t) = keys.piece_set("castlingRookPiece", &pieces)? {
            rook_types = Some(t);
        }
        let rook_types = rook_types.unwrap_or_else(|| {
            pieces
                .iter()
                .position(|p| p.name == "rook")
                .into_iter()
                .collect()
        });
        if let Some(e) = keys.get("castlingKingPiece") {
            if royal.is_none_or(|k| {
                piece_index(&pieces, e.value.chars().next().unwrap_or(' ')) != Some(k)
            }) {
                return Err(keys.error(e, "only the king castles"));
            }
        }
        (royal.is_some() && !rook_types.is_empty() && shape.levels == 1).then_some(CastlingSpec {
            rank,
            king_file,
            kingside_file,
            queenside_file,
            rook_kingside_file,
            rook_queenside_file,
            rook_types,
        })
    } else {
        for k in [
            "castlingRank",
            "castlingKingsideFile",
            "castlingQueensideFile",
            "castlingKingFile",
            "castlingRookKingsideFile",
            "castlingRookQueensideFile",
            "castlingRookPieces",
            "castlingRookPiece",
            "castlingKingPiece",
        ] {
            keys.get(k);
        }
        None
    };

    let extinction = match keys.get("extinctionValue") {
        None => None,
        Some(e) if e.value == "none" => None,
        Some(e) => {
            let value = GameValue::parse(&e.value)
                .ok_or_else(|| keys.error(e, "expected win, loss, draw or none"))?;
            let all_pieces = keys
                .map
                .get("extinctionPieceTypes")
                .is_some_and(|t| t.value.trim() == "*");
            let types = if all_pieces {
                keys.get("extinctionPieceTypes");
                Vec::new()
            } else {
                keys.piece_set("extinctionPieceTypes", &pieces)?
                    .unwrap_or_default()
            };
            Some(ExtinctionSpec {
                value,
                types,
                all_pieces,
                count: keys.int("extinctionPieceCount", 0, 1000)?,
                opponent_count: keys.int("extinctionOpponentPieceCount", 0, 1000)?,
                claim: keys.bool("extinctionClaim", false)?,
            })
        }
    };
    if extinction.is_none() {
        for k in [
            "extinctionPieceTypes",
            "extinctionPieceCount",
            "extinctionOpponentPieceCount",
            "extinctionClaim",
        ] {
            keys.get(k);
        }
    }

    let xboard = XboardHints {
        template: keys
            .get("variantTemplate")
            .map_or("fairy".into(), |e| e.value.clone()),
        piece_to_char_table: keys
            .get("pieceToCharTable")
            .map_or("-".into(), |e| e.value.clone()),
        pocket_size: keys.int("pocketSize", 0, 64)?,
    };

    let spec = Spec {
        name: name.to_string(),
        source: source.to_string(),
        shape,
        start_fen,
        royal,
        promotion,
        double_step,
        pawn_types,
        en_passant,
        castling,
        checking: keys.bool("checking", true)?,
        flying_general: keys.bool("flyingGeneral", false)?,
        immobility_illegal: keys.bool("immobilityIllegal", false)?,
        checkmate_value: keys.value("checkmateValue", GameValue::Loss)?,
        stalemate_value: keys.value("stalemateValue", GameValue::Draw)?,
        n_move_rule: keys.int("nMoveRule", 50, 10_000)?,
        n_fold_rule: keys.int("nFoldRule", 3, 100)?.max(2),
        n_fold_value: keys.value("nFoldValue", GameValue::Draw)?,
        perpetual_check_illegal: keys.bool("perpetualCheckIllegal", false)?,
        extinction,
        xboard,
        pieces,
    };
    Ok(spec)
}

/// The piece keys: predefined names and `customPieceN`, each `LETTER`, `LETTER:BETZA` or `-`.
fn read_pieces(keys: &mut Keys<'_>, shape: BoardShape) -> Result<Vec<PieceSpec>, String> {
    let mut pieces: Vec<PieceSpec> = Vec::new();
    let custom_names: Vec<String> = (1..=CUSTOM_PIECES)
        .map(|n| format!("customPiece{n}"))
        .collect();
    let names: Vec<&str> = PREDEFINED
        .iter()
        .map(|p| p.0)
        .chain(custom_names.iter().map(String::as_str))
        .collect();
    for name in names {
        let key = keys.map.keys().find(|k| **k == name).copied();
        let Some(key) = key else { continue };
        let e = keys.get(key).expect("present");
        let value = e.value.trim();
        if value.is_empty() || value.starts_with('-') {
            continue;
        }
        let (letter, betza_text) = match value.split_once(':') {
            Some((l, b)) => (l.trim(), Some(b.trim())),
            None => (value, None),
        };
        let mut lc = letter.chars();
        let (Some(letter), None) = (lc.next(), lc.next()) else {
            return Err(keys.error(e, "expected one letter, LETTER:BETZA, or '-' to remove"));
        };
        if !letter.is_ascii_alphabetic() {
            return Err(keys.error(e, format!("'{letter}' is not a letter")));
        }
        let letter = letter.to_ascii_lowercase();
        let (default_betza, role) = match predefined(name) {
            Some(p) => p,
            None => {
                debug_assert!(custom_slot(name).is_some());
                ("", Role::Plain)
            }
        };
        if predefined(name).is_none() && betza_text.is_none() {
            return Err(keys.error(e, "a custom piece needs LETTER:BETZA"));
        }
        let betza_text = betza_text.unwrap_or(default_betza);
        let steps = betza::parse(betza_text, shape.levels).map_err(|b| keys.error(e, b))?;
        if shape.levels == 1 && steps.iter().any(|s| s.dir.level != 0) {
            return Err(keys.error(e, "a step leaves the flat board"));
        }
        if let Some(other) = pieces.iter().find(|p| p.letter == letter) {
            return Err(keys.error(e, format!("letter '{letter}' is already {}", other.name)));
        }
        if steps.iter().any(|s| matches!(s.kind, StepKind::Hop)) {
            unreachable!("the Betza reader writes hurdles, not hops");
        }
        pieces.push(PieceSpec {
            name: name.to_string(),
            letter,
            betza: betza_text.to_string(),
            role,
            steps,
            conditional: Vec::new(),
            zone: [None, None],
        });
    }
    // The king is listed last by Fairy-Stockfish; keep it last so its index is stable.
    Ok(pieces)
}
