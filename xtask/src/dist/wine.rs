//! Running the Windows brain under Debian's `wine`, in a wine prefix of its own under the
//! target directory (made on first use, about 15 s; reused after), so the check never touches
//! the user's `~/.wine` and starts from a clean Windows as a Gomocup machine would.

use crate::Result;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// The MinGW-w64 C compiler that builds the `bcryptprimitives.dll` stand-in (Debian's
/// `mingw-w64`, which also links the Rust target).
pub const MINGW_GCC: &str = "x86_64-w64-mingw32-gcc";

/// A wine prefix ready to run 64-bit console programs.
#[derive(Debug)]
pub struct Wine {
    prefix: PathBuf,
}

impl Wine {
    /// The prefix at `prefix`, made if missing, with `bcryptprimitives.dll` in place.
    pub fn prepare(prefix: &Path) -> Result<Wine> {
        let wine = Wine {
            prefix: prefix.to_path_buf(),
        };
        let version = wine
            .command("wine")
            .arg("--version")
            .output()
            .map_err(|e| format!("cannot run wine ({e}): install it (apt-get install wine)"))?;
        if !version.status.success() {
            return Err(format!("`wine --version` failed ({})", version.status));
        }
        eprintln!("wine: {}", String::from_utf8_lossy(&version.stdout).trim());
        if !prefix.join("system.reg").is_file() {
            eprintln!("wine: making the prefix {} (once)...", prefix.display());
            std::fs::create_dir_all(prefix)
                .map_err(|e| format!("creating {}: {e}", prefix.display()))?;
            // wineboot's own complaints (no display, no 32-bit wine) are expected here.
            let status = wine
                .command("wineboot")
                .arg("--init")
                .stdout(Stdio::null())
                .stderr(Stdio::null())
                .status()
                .map_err(|e| format!("cannot run wineboot ({e})"))?;
            wine.wait_server();
            if !prefix.join("system.reg").is_file() {
                return Err(format!(
                    "wineboot --init ({status}) made no prefix in {}",
                    prefix.display()
                ));
            }
        }
        wine.install_prng_shim()?;
        Ok(wine)
    }

    /// A command of wine's (`wine`, `wineboot`, `wineserver`) on this prefix, quiet: no debug
    /// channels, and no offer to install Mono or Gecko (which would wait for a click).
    pub fn command(&self, program: &str) -> Command {
        let mut command = Command::new(program);
        command
            .env("WINEPREFIX", &self.prefix)
            .env("WINEDEBUG", "-all")
            .env("WINEDLLOVERRIDES", "mscoree,mshtml=");
        command
    }

    /// `wine EXE`: the Windows program on this prefix.
    pub fn run(&self, exe: &Path) -> Command {
        let mut command = self.command("wine");
        command.arg(exe);
        command
    }

    /// Waits for this prefix's wineserver to finish its work (`wineserver -w`).
    fn wait_server(&self) {
        let _ = self.command("wineserver").arg("-w").status();
    }

    /// Ends this prefix's wineserver (`wineserver -k`), which would otherwise linger a few
    /// seconds after the last program.
    pub fn shut_down(&self) {
        let _ = self.command("wineserver").arg("-k").status();
    }

    /// Puts the `bcryptprimitives.dll` stand-in (`bcryptprimitives_shim.c`) into the prefix's
    /// `system32` when wine has no such DLL (wine before 9.0); a wine that has it keeps its own.
    fn install_prng_shim(&self) -> Result<()> {
        let system32 = self.prefix.join("drive_c/windows/system32");
        let dll = system32.join("bcryptprimitives.dll");
        if dll.is_file() {
            return Ok(());
        }
        let source = self.prefix.join("bcryptprimitives_shim.c");
        std::fs::write(&source, include_str!("bcryptprimitives_shim.c"))
            .map_err(|e| format!("writing {}: {e}", source.display()))?;
        eprintln!("wine: this wine has no bcryptprimitives.dll; installing the stand-in");
        let status = Command::new(MINGW_GCC)
            .args(["-O2", "-shared", "-s", "-o"])
            .arg(&dll)
            .arg(&source)
            .arg("-ladvapi32")
            .status()
            .map_err(|e| format!("cannot run {MINGW_GCC} ({e}): install mingw-w64"))?;
        if status.success() {
            Ok(())
        } else {
            Err(format!(
                "{MINGW_GCC} failed on {} ({status})",
                source.display()
            ))
        }
    }
}
