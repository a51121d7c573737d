//! `Budget` and `Meter`: how much work a search may do, and that budget as it runs: the nodes
//! counted and the limits they and the clock may reach. Shared by the exact solver, the threat
//! search and the bounded search, so one call's budget covers them all.

use crate::common::clock;

/// How much work a search may do: a wall-clock deadline and/or a node count. A node count
/// alone makes answers reproducible.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Budget {
    pub time_ms: Option<f64>,
    pub max_nodes: Option<u64>,
}

impl Budget {
    /// The API reference's "Bigger boards" default: a second.
    pub const DEFAULT_TIME_MS: f64 = 1_000.0;
    /// No bound at all (tests and benches).
    pub const UNLIMITED: Budget = Budget { time_ms: None, max_nodes: None };

    /// API reference "Bigger boards": `timeMs` defaults to a second, but `maxNodes` alone bounds the work instead.
    pub fn of(time_ms: Option<f64>, max_nodes: Option<u64>) -> Budget {
        match (time_ms, max_nodes) {
            (None, None) => Budget { time_ms: Some(Budget::DEFAULT_TIME_MS), max_nodes: None },
            _ => Budget { time_ms, max_nodes },
        }
    }

    /// Whether answers within this budget must replay: a node count bounds it, so a search may
    /// not read what earlier calls stored (the Connect Four solver's and Gomoku's tables).
    pub fn replays(self) -> bool {
        self.max_nodes.is_some()
    }

    pub const fn nodes(max_nodes: u64) -> Budget {
        Budget { time_ms: None, max_nodes: Some(max_nodes) }
    }

    /// The share `num/den` of this budget.
    pub fn portion(self, num: u32, den: u32) -> Budget {
        let den = den.max(1);
        Budget {
            time_ms: self.time_ms.map(|t| t * f64::from(num) / f64::from(den)),
            max_nodes: self.max_nodes.map(|n| n / u64::from(den) * u64::from(num)),
        }
    }

    /// What is left of this budget, begun at `start_ms` (the clock's milliseconds), once `nodes`
    /// of it are spent: the time since then and the nodes taken off, never below zero.
    pub fn after(self, start_ms: f64, nodes: u64) -> Budget {
        Budget {
            time_ms: self.time_ms.map(|t| (t - (clock::now_ms() - start_ms)).max(0.0)),
            max_nodes: self.max_nodes.map(|n| n.saturating_sub(nodes)),
        }
    }

    /// The share `1/parts` of this budget.
    pub fn share(self, parts: u32) -> Budget {
        let parts = parts.max(1);
        Budget {
            time_ms: self.time_ms.map(|t| t / f64::from(parts)),
            max_nodes: self.max_nodes.map(|n| n / u64::from(parts)),
        }
    }
}

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

    /// Reads the clock now, between [`Meter::tick`]'s reads (a search whose nodes cost
    /// microseconds checks more often); false once the budget is spent.
    #[inline]
    pub fn check_clock(&mut self) -> bool {
        if clock::now_ms() > self.deadline {
            self.aborted = true;
        }
        !self.aborted
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
