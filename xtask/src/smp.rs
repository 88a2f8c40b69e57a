//! `cargo xtask bench smp [--threads 1,2] [--depth-scale N]`: Lazy SMP measurements. For each
//! game, a fixed position set is searched to a fixed depth with each thread count; prints
//! nodes per second and the time to depth per thread count. The measuring program is the
//! search crate's `smp_bench` example (it calls the library directly), built in release.

use crate::{workspace, Result};

pub fn run(args: &[String]) -> Result<()> {
    let mut command = workspace::cargo();
    command.args([
        "run",
        "--release",
        "--quiet",
        "-p",
        "tetrarch-search",
        "--example",
        "smp_bench",
        "--",
    ]);
    command.args(args);
    workspace::run(&mut command)
}
