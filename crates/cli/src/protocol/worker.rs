//! The search thread: one search at a time runs beside the command loop, so `stop`,
//! `isready` and `quit` are answered while it thinks. The engine (and its hash table) moves
//! into the thread for the search and comes back when it ends.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Condvar, Mutex};
use std::thread::JoinHandle;
use tetrarch::search::{Limits, SearchControl, SearchInfo, SearchResult};
use tetrarch::{Engine, Game};

/// Deep searches recurse far; the default 2 MiB thread stack is not enough for long PVs
/// with their per-ply move lists (Stockfish's threads get 8 MiB; we give gomoku room too).
const SEARCH_STACK_BYTES: usize = 64 << 20;

/// A latch the search thread waits on before announcing its move when the protocol says the
/// move must be held (UCI `go infinite`, pondering) until `stop` or `ponderhit`.
#[derive(Default, Debug)]
struct Gate {
    open: Mutex<bool>,
    opened: Condvar,
}

impl Gate {
    fn open(&self) {
        *self.open.lock().unwrap_or_else(|e| e.into_inner()) = true;
        self.opened.notify_all();
    }

    fn wait(&self) {
        let mut open = self.open.lock().unwrap_or_else(|e| e.into_inner());
        while !*open {
            open = self.opened.wait(open).unwrap_or_else(|e| e.into_inner());
        }
    }
}

/// What a job on the search thread sees of the command loop.
#[derive(Debug)]
pub struct Job<'a> {
    /// Set by `stop`, `quit` and aborts: end as soon as possible.
    pub control: &'a SearchControl,
    gate: &'a Gate,
    silent: &'a AtomicBool,
    reported: &'a AtomicBool,
}

impl Job<'_> {
    /// Whether the job's result is still wanted (not aborted); marks it reported.
    pub fn may_report(&self) -> bool {
        let wanted = !self.silent.load(Ordering::SeqCst);
        self.reported.store(true, Ordering::SeqCst);
        wanted
    }
}

/// How a job ends.
#[derive(Copy, Clone, Debug)]
struct JobKind {
    /// The job runs until `stop` (held, or a search without any limit).
    hold: bool,
    infinite: bool,
}

#[derive(Debug)]
struct Running {
    handle: JoinHandle<Engine>,
    control: Arc<SearchControl>,
    gate: Arc<Gate>,
    /// Set once the result has been reported: the thread is about to hand the engine back.
    reported: Arc<AtomicBool>,
    /// Set to drop the result unreported (Gomocup `END`, a takeback mid-search).
    silent: Arc<AtomicBool>,
    infinite: bool,
    /// The search runs until `stop` (infinite, pondering, or no limit at all) and that has
    /// not come yet.
    hold: bool,
}

/// Owns the engine between searches and the running search during one.
#[derive(Debug)]
pub struct SearchWorker {
    idle: Option<Engine>,
    running: Option<Running>,
}

/// The reply when a command needs the engine while it thinks until told to stop.
pub const BUSY: &str = "the engine is searching until stopped; send stop first";

impl SearchWorker {
    pub fn new(engine: Engine) -> Self {
        SearchWorker {
            idle: Some(engine),
            running: None,
        }
    }

    /// Starts searching `game`. `on_info` sees each iteration, `on_done` the result (after
    /// `stop`/`ponderhit` when the limits say infinite or ponder).
    pub fn start<I, D>(
        &mut self,
        game: Game,
        limits: Limits,
        mut on_info: I,
        on_done: D,
    ) -> Result<(), String>
    where
        I: FnMut(&SearchInfo) + Send + 'static,
        D: FnOnce(SearchResult) + Send + 'static,
    {
        let held = limits.infinite || limits.ponder;
        // Without any limit (`go` alone, `go mate N`) the search also runs until stopped.
        let unlimited = limits.depth.is_none()
            && limits.nodes.is_none()
            && limits.movetime.is_none()
            && limits.time_left.is_none();
        let kind = JobKind {
            hold: held || unlimited,
            infinite: limits.infinite,
        };
        self.spawn(kind, move |engine, job| {
            let result = engine.search(&game, &limits, job.control, &mut on_info);
            if held {
                job.gate.wait();
            }
            if job.may_report() {
                on_done(result);
            }
        })
    }

    /// Runs `job` on the search thread as if it were a search that ends by itself (`go perft`,
    /// the Swap2 choice): the command loop keeps answering, `stop` sets the control the job
    /// polls, `quit` stops it and waits. The job prints only if [`Job::may_report`] says so.
    pub fn start_job<J>(&mut self, job: J) -> Result<(), String>
    where
        J: FnOnce(&mut Engine, &Job) + Send + 'static,
    {
        let kind = JobKind {
            hold: false,
            infinite: false,
        };
        self.spawn(kind, job)
    }

    fn spawn<J>(&mut self, kind: JobKind, job: J) -> Result<(), String>
    where
        J: FnOnce(&mut Engine, &Job) + Send + 'static,
    {
        self.engine()?;
        let mut engine = self.idle.take().ok_or_else(|| BUSY.to_string())?;
        let control = Arc::new(SearchControl::new());
        let gate = Arc::new(Gate::default());
        let reported = Arc::new(AtomicBool::new(false));
        let silent = Arc::new(AtomicBool::new(false));
        let (c, g, r, s) = (
            control.clone(),
            gate.clone(),
            reported.clone(),
            silent.clone(),
        );
        let spawned = std::thread::Builder::new()
            .name("search".into())
            .stack_size(SEARCH_STACK_BYTES)
            .spawn(move || {
                let context = Job {
                    control: &c,
                    gate: &g,
                    silent: &s,
                    reported: &r,
                };
                job(&mut engine, &context);
                r.store(true, Ordering::SeqCst);
                engine
            });
        let handle = match spawned {
            Ok(handle) => handle,
            Err(e) => {
                // The engine moved into the closure that never ran: start afresh.
                self.idle = Some(Engine::new(super::options::HASH_DEFAULT_MIB as usize));
                return Err(format!("cannot start the search thread: {e}"));
            }
        };
        self.running = Some(Running {
            handle,
            control,
            gate,
            reported,
            silent,
            infinite: kind.infinite,
            hold: kind.hold,
        });
        Ok(())
    }

    /// Whether a search is under way (a finished one is collected).
    pub fn is_running(&mut self) -> bool {
        if let Some(r) = &self.running {
            if r.handle.is_finished() || r.reported.load(Ordering::SeqCst) {
                self.wait();
            }
        }
        self.running.is_some()
    }

    /// Asks the search to stop now and report its move.
    pub fn stop(&mut self) {
        if let Some(r) = &mut self.running {
            r.control.stop();
            r.gate.open();
            r.hold = false;
        }
    }

    /// The opponent played the pondered move: the search goes on under the normal limits.
    pub fn ponderhit(&mut self) {
        if let Some(r) = &mut self.running {
            r.control.ponderhit();
            if !r.infinite {
                r.gate.open();
                r.hold = false;
            }
        }
    }

    /// Waits for the search (which must end by itself or after [`Self::stop`]).
    pub fn wait(&mut self) {
        if let Some(r) = self.running.take() {
            match r.handle.join() {
                Ok(engine) => self.idle = Some(engine),
                // The search thread panicked: a bug. Keep serving with a fresh engine.
                Err(_) => self.idle = Some(Engine::new(super::options::HASH_DEFAULT_MIB as usize)),
            }
        }
    }

    /// Stops a running search, lets it report, and waits for it.
    pub fn stop_and_wait(&mut self) {
        self.stop();
        self.wait();
    }

    /// Lets a search that ends by itself finish and report; stops one that would wait for
    /// `stop` forever (the input has ended).
    pub fn finish(&mut self) {
        if self.running.as_ref().is_some_and(|r| r.hold) {
            self.stop();
        }
        self.wait();
    }

    /// Stops a running search and drops its result unreported.
    pub fn abort(&mut self) {
        if let Some(r) = &self.running {
            r.silent.store(true, Ordering::SeqCst);
        }
        self.stop_and_wait();
    }

    /// The engine once no search holds it. A search that ends by itself is waited for (as
    /// Stockfish waits before `go`, `setoption`, `ucinewgame`); one that waits for `stop`
    /// (infinite, pondering) is refused with [`BUSY`].
    pub fn engine(&mut self) -> Result<&mut Engine, String> {
        if self.is_running() && self.running.as_ref().is_some_and(|r| r.hold) {
            return Err(BUSY.to_string());
        }
        self.wait();
        self.idle.as_mut().ok_or_else(|| BUSY.to_string())
    }
}
