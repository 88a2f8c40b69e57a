//! `cargo xtask`: the project's own automation (perft suites, benchmarks, CI), written in Rust
//! so that it runs wherever cargo runs. One module per subcommand.
//!
//! The alias lives in `.cargo/config.toml`; every subcommand shells out to cargo and to the
//! release `tetrarch` binary, so what it checks is exactly what users run.

mod bench;
mod book;
mod ci;
mod datagen;
mod dist;
mod epd;
mod fuzz;
mod r#match;
mod perft;
mod progress;
mod publish;
mod smp;
mod soak;
mod spsa;
mod tb;
mod tune;
mod wac;
mod wdl;
mod web;
mod workspace;

use std::process::ExitCode;

/// Errors are messages for people: xtask prints them and exits non-zero.
pub type Result<T> = std::result::Result<T, String>;

const USAGE: &str = "\
usage: cargo xtask <command> [options]

commands:
  perft [--deep] [--variant V] [--max-depth N]
        run every tests/data/perft/*.epd through the release `tetrarch perft`
        (exact counts to depth 5; depth 6 with --deep); fails on any mismatch
  bench perft [--variant chess|xiangqi|raumschach]
        our perft against Stockfish / Fairy-Stockfish, single-threaded, same run
  bench gomoku
        the gomoku criterion benchmarks (patterns, VCF)
  bench criterion
        every criterion benchmark (cargo bench -p tetrarch-benches)
  bench smp [--threads 1,2] [--depth-scale N]
        Lazy SMP: nodes/s and time to a fixed depth per game and thread count
  match -engine cmd=CMD [KEY=VALUE...] -engine ... [options]
        engine against engine in any of the four games: gauntlets, SPRT, Elo, records
        (`cargo xtask match -help` lists every option; docs/strength.md)
  openings --variant V [--count 60] [--plies N] [--nodes 100000] [--window CP] [--seed S]
           [--engine CMD] [--out FILE]
        balanced openings for the match runner: random plies kept when a search scores
        them near 0 (how openings/*.txt were made)
  book --variant V [--plies N] [--nodes N] [--multipv K] [--window CP] [--pgn FILE]
       [--min-games N] [--out FILE]
        an opening book (docs/book.md) from MultiPV searches of the first plies, or from
        the games of a PGN file; written to crates/tetrarch/books/V.txt unless --out says otherwise
  wac [--ms 500] [--threads 1] [--hash 64] [--first N] [--option NAME=VALUE]... [--engine PATH]
        the 300 Win At Chess positions over UCI through the release binary (or any UCI
        engine with --engine); solved N/300 and the median depth
  datagen --variant V [--nodes 5000] [--random-plies 8] [--threads 2] [--games N]
          [--minutes M] [--out FILE]
        self-play training positions (text | score | result), appended to
        target/datagen/V.txt unless --out says otherwise
  tune --variant V [--data FILE ...] [--positions N] [--epochs 400] [--rate 1.0]
       [--lambda 0.5] [--only T,...] [--freeze T,...] [--write]
        Texel tuning of the evaluation weights on datagen data; --write rewrites
        the game's weights.rs
  wdl --variant chess|xiangqi --data FILE... [--degree 2] [--write]
        fit the game's win-rate model (UCI_ShowWDL) to datagen positions; --write
        puts it into crates/<game>/src/wdl.rs
  web [build|test|bench]
        the browser page: build crates/web to wasm and the site into <target>/web;
        test it in headless Chromium and Firefox; bench the wasm search against the native binary
  soak [--lines 20000] [--seconds 120] [--protocols uci,ucci,xboard,pbrain] [--threads 1]
       [--seed N] [--stop-cycles N] [--binary PATH] [--search-cap NODES]
        the release binary under random valid and mutated commands on loopback pipes:
        every probe answered, every checked search a legal move, no exit, no hang
  fuzz [--seconds 60] [--target NAME]...
        each cargo-fuzz target (nightly) for a bounded time on a corpus seeded from the
        tests; fails on a crash, hang or leak (not part of ci)
  tb --variant raumschach [--men 3|4] [--only KQvK,...] [--out DIR] [--verify N|all] [--check]
        Raumschach endgame tables by retrograde analysis into data/tablebases/raumschach
        (or DIR); --verify checks each against the reference generator, --check compares
        with the committed files instead of writing
  dist [--check] [--linux-binary PATH] [--out DIR]
        the Gomocup build: pbrain-tetrarch.exe cross-compiled for x86_64-pc-windows-gnu and the
        Linux pbrain-tetrarch, the zip, and a short pbrain game against each (the .exe under
        wine); --check builds with the fast dist-check profile (the CI step)
  spsa --param NAME=START,MIN,MAX,C_END[,R_END] ... [--iterations N] [--pairs N] [-c N]
       [--state FILE] [--resume] -- MATCH OPTIONS
        SPSA tuning of UCI options (tetrarch's search parameters) by game pairs
        between perturbed settings, on the match runner; state saved every iteration
  publish-check [--offline]
        every library crate ready for crates.io: README example = crate doc example,
        missing_docs on, then `cargo publish --dry-run` of all of them in dependency order
        (nothing uploaded; needs the crates.io index)
  ci    cargo fmt --check, clippy -D warnings, publish-check, cargo test --workspace,
        the web page tests, a short protocol soak
  help  this text
";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (command, rest) = match args.split_first() {
        Some((command, rest)) => (command.as_str(), rest),
        None => ("help", &[][..]),
    };
    let result = match command {
        "perft" => perft::run(rest),
        "publish-check" => publish::run(rest),
        "bench" if rest.first().is_some_and(|a| a == "smp") => smp::run(&rest[1..]),
        "bench" => bench::run(rest),
        "book" => book::run(rest),
        "ci" => ci::run(rest),
        "datagen" => datagen::run(rest),
        "dist" => dist::run(rest),
        "tune" => tune::run(rest),
        "wdl" => wdl::run(rest),
        "fuzz" => fuzz::run(rest),
        "soak" => soak::run(rest),
        "spsa" => spsa::run(rest),
        "tb" => tb::run(rest),
        "wac" => wac::run(rest),
        "web" => web::run(rest),
        "match" => r#match::run(rest),
        "openings" => r#match::generate_openings(rest),
        "help" | "--help" | "-h" => {
            print!("{USAGE}");
            Ok(())
        }
        other => Err(format!("unknown xtask command '{other}'\n\n{USAGE}")),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("xtask error: {message}");
            ExitCode::FAILURE
        }
    }
}

/// Small helper for the hand-written option parsers of the subcommands: the value after a
/// flag, or an error naming the flag.
pub fn flag_value<'a>(args: &'a [String], i: &mut usize, flag: &str) -> Result<&'a str> {
    *i += 1;
    args.get(*i)
        .map(String::as_str)
        .ok_or_else(|| format!("{flag} needs a value"))
}

/// The game named by the value after `flag` (`--variant raumschach`).
pub fn variant_value(args: &[String], i: &mut usize, flag: &str) -> Result<tetrarch::Variant> {
    tetrarch::Variant::parse(flag_value(args, i, flag)?).map_err(|e| e.to_string())
}
