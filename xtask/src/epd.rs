//! The perft data format: `FEN ;D1 n ;D2 n ...`, one position per line, `#` comments.

use crate::Result;
use std::path::{Path, PathBuf};

/// One position of a perft file with its reference counts by depth.
#[derive(Debug)]
pub struct PerftCase {
    pub fen: String,
    /// `(depth, nodes)` in file order.
    pub counts: Vec<(u32, u64)>,
    /// 1-based line number in the file, for messages.
    pub line: usize,
}

/// Parses a perft file; an error names the file, line and field.
pub fn parse(path: &Path) -> Result<Vec<PerftCase>> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    let mut cases = Vec::new();
    for (index, raw) in text.lines().enumerate() {
        let line = raw.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let where_ = || format!("{}:{}", path.display(), index + 1);
        let mut fields = line.split(';');
        let fen = fields.next().unwrap_or_default().trim().to_string();
        let mut counts = Vec::new();
        for field in fields {
            let field = field.trim();
            let (depth, nodes) = field
                .strip_prefix('D')
                .and_then(|rest| rest.split_once(char::is_whitespace))
                .ok_or_else(|| format!("{}: expected 'Dk n', found '{field}'", where_()))?;
            let depth = depth
                .parse()
                .map_err(|_| format!("{}: bad depth in '{field}'", where_()))?;
            let nodes = nodes
                .trim()
                .parse()
                .map_err(|_| format!("{}: bad node count in '{field}'", where_()))?;
            counts.push((depth, nodes));
        }
        if fen.is_empty() || counts.is_empty() {
            return Err(format!("{}: expected 'FEN ;D1 n ...'", where_()));
        }
        cases.push(PerftCase {
            fen,
            counts,
            line: index + 1,
        });
    }
    Ok(cases)
}

/// The built-in games' perft files with their variants, as each game names its own
/// (`tetrarch::perft_files`). A `.epd` file in `tests/data/perft` that no game claims is an
/// error, so no count sits there unchecked.
pub fn perft_files() -> Result<Vec<(String, PathBuf)>> {
    let root = crate::workspace::root();
    let claimed: Vec<(String, PathBuf)> = tetrarch::perft_files()
        .into_iter()
        .map(|f| (f.variant, root.join(f.path)))
        .collect();
    for file in epd_files_in("tests/data/perft")? {
        if !claimed.iter().any(|(_, path)| *path == file) {
            return Err(format!(
                "{}: no game names it as its perft file (BuiltInGame::PERFT_FILE)",
                file.display()
            ));
        }
    }
    Ok(claimed)
}

/// The perft files of the file-defined variants, sorted by name:
/// `tests/data/perft/fairy/<variant>.epd`, each counted with `variants/<variant>.ini`.
pub fn fairy_perft_files() -> Result<Vec<PathBuf>> {
    epd_files_in("tests/data/perft/fairy")
}

/// The `.epd` files directly in the workspace folder `folder`, sorted by name.
fn epd_files_in(folder: &str) -> Result<Vec<PathBuf>> {
    let dir = crate::workspace::root().join(folder);
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .map_err(|e| format!("cannot list {}: {e}", dir.display()))?
        .filter_map(|entry| entry.ok().map(|e| e.path()))
        .filter(|path| path.extension().is_some_and(|ext| ext == "epd"))
        .collect();
    files.sort();
    Ok(files)
}

/// The variant a perft file is for: its file stem (`chess.epd` -> `chess`).
pub fn variant_of(path: &Path) -> String {
    path.file_stem()
        .map(|stem| stem.to_string_lossy().into_owned())
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_counts_and_skips_comments() {
        let dir = std::env::temp_dir().join(format!("xtask-epd-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("t.epd");
        std::fs::write(&path, "# comment\n\nfen one w - - 0 1 ;D1 20 ;D2 400\n").unwrap();
        let cases = parse(&path).unwrap();
        assert_eq!(cases.len(), 1);
        assert_eq!(cases[0].fen, "fen one w - - 0 1");
        assert_eq!(cases[0].counts, vec![(1, 20), (2, 400)]);
        assert_eq!(cases[0].line, 3);
        std::fs::write(&path, "fen ;D1 x\n").unwrap();
        assert!(parse(&path).unwrap_err().contains("bad node count"));
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
