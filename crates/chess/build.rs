//! Finds "fancy" magic numbers for rook and bishop attacks and writes the complete slider
//! attack table as Rust source, so the hot path reads a plain `static` with no start-up work
//! and no synchronisation (no BMI2/PEXT needed: a default build stays portable).
//!
//! The search is deterministic (fixed-seed generator), so every build produces the same file.

use std::fmt::Write as _;
use std::path::PathBuf;

const ROOK_DIRS: [(i32, i32); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
const BISHOP_DIRS: [(i32, i32); 4] = [(1, 1), (-1, 1), (1, -1), (-1, -1)];

/// The squares a slider on `sq` attacks with blockers `occ`, walking one step at a time.
fn slow_attacks(sq: usize, occ: u64, dirs: &[(i32, i32)]) -> u64 {
    let mut out = 0;
    for &(df, dr) in dirs {
        let (mut f, mut r) = ((sq % 8) as i32 + df, (sq / 8) as i32 + dr);
        while (0..8).contains(&f) && (0..8).contains(&r) {
            let bit = 1u64 << (r * 8 + f);
            out |= bit;
            if occ & bit != 0 {
                break;
            }
            f += df;
            r += dr;
        }
    }
    out
}

/// The relevant-occupancy mask: the rays without their last square (an edge square never
/// changes the attack set).
fn relevant_mask(sq: usize, dirs: &[(i32, i32)]) -> u64 {
    let mut out = 0;
    for &(df, dr) in dirs {
        let (mut f, mut r) = ((sq % 8) as i32 + df, (sq / 8) as i32 + dr);
        while (0..8).contains(&(f + df)) && (0..8).contains(&(r + dr)) {
            out |= 1u64 << (r * 8 + f);
            f += df;
            r += dr;
        }
    }
    out
}

/// xorshift64*: a small deterministic generator for candidate magics.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    /// Candidates with few set bits succeed far more often.
    fn sparse(&mut self) -> u64 {
        self.next() & self.next() & self.next()
    }
}

struct Found {
    mask: u64,
    magic: u64,
    shift: u32,
    table: Vec<u64>,
}

fn find_magic(sq: usize, dirs: &[(i32, i32)], rng: &mut Rng) -> Found {
    let mask = relevant_mask(sq, dirs);
    let bits = mask.count_ones();
    let size = 1usize << bits;
    // Every subset of the mask (Carry-Rippler enumeration) with its attack set.
    let mut occs = Vec::with_capacity(size);
    let mut attacks = Vec::with_capacity(size);
    let mut subset = 0u64;
    loop {
        occs.push(subset);
        attacks.push(slow_attacks(sq, subset, dirs));
        subset = subset.wrapping_sub(mask) & mask;
        if subset == 0 {
            break;
        }
    }
    let shift = 64 - bits;
    let mut table = vec![0u64; size];
    let mut epoch = vec![0u32; size];
    let mut attempt = 0u32;
    loop {
        let magic = rng.sparse();
        if (mask.wrapping_mul(magic) >> 56).count_ones() < 6 {
            continue;
        }
        attempt += 1;
        let mut ok = true;
        for (&occ, &att) in occs.iter().zip(&attacks) {
            let index = (occ.wrapping_mul(magic) >> shift) as usize;
            if epoch[index] != attempt {
                epoch[index] = attempt;
                table[index] = att;
            } else if table[index] != att {
                ok = false;
                break;
            }
        }
        if ok {
            return Found {
                mask,
                magic,
                shift,
                table,
            };
        }
    }
}

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    let mut src = String::new();
    let mut all = Vec::new();
    for (name, dirs) in [("ROOK_MAGICS", &ROOK_DIRS), ("BISHOP_MAGICS", &BISHOP_DIRS)] {
        writeln!(src, "pub(crate) static {name}: [Magic; 64] = [").unwrap();
        for sq in 0..64 {
            let f = find_magic(sq, dirs, &mut rng);
            writeln!(
                src,
                "    Magic {{ mask: {:#018x}, magic: {:#018x}, shift: {}, offset: {} }},",
                f.mask,
                f.magic,
                f.shift,
                all.len()
            )
            .unwrap();
            all.extend(f.table);
        }
        writeln!(src, "];").unwrap();
    }
    writeln!(
        src,
        "pub(crate) static SLIDER_ATTACKS: [u64; {}] = [",
        all.len()
    )
    .unwrap();
    for chunk in all.chunks(8) {
        src.push_str("   ");
        for v in chunk {
            write!(src, " {v:#x},").unwrap();
        }
        src.push('\n');
    }
    writeln!(src, "];").unwrap();
    let out = PathBuf::from(std::env::var("OUT_DIR").unwrap()).join("magic_tables.rs");
    std::fs::write(out, src).unwrap();
}
