//! Search statistics: the numbers that say whether the tree is well ordered and pruned.

/// Raw counters of one thread (plain integers: each thread owns its own).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Counters {
    pub qnodes: u64,
    pub tt_probes: u64,
    pub tt_hits: u64,
    /// Nodes that failed high, and those where the first move searched did it.
    pub cutoffs: u64,
    pub first_move_cutoffs: u64,
}

/// What the last search measured on its main thread, for `docs/search.md` and tuning.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct SearchStatistics {
    /// Nodes of all threads.
    pub nodes: u64,
    /// Main-thread quiescence nodes.
    pub qnodes: u64,
    /// Main-thread nodes counted at the end of each completed iteration (cumulative).
    pub iteration_nodes: Vec<u64>,
    /// Main-thread transposition table probes.
    pub tt_probes: u64,
    /// Of those, probes that found the position.
    pub tt_hits: u64,
    /// Main-thread beta cutoffs.
    pub cutoffs: u64,
    /// Of those, cutoffs by the first move searched (move ordering quality).
    pub first_move_cutoffs: u64,
}

impl SearchStatistics {
    /// Effective branching factor: the geometric mean growth of the node count per
    /// iteration over the last (up to) four iterations, ignoring the first two (too small).
    pub fn branching_factor(&self) -> Option<f64> {
        let n = &self.iteration_nodes;
        if n.len() < 4 {
            return None;
        }
        let last = n.len() - 1;
        let first = last.saturating_sub(4).max(2);
        let per_iter: Vec<f64> = (first - 1..=last)
            .map(|i| (n[i] - if i == 0 { 0 } else { n[i - 1] }) as f64)
            .collect();
        let (a, b) = (per_iter[0].max(1.0), per_iter[per_iter.len() - 1].max(1.0));
        Some((b / a).powf(1.0 / (per_iter.len() - 1) as f64))
    }

    /// Fraction of table probes that found an entry.
    pub fn tt_hit_rate(&self) -> f64 {
        self.tt_hits as f64 / self.tt_probes.max(1) as f64
    }

    /// Fraction of fail-high nodes where the first move searched failed high.
    pub fn first_move_cut_rate(&self) -> f64 {
        self.first_move_cutoffs as f64 / self.cutoffs.max(1) as f64
    }

    /// Fraction of main-thread nodes spent in quiescence.
    pub fn quiescence_share(&self) -> f64 {
        self.qnodes as f64 / self.iteration_nodes.last().copied().unwrap_or(0).max(1) as f64
    }

    pub(crate) fn add(&mut self, c: &Counters) {
        self.qnodes += c.qnodes;
        self.tt_probes += c.tt_probes;
        self.tt_hits += c.tt_hits;
        self.cutoffs += c.cutoffs;
        self.first_move_cutoffs += c.first_move_cutoffs;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn branching_factor_of_a_geometric_tree() {
        // Iterations costing 1, 3, 9, 27, 81, 243 nodes: the factor is 3.
        let mut total = 0;
        let mut s = SearchStatistics::default();
        for i in 0..6 {
            total += 3u64.pow(i);
            s.iteration_nodes.push(total);
        }
        let bf = s.branching_factor().unwrap();
        assert!((bf - 3.0).abs() < 1e-9, "{bf}");
        s.cutoffs = 10;
        s.first_move_cutoffs = 9;
        assert!((s.first_move_cut_rate() - 0.9).abs() < 1e-12);
    }
}
