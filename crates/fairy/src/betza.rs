//! Betza's "funny notation" for piece movement, read as Fairy-Stockfish reads it, plus a 3D
//! extension (see `docs/variants.md`).
//!
//! A description is a sequence of atoms, each after its modifiers:
//! - leapers `W F D N A H C L Z J G` and `K` (= `WF`); riders `R B Q`; a leaper letter doubled
//!   (`NN`) or followed by a digit (`W3`, at most three steps) rides;
//! - explicit step vectors: `(x,y)` or `(x,y,z)` is that one step (files, ranks, levels, as
//!   White sees them); `[x,y,z]` is every image of it under swapping axes and signs (`[1,1,1]`
//!   is the eight triagonal steps); doubled or followed by a digit they ride too;
//! - modalities `m` (move only), `c` (capture only; `e`, capture en passant, reads as `c`),
//!   none meaning both; `p` hop over exactly one piece (cannon-like), `g` grasshopper, `n` lame
//!   (the leap's middle square must be empty);
//! - directions `f b l r v s h` with Fairy-Stockfish's two-letter combinations on flat boards;
//!   on 3D boards each of `f b l r u d v s` keeps the steps that move that way (forward,
//!   backward, left, right, up a level, down a level, forward or backward, left or right), and
//!   several letters keep the union.
//!
//! Black's steps are White's mirrored through ranks and levels, done when tables are built.

use tetrarch_geometry::Direction;
use tetrarch_movegen::{Step, StepKind, StepMode};

/// Why a Betza text was refused: the text, the position and what is wrong.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[error("Betza '{text}', at '{at}': {reason}")]
pub struct BetzaError {
    /// The whole Betza text.
    pub text: String,
    /// The rest of the text where reading stopped.
    pub at: String,
    /// What is wrong there.
    pub reason: String,
}

/// The 2D atoms: (long, short) components as Fairy-Stockfish's table lists them.
fn leaper_atom(c: char) -> Option<&'static [(i8, i8)]> {
    Some(match c {
        'W' => &[(1, 0)],
        'F' => &[(1, 1)],
        'D' => &[(2, 0)],
        'N' => &[(2, 1)],
        'A' => &[(2, 2)],
        'H' => &[(3, 0)],
        'C' | 'L' => &[(3, 1)],
        'Z' | 'J' => &[(3, 2)],
        'G' => &[(3, 3)],
        'K' => &[(1, 0), (1, 1)],
        _ => return None,
    })
}

fn rider_atom(c: char) -> Option<&'static [(i8, i8)]> {
    Some(match c {
        'R' => &[(1, 0)],
        'B' => &[(1, 1)],
        'Q' => &[(1, 0), (1, 1)],
        _ => return None,
    })
}

/// The eight images of a 2D atom `(first, second)` (`first` ranks forward, `second` files
/// right, as Fairy-Stockfish writes them) and the two-letter direction codes that select each.
fn images_2d(first: i8, second: i8) -> [(Direction, &'static [&'static str]); 8] {
    let d = Direction::flat;
    [
        (
            d(second, first),
            &["ff", "vv", "rf", "rv", "fh", "rh", "hr"],
        ),
        (
            d(-second, -first),
            &["bb", "vv", "lb", "lv", "bh", "lh", "hr"],
        ),
        (
            d(first, -second),
            &["rr", "ss", "br", "bs", "bh", "rh", "hr"],
        ),
        (
            d(-first, second),
            &["ll", "ss", "fl", "fs", "fh", "lh", "hr"],
        ),
        (
            d(first, second),
            &["rr", "ss", "fr", "fs", "fh", "rh", "hl"],
        ),
        (
            d(-first, -second),
            &["ll", "ss", "bl", "bs", "bh", "lh", "hl"],
        ),
        (
            d(second, -first),
            &["bb", "vv", "rb", "rv", "bh", "rh", "hl"],
        ),
        (
            d(-second, first),
            &["ff", "vv", "lf", "lv", "fh", "lh", "hl"],
        ),
    ]
}

/// Every image of `(a, b, c)` under permuting the three axes and flipping signs.
fn images_3d(v: [i8; 3]) -> Vec<Direction> {
    const PERMS: [[usize; 3]; 6] = [
        [0, 1, 2],
        [0, 2, 1],
        [1, 0, 2],
        [1, 2, 0],
        [2, 0, 1],
        [2, 1, 0],
    ];
    let mut out: Vec<Direction> = Vec::new();
    for p in PERMS {
        for signs in 0..8 {
            let comp = |i: usize| {
                let x = v[p[i]];
                if signs >> i & 1 == 1 {
                    -x
                } else {
                    x
                }
            };
            let d = Direction::new(comp(0), comp(1), comp(2));
            if d.changed_axes() > 0 && !out.contains(&d) {
                out.push(d);
            }
        }
    }
    out
}

const VERTICALS: &str = "fbvh";
const HORIZONTALS: &str = "rlsh";

/// State of the atom being read: its modifiers so far.
#[derive(Default)]
struct Modifiers {
    quiet: bool,
    capture: bool,
    hop: bool,
    grasshopper: bool,
    lame: bool,
    /// Fairy-Stockfish's direction codes (`ff`, `fs`...) on flat boards; single letters on
    /// 3D boards.
    directions: Vec<String>,
}

/// Reads `text`; `levels > 1` selects the 3D reading of atoms and directions.
pub fn parse(text: &str, levels: u8) -> Result<Vec<Step>, BetzaError> {
    let three_d = levels > 1;
    let chars: Vec<char> = text.chars().collect();
    let err = |i: usize, reason: String| BetzaError {
        text: text.to_string(),
        at: chars[i.min(chars.len())..].iter().collect(),
        reason,
    };
    let mut steps: Vec<Step> = Vec::new();
    let mut m = Modifiers::default();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        match c {
            'm' => m.quiet = true,
            'c' | 'e' => m.capture = true,
            'p' => m.hop = true,
            'g' => m.grasshopper = true,
            'n' => m.lame = true,
            'i' => {
                return Err(err(
                    i,
                    "'i' (initial moves) is not supported; pawns' first double steps come \
                     from the doubleStep keys"
                        .into(),
                ))
            }
            'u' | 'd' if three_d => m.directions.push(c.to_string()),
            _ if VERTICALS.contains(c) || HORIZONTALS.contains(c) => {
                if three_d {
                    if c == 'h' {
                        return Err(err(i, "'h' has no 3D reading".into()));
                    }
                    m.directions.push(c.to_string());
                } else {
                    let next = chars.get(i + 1).copied();
                    match next {
                        Some(c2)
                            if c2 == c
                                || (VERTICALS.contains(c) && HORIZONTALS.contains(c2))
                                || (HORIZONTALS.contains(c) && VERTICALS.contains(c2)) =>
                        {
                            m.directions.push(format!("{c}{c2}"));
                            i += 1;
                        }
                        _ => m.directions.push(format!("{c}{c}")),
                    }
                }
            }
            '(' | '[' => {
                let close = if c == '(' { ')' } else { ']' };
                let end = chars[i..]
                    .iter()
                    .position(|&x| x == close)
                    .map(|p| i + p)
                    .ok_or_else(|| err(i, format!("no closing '{close}'")))?;
                let inner: String = chars[i + 1..end].iter().collect();
                let vector = parse_vector(&inner, three_d).map_err(|r| err(i, r))?;
                let atom_text: String = chars[i..=end].iter().collect();
                let mut next = end + 1;
                let range = rider_suffix(&chars, &mut next, &atom_text);
                let dirs = if c == '(' {
                    if !m.directions.is_empty() {
                        return Err(err(
                            i,
                            "an explicit step (x,y,z) takes no direction modifiers".into(),
                        ));
                    }
                    vec![Direction::new(vector[0], vector[1], vector[2])]
                } else {
                    if three_d {
                        filter_directions(images_3d(vector), &m.directions)
                    } else {
                        // The eight images of (x,y) do not depend on the order: read them as
                        // the letter atom (long, short) would be read.
                        let (a, b) = (vector[0].abs(), vector[1].abs());
                        flat_directions(a.max(b), a.min(b), 1, &m.directions)
                    }
                };
                emit(&mut steps, &dirs, range, &m).map_err(|r| err(i, r))?;
                m = Modifiers::default();
                i = next;
                continue;
            }
            _ => {
                let (atoms, is_rider) = match (rider_atom(c), leaper_atom(c)) {
                    (Some(a), _) => (a, true),
                    (None, Some(a)) => (a, false),
                    (None, None) => {
                        return Err(err(i, format!("unknown letter '{c}'")));
                    }
                };
                let mut next = i + 1;
                let mut range = rider_suffix(&chars, &mut next, &c.to_string());
                if is_rider && range.is_none() {
                    range = Some(0);
                }
                for &(first, second) in atoms {
                    let dirs = if three_d {
                        filter_directions(images_3d([first, second, 0]), &m.directions)
                    } else {
                        flat_directions(first, second, atoms.len(), &m.directions)
                    };
                    emit(&mut steps, &dirs, range, &m).map_err(|r| err(i, r))?;
                }
                m = Modifiers::default();
                i = next;
                continue;
            }
        }
        i += 1;
    }
    if m.quiet || m.capture || m.hop || m.grasshopper || m.lame || !m.directions.is_empty() {
        return Err(err(
            chars.len(),
            "modifiers without an atom at the end".into(),
        ));
    }
    Ok(steps)
}

/// After an atom at `chars[..*next]` written `atom`: the same atom again means an unlimited
/// rider (`Some(0)`), a digit a rider of that range; `None` is a plain leap.
fn rider_suffix(chars: &[char], next: &mut usize, atom: &str) -> Option<u8> {
    let atom_chars: Vec<char> = atom.chars().collect();
    if chars[*next..].starts_with(&atom_chars) {
        *next += atom_chars.len();
        return Some(0);
    }
    if let Some(d) = chars.get(*next).and_then(|c| c.to_digit(10)) {
        *next += 1;
        return Some(d as u8);
    }
    None
}

/// Reads `x,y` or `x,y,z` (`y` forward, `z` up).
fn parse_vector(inner: &str, three_d: bool) -> Result<[i8; 3], String> {
    let parts: Vec<&str> = inner.split(',').map(str::trim).collect();
    let n = parts.len();
    if !(n == 2 || (n == 3 && three_d)) {
        return Err(if three_d {
            format!("a step has 2 or 3 components, found '{inner}'")
        } else {
            format!("a step on a flat board has 2 components (x,y), found '{inner}'")
        });
    }
    let mut v = [0i8; 3];
    for (slot, p) in v.iter_mut().zip(&parts) {
        *slot = p
            .parse::<i8>()
            .ok()
            .filter(|x| (-31..=31).contains(x))
            .ok_or_else(|| format!("'{p}' is not a whole number from -31 to 31"))?;
    }
    if v == [0, 0, 0] {
        return Err("the null step (0,0,0) goes nowhere".into());
    }
    Ok(v)
}

/// Fairy-Stockfish's selection of a 2D atom's images by direction codes.
fn flat_directions(first: i8, second: i8, atoms: usize, codes: &[String]) -> Vec<Direction> {
    // An orthogonal atom splits mixed codes (`fs` is forward and sideways: the soldier).
    let mut wanted: Vec<String> = Vec::new();
    for s in codes {
        let b: Vec<char> = s.chars().collect();
        if atoms == 1 && second == 0 && b[0] != b[1] {
            wanted.push(format!("{0}{0}", b[0]));
            wanted.push(format!("{0}{0}", b[1]));
        } else {
            wanted.push(s.clone());
        }
    }
    let mut out = Vec::new();
    for (d, selected_by) in images_2d(first, second) {
        let chosen = wanted.is_empty() || selected_by.iter().any(|k| wanted.iter().any(|w| w == k));
        if chosen && !out.contains(&d) {
            out.push(d);
        }
    }
    out
}

/// Keeps the 3D images that move the way some letter says (the union over the letters).
fn filter_directions(all: Vec<Direction>, letters: &[String]) -> Vec<Direction> {
    if letters.is_empty() {
        return all;
    }
    let moves_so = |d: &Direction, letter: &str| match letter {
        "f" => d.rank > 0,
        "b" => d.rank < 0,
        "r" => d.file > 0,
        "l" => d.file < 0,
        "u" => d.level > 0,
        "d" => d.level < 0,
        "v" => d.rank != 0,
        "s" => d.file != 0,
        _ => false,
    };
    all.into_iter()
        .filter(|d| letters.iter().any(|l| moves_so(d, l)))
        .collect()
}

/// Appends the steps of one atom along `dirs` with the collected modifiers.
fn emit(
    steps: &mut Vec<Step>,
    dirs: &[Direction],
    range: Option<u8>,
    m: &Modifiers,
) -> Result<(), String> {
    let mode = match (m.quiet, m.capture) {
        (true, false) => StepMode::MoveOnly,
        (false, true) => StepMode::CaptureOnly,
        _ => StepMode::Any,
    };
    if (m.hop || m.grasshopper) && range.is_none() {
        return Err("'p' and 'g' apply to riders (pR, gB, NN...)".into());
    }
    if m.hop && m.grasshopper {
        return Err("'p' and 'g' exclude each other".into());
    }
    if m.lame && range.is_some() {
        return Err("'n' (lame) applies to leapers, not riders".into());
    }
    for &dir in dirs {
        let kind = if m.lame {
            let longest = dir.file.abs().max(dir.rank.abs()).max(dir.level.abs());
            match longest {
                1 => StepKind::Leap,
                2 => StepKind::Lame {
                    leg: Direction::new(dir.file / 2, dir.rank / 2, dir.level / 2),
                },
                _ => {
                    return Err(format!(
                        "a lame leap needs a single middle square; ({},{},{}) has several",
                        dir.file, dir.rank, dir.level
                    ))
                }
            }
        } else if m.hop {
            StepKind::Hurdle
        } else if m.grasshopper {
            StepKind::Grasshopper
        } else {
            match range {
                None => StepKind::Leap,
                Some(0) => StepKind::Slide,
                Some(max) => StepKind::SlideUpTo { max },
            }
        };
        let step = Step::new(dir, kind, mode);
        if !steps.contains(&step) {
            steps.push(step);
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dirs(text: &str, levels: u8) -> Vec<(i8, i8, i8)> {
        let mut v: Vec<_> = parse(text, levels)
            .unwrap()
            .into_iter()
            .map(|s| (s.dir.file, s.dir.rank, s.dir.level))
            .collect();
        v.sort();
        v
    }

    #[test]
    fn chess_pieces() {
        assert_eq!(parse("N", 1).unwrap().len(), 8);
        assert_eq!(parse("K", 1).unwrap().len(), 8);
        assert!(parse("K", 1)
            .unwrap()
            .iter()
            .all(|s| s.kind == StepKind::Leap));
        let q = parse("Q", 1).unwrap();
        assert_eq!(q.len(), 8);
        assert!(q
            .iter()
            .all(|s| s.kind == StepKind::Slide && s.mode == StepMode::Any));
        assert_eq!(parse("RR", 1).unwrap(), parse("R", 1).unwrap());
        assert_eq!(parse("WW", 1).unwrap(), parse("R", 1).unwrap());
        let pawn = parse("fmWfceF", 1).unwrap();
        assert_eq!(pawn.len(), 3);
        assert_eq!(
            pawn[0],
            Step::new(Direction::flat(0, 1), StepKind::Leap, StepMode::MoveOnly)
        );
        let caps: Vec<_> = pawn[1..]
            .iter()
            .map(|s| (s.dir.file, s.dir.rank, s.mode))
            .collect();
        assert!(caps.contains(&(1, 1, StepMode::CaptureOnly)));
        assert!(caps.contains(&(-1, 1, StepMode::CaptureOnly)));
    }

    #[test]
    fn directional_modifiers_as_fairy_stockfish() {
        assert_eq!(dirs("fsW", 1), [(-1, 0, 0), (0, 1, 0), (1, 0, 0)]);
        assert_eq!(dirs("fN", 1), [(-1, 2, 0), (1, 2, 0)]);
        assert_eq!(dirs("fsN", 1), [(-2, 1, 0), (2, 1, 0)]);
        assert_eq!(
            dirs("fhN", 1),
            [(-2, 1, 0), (-1, 2, 0), (1, 2, 0), (2, 1, 0)]
        );
        assert_eq!(dirs("fF", 1), [(-1, 1, 0), (1, 1, 0)]);
        assert_eq!(dirs("frF", 1), [(1, 1, 0)]);
        assert_eq!(dirs("bR", 1), [(0, -1, 0)]);
        assert_eq!(dirs("vW", 1), [(0, -1, 0), (0, 1, 0)]);
        // The gold general: all of W, forward F.
        assert_eq!(parse("WfF", 1).unwrap().len(), 6);
    }

    #[test]
    fn hoppers_lame_leapers_and_ranges() {
        let cannon = parse("mRcpR", 1).unwrap();
        assert_eq!(cannon.len(), 8);
        assert!(cannon[..4]
            .iter()
            .all(|s| s.kind == StepKind::Slide && s.mode == StepMode::MoveOnly));
        assert!(cannon[4..]
            .iter()
            .all(|s| s.kind == StepKind::Hurdle && s.mode == StepMode::CaptureOnly));
        let horse = parse("nN", 1).unwrap();
        for s in &horse {
            let StepKind::Lame { leg } = s.kind else {
                panic!("lame")
            };
            assert_eq!(leg.file.abs() + leg.rank.abs(), 1);
            assert!((leg.file * 2 == s.dir.file) || (leg.rank * 2 == s.dir.rank));
        }
        let elephant = parse("nA", 1).unwrap();
        assert!(elephant.iter().all(|s| matches!(s.kind, StepKind::Lame { leg } if leg.file * 2 == s.dir.file && leg.rank * 2 == s.dir.rank)));
        let short = parse("R2", 1).unwrap();
        assert!(short
            .iter()
            .all(|s| s.kind == StepKind::SlideUpTo { max: 2 }));
        assert!(parse("gB", 1)
            .unwrap()
            .iter()
            .all(|s| s.kind == StepKind::Grasshopper));
        assert_eq!(parse("NN", 1).unwrap().len(), 8);
        assert!(parse("NN", 1)
            .unwrap()
            .iter()
            .all(|s| s.kind == StepKind::Slide));
    }

    #[test]
    fn three_d_atoms() {
        assert_eq!(parse("R", 3).unwrap().len(), 6);
        assert_eq!(parse("B", 3).unwrap().len(), 12);
        assert_eq!(parse("N", 3).unwrap().len(), 24);
        assert_eq!(parse("[1,1,1]", 3).unwrap().len(), 8);
        assert_eq!(parse("K[1,1,1]", 3).unwrap().len(), 26);
        assert_eq!(parse("Q[1,1,1][1,1,1]", 3).unwrap().len(), 26);
        assert_eq!(dirs("fumW", 3), [(0, 0, 1), (0, 1, 0)]);
        assert_eq!(dirs("c(1,1,0)c(0,1,1)", 3), [(0, 1, 1), (1, 1, 0)]);
        assert_eq!(dirs("(1,2)", 1), [(1, 2, 0)]);
        assert_eq!(dirs("[1,2]", 1).len(), 8);
    }

    #[test]
    fn errors_say_where() {
        let e = parse("fmWX", 1).unwrap_err();
        assert_eq!(e.to_string(), "Betza 'fmWX', at 'X': unknown letter 'X'");
        assert!(parse("ifmnDfmW", 1).unwrap_err().reason.contains("initial"));
        assert!(parse("fm", 1)
            .unwrap_err()
            .reason
            .contains("without an atom"));
        assert!(parse("nZ", 1)
            .unwrap_err()
            .reason
            .contains("single middle square"));
        assert!(parse("pN", 1).unwrap_err().reason.contains("riders"));
        assert!(parse("(1,1,1)", 1)
            .unwrap_err()
            .reason
            .contains("2 components"));
        assert!(parse("(1,1", 3).unwrap_err().reason.contains("no closing"));
        assert!(parse("(0,0,0)", 3)
            .unwrap_err()
            .reason
            .contains("null step"));
        assert!(parse("f(1,1)", 1)
            .unwrap_err()
            .reason
            .contains("no direction"));
    }
}
