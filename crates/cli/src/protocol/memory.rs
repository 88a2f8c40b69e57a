//! How much memory this process may take, for the largest `Hash` it advertises: the least of
//! the machine's memory, the address-space limit (`ulimit -v`) and the cgroup's limit, read
//! from Linux's `/proc` and `/sys` files. Elsewhere (or when they cannot be read) no limit is
//! known and the advertised maximum is the fixed [`HASH_CEILING_MIB`].

use std::sync::OnceLock;

/// The largest table ever advertised (Stockfish's range on 32 GiB machines).
pub const HASH_CEILING_MIB: i64 = 32768;
/// The least we advertise whatever the limit: the default table.
const HASH_FLOOR_MIB: i64 = super::options::HASH_DEFAULT_MIB;
/// Kept back for everything that is not the table: the program, the search threads' stacks
/// (reserved address space counts under `ulimit -v`), the allocator's arenas. A quarter of
/// the limit, at least this much.
const RESERVE_MIB: i64 = 512;

/// The largest `Hash` in MiB this machine and this process's limits can hold.
pub fn hash_max_mib() -> i64 {
    static MAX: OnceLock<i64> = OnceLock::new();
    *MAX.get_or_init(|| hash_max_for(memory_limit_mib()))
}

/// The advertised maximum for a limit of `limit_mib` (none known: the ceiling).
fn hash_max_for(limit_mib: Option<i64>) -> i64 {
    match limit_mib {
        None => HASH_CEILING_MIB,
        Some(limit) => {
            let reserve = (limit / 4).max(RESERVE_MIB);
            (limit - reserve).clamp(HASH_FLOOR_MIB, HASH_CEILING_MIB)
        }
    }
}

/// The least of the known limits, in MiB.
fn memory_limit_mib() -> Option<i64> {
    let read = |path: &str| std::fs::read_to_string(path).ok();
    [
        read("/proc/meminfo").and_then(|t| mem_total_bytes(&t)),
        read("/proc/self/limits").and_then(|t| address_space_bytes(&t)),
        read("/sys/fs/cgroup/memory.max").and_then(|t| cgroup_bytes(&t)),
        read("/sys/fs/cgroup/memory/memory.limit_in_bytes").and_then(|t| cgroup_bytes(&t)),
    ]
    .into_iter()
    .flatten()
    .min()
    .map(|bytes| (bytes >> 20).min(i64::MAX as u64) as i64)
}

/// `MemTotal:       24683584 kB` from `/proc/meminfo`.
fn mem_total_bytes(meminfo: &str) -> Option<u64> {
    let line = meminfo.lines().find(|l| l.starts_with("MemTotal:"))?;
    let kib: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    kib.checked_mul(1024)
}

/// The soft limit of `Max address space  6442450944  unlimited  bytes` in `/proc/self/limits`.
fn address_space_bytes(limits: &str) -> Option<u64> {
    let line = limits
        .lines()
        .find(|l| l.starts_with("Max address space"))?;
    line["Max address space".len()..]
        .split_whitespace()
        .next()?
        .parse()
        .ok()
}

/// A cgroup memory limit: bytes, or `max` (none); v1's "no limit" is a huge number, which
/// the other limits undercut anyway.
fn cgroup_bytes(text: &str) -> Option<u64> {
    text.trim().parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn limits_are_read_from_the_linux_files() {
        assert_eq!(
            mem_total_bytes("MemTotal:       24683584 kB\nMemFree: 1 kB\n"),
            Some(24683584 * 1024)
        );
        let limits = "Limit                     Soft Limit           Hard Limit           Units\n\
                      Max stack size            8388608              unlimited            bytes\n\
                      Max address space         6442450944           unlimited            bytes\n";
        assert_eq!(address_space_bytes(limits), Some(6 << 30));
        let unlimited = limits.replace("6442450944", "unlimited");
        assert_eq!(address_space_bytes(&unlimited), None);
        assert_eq!(cgroup_bytes("max\n"), None);
        assert_eq!(cgroup_bytes("1073741824\n"), Some(1 << 30));
    }

    #[test]
    fn the_maximum_leaves_room_for_the_program() {
        assert_eq!(hash_max_for(None), HASH_CEILING_MIB);
        // A 6 GiB limit: 4.5 GiB of table at most.
        assert_eq!(hash_max_for(Some(6144)), 4608);
        assert_eq!(hash_max_for(Some(24_000)), 18_000);
        assert_eq!(hash_max_for(Some(1 << 20)), HASH_CEILING_MIB);
        assert_eq!(hash_max_for(Some(100)), HASH_FLOOR_MIB);
        let here = hash_max_mib();
        assert!((HASH_FLOOR_MIB..=HASH_CEILING_MIB).contains(&here));
    }
}
