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
use std::path::Path;

/// The file's first eight bytes.
pub const MAGIC: [u8; 8] = *b"TRCH-RTB";
/// The layout described above.
pub const FORMAT_VERSION: u16 = 1;

/// The FNV-1a 64-bit hash (Fowler, Noll, Vo): a few lines, no dependency, and any changed
/// byte changes it.
pub fn checksum(bytes: &[u8]) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for &b in bytes {
        h ^= b as u64;
        h = h.wrapping_mul(0x0000_0100_0000_01b3);
    }
    h
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
    let mut at = MAGIC.len();
    let mut take = |n: usize, what: &str| -> Result<&[u8], TablebaseError> {
        let s = body
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
    let data = take(data_len, "run data")?;
    if at != body.len() {
        return Err(corrupt(format!(
            "{} bytes after the run data",
            body.len() - at
        )));
    }
    let mut values = Vec::with_capacity(2 * entries);
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
        if values.len() + run > 2 * entries {
            return Err(corrupt(format!(
                "run data holds more than the {} entries of {name}",
                2 * entries
            )));
        }
        values.resize(values.len() + run, b);
    }
    if values.len() != 2 * entries {
        return Err(corrupt(format!(
            "run data holds {} entries, {name} has {}",
            values.len(),
            2 * entries
        )));
    }
    let black = values.split_off(entries);
    Ok(Tablebase::from_values(material, [values, black]))
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
    let expected = file_name(table.material());
    if path.file_name().and_then(|n| n.to_str()) != Some(expected.as_str()) {
        return Err(TablebaseError::Corrupt {
            path: shown,
            why: format!(
                "holds {}, so it must be named {expected}",
                table.material().name()
            ),
        });
    }
    Ok(table)
}
