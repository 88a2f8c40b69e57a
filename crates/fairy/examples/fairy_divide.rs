//! Perft divide of a shipped (or loaded) variant, for comparing with Fairy-Stockfish's
//! `go perft` line by line:
//! `cargo run --release -p tetrarch-fairy --example fairy_divide -- NAME DEPTH [FEN] [--file F]`.
//! `--reference` counts with the reference generator instead; `--walk PLIES SEED` prints the
//! FEN reached by that many random legal plies from FEN (for making test positions).

use std::sync::Arc;
use tetrarch_fairy::{compile, tables::Rules, CompiledVariant, FairyPosition, Library};
use tetrarch_geometry::Bitboard;
use tetrarch_movegen::{perft_divide, Position};

struct Options {
    reference: bool,
    walk: Option<(u32, u64)>,
}

fn divide<B: Bitboard>(rules: Arc<Rules<B>>, fen: Option<&str>, depth: u32, o: &Options) {
    let mut pos = match fen {
        Some(f) => FairyPosition::from_fen(rules, f).expect("FEN"),
        None => FairyPosition::start(rules).expect("start"),
    };
    if let Some((plies, seed)) = o.walk {
        let mut rng = tetrarch_hash::SplitMix64(seed);
        for _ in 0..plies {
            let mut moves = tetrarch_movegen::MoveList::new();
            pos.generate_moves(&mut moves);
            if moves.len() < 2 {
                break;
            }
            let m = moves[(rng.next() % moves.len() as u64) as usize];
            pos.make_move(m);
        }
        println!("{}", pos.to_text());
        return;
    }
    if o.reference {
        println!(
            "\nNodes searched: {}",
            tetrarch_fairy::reference::perft(&mut pos, depth)
        );
        return;
    }
    let mut total = 0;
    let mut lines: Vec<(String, u64)> = perft_divide(&mut pos, depth)
        .into_iter()
        .map(|(m, n)| (pos.format_move(m), n))
        .collect();
    lines.sort();
    for (m, n) in lines {
        println!("{m}: {n}");
        total += n;
    }
    println!("\nNodes searched: {total}");
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut lib = Library::shipped();
    let mut rest = Vec::new();
    let mut o = Options {
        reference: false,
        walk: None,
    };
    let mut i = 0;
    while i < args.len() {
        if args[i] == "--reference" {
            o.reference = true;
            i += 1;
        } else if args[i] == "--walk" {
            o.walk = Some((
                args[i + 1].parse().expect("plies"),
                args[i + 2].parse().expect("seed"),
            ));
            i += 3;
        } else if args[i] == "--file" {
            let report = lib.load_file(args[i + 1].as_ref()).expect("file");
            eprintln!("{report:?}");
            i += 2;
        } else {
            rest.push(args[i].clone());
            i += 1;
        }
    }
    let name = &rest[0];
    let depth: u32 = rest[1].parse().expect("depth");
    let fen = rest.get(2).map(String::as_str);
    let spec = lib.board_spec(name).expect("variant");
    match compile(spec).expect("compiles") {
        CompiledVariant::Small(r) => divide(r, fen, depth, &o),
        CompiledVariant::Medium(r) => divide(r, fen, depth, &o),
        CompiledVariant::Large(r) => divide(r, fen, depth, &o),
    }
}
