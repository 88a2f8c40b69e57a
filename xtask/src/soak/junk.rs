//! Hostile input: valid commands with random arguments, then mutated byte by byte and word by
//! word (numbers out of range, words dropped or doubled, bytes that are not UTF-8, endless
//! lines), as a broken or malicious GUI would send them.

/// SplitMix64: the soak is reproducible from its seed.
#[derive(Clone, Debug)]
pub struct Rng(pub u64);

impl Rng {
    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (`n` > 0).
    pub fn below(&mut self, n: u64) -> u64 {
        self.next() % n.max(1)
    }

    /// A number in `lo..=hi`.
    pub fn range(&mut self, lo: u64, hi: u64) -> u64 {
        lo + self.below(hi - lo + 1)
    }

    /// True with probability `1/n`.
    pub fn one_in(&mut self, n: u64) -> bool {
        self.below(n) == 0
    }

    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len() as u64) as usize]
    }
}

/// Values that break number parsing: signs, overflow, fractions, exponents, words.
const HOSTILE_NUMBERS: &[&str] = &[
    "-1",
    "0",
    "1",
    "-0",
    "2147483648",
    "4294967296",
    "18446744073709551616",
    "99999999999999999999999",
    "1e400",
    "-1e400",
    "NaN",
    "inf",
    "0.5",
    "-0.001",
    "0x10",
    "1,1",
    "",
    "x",
];

/// `line` with one to three mutations. `keep_first` leaves the first word as it is (for
/// lines that must stay the same command, only with broken arguments).
pub fn mutate(rng: &mut Rng, line: &str, vocabulary: &[&str], keep_first: bool) -> Vec<u8> {
    let mut words: Vec<String> = line.split(' ').map(str::to_string).collect();
    let first = if keep_first { 1 } else { 0 };
    for _ in 0..rng.range(1, 3) {
        let n = words.len();
        let at = first + rng.below((n.saturating_sub(first)).max(1) as u64) as usize;
        match rng.below(9) {
            0 if at < n => words[at] = rng.pick(HOSTILE_NUMBERS).to_string(),
            1 if at < n => {
                let w = words[at].clone();
                words.insert(at, w);
            }
            2 if at < n && n > first + 1 => {
                words.remove(at);
            }
            3 => words.insert(at.min(n), rng.pick(vocabulary).to_string()),
            4 if at < n => words[at] = words[at].to_uppercase(),
            5 if at < n && !words[at].is_empty() => {
                // Drop or change one character.
                let mut chars: Vec<char> = words[at].chars().collect();
                let i = rng.below(chars.len() as u64) as usize;
                if rng.one_in(2) {
                    chars.remove(i);
                } else {
                    chars[i] = char::from(b' ' + rng.below(95) as u8);
                }
                words[at] = chars.into_iter().collect();
            }
            6 if n > first + 1 => {
                let j = first + rng.below((n - first) as u64) as usize;
                words.swap(at.min(n - 1), j);
            }
            7 => words.truncate(at.max(first).max(1)),
            _ => words.insert(at.min(n), rng.pick(HOSTILE_NUMBERS).to_string()),
        }
    }
    let mut bytes = words.join(" ").into_bytes();
    match rng.below(12) {
        0 => {
            // A byte that may not be UTF-8, anywhere in the line (never a line ending).
            let i = rng.below(bytes.len() as u64 + 1) as usize;
            let b = loop {
                let b = rng.below(256) as u8;
                if b != b'\n' {
                    break b;
                }
            };
            bytes.insert(i, b);
        }
        1 => bytes.extend_from_slice(b"\r"),
        2 => bytes.splice(0..0, "\u{feff}".bytes()).for_each(drop),
        3 => bytes.extend_from_slice(b" \t "),
        _ => {}
    }
    bytes
}

/// A line of random bytes (no line ending inside).
pub fn random_bytes(rng: &mut Rng) -> Vec<u8> {
    let len = rng.below(48) as usize;
    (0..len)
        .map(|_| loop {
            let b = rng.below(256) as u8;
            if b != b'\n' {
                break b;
            }
        })
        .collect()
}

/// A long line: usually tens of KiB of one command repeated, rarely past the engine's 1 MiB
/// line limit.
pub fn long_line(rng: &mut Rng, word: &str) -> Vec<u8> {
    let bytes = if rng.one_in(50) {
        1_100_000
    } else {
        rng.range(1000, 60_000) as usize
    };
    let mut line = Vec::with_capacity(bytes + word.len());
    while line.len() < bytes {
        line.extend_from_slice(word.as_bytes());
        line.push(b' ');
    }
    line
}

/// The first word the engine would read from `bytes` (None when the line is not UTF-8, so
/// that the engine refuses it whole).
pub fn first_word(bytes: &[u8]) -> Option<String> {
    let text = std::str::from_utf8(bytes).ok()?;
    let text = text.trim_matches(|c: char| c.is_whitespace() || c == '\u{feff}');
    Some(text.split_whitespace().next().unwrap_or("").to_string())
}
