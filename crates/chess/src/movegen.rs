//! Legal move generation with check and pin masks (no make-and-test), shared by listing and
//! counting through a [`MoveSink`]: perft's last ply adds up target-set sizes without
//! building a single move.
//!
//! Steps: the king's safe steps; with two checkers nothing else; otherwise every other piece
//! is limited to the check mask (capture the checker or block its ray) and, when pinned, to
//! the line through its king. Pawns move as whole sets. En passant, the one move that can
//! uncover a check along the rank by removing two pieces, is tested by replaying the
//! occupancy. Castling checks the empty path and the squares the king crosses.

use crate::attacks::PAWN_ATTACKS;
use crate::attacks::{
    between, bishop_attacks, line, rook_attacks, BISHOP_RAYS, KING_ATTACKS, KNIGHT_ATTACKS,
    ROOK_RAYS,
};
use crate::position::{ChessPosition, NO_SQUARE};
use crate::types::{normal_move, rank_bb, special_move, MoveKind, PieceKind};
use tetrarch_movegen::{Color, Move, MoveList};

const FILE_A: u64 = 0x0101_0101_0101_0101;
const FILE_H: u64 = FILE_A << 7;

/// Receives generated moves as target sets.
pub(crate) trait MoveSink {
    /// Plain moves of the piece on `from` to each square of `targets`.
    fn targets(&mut self, from: usize, targets: u64);
    /// Non-promoting pawn moves to each square of `targets`, from `to - delta`.
    fn pawn_moves(&mut self, targets: u64, delta: i32);
    /// Promotions (all four pieces) to each square of `targets`, from `to - delta`.
    fn promotions(&mut self, targets: u64, delta: i32);
    /// One special move (en passant, castling).
    fn special(&mut self, m: Move);
}

/// Counts moves without building them.
pub(crate) struct Counter(pub u64);

impl MoveSink for Counter {
    #[inline(always)]
    fn targets(&mut self, _from: usize, targets: u64) {
        self.0 += targets.count_ones() as u64;
    }
    #[inline(always)]
    fn pawn_moves(&mut self, targets: u64, _delta: i32) {
        self.0 += targets.count_ones() as u64;
    }
    #[inline(always)]
    fn promotions(&mut self, targets: u64, _delta: i32) {
        self.0 += 4 * targets.count_ones() as u64;
    }
    #[inline(always)]
    fn special(&mut self, _m: Move) {
        self.0 += 1;
    }
}

/// Appends moves to a [`MoveList`].
pub(crate) struct Collector<'a>(pub &'a mut MoveList);

impl MoveSink for Collector<'_> {
    #[inline(always)]
    fn targets(&mut self, from: usize, mut targets: u64) {
        while targets != 0 {
            let to = targets.trailing_zeros() as usize;
            targets &= targets - 1;
            self.0.push(normal_move(from, to));
        }
    }
    #[inline(always)]
    fn pawn_moves(&mut self, mut targets: u64, delta: i32) {
        while targets != 0 {
            let to = targets.trailing_zeros() as usize;
            targets &= targets - 1;
            self.0.push(normal_move((to as i32 - delta) as usize, to));
        }
    }
    #[inline(always)]
    fn promotions(&mut self, mut targets: u64, delta: i32) {
        while targets != 0 {
            let to = targets.trailing_zeros() as usize;
            targets &= targets - 1;
            let from = (to as i32 - delta) as usize;
            for kind in [
                PieceKind::Queen,
                PieceKind::Knight,
                PieceKind::Rook,
                PieceKind::Bishop,
            ] {
                self.0
                    .push(special_move(from, to, MoveKind::Promotion, kind));
            }
        }
    }
    #[inline(always)]
    fn special(&mut self, m: Move) {
        self.0.push(m);
    }
}

/// Looks for one move among the legal ones without listing them (`is_legal`).
pub(crate) struct Finder {
    wanted: Move,
    from: usize,
    to: usize,
    pub found: bool,
}

impl Finder {
    pub(crate) fn new(wanted: Move) -> Self {
        Finder {
            wanted,
            from: wanted.from().index(),
            to: wanted.to().index(),
            found: false,
        }
    }
}

impl MoveSink for Finder {
    #[inline(always)]
    fn targets(&mut self, from: usize, targets: u64) {
        if from == self.from && targets >> self.to & 1 != 0 {
            // A pinned pawn's promotions arrive here only when not promoting.
            self.found |= self.wanted.flags() == 0;
        }
    }
    #[inline(always)]
    fn pawn_moves(&mut self, targets: u64, delta: i32) {
        if targets >> self.to & 1 != 0 && self.to as i32 - delta == self.from as i32 {
            self.found |= self.wanted.flags() == 0;
        }
    }
    #[inline(always)]
    fn promotions(&mut self, targets: u64, delta: i32) {
        if targets >> self.to & 1 != 0 && self.to as i32 - delta == self.from as i32 {
            self.found |= self.wanted.flags() & 3 == MoveKind::Promotion as u16;
        }
    }
    #[inline(always)]
    fn special(&mut self, m: Move) {
        self.found |= m == self.wanted;
    }
}

/// Pinned pieces of the side to move (own pieces alone between their king and an enemy
/// slider).
#[inline(always)]
pub(crate) fn pinned_pieces(pos: &ChessPosition, us: Color) -> u64 {
    let ksq = pos.king_square(us);
    let own = pos.by_color[us.index()];
    let enemy = pos.by_color[us.opponent().index()];
    let k = &pos.by_kind;
    let straight = (k[3] | k[4]) & enemy & ROOK_RAYS[ksq];
    let diagonal = (k[2] | k[4]) & enemy & BISHOP_RAYS[ksq];
    if straight | diagonal == 0 {
        return 0; // No enemy slider even lines up with the king.
    }
    let mut snipers =
        (rook_attacks(ksq, enemy) & straight) | (bishop_attacks(ksq, enemy) & diagonal);
    let occ = own | enemy;
    let mut pinned = 0;
    while snipers != 0 {
        let s = snipers.trailing_zeros() as usize;
        snipers &= snipers - 1;
        let b = between(ksq, s) & occ;
        if b & (b.wrapping_sub(1)) == 0 {
            pinned |= b & own;
        }
    }
    pinned
}

/// Generates the legal moves (only captures and promotions when `NOISY` and not in check).
#[inline(always)]
pub(crate) fn generate<S: MoveSink, const NOISY: bool>(pos: &ChessPosition, sink: &mut S) {
    let us = pos.side;
    let them = us.opponent();
    let own = pos.by_color[us.index()];
    let enemy = pos.by_color[them.index()];
    let occ = own | enemy;
    let k = &pos.by_kind;
    let ksq = pos.king_square(us);
    let checkers = pos.attackers_of(ksq, them, occ);
    let noisy_only = NOISY && checkers == 0;
    let wanted = if noisy_only { enemy } else { !0 };

    // The king: every step to a square no enemy attacks once the king has left its own.
    let mut king_targets = KING_ATTACKS[ksq] & !own & wanted;
    let occ_without_king = occ ^ (1u64 << ksq);
    let mut safe = 0;
    while king_targets != 0 {
        let to = king_targets.trailing_zeros() as usize;
        king_targets &= king_targets - 1;
        if !pos.is_attacked(to, them, occ_without_king) {
            safe |= 1u64 << to;
        }
    }
    sink.targets(ksq, safe);
    if checkers != 0 && checkers & (checkers - 1) != 0 {
        return; // Double check: only the king moves.
    }

    let check_mask = if checkers == 0 {
        !0
    } else {
        between(ksq, checkers.trailing_zeros() as usize) | checkers
    };
    let pinned = pinned_pieces(pos, us);
    // In check a pinned piece can never help: its line and the check line meet only at the king.
    let movable = if checkers == 0 { own } else { own & !pinned };
    let target = !own & check_mask & wanted;

    let mut knights = k[1] & movable & !pinned;
    while knights != 0 {
        let from = knights.trailing_zeros() as usize;
        knights &= knights - 1;
        sink.targets(from, KNIGHT_ATTACKS[from] & target);
    }
    let mut diagonal = (k[2] | k[4]) & movable;
    while diagonal != 0 {
        let from = diagonal.trailing_zeros() as usize;
        diagonal &= diagonal - 1;
        let mut t = bishop_attacks(from, occ) & target;
        if pinned >> from & 1 != 0 {
            t &= line(ksq, from);
        }
        sink.targets(from, t);
    }
    let mut straight = (k[3] | k[4]) & movable;
    while straight != 0 {
        let from = straight.trailing_zeros() as usize;
        straight &= straight - 1;
        let mut t = rook_attacks(from, occ) & target;
        if pinned >> from & 1 != 0 {
            t &= line(ksq, from);
        }
        sink.targets(from, t);
    }

    let capture_targets = enemy & check_mask;
    if us == Color::White {
        pawns::<S, true>(
            pos,
            sink,
            occ,
            capture_targets,
            check_mask,
            pinned,
            noisy_only,
        );
    } else {
        pawns::<S, false>(
            pos,
            sink,
            occ,
            capture_targets,
            check_mask,
            pinned,
            noisy_only,
        );
    }

    if pos.en_passant != NO_SQUARE {
        let ep = pos.en_passant as usize;
        let captured = ep ^ 8;
        let mut candidates = PAWN_ATTACKS[them.index()][ep] & k[0] & own;
        while candidates != 0 {
            let from = candidates.trailing_zeros() as usize;
            candidates &= candidates - 1;
            let after = occ ^ (1u64 << from) ^ (1u64 << ep) ^ (1u64 << captured);
            if pos.attackers_of(ksq, them, after) & !(1u64 << captured) == 0 {
                sink.special(special_move(from, ep, MoveKind::EnPassant, PieceKind::Pawn));
            }
        }
    }

    if !noisy_only && checkers == 0 {
        castling(pos, sink, us, ksq, occ);
    }
}

/// Pawn pushes, double pushes, captures and promotions, as whole sets for unpinned pawns.
/// Specialised per colour so every shift is by a constant.
#[inline(always)]
fn pawns<S: MoveSink, const WHITE: bool>(
    pos: &ChessPosition,
    sink: &mut S,
    occ: u64,
    capture_targets: u64,
    check_mask: u64,
    pinned: u64,
    noisy_only: bool,
) {
    let us = if WHITE { Color::White } else { Color::Black };
    let own_pawns = pos.by_kind[0] & pos.by_color[us.index()];
    let empty = !occ;
    let last_rank = if WHITE { rank_bb(7) } else { rank_bb(0) };
    let third_rank = if WHITE { rank_bb(2) } else { rank_bb(5) };
    let free = own_pawns & !pinned;
    // Towards the opponent by `n` squares of index; `delta` is the signed `to - from`.
    let forward = |b: u64, n: u32| if WHITE { b << n } else { b >> n };
    let (west_shift, east_shift) = if WHITE { (7, 9) } else { (9, 7) };
    let sign = if WHITE { 1 } else { -1 };
    let (up, left, right) = (8 * sign, west_shift as i32 * sign, east_shift as i32 * sign);

    let single = forward(free, 8) & empty;
    let double = forward(single & third_rank, 8) & empty & check_mask;
    let single = single & check_mask;
    sink.promotions(single & last_rank, up);
    if !noisy_only {
        sink.pawn_moves(single & !last_rank, up);
        sink.pawn_moves(double, 2 * up);
    }
    let west = forward(free & !FILE_A, west_shift) & capture_targets;
    let east = forward(free & !FILE_H, east_shift) & capture_targets;
    sink.promotions(west & last_rank, left);
    sink.promotions(east & last_rank, right);
    sink.pawn_moves(west & !last_rank, left);
    sink.pawn_moves(east & !last_rank, right);

    // Pinned pawns (never when in check: the caller's check mask is then not all squares).
    let mut stuck = own_pawns & pinned;
    if check_mask != !0 {
        return;
    }
    let ksq = pos.king_square(us);
    while stuck != 0 {
        let from = stuck.trailing_zeros() as usize;
        stuck &= stuck - 1;
        let bit = 1u64 << from;
        let along = line(ksq, from);
        let push = forward(bit, 8) & empty;
        let push2 = forward(push & third_rank, 8) & empty;
        let pushes = (push | push2) & along;
        let captures = PAWN_ATTACKS[us.index()][from] & capture_targets & along;
        let all = if noisy_only {
            captures | (pushes & last_rank)
        } else {
            captures | pushes
        };
        if all & last_rank != 0 {
            let mut t = all;
            while t != 0 {
                let to = t.trailing_zeros() as usize;
                t &= t - 1;
                sink.promotions(1u64 << to, to as i32 - from as i32);
            }
        } else {
            sink.targets(from, all);
        }
    }
}

/// Castling moves, encoded king-takes-rook.
#[inline(always)]
fn castling<S: MoveSink>(pos: &ChessPosition, sink: &mut S, us: Color, ksq: usize, occ: u64) {
    let rights = pos.castling.bits() >> (2 * us.index()) & 3;
    if rights == 0 {
        return;
    }
    for wing in 0..2 {
        if rights >> wing & 1 == 0 {
            continue;
        }
        let index = 2 * us.index() + wing;
        let rook = pos.castle_rook[index] as usize;
        let (must_be_empty, king_path) = pos.castle_path[index];
        if must_be_empty & occ != 0 {
            continue;
        }
        let movers = (1u64 << ksq) | (1u64 << rook);
        let after = occ ^ movers;
        let mut crossed = king_path;
        let mut safe = true;
        while crossed != 0 {
            let sq = crossed.trailing_zeros() as usize;
            crossed &= crossed - 1;
            if pos.is_attacked(sq, us.opponent(), after) {
                safe = false;
                break;
            }
        }
        if safe {
            sink.special(special_move(ksq, rook, MoveKind::Castling, PieceKind::King));
        }
    }
}

/// Whether `m` (from, to and flags below 64/64/16) is one of the legal moves.
pub(crate) fn contains_legal(pos: &ChessPosition, m: Move) -> bool {
    let mut f = Finder::new(m);
    generate::<_, false>(pos, &mut f);
    f.found
}

/// Every legal move, in a list.
pub(crate) fn legal_moves(pos: &ChessPosition, list: &mut MoveList) {
    generate::<_, false>(pos, &mut Collector(list));
}

/// The number of legal moves, without building them (perft's last ply).
///
/// Counting is mostly population counts. A default x86-64 build may not assume the `popcnt`
/// instruction, and the portable bit-twiddling count costs about a dozen instructions each,
/// so on x86-64 a copy compiled with `popcnt` is chosen at run time when the CPU has it.
#[inline]
pub(crate) fn count_legal(pos: &ChessPosition) -> u64 {
    #[cfg(target_arch = "x86_64")]
    {
        if std::arch::is_x86_feature_detected!("popcnt") {
            // SAFETY: the CPU supports `popcnt` (checked just above), the only feature
            // `count_legal_with_popcnt` is compiled to use.
            return unsafe { count_legal_with_popcnt(pos) };
        }
    }
    count_legal_portable(pos)
}

/// [`count_legal`] for any CPU.
#[inline(always)]
pub(crate) fn count_legal_portable(pos: &ChessPosition) -> u64 {
    let mut c = Counter(0);
    generate::<_, false>(pos, &mut c);
    c.0
}

/// [`count_legal`] compiled with the `popcnt` instruction.
///
/// # Safety
/// The CPU must support `popcnt`.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "popcnt")]
unsafe fn count_legal_with_popcnt(pos: &ChessPosition) -> u64 {
    count_legal_portable(pos)
}

/// Captures, promotions and en passant (every evasion when in check).
pub(crate) fn noisy_moves(pos: &ChessPosition, list: &mut MoveList) {
    generate::<_, true>(pos, &mut Collector(list));
}

#[cfg(test)]
mod tests {
    use super::*;
    use tetrarch_movegen::Notation;

    /// The run-time-selected `popcnt` counter and the portable one agree with the list length
    /// on every position of a few random walks.
    #[test]
    fn counting_paths_agree() {
        let mut seed = 0x9E37_79B9_7F4A_7C15u64;
        for fen in [
            crate::START_FEN,
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        ] {
            let mut pos = ChessPosition::from_text(fen).unwrap();
            for _ in 0..100 {
                let mut list = MoveList::new();
                legal_moves(&pos, &mut list);
                assert_eq!(count_legal(&pos), list.len() as u64);
                assert_eq!(count_legal_portable(&pos), list.len() as u64);
                if list.is_empty() {
                    break;
                }
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                pos.do_move(list[(seed % list.len() as u64) as usize]);
            }
        }
    }
}
