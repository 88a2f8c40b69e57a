//! The threat-aware search moves and the forced outcomes, against brute force: the defences
//! of an open three are exactly the moves after which the opponent has no open four to make
//! (plus our own fours), and every claimed win or loss holds against every reply.

use tetrarch_gomoku::{GomokuPosition, Rule, Threat};
use tetrarch_movegen::{Color, Move, MoveList, Outcome, Position};

struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// A random game prefix of `stones` stones played near each other, stopping before a five.
fn random_game(rng: &mut Rng, size: usize, rule: Rule, stones: usize) -> GomokuPosition {
    let mut pos = GomokuPosition::new(size, size, rule).unwrap();
    while pos.stone_count() < stones {
        let mut moves = MoveList::new();
        if pos.stone_count() == 0 {
            pos.generate_moves(&mut moves);
        } else {
            // Candidates only (not the threat-aware list): any shape may arise.
            for m in pos.candidates() {
                if pos.is_legal(m) {
                    moves.push(m);
                }
            }
        }
        if moves.is_empty() {
            break;
        }
        let m = moves[rng.below(moves.len())];
        pos.make_move(m);
        if pos.is_won() {
            pos.unmake_move(m);
            break;
        }
    }
    pos
}

/// The empty cells where `color` has `threat` and may play when it is to move.
fn playable_threats(pos: &mut GomokuPosition, color: Color, threat: Threat) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    for y in 0..pos.height() {
        for x in 0..pos.width() {
            if pos.threat(x, y, color) != Some(threat) {
                continue;
            }
            let m = pos.move_at(x, y).unwrap();
            if pos.side_to_move() == color {
                if pos.is_legal(m) {
                    out.push((x, y));
                }
            } else {
                pos.make_null_move();
                if pos.is_legal(m) {
                    out.push((x, y));
                }
                pos.unmake_null_move();
            }
        }
    }
    out
}

fn search_moves(pos: &GomokuPosition) -> Vec<(usize, usize)> {
    let mut moves = MoveList::new();
    pos.generate_search_moves(&mut moves);
    let mut v: Vec<(usize, usize)> = moves.iter().map(|&m| pos.coords(m)).collect();
    v.sort();
    v
}

#[test]
fn open_three_defences_are_exactly_the_stopping_moves_and_own_fours() {
    let mut rng = Rng(0x5EED_0001);
    let mut checked = 0;
    for game in 0..3000 {
        let rule = [Rule::Freestyle, Rule::Standard, Rule::Renju][game % 3];
        let size = [9, 11, 15][game / 3 % 3];
        let stones = 6 + rng.below(30);
        let mut pos = random_game(&mut rng, size, rule, stones);
        let me = pos.side_to_move();
        let op = me.opponent();
        if pos.is_won()
            || !playable_threats(&mut pos, me, Threat::Five).is_empty()
            || !playable_threats(&mut pos, op, Threat::Five).is_empty()
            || !playable_threats(&mut pos, me, Threat::OpenFour).is_empty()
            || playable_threats(&mut pos, op, Threat::OpenFour).is_empty()
        {
            continue;
        }
        let mut legal = MoveList::new();
        pos.generate_moves(&mut legal);
        let mut expect = Vec::new();
        for &m in legal.iter() {
            let (x, y) = pos.coords(m);
            let own_four = matches!(
                pos.threat(x, y, me),
                Some(Threat::Four) | Some(Threat::FourThree)
            );
            pos.make_move(m);
            let stops = playable_threats(&mut pos, op, Threat::OpenFour).is_empty();
            pos.unmake_move(m);
            if stops || own_four {
                expect.push((x, y));
            }
        }
        expect.sort();
        let got = search_moves(&pos);
        if expect.is_empty() {
            // Every move loses: the generator still offers one.
            assert!(!got.is_empty());
        } else {
            assert_eq!(got, expect, "{}", tetrarch_movegen::Notation::to_text(&pos));
        }
        checked += 1;
    }
    assert!(
        checked >= 100,
        "only {checked} positions with an open three to defend"
    );
}

/// Whether the side to move wins within `plies` plies against every defence (AND-OR over
/// all legal moves; attacker moves tried threats first).
fn wins_within(pos: &mut GomokuPosition, plies: u32) -> bool {
    if plies == 0 {
        return false;
    }
    let mut moves = MoveList::new();
    pos.generate_moves(&mut moves);
    let me = pos.side_to_move();
    let mut ms: Vec<Move> = moves.into_iter().collect();
    ms.sort_by_key(|&m| {
        let (x, y) = pos.coords(m);
        core::cmp::Reverse(pos.threat(x, y, me))
    });
    for m in ms {
        pos.make_move(m);
        let win = pos.is_won() || (plies >= 3 && loses_within(pos, plies - 1));
        pos.unmake_move(m);
        if win {
            return true;
        }
    }
    false
}

/// Whether the side to move loses within `plies` plies whatever it plays.
fn loses_within(pos: &mut GomokuPosition, plies: u32) -> bool {
    let mut moves = MoveList::new();
    pos.generate_moves(&mut moves);
    if moves.is_empty() {
        return false;
    }
    for m in moves {
        pos.make_move(m);
        let lost = !pos.is_won() && wins_within(pos, plies - 1);
        pos.unmake_move(m);
        if !lost {
            return false;
        }
    }
    true
}

#[test]
fn forced_outcomes_hold_against_every_reply() {
    let mut rng = Rng(0x5EED_0002);
    let mut claims = [0usize; 6];
    for game in 0..4000 {
        let rule = [Rule::Freestyle, Rule::Standard, Rule::Renju, Rule::Caro][game % 4];
        let stones = 8 + rng.below(24);
        let mut pos = random_game(&mut rng, 9, rule, stones);
        let Some((outcome, plies)) = pos.forced_outcome() else {
            continue;
        };
        claims[plies as usize] += 1;
        if claims[plies as usize] > 40 {
            continue; // enough of this kind
        }
        let holds = match outcome {
            Outcome::Win => wins_within(&mut pos, plies),
            Outcome::Loss => loses_within(&mut pos, plies),
            Outcome::Draw => false,
        };
        assert!(
            holds,
            "{outcome:?} in {plies} does not hold: {}",
            tetrarch_movegen::Notation::to_text(&pos)
        );
    }
    assert!(
        claims[1] > 0 && claims[2] > 0 && claims[3] > 0 && claims[5] > 0,
        "{claims:?}"
    );
}
