//! The table file (`<material>.rtb`, e.g. `KQvK.rtb`), little-endian throughout:
//!
//! | bytes | field |
//! |---|---|
//! | 8 | magic `TRCH-RTB` |
//! | 2 | format version (1) |
//! | 1 | men (kings included) |
//! | 1 | symmetry group: 48 (no pawns) or 4 (pawns) |
//! | 1 + n | material name length and ASCII name (`KQvK`) |
//! | 4 | index entries per side to move |
//! | 4 | length of the run data in bytes |
//! | .. | run data: White-to-move entries then Black-to-move entries, as runs of (value byte, run length - 1 as an unsigned LEB128 varint) |
//! | 8 | FNV-1a 64 checksum of every byte before it |
//!
//! A value byte is 0 for a draw, `1 + d` for a mate in `d` plies (the side to move wins when
//! `d` is odd, is mated when it is even), 255 for an index that is no position.

use super::material::Material;
use super::symmetry::{Symmetries, SymmetryGroup};
use super::{Tablebase, TablebaseError};
use std::io::Read;
use std::path::Path;

/// The file's first eight bytes.
pub const MAGIC: [u8; 8] = *b"TRCH-RTB";
/// The layout described above.
pub const FORMAT_VERSION: u16 = 1;

/// The FNV-1a 64-bit hash (Fowler, Noll, Vo): a few lines, no dependency, and any changed
/// byte changes it.
pub fn checksum(bytes: &[u8]) -> u64 {
    let mut sum = Checksum::new();
    sum.update(bytes);
    sum.value()
}

/// [`checksum`] fed piece by piece, so a file can be checked while it streams past.
struct Checksum(u64);

impl Checksum {
    fn new() -> Checksum {
        Checksum(0xcbf2_9ce4_8422_2325)
    }

    fn update(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 ^= b as u64;
            self.0 = self.0.wrapping_mul(0x0000_0100_0000_01b3);
        }
    }

    fn value(&self) -> u64 {
        self.0
    }
}

/// The most bytes before the run data: magic, version, men, group, name length, a name of
/// up to 255 bytes, entry count and data length.
const MAX_HEADER: usize = 8 + 2 + 1 + 1 + 1 + 255 + 4 + 4;

/// The checked fields before the run data.
struct Header {
    material: Material,
    entries: usize,
    data_len: usize,
    /// Bytes from the start of the file to the run data.
    len: usize,
}

/// The file name of an ending's table.
pub fn file_name(material: &Material) -> String {
    format!("{}.rtb", material.name())
}

/// The bytes of a table file.
pub fn encode(table: &Tablebase) -> Vec<u8> {
    let name = table.material().name();
    let mut out = Vec::new();
    out.extend_from_slice(&MAGIC);
    out.extend_from_slice(&FORMAT_VERSION.to_le_bytes());
    out.push(table.material().men() as u8);
    out.push(table.material().group().code());
    out.push(name.len() as u8);
    out.extend_from_slice(name.as_bytes());
    out.extend_from_slice(&(table.entries() as u32).to_le_bytes());
    let mut runs = Vec::new();
    let mut all = table.values()[0]
        .iter()
        .chain(&table.values()[1])
        .peekable();
    while let Some(&b) = all.next() {
        let mut extra: u64 = 0;
        while all.next_if(|&&n| n == b).is_some() {
            extra += 1;
        }
        runs.push(b);
        loop {
            let low = (extra & 0x7f) as u8;
            extra >>= 7;
            if extra == 0 {
                runs.push(low);
                break;
            }
            runs.push(low | 0x80);
        }
    }
    out.extend_from_slice(&(runs.len() as u32).to_le_bytes());
    out.extend_from_slice(&runs);
    let sum = checksum(&out);
    out.extend_from_slice(&sum.to_le_bytes());
    out
}

/// Reads and checks the fields after the magic of `bytes` (the file from its start, the run
/// data not needed).
fn parse_header(bytes: &[u8], path: &str) -> Result<Header, TablebaseError> {
    let corrupt = |why: String| TablebaseError::Corrupt {
        path: path.to_string(),
        why,
    };
    let mut at = MAGIC.len();
    let mut take = |n: usize, what: &str| -> Result<&[u8], TablebaseError> {
        let s = bytes
            .get(at..at + n)
            .ok_or_else(|| corrupt(format!("ends inside the {what}")))?;
        at += n;
        Ok(s)
    };
    let version = u16::from_le_bytes(take(2, "version")?.try_into().expect("2 bytes"));
    if version != FORMAT_VERSION {
        return Err(corrupt(format!(
            "format version {version}, this engine reads version {FORMAT_VERSION}"
        )));
    }
    let men = take(1, "men")?[0] as usize;
    let group_code = take(1, "symmetry group")?[0];
    let name_len = take(1, "name length")?[0] as usize;
    let name = String::from_utf8_lossy(take(name_len, "material name")?).into_owned();
    let material = Material::parse(&name).map_err(|e| corrupt(e.to_string()))?;
    if material.men() != men || !material.is_normal() {
        return Err(corrupt(format!("material {name} does not have {men} men")));
    }
    let group = SymmetryGroup::from_code(group_code)
        .filter(|&g| g == material.group())
        .ok_or_else(|| corrupt(format!("symmetry group {group_code} is wrong for {name}")))?;
    let entries = u32::from_le_bytes(take(4, "entry count")?.try_into().expect("4 bytes")) as usize;
    let expected = Symmetries::new(group).entries(men);
    if entries != expected {
        return Err(corrupt(format!(
            "{entries} entries per side, {name} has {expected}"
        )));
    }
    let data_len =
        u32::from_le_bytes(take(4, "data length")?.try_into().expect("4 bytes")) as usize;
    Ok(Header {
        material,
        entries,
        data_len,
        len: at,
    })
}

/// Reads the bytes of a table file; `path` names the file in errors.
pub fn decode(bytes: &[u8], path: &str) -> Result<Tablebase, TablebaseError> {
    let corrupt = |why: String| TablebaseError::Corrupt {
        path: path.to_string(),
        why,
    };
    if bytes.len() < MAGIC.len() + 8 || bytes[..MAGIC.len()] != MAGIC {
        return Err(corrupt(format!(
            "not a Raumschach table (no '{}' at the start)",
            String::from_utf8_lossy(&MAGIC)
        )));
    }
    let (body, tail) = bytes.split_at(bytes.len() - 8);
    let stored = u64::from_le_bytes(tail.try_into().expect("8 bytes"));
    let computed = checksum(body);
    if stored != computed {
        return Err(TablebaseError::Checksum {
            path: path.to_string(),
            stored,
            computed,
        });
    }
    let header = parse_header(body, path)?;
    let (entries, name) = (header.entries, header.material.name());
    let data = body
        .get(header.len..header.len + header.data_len)
        .ok_or_else(|| corrupt("ends inside the run data".to_string()))?;
    if header.len + header.data_len != body.len() {
        return Err(corrupt(format!(
            "{} bytes after the run data",
            body.len() - header.len - header.data_len
        )));
    }
    // Straight into the two sides' vectors, each allocated at its final size: one vector
    // split in two afterwards would keep the whole of its allocation beside the copied half.
    let mut values = [Vec::with_capacity(entries), Vec::with_capacity(entries)];
    let mut filled = 0;
    let mut i = 0;
    while i < data.len() {
        let b = data[i];
        i += 1;
        let mut extra: u64 = 0;
        let mut shift = 0;
        loop {
            let byte = *data
                .get(i)
                .ok_or_else(|| corrupt("run data ends inside a run length".to_string()))?;
            i += 1;
            if shift > 35 {
                return Err(corrupt("run length too long".to_string()));
            }
            extra |= ((byte & 0x7f) as u64) << shift;
            shift += 7;
            if byte & 0x80 == 0 {
                break;
            }
        }
        let run = extra as usize + 1;
        if filled + run > 2 * entries {
            return Err(corrupt(format!(
                "run data holds more than the {} entries of {name}",
                2 * entries
            )));
        }
        // A run may cross from the White-to-move entries into the Black-to-move ones.
        let white = run.min(entries.saturating_sub(filled));
        values[0].resize(values[0].len() + white, b);
        values[1].resize(values[1].len() + run - white, b);
        filled += run;
    }
    if filled != 2 * entries {
        return Err(corrupt(format!(
            "run data holds {filled} entries, {name} has {}",
            2 * entries
        )));
    }
    Ok(Tablebase::from_values(header.material, values))
}

/// Writes `table` to `dir/<material>.rtb`, returning the file's size in bytes.
pub fn write_table(table: &Tablebase, dir: &Path) -> Result<u64, TablebaseError> {
    let path = dir.join(file_name(table.material()));
    let bytes = encode(table);
    std::fs::write(&path, &bytes).map_err(|source| TablebaseError::Io {
        path: path.display().to_string(),
        source,
    })?;
    Ok(bytes.len() as u64)
}

/// Reads one table file.
pub fn read_table(path: &Path) -> Result<Tablebase, TablebaseError> {
    let shown = path.display().to_string();
    let bytes = std::fs::read(path).map_err(|source| TablebaseError::Io {
        path: shown.clone(),
        source,
    })?;
    let table = decode(&bytes, &shown)?;
    check_name(path, table.material())?;
    Ok(table)
}

/// Checks a table file without decoding it: streams it through the checksum and reads its
/// header, with the same checks and errors as [`read_table`] but for the run data filling
/// the entries exactly (checked when it is decoded). Returns the ending it holds.
pub fn check_file(path: &Path) -> Result<Material, TablebaseError> {
    let shown = path.display().to_string();
    let io = |source| TablebaseError::Io {
        path: shown.clone(),
        source,
    };
    let mut file = std::fs::File::open(path).map_err(io)?;
    let len = file.metadata().map_err(io)?.len();
    let not_a_table = || TablebaseError::Corrupt {
        path: shown.clone(),
        why: format!(
            "not a Raumschach table (no '{}' at the start)",
            String::from_utf8_lossy(&MAGIC)
        ),
    };
    if len < (MAGIC.len() + 8) as u64 {
        return Err(not_a_table());
    }
    let body_len = len - 8;
    let mut head = Vec::with_capacity(MAX_HEADER);
    let mut sum = Checksum::new();
    // 64 KiB at a time: large enough that the reads cost little, small enough to hold.
    let mut buffer = vec![0u8; 1 << 16];
    let mut left = body_len;
    while left > 0 {
        let want = left.min(buffer.len() as u64) as usize;
        let chunk = &mut buffer[..want];
        file.read_exact(chunk).map_err(io)?;
        let room = MAX_HEADER - head.len();
        head.extend_from_slice(&chunk[..room.min(want)]);
        sum.update(chunk);
        left -= want as u64;
    }
    let mut tail = [0u8; 8];
    file.read_exact(&mut tail).map_err(io)?;
    if head[..MAGIC.len()] != MAGIC {
        return Err(not_a_table());
    }
    let stored = u64::from_le_bytes(tail);
    if stored != sum.value() {
        return Err(TablebaseError::Checksum {
            path: shown,
            stored,
            computed: sum.value(),
        });
    }
    let header = parse_header(&head, &shown)?;
    if (header.len + header.data_len) as u64 != body_len {
        return Err(TablebaseError::Corrupt {
            path: shown,
            why: format!(
                "{} bytes of run data announced, {} in the file",
                header.data_len,
                body_len.saturating_sub(header.len as u64)
            ),
        });
    }
    check_name(path, &header.material)?;
    Ok(header.material)
}

/// A file must be named after the ending it holds.
fn check_name(path: &Path, material: &Material) -> Result<(), TablebaseError> {
    let expected = file_name(material);
    if path.file_name().and_then(|n| n.to_str()) != Some(expected.as_str()) {
        return Err(TablebaseError::Corrupt {
            path: path.display().to_string(),
            why: format!("holds {}, so it must be named {expected}", material.name()),
        });
    }
    Ok(())
}
