//! The flags the I/O thread uses to steer a running search.

use core::sync::atomic::{AtomicBool, Ordering};

/// Shared (through an `Arc` or a reference) between the thread reading input and the search.
#[derive(Debug, Default)]
pub struct SearchControl {
    stop: AtomicBool,
    ponderhit: AtomicBool,
}

impl SearchControl {
    /// A control that is neither stopped nor pondering-hit.
    pub fn new() -> Self {
        Self::default()
    }

    /// Asks the search to return as soon as possible with its best move so far.
    pub fn stop(&self) {
        self.stop.store(true, Ordering::Release);
    }

    /// The opponent played the pondered move: the clock of the pondering search starts now.
    pub fn ponderhit(&self) {
        self.ponderhit.store(true, Ordering::Release);
    }

    /// Whether [`stop`](Self::stop) was called: the search polls it.
    pub fn is_stopped(&self) -> bool {
        self.stop.load(Ordering::Acquire)
    }

    /// Whether `ponderhit` arrived since the last reset.
    pub fn is_ponderhit(&self) -> bool {
        self.ponderhit.load(Ordering::Acquire)
    }

    /// Clears both flags. Call it before starting a search, not after: a `stop` sent between
    /// `go` and the start of the search must not be lost.
    pub fn reset(&self) {
        self.stop.store(false, Ordering::Release);
        self.ponderhit.store(false, Ordering::Release);
    }
}
