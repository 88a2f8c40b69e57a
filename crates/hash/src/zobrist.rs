//! Zobrist keys from a fixed-seed SplitMix64 generator.

/// SplitMix64 (Steele, Lea and Flood 2014): tiny, fast, full-period, usable in `const fn`.
#[derive(Clone, Debug)]
pub struct SplitMix64(pub u64);

impl SplitMix64 {
    /// The next 64-bit value.
    #[allow(clippy::should_implement_trait)]
    pub const fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
}

/// `N` Zobrist keys from `seed`, computable at compile time: a game builds its table as a
/// `const`, with a seed of its own so that no two games share keys.
pub const fn zobrist_keys<const N: usize>(seed: u64) -> [u64; N] {
    let mut rng = SplitMix64(seed);
    let mut keys = [0u64; N];
    let mut i = 0;
    while i < N {
        keys[i] = rng.next();
        i += 1;
    }
    keys
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_are_distinct_and_fixed() {
        const K: [u64; 1000] = zobrist_keys(7);
        let set: std::collections::HashSet<_> = K.iter().collect();
        assert_eq!(set.len(), 1000);
        assert_eq!(K, zobrist_keys::<1000>(7));
        assert_ne!(K[0], zobrist_keys::<1>(8)[0]);
    }
}
