//! The bench signature: `tetrarch bench` searches fixed positions of every game to fixed depths
//! single-threaded, so its node counts are deterministic and change exactly when the search or
//! an evaluation changes behaviour. A deliberate change updates the snapshot
//! (`cargo insta review`, or `INSTA_UPDATE=always cargo test -p tetrarch-cli --test bench`).

use std::process::Command;

#[test]
fn bench_node_counts_are_the_search_signature() {
    let out = Command::new(env!("CARGO_BIN_EXE_tetrarch"))
        .arg("bench")
        .output()
        .expect("the tetrarch binary runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8_lossy(&out.stdout);

    // The last line follows OpenBench: `N nodes M nps`.
    let last = text.lines().last().unwrap();
    let words: Vec<&str> = last.split_whitespace().collect();
    assert_eq!(words.len(), 4, "{last}");
    assert_eq!((words[1], words[3]), ("nodes", "nps"), "{last}");
    let total: u64 = words[0].parse().unwrap();
    assert!(words[2].parse::<u64>().unwrap() > 0, "{last}");

    // Per position: everything but the speed, which varies from run to run.
    let signature: Vec<String> = text
        .lines()
        .filter(|l| l.starts_with("position"))
        .map(|l| l.split(" (").next().unwrap().trim_end().to_string())
        .collect();
    let sum: u64 = signature
        .iter()
        .map(|l| l.rsplit(' ').next().unwrap().parse::<u64>().unwrap())
        .sum();
    assert_eq!(sum, total, "the total is the sum of the positions");
    insta::assert_snapshot!(format!("{}\ntotal {total} nodes", signature.join("\n")));
}
