//! `Meter`: a search's budget as it runs: the nodes counted and the limits they and the clock
//! may reach. Shared by the exact solver and the bounded search, so one call's budget covers
//! both.

use super::search::Budget;
use crate::clock;

/// A node-count interval between clock reads.
const CLOCK_EVERY: u64 = 1 << 10;

#[derive(Clone, Copy, Debug)]
pub struct Meter {
    pub nodes: u64,
    node_limit: u64,
    deadline: f64,
    /// Set once the budget is spent; every search then unwinds.
    pub aborted: bool,
}

impl Default for Meter {
    fn default() -> Meter {
        Meter { nodes: 0, node_limit: u64::MAX, deadline: f64::INFINITY, aborted: false }
    }
}

impl Meter {
    /// Starts `budget` from a node count of zero.
    pub fn start(&mut self, budget: Budget) {
        self.nodes = 0;
        self.aborted = false;
        self.limit(budget);
    }

    /// Sets the budget from now on, keeping the node count.
    pub fn limit(&mut self, budget: Budget) {
        self.node_limit = budget.max_nodes.map_or(u64::MAX, |n| self.nodes.saturating_add(n));
        // A NaN or negative time is no time (`f64::max` drops the NaN).
        self.deadline = budget.time_ms.map_or(f64::INFINITY, |t| clock::now_ms() + t.max(0.0));
        self.aborted = self.node_limit <= self.nodes;
    }

    /// What is left of the budget.
    pub fn remaining(&self) -> Budget {
        Budget {
            time_ms: self.deadline.is_finite().then(|| (self.deadline - clock::now_ms()).max(0.0)),
            max_nodes: (self.node_limit != u64::MAX).then(|| self.node_limit.saturating_sub(self.nodes)),
        }
    }

    /// Counts a node; false once the budget is spent.
    #[inline]
    pub fn tick(&mut self) -> bool {
        self.nodes += 1;
        if self.nodes >= self.node_limit || (self.nodes % CLOCK_EVERY == 0 && clock::now_ms() > self.deadline) {
            self.aborted = true;
        }
        !self.aborted
    }
}
