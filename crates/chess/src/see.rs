//! Move-ordering and pruning helpers the search asks for: static exchange evaluation (SEE),
//! check detection without making the move, and MVV/LVA capture order.

use crate::attacks::{bishop_attacks, queen_attacks, rook_attacks, KNIGHT_ATTACKS, PAWN_ATTACKS};
use crate::position::ChessPosition;
use crate::types::{
    code_kind, from_sq, move_kind, promotion_kind, to_sq, MoveKind, PieceKind, NO_PIECE,
};
use crate::weights::SEE_VALUE;
use tetrarch_movegen::Move;

/// Squares a piece of `kind` and colour `color` on `sq` attacks.
#[inline(always)]
fn attacks_of(kind: PieceKind, color: usize, sq: usize, occupied: u64) -> u64 {
    match kind {
        PieceKind::Pawn => PAWN_ATTACKS[color][sq],
        PieceKind::Knight => KNIGHT_ATTACKS[sq],
        PieceKind::Bishop => bishop_attacks(sq, occupied),
        PieceKind::Rook => rook_attacks(sq, occupied),
        PieceKind::Queen => queen_attacks(sq, occupied),
        PieceKind::King => crate::attacks::KING_ATTACKS[sq],
    }
}

impl ChessPosition {
    /// Whether the legal move `m` checks the opponent, from bitboards alone for ordinary
    /// moves and promotions (direct or discovered); castling and en passant replay on a copy.
    pub(crate) fn move_gives_check(&self, m: Move) -> bool {
        let special = move_kind(m);
        if special == MoveKind::EnPassant || special == MoveKind::Castling {
            let mut p = self.clone();
            p.do_move(m);
            return p.checkers() != 0;
        }
        let (from, to) = (from_sq(m), to_sq(m));
        let us = self.side.index();
        let their_king = self.king_square(self.side.opponent());
        let kind = if special == MoveKind::Promotion {
            promotion_kind(m)
        } else {
            code_kind(self.board[from])
        };
        let occ = (self.occupied() ^ (1u64 << from)) | (1u64 << to);
        if attacks_of(kind, us, to, occ) >> their_king & 1 != 0 {
            return true;
        }
        // Discovered: one of our sliders now sees the king through the vacated square.
        let k = &self.by_kind;
        let own = self.by_color[us] & !(1u64 << from);
        let sliders = (bishop_attacks(their_king, occ) & (k[2] | k[4]))
            | (rook_attacks(their_king, occ) & (k[3] | k[4]));
        sliders & own != 0
    }

    /// Most valuable victim, least valuable attacker; promotions count as winning a queen.
    pub(crate) fn mvv_lva(&self, m: Move) -> i32 {
        let victim = match move_kind(m) {
            MoveKind::EnPassant => SEE_VALUE[0],
            MoveKind::Castling => 0,
            _ => {
                let code = self.board[to_sq(m)];
                if code == NO_PIECE {
                    0
                } else {
                    SEE_VALUE[code_kind(code).index()]
                }
            }
        };
        let promotion = if move_kind(m) == MoveKind::Promotion {
            SEE_VALUE[promotion_kind(m).index()] - SEE_VALUE[0]
        } else {
            0
        };
        let attacker = code_kind(self.board[from_sq(m)]).index() as i32;
        (victim + promotion) * 8 - attacker
    }

    /// Static exchange: whether the capture sequence on `m`'s square, both sides always
    /// recapturing with their least valuable piece and free to stop, nets at least
    /// `threshold`. X-rays behind each capturer join in. Castling and promotions count 0.
    pub(crate) fn static_exchange_ge(&self, m: Move, threshold: i32) -> bool {
        let kind = move_kind(m);
        if kind == MoveKind::Castling || kind == MoveKind::Promotion {
            return threshold <= 0;
        }
        let (from, to) = (from_sq(m), to_sq(m));
        let captured = if kind == MoveKind::EnPassant {
            SEE_VALUE[0]
        } else if self.board[to] == NO_PIECE {
            0
        } else {
            SEE_VALUE[code_kind(self.board[to]).index()]
        };
        // `swap` is what the side to capture next must get back to keep the other side below
        // the threshold; `result` says whether the side that moved first is fine so far.
        let mut swap = captured - threshold;
        if swap < 0 {
            return false;
        }
        swap = SEE_VALUE[code_kind(self.board[from]).index()] - swap;
        if swap <= 0 {
            return true; // Even losing the mover keeps us above the threshold.
        }
        let mut occ = self.occupied() ^ (1u64 << from) ^ (1u64 << to);
        if kind == MoveKind::EnPassant {
            occ ^= 1u64 << (to ^ 8);
        }
        self.exchange_holds(to, occ, swap)
    }

    /// Whether quiet move `m` takes its piece off a square where the opponent wins material
    /// by capturing it: the exchange on `m`'s origin, the opponent capturing first, nets
    /// our side less than zero (Stockfish's `!see_ge(reverse_move(m))`, read before the move).
    pub(crate) fn leaves_threatened_square(&self, m: Move) -> bool {
        if move_kind(m) != MoveKind::Normal {
            return false;
        }
        let from = from_sq(m);
        // As if the piece stepped onto `from` taking nothing: the opponent may take it, and
        // `swap` is what it must get back for us to stay at or above zero.
        let swap = SEE_VALUE[code_kind(self.board[from]).index()];
        !self.exchange_holds(from, self.occupied(), swap)
    }

    /// The capture sequence on `to` after the side to move's piece arrived there, `occ` the
    /// squares still occupied, `swap` what the opponent's first capture must win back: whether
    /// the side to move stays at or above its threshold, both sides recapturing with their
    /// least valuable piece and free to stop.
    fn exchange_holds(&self, to: usize, mut occ: u64, mut swap: i32) -> bool {
        let k = &self.by_kind;
        let diagonal = k[2] | k[4];
        let straight = k[3] | k[4];
        let mut attackers = self.attackers_to(to, occ);
        let mut side = self.side;
        let mut result = true;
        loop {
            side = side.opponent();
            attackers &= occ;
            let mine = attackers & self.by_color[side.index()];
            if mine == 0 {
                break;
            }
            result = !result;
            let mut kind_index = 0;
            while mine & k[kind_index] == 0 {
                kind_index += 1;
            }
            if kind_index == PieceKind::King.index() {
                // The king may only capture if nothing can recapture.
                return if attackers & !self.by_color[side.index()] != 0 {
                    !result
                } else {
                    result
                };
            }
            swap = SEE_VALUE[kind_index] - swap;
            if swap < i32::from(result) {
                break;
            }
            let piece = mine & k[kind_index];
            occ ^= piece & piece.wrapping_neg();
            if kind_index == 0 || kind_index == 2 || kind_index == 4 {
                attackers |= bishop_attacks(to, occ) & diagonal;
            }
            if kind_index == 3 || kind_index == 4 {
                attackers |= rook_attacks(to, occ) & straight;
            }
        }
        result
    }
}

#[cfg(test)]
mod tests {
    use crate::ChessPosition;
    use tetrarch_movegen::{Notation, Position};

    fn see(fen: &str, mv: &str, threshold: i32) -> bool {
        let p = ChessPosition::from_text(fen).unwrap();
        let m = p.parse_move(mv).unwrap();
        p.see_ge(m, threshold)
    }

    #[test]
    fn exchanges() {
        // Rook takes an undefended pawn: +100.
        let fen = "1k1r4/1pp4p/p7/4p3/8/P5P1/1PP4P/2K1R3 w - - 0 1";
        assert!(see(fen, "e1e5", 100));
        assert!(!see(fen, "e1e5", 101));
        // Knight takes a pawn defended by a pawn: 100 - 320 < 0.
        let fen = "1k1r3q/1ppn3p/p4b2/4p3/8/P2N2P1/1PP1R1BP/2K1Q3 w - - 0 1";
        assert!(!see(fen, "d3e5", 0));
        assert!(see(fen, "d3e5", -220));
        // Quiet move to a square attacked by a pawn loses the piece.
        let fen = "4k3/8/3p4/8/8/3N4/8/4K3 w - - 0 1";
        assert!(!see(fen, "d3e5", 0));
        assert!(see(fen, "d3e5", -320));
        assert!(see(fen, "d3f4", 0));
    }

    fn escapes(fen: &str, mv: &str) -> bool {
        let p = ChessPosition::from_text(fen).unwrap();
        let m = p.parse_move(mv).unwrap();
        p.escapes_capture(m)
    }

    #[test]
    fn escapes_are_moves_off_squares_the_opponent_wins_on() {
        // A knight attacked by a pawn escapes, defended or not; the king's pawn does not.
        let fen = "4k3/8/8/2p5/3N4/8/8/3RK3 w - - 0 1";
        assert!(escapes(fen, "d4f5"));
        assert!(!escapes(fen, "e1f2"));
        // A defended knight attacked only by a rook: taking it loses the exchange.
        let fen = "3rk3/8/8/8/3N4/4P3/8/4K3 w - - 0 1";
        assert!(!escapes(fen, "d4f5"));
        // The same knight undefended is en prise.
        let fen = "3rk3/8/8/8/3N4/8/8/4K3 w - - 0 1";
        assert!(escapes(fen, "d4f5"));
        // A rook attacked by a defended bishop, defended itself: 500 against 330.
        let fen = "4k3/8/8/1b6/8/3R4/4P3/4K2R w K - 0 1";
        assert!(escapes(fen, "d3d7"));
        // Castling and unattacked pieces never escape.
        assert!(!escapes(fen, "e1g1"));
        assert!(!escapes(fen, "h1h2"));
    }

    /// The textbook swap-list exchange value (Chessprogramming wiki formulation): the gain
    /// after each capture, then a negamax back-up where either side may stop capturing.
    fn swap_list_value(p: &ChessPosition, m: tetrarch_movegen::Move) -> i32 {
        use crate::types::{code_kind, from_sq, move_kind, to_sq, MoveKind, NO_PIECE};
        use crate::weights::SEE_VALUE;
        let (from, to) = (from_sq(m), to_sq(m));
        let mut gain = [0i32; 40];
        gain[0] = if move_kind(m) == MoveKind::EnPassant {
            SEE_VALUE[0]
        } else if p.board[to] == NO_PIECE {
            0
        } else {
            SEE_VALUE[code_kind(p.board[to]).index()]
        };
        let mut occ = p.occupied() ^ (1u64 << from);
        if move_kind(m) == MoveKind::EnPassant {
            occ ^= 1u64 << (to ^ 8);
        }
        let mut on_square = SEE_VALUE[code_kind(p.board[from]).index()];
        let mut side = p.side.opponent();
        let mut d = 0;
        loop {
            let attackers = p.attackers_to(to, occ) & occ & p.by_color[side.index()];
            if attackers == 0 {
                break;
            }
            let kind = (0..6).find(|&k| attackers & p.by_kind[k] != 0).unwrap();
            d += 1;
            gain[d] = on_square - gain[d - 1];
            let bit = attackers & p.by_kind[kind];
            occ ^= bit & bit.wrapping_neg();
            on_square = SEE_VALUE[kind];
            side = side.opponent();
        }
        while d > 0 {
            gain[d - 1] = -(-gain[d - 1]).max(gain[d]);
            d -= 1;
        }
        gain[0]
    }

    #[test]
    fn see_agrees_with_the_swap_list() {
        use crate::types::{move_kind, MoveKind};
        let mut seed = 0x2545_F491_4F6C_DD1Du64;
        let mut checked = 0;
        for fen in [
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
            "1k1r3q/1ppn3p/p4b2/4p3/8/P2N2P1/1PP1R1BP/2K1Q3 w - - 0 1",
        ] {
            let mut p = ChessPosition::from_text(fen).unwrap();
            for _ in 0..60 {
                let mut moves = tetrarch_movegen::MoveList::new();
                p.generate_moves(&mut moves);
                if moves.is_empty() {
                    break;
                }
                for &m in &moves {
                    if move_kind(m) == MoveKind::Promotion || move_kind(m) == MoveKind::Castling {
                        continue;
                    }
                    let value = swap_list_value(&p, m);
                    for t in [
                        -700, -400, -220, -100, -1, 0, 1, 99, 100, 101, 220, 400, 700,
                    ] {
                        assert_eq!(
                            p.see_ge(m, t),
                            value >= t,
                            "{} {:?} t={t} v={value}",
                            p.to_text(),
                            m
                        );
                        checked += 1;
                    }
                }
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                let m = moves[(seed % moves.len() as u64) as usize];
                p.make_move(m);
            }
        }
        assert!(checked > 10_000, "{checked}");
    }

    #[test]
    fn checks_found_without_making() {
        for fen in [
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            // Promotions giving direct checks (queen, rook, knight) and none (bishop).
            "3k4/1P3P2/8/8/8/8/8/4K3 w - - 0 1",
            // Capture-promotions that uncover the rook on the g-file.
            "5nkn/6P1/8/8/8/8/8/K5R1 w - - 0 1",
            // Castling with check from the rook, en passant with a discovered check.
            "5k2/8/8/8/8/8/8/4K2R w K - 0 1",
            "8/8/8/1k1pP2R/8/8/8/4K3 w - d6 0 1",
        ] {
            let mut p = ChessPosition::from_text(fen).unwrap();
            let mut moves = tetrarch_movegen::MoveList::new();
            p.generate_moves(&mut moves);
            for &m in &moves {
                let fast = p.gives_check(m);
                p.make_move(m);
                assert_eq!(fast, p.in_check(), "{}", p.to_text());
                p.unmake_move(m);
            }
        }
    }
}
