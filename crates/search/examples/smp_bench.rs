//! Lazy SMP measurement (run by `cargo xtask bench smp`): per game, a fixed position set
//! searched to a fixed depth with each thread count. Prints nodes, time to depth and nodes
//! per second, and the same statistics `docs/search.md` discusses (branching factor, TT hit
//! rate, first-move cut rate) for the single-threaded run.
//!
//! `-- [--threads 1,2] [--depth-scale N] [--games chess,xiangqi,raumschach,gomoku]`

use std::time::{Duration, Instant};

use tetrarch_chess::ChessPosition;
use tetrarch_eval::Evaluate;
use tetrarch_gomoku::{GomokuPosition, Rule};
use tetrarch_movegen::{Notation, Position};
use tetrarch_raumschach::RaumschachPosition;
use tetrarch_search::{Limits, SearchControl, SearchInfo, Searcher};
use tetrarch_xiangqi::XiangqiPosition;

/// Totals over a position set.
#[derive(Default)]
struct Totals {
    nodes: u64,
    time: Duration,
    bf: f64,
    tt_hit: f64,
    first_cut: f64,
    qshare: f64,
}

fn run_set<P: Position + Evaluate>(positions: &[P], depth: i32, threads: usize) -> Totals {
    let mut t = Totals::default();
    let mut searcher = Searcher::new(64);
    searcher.options_mut().threads = threads;
    for pos in positions {
        searcher.clear();
        let limits = Limits {
            depth: Some(depth),
            ..Limits::default()
        };
        let started = Instant::now();
        let r = searcher.search(
            pos,
            &limits,
            &SearchControl::new(),
            &mut |_: &SearchInfo| {},
        );
        t.time += started.elapsed();
        t.nodes += r.nodes;
        let s = searcher.statistics();
        t.bf += s.branching_factor().unwrap_or(0.0) / positions.len() as f64;
        t.tt_hit += s.tt_hit_rate() / positions.len() as f64;
        t.first_cut += s.first_move_cut_rate() / positions.len() as f64;
        t.qshare += s.quiescence_share() / positions.len() as f64;
    }
    t
}

fn report<P: Position + Evaluate>(game: &str, positions: &[P], depth: i32, threads: &[usize]) {
    let mut base = None;
    for &n in threads {
        let t = run_set(positions, depth, n);
        let secs = t.time.as_secs_f64();
        let base_secs = *base.get_or_insert(secs);
        println!(
            "{game:11} depth {depth:2} threads {n}: {:>11} nodes {:>8.3} s {:>9.0} nps  time-to-depth x{:.2}",
            t.nodes,
            secs,
            t.nodes as f64 / secs.max(1e-9),
            base_secs / secs.max(1e-9),
        );
        if n == 1 {
            println!(
                "{game:11}   statistics (1 thread): branching factor {:.2}, TT hit rate {:.1}%, first-move cut rate {:.1}%, quiescence share {:.1}%",
                t.bf,
                100.0 * t.tt_hit,
                100.0 * t.first_cut,
                100.0 * t.qshare
            );
        }
    }
}

/// The games the bench knows, in its default order.
const GAMES: [&str; 4] = ["chess", "xiangqi", "raumschach", "gomoku"];

const USAGE: &str =
    "usage: smp_bench [--threads 1,2] [--depth-scale N] [--games chess,xiangqi,raumschach,gomoku]";

/// The thread counts, depth scale and games of the command line, or what is wrong with it.
fn parse_args(args: &[String]) -> Result<(Vec<usize>, i32, Vec<String>), String> {
    let mut threads = vec![1, 2];
    let mut scale = 0;
    let mut games: Vec<String> = GAMES.map(String::from).to_vec();
    let mut i = 0;
    while i < args.len() {
        let option = args[i].as_str();
        let value = args
            .get(i + 1)
            .ok_or_else(|| format!("{option}: a value is missing"))?;
        match option {
            "--threads" => {
                threads = value
                    .split(',')
                    .map(|t| match t.parse::<usize>() {
                        Ok(n) if n > 0 => Ok(n),
                        _ => Err(format!("--threads: bad count '{t}'")),
                    })
                    .collect::<Result<_, _>>()?
            }
            "--depth-scale" => {
                scale = value
                    .parse()
                    .map_err(|_| format!("--depth-scale: not a number: '{value}'"))?
            }
            "--games" => {
                games = value.split(',').map(String::from).collect();
                if let Some(g) = games.iter().find(|g| !GAMES.contains(&g.as_str())) {
                    return Err(format!(
                        "--games: unknown game '{g}' ({})",
                        GAMES.join(", ")
                    ));
                }
            }
            other => {
                return Err(format!(
                    "unknown option '{other}' (--threads, --depth-scale, --games)"
                ))
            }
        }
        i += 2;
    }
    Ok((threads, scale, games))
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.iter().any(|a| a == "--help" || a == "-h") {
        println!("{USAGE}");
        return;
    }
    let (threads, scale, games) = match parse_args(&args) {
        Ok(parsed) => parsed,
        Err(message) => {
            eprintln!("smp_bench: {message}");
            eprintln!("{USAGE}");
            std::process::exit(2);
        }
    };
    for game in &games {
        let game = game.as_str();
        match game {
            "chess" => {
                let p: Vec<ChessPosition> = CHESS
                    .iter()
                    .map(|f| ChessPosition::from_text(f).unwrap())
                    .collect();
                report(game, &p, 12 + scale, &threads);
            }
            "xiangqi" => {
                let p: Vec<XiangqiPosition> = XIANGQI
                    .iter()
                    .map(|f| XiangqiPosition::from_text(f).unwrap())
                    .collect();
                report(game, &p, 10 + scale, &threads);
            }
            "raumschach" => {
                let p: Vec<RaumschachPosition> = RAUMSCHACH
                    .iter()
                    .map(|f| RaumschachPosition::from_text(f).unwrap())
                    .collect();
                report(game, &p, 8 + scale, &threads);
            }
            "gomoku" => {
                let p: Vec<GomokuPosition> = GOMOKU.iter().map(|cells| gomoku(cells)).collect();
                report(game, &p, 8 + scale, &threads);
            }
            _ => unreachable!("parse_args admits only the four games"),
        }
    }
}

/// A 15x15 freestyle position from alternating moves (Black first), Gomocup coordinates.
fn gomoku(cells: &[(usize, usize)]) -> GomokuPosition {
    let mut p = GomokuPosition::new(15, 15, Rule::Freestyle).unwrap();
    for &(x, y) in cells {
        let m = p.move_at(x, y).unwrap();
        p.make_move(m);
    }
    p
}

const CHESS: &[&str] = &[
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP1B1PPP/R2QKB1R w KQ - 0 8",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
];
const XIANGQI: &[&str] = &[
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
    "rnbakab1r/9/8n/p1p1p1p1p/5P3/9/P1c3P1P/1C4C2/1c5R1/2BAKABNR w - - 2 9",
    // Two middle games after 20 plies of Fairy-Stockfish self-play (30,000 nodes a move)
    // from `h3e3 h10g8 h1g3 i10h10` and `c4c5 b10c8 b1c3 g7g6`.
    "r3kabn1/4a4/4b4/4p1p1p/p2n5/2C3P2/P1P1P3P/2C1B1N2/1c2A2c1/RN1AK1B2 w - - 2 13",
    "1rb1kab1r/4a4/2n6/p1p1p3p/9/P1P3C1P/4P1n2/1cN1B1NR1/9/R1BAKA3 w - - 5 13",
];
const RAUMSCHACH: &[&str] = &[
    "rnknr/ppppp/5/5/5|ubqub/ppppp/5/5/5|5/5/5/5/5|5/5/5/PPPPP/BUQBU|5/5/5/PPPPP/RNKNR w - - 0 1",
    "4u/5/2q2/5/p4|5/3Q1/2B2/2P2/5|2r1b/2NR1/rPK2/5/5|5/2P2/1B3/1U3/5|4k/5/b4/5/q4 w - - 0 1",
];
const GOMOKU: &[&[(usize, usize)]] = &[&[(7, 7)], &[(7, 7), (8, 8), (8, 6), (6, 8), (9, 7)]];

#[cfg(test)]
mod tests {
    use super::parse_args;

    fn parse(line: &str) -> Result<(Vec<usize>, i32, Vec<String>), String> {
        parse_args(
            &line
                .split_whitespace()
                .map(String::from)
                .collect::<Vec<_>>(),
        )
    }

    #[test]
    fn parses_the_options() {
        let (threads, scale, games) =
            parse("--threads 1,2,4 --depth-scale 6 --games xiangqi").unwrap();
        assert_eq!(
            (threads, scale, games),
            (vec![1, 2, 4], 6, vec!["xiangqi".to_string()])
        );
        assert_eq!(parse("").unwrap().0, vec![1, 2]);
    }

    #[test]
    fn bad_input_is_named() {
        for (line, named) in [
            ("--threads x", "bad count 'x'"),
            ("--threads 0", "bad count '0'"),
            ("--depth-scale", "a value is missing"),
            ("--depth-scale deep", "not a number: 'deep'"),
            ("--games go", "unknown game 'go'"),
            ("--fast 1", "unknown option '--fast'"),
        ] {
            let error = parse(line).unwrap_err();
            assert!(error.contains(named), "{line}: {error}");
        }
    }
}
