//! `cargo xtask dist`: the Gomocup build. Cross-compiles the Windows brain
//! `pbrain-tetrarch.exe` (target `x86_64-pc-windows-gnu`, linked by Debian's MinGW-w64), builds
//! the Linux `pbrain-tetrarch`, packs the zip Gomocup asks for (the executable at the root of
//! the archive, its name starting with `pbrain-`, at most 8 MB), then plays a short pbrain game
//! against each: the `.exe` unpacked from the zip under `wine`, the Linux binary natively.
//!
//! `--check` is the CI step (`cargo xtask ci`): the same, built with the `dist-check` profile
//! (no LTO, parallel code generation) instead of `dist` (the release profile's fat LTO, symbols
//! stripped), so CI pays for a quick cross build only. A missing tool (the Rust target, MinGW,
//! wine) is an error naming how to install it, never a skip.

mod pbrain_game;
mod wine;

use crate::{flag_value, workspace, Result};
use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;

/// The Windows target: 64-bit Windows 10 and later (what Gomocup has run since 2024), GNU ABI,
/// so Debian's MinGW-w64 links it without Microsoft's tools.
const WINDOWS_TARGET: &str = "x86_64-pc-windows-gnu";

/// The brain's file name: Gomocup managers speak pbrain to executables named `pbrain-*`, and
/// the binary speaks pbrain under such a name (`Protocol::from_program_name`).
const BRAIN: &str = "pbrain-tetrarch";

/// Gomocup's default limit on an AI's size ("The default AI size limitation is 8MB", Gomocup
/// 2024 announcement), held by the zip and by the unpacked executable alike.
const SIZE_LIMIT_BYTES: u64 = 8_000_000;

/// DLLs the Windows brain may import: Windows' own (Gomocup machines are clean Windows 10/11
/// installations: "statically link your libraries or include all required DLLs"). Anything
/// else, such as MinGW's `libgcc_s_seh-1.dll` or `libwinpthread-1.dll`, would not load there.
const SYSTEM_DLLS: &[&str] = &[
    "kernel32.dll",
    "ntdll.dll",
    "msvcrt.dll",
    "advapi32.dll",
    "bcrypt.dll",
    "bcryptprimitives.dll",
    "gdi32.dll",
    "user32.dll",
    "shell32.dll",
    "userenv.dll",
    "ws2_32.dll",
    "ole32.dll",
    "oleaut32.dll",
    "secur32.dll",
    "ucrtbase.dll",
];

const USAGE: &str = "\
usage: cargo xtask dist [--check] [--linux-binary PATH] [--out DIR]

  Builds pbrain-tetrarch.exe (x86_64-pc-windows-gnu) and pbrain-tetrarch (Linux), packs
  tetrarch-VERSION-gomocup.zip, and plays a short pbrain game against each (the .exe under wine).
  --check             the fast dist-check profile (the CI step) instead of dist (fat LTO)
  --linux-binary P    play the Linux game with this binary instead of building one
  --out DIR           where the files go (default <target>/dist, or <target>/dist-check)
";

/// What the command was asked.
#[derive(Debug)]
struct Options {
    profile: &'static str,
    linux_binary: Option<PathBuf>,
    out: Option<PathBuf>,
}

fn parse(args: &[String]) -> Result<Options> {
    let mut options = Options {
        profile: "dist",
        linux_binary: None,
        out: None,
    };
    let mut i = 0;
    while i < args.len() {
        match args[i].as_str() {
            "--check" => options.profile = "dist-check",
            "--linux-binary" => {
                options.linux_binary = Some(flag_value(args, &mut i, "--linux-binary")?.into())
            }
            "--out" => options.out = Some(flag_value(args, &mut i, "--out")?.into()),
            other => return Err(format!("dist: unknown option '{other}'\n\n{USAGE}")),
        }
        i += 1;
    }
    Ok(options)
}

pub fn run(args: &[String]) -> Result<()> {
    if args.iter().any(|a| a == "-h" || a == "--help") {
        print!("{USAGE}");
        return Ok(());
    }
    let options = parse(args)?;
    let started = Instant::now();
    require_tools()?;
    let out = options
        .out
        .clone()
        .unwrap_or_else(|| workspace::target_dir().join(options.profile));
    fs::create_dir_all(&out).map_err(|e| format!("creating {}: {e}", out.display()))?;

    // The builds.
    let windows_built = build(options.profile, Some(WINDOWS_TARGET))?;
    let linux_built = match &options.linux_binary {
        Some(path) if path.is_file() => path.clone(),
        Some(path) => return Err(format!("--linux-binary: no file {}", path.display())),
        None => build(options.profile, None)?,
    };

    // The files people take: both brains and the zip.
    let exe_name = format!("{BRAIN}.exe");
    let exe = out.join(&exe_name);
    let linux = out.join(BRAIN);
    copy(&windows_built, &exe)?;
    copy(&linux_built, &linux)?;
    check_imports(&exe)?;
    let zip = out.join(format!(
        "tetrarch-{}-gomocup.zip",
        env!("CARGO_PKG_VERSION")
    ));
    pack(&zip, &exe, &exe_name)?;
    let unpacked = out.join("unpacked");
    unpack_and_check(&zip, &unpacked, &exe_name)?;

    // The games: the .exe as unpacked from the zip under wine, the Linux brain natively.
    let mut failed = Vec::new();
    let wine = wine::Wine::prepare(&workspace::target_dir().join("dist-wine"))?;
    let games: [(&str, Command); 2] = [
        (
            "pbrain-tetrarch.exe from the zip, under wine",
            wine.run(&unpacked.join(&exe_name)),
        ),
        ("Linux pbrain-tetrarch", Command::new(&linux)),
    ];
    for (what, command) in games {
        let game_started = Instant::now();
        match pbrain_game::play(command, &out.display().to_string()) {
            Ok(report) => eprintln!(
                "dist: pbrain game, {what}: passed in {:.1} s ({} moves, each onto an empty cell, \
                 slowest reply {} ms)",
                game_started.elapsed().as_secs_f64(),
                report.moves.len(),
                report.slowest_ms
            ),
            Err(e) => {
                eprintln!("dist: pbrain game, {what}: FAILED: {e}");
                failed.push(what);
            }
        }
    }
    wine.shut_down();
    for file in [&zip, &exe, &linux] {
        let size = fs::metadata(file).map(|m| m.len()).unwrap_or(0);
        eprintln!("dist: {} ({:.1} MB)", file.display(), size as f64 / 1e6);
    }
    eprintln!(
        "dist: {} profile, {:.0} s in all",
        options.profile,
        started.elapsed().as_secs_f64()
    );
    if failed.is_empty() {
        Ok(())
    } else {
        Err(format!("pbrain game failed: {}", failed.join(", ")))
    }
}

/// Every tool the build and the check need, each with how to install it.
fn require_tools() -> Result<()> {
    let sysroot = Command::new("rustc")
        .args(["--print", "sysroot"])
        .output()
        .map_err(|e| format!("cannot run rustc: {e}"))?;
    let sysroot = PathBuf::from(String::from_utf8_lossy(&sysroot.stdout).trim());
    if !sysroot.join("lib/rustlib").join(WINDOWS_TARGET).is_dir() {
        return Err(format!(
            "the Rust target {WINDOWS_TARGET} is not installed: rustup target add {WINDOWS_TARGET}"
        ));
    }
    for (tool, package) in [
        (wine::MINGW_GCC, "mingw-w64"),
        ("x86_64-w64-mingw32-objdump", "mingw-w64"),
        ("wine", "wine"),
    ] {
        let found = Command::new(tool)
            .arg("--version")
            .output()
            .is_ok_and(|o| o.status.success());
        if !found {
            return Err(format!(
                "{tool} is missing: install Debian's {package} (apt-get install {package})"
            ));
        }
    }
    Ok(())
}

/// Builds the `tetrarch` binary with `profile` for `target` (the host when `None`).
fn build(profile: &str, target: Option<&str>) -> Result<PathBuf> {
    let started = Instant::now();
    let mut command = workspace::cargo();
    command.args([
        "build",
        "--quiet",
        "--profile",
        profile,
        "-p",
        "tetrarch-cli",
        "--bin",
        "tetrarch",
    ]);
    let mut dir = workspace::target_dir();
    let suffix = match target {
        Some(target) => {
            command.args(["--target", target]);
            dir = dir.join(target);
            ".exe"
        }
        None => std::env::consts::EXE_SUFFIX,
    };
    let shown = target.unwrap_or("the host");
    eprintln!("dist: building tetrarch for {shown} ({profile} profile)...");
    workspace::run(&mut command)?;
    let binary = dir.join(profile).join(format!("tetrarch{suffix}"));
    if !binary.is_file() {
        return Err(format!("built, but {} is missing", binary.display()));
    }
    eprintln!(
        "dist: built for {shown} in {:.0} s",
        started.elapsed().as_secs_f64()
    );
    Ok(binary)
}

fn copy(from: &Path, to: &Path) -> Result<()> {
    fs::copy(from, to)
        .map(|_| ())
        .map_err(|e| format!("copying {} to {}: {e}", from.display(), to.display()))
}

/// The DLLs `exe` imports must all be Windows' own ([`SYSTEM_DLLS`], `api-ms-win-*`).
fn check_imports(exe: &Path) -> Result<()> {
    let dump = Command::new("x86_64-w64-mingw32-objdump")
        .arg("-p")
        .arg(exe)
        .output()
        .map_err(|e| format!("cannot run x86_64-w64-mingw32-objdump: {e}"))?;
    let text = String::from_utf8_lossy(&dump.stdout);
    let dlls: Vec<String> = text
        .lines()
        .filter_map(|l| l.trim().strip_prefix("DLL Name:"))
        .map(|name| name.trim().to_ascii_lowercase())
        .collect();
    if dlls.is_empty() {
        return Err(format!("objdump found no imports in {}", exe.display()));
    }
    let foreign: Vec<&String> = dlls
        .iter()
        .filter(|d| !d.starts_with("api-ms-win-") && !SYSTEM_DLLS.contains(&d.as_str()))
        .collect();
    if foreign.is_empty() {
        Ok(())
    } else {
        Err(format!(
            "{} imports DLLs a clean Windows lacks: {foreign:?}",
            exe.display()
        ))
    }
}

/// The zip: the brain at the root, and a README saying what it is.
fn pack(zip: &Path, exe: &Path, exe_name: &str) -> Result<()> {
    let bytes = fs::read(exe).map_err(|e| format!("reading {}: {e}", exe.display()))?;
    let file = fs::File::create(zip).map_err(|e| format!("creating {}: {e}", zip.display()))?;
    let mut writer = zip::ZipWriter::new(file);
    // A fixed date (the zip format's epoch) so the same binary always packs the same zip.
    let options = zip::write::SimpleFileOptions::default()
        .compression_method(zip::CompressionMethod::Deflated)
        .last_modified_time(zip::DateTime::default());
    let error = |e: &dyn std::fmt::Display| format!("writing {}: {e}", zip.display());
    writer
        .start_file(exe_name, options.unix_permissions(0o755))
        .map_err(|e| error(&e))?;
    writer.write_all(&bytes).map_err(|e| error(&e))?;
    writer
        .start_file("README.txt", options.unix_permissions(0o644))
        .map_err(|e| error(&e))?;
    writer
        .write_all(readme(exe_name).as_bytes())
        .map_err(|e| error(&e))?;
    writer.finish().map_err(|e| error(&e))?;
    Ok(())
}

/// The zip's README.txt (CR LF: it is read on Windows).
fn readme(exe_name: &str) -> String {
    let version = env!("CARGO_PKG_VERSION");
    [
        format!("tetrarch {version}: a gomoku brain for the Gomocup manager (pbrain protocol)."),
        String::new(),
        format!("{exe_name}: 64-bit Windows 10 or later, no other files needed."),
        "Rules: freestyle, standard (exactly five), renju and caro (INFO rule 0, 1, 4, 8).".into(),
        "Boards: 20x20 and 15x15, any size from 5 to 32 (START, RECTSTART).".into(),
        "Yixin-Board's extensions (YXBOARD, YXSHOWFORBID, YXBLOCK, ...) are understood.".into(),
        String::new(),
        "The same program plays chess, xiangqi and Raumschach over UCI, UCCI and XBoard:".into(),
        format!("run it as `{exe_name} --protocol uci` (or rename it)."),
        String::new(),
        "Licence: MIT OR Apache-2.0.".into(),
        format!("Source: {}", env!("CARGO_PKG_REPOSITORY")),
        String::new(),
    ]
    .join("\r\n")
}

/// Reads the zip back as a manager would: the brain at its root under its `pbrain-` name, the
/// zip and the brain within the size limit; unpacked into `dir`.
fn unpack_and_check(zip: &Path, dir: &Path, exe_name: &str) -> Result<()> {
    let size = fs::metadata(zip).map(|m| m.len()).unwrap_or(u64::MAX);
    if size > SIZE_LIMIT_BYTES {
        return Err(format!(
            "{} is {size} bytes, over Gomocup's {SIZE_LIMIT_BYTES}",
            zip.display()
        ));
    }
    let file = fs::File::open(zip).map_err(|e| format!("opening {}: {e}", zip.display()))?;
    let mut archive =
        zip::ZipArchive::new(file).map_err(|e| format!("reading {}: {e}", zip.display()))?;
    let names = archive
        .file_names()
        .map(|name| name.map(String::from))
        .collect::<std::result::Result<Vec<String>, _>>()
        .map_err(|e| format!("reading the names in {}: {e}", zip.display()))?;
    let exes: Vec<&String> = names
        .iter()
        .filter(|n| n.to_ascii_lowercase().ends_with(".exe"))
        .collect();
    if exes != [exe_name] {
        return Err(format!(
            "{} holds the executables {exes:?}, not just {exe_name} at its root",
            zip.display()
        ));
    }
    let unpacked_size = archive
        .by_name(exe_name)
        .map_err(|e| format!("reading {exe_name} in {}: {e}", zip.display()))?
        .size();
    if unpacked_size > SIZE_LIMIT_BYTES {
        return Err(format!(
            "{exe_name} is {unpacked_size} bytes, over Gomocup's {SIZE_LIMIT_BYTES}"
        ));
    }
    if dir.exists() {
        fs::remove_dir_all(dir).map_err(|e| format!("clearing {}: {e}", dir.display()))?;
    }
    archive
        .extract(dir)
        .map_err(|e| format!("unpacking {} into {}: {e}", zip.display(), dir.display()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn options_parse_and_refuse_unknown_ones() {
        let args = |a: &[&str]| a.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        let o = parse(&args(&["--check", "--linux-binary", "/x/tetrarch"])).unwrap();
        assert_eq!(o.profile, "dist-check");
        assert_eq!(o.linux_binary, Some(PathBuf::from("/x/tetrarch")));
        assert_eq!(parse(&[]).unwrap().profile, "dist");
        assert!(parse(&args(&["--fast"])).unwrap_err().contains("'--fast'"));
        assert!(parse(&args(&["--out"]))
            .unwrap_err()
            .contains("--out needs a value"));
    }

    #[test]
    fn the_readme_names_the_brain_and_the_rules() {
        let text = readme("pbrain-tetrarch.exe");
        assert!(text.contains("pbrain-tetrarch.exe: 64-bit Windows"));
        assert!(text.contains("renju"));
        // Every line ends in CR LF.
        assert!(!text.replace("\r\n", "").contains('\n'));
    }
}
