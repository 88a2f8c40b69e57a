//! The search thread: one search at a time runs beside the command loop, so `stop`,
//! `isready` and `quit` are answered while it thinks. The engine (and its hash table) moves
//! into the thread for the search and comes back when it ends. The thread lives as long as
//! the session: a thread per `go`, with its 64 MiB stack mapped and unmapped each time,
//! cost a few hundred microseconds a move and spikes of several milliseconds.

use std::panic::AssertUnwindSafe;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::mpsc::{self, Receiver, Sender};
use std::sync::{Arc, Condvar, Mutex};
use tetrarch::search::{Limits, RootProgress, SearchControl, SearchInfo, SearchResult};
use tetrarch::{Engine, Game};

/// Deep searches recurse far; the default 2 MiB thread stack is not enough for long PVs
/// with their per-ply move lists (Stockfish's threads get 8 MiB; we give gomoku room too).
const SEARCH_STACK_BYTES: usize = 64 << 20;

/// Table size and thread count that arrived while a search held the engine (Gomocup `INFO
/// max_memory`/`thread_num`, XBoard `memory`/`cores`), applied once none does: waiting there
/// for the search, which may think for its whole move, would block the command loop and
/// every `ping` or `ABOUT` behind it (the soak saw XBoard `memory` during a 30 s think hold
/// `force` and `ping` for as long).
#[derive(Default, Debug)]
pub struct PendingSettings {
    pub hash_mib: Option<usize>,
    pub threads: Option<usize>,
}

impl PendingSettings {
    /// Applies the settings if no search runs (else keeps them for a later call); the error
    /// of a table size that cannot be had.
    pub fn apply(&mut self, worker: &mut SearchWorker) -> Result<(), String> {
        if worker.is_running() {
            return Ok(());
        }
        let hash = self.hash_mib.take().map(|mib| worker.set_hash(mib));
        if let Some(n) = self.threads.take() {
            if let Ok(e) = worker.engine() {
                e.searcher_mut().options_mut().threads = n;
            }
        }
        hash.unwrap_or(Ok(()))
    }
}

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

/// A job for the search thread: it runs and hands the engine back.
type Task = Box<dyn FnOnce() -> Engine + Send>;

/// What a job does when it panics, before the engine is replaced: a search still answers.
type OnPanic = Box<dyn FnOnce(&Job) + Send>;

/// The testing hook `TETRARCH_FAULT=search-panic` (docs/reliability.md): read once, it makes
/// the session's first search panic inside the search thread, so tests can check through the
/// binary that a fault there is reported and the engine keeps serving.
fn injected_search_panic() -> bool {
    static ARMED: std::sync::OnceLock<AtomicBool> = std::sync::OnceLock::new();
    ARMED
        .get_or_init(|| {
            AtomicBool::new(std::env::var("TETRARCH_FAULT").is_ok_and(|v| v == "search-panic"))
        })
        .swap(false, Ordering::SeqCst)
}

/// The session's search thread, started with the first search and kept: it runs one task at
/// a time and sends each task's engine back (`Err` when the task panicked).
struct SearchThread {
    tasks: Sender<Task>,
    engines: Receiver<std::thread::Result<Engine>>,
}

impl std::fmt::Debug for SearchThread {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("SearchThread")
    }
}

impl SearchThread {
    fn start() -> std::io::Result<Self> {
        let (tasks, inbox) = mpsc::channel::<Task>();
        let (outbox, engines) = mpsc::channel();
        std::thread::Builder::new()
            .name("search".into())
            .stack_size(SEARCH_STACK_BYTES)
            .spawn(move || {
                for task in inbox {
                    let engine = std::panic::catch_unwind(AssertUnwindSafe(task));
                    if outbox.send(engine).is_err() {
                        break;
                    }
                }
            })?;
        Ok(SearchThread { tasks, engines })
    }
}

#[derive(Debug)]
struct Running {
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

/// Ceilings on what the GUI may ask of one session, whatever the protocol: none for the
/// binary; fuzzing and the soak set them so that no input can make a search, a count or a
/// table too large to run many thousands of times.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Caps {
    /// Nodes per search, every search included (the engine's `nodes_per_move`).
    pub max_nodes: Option<u64>,
    /// Search threads.
    pub max_threads: usize,
    /// Transposition table size in MiB.
    pub max_hash_mib: usize,
    /// `go perft` depth.
    pub max_perft_depth: u32,
}

impl Default for Caps {
    fn default() -> Self {
        Caps {
            max_nodes: None,
            max_threads: super::options::THREADS_MAX as usize,
            max_hash_mib: usize::MAX,
            max_perft_depth: tetrarch::MAX_PERFT_DEPTH,
        }
    }
}

/// Owns the engine between searches and the running search during one.
#[derive(Debug)]
pub struct SearchWorker {
    idle: Option<Engine>,
    running: Option<Running>,
    caps: Caps,
    /// The running search's controls, for the input thread.
    current: Interrupter,
    /// Started by the first search.
    thread: Option<SearchThread>,
}

/// Stops the running search from another thread: the input thread calls it when `stop` or
/// `quit` arrives, so that they take effect even while the command loop waits for a search
/// that ends by itself (a `go` after a `go depth 40`). A search started later by a line read
/// before the `stop` starts stopped: every search the GUI asked for before `stop` ends. The
/// command loop still handles the line in its turn.
#[derive(Clone, Default, Debug)]
pub struct Interrupter(Arc<Interrupts>);

#[derive(Default, Debug)]
struct Interrupts {
    running: Mutex<Option<(Arc<SearchControl>, Arc<Gate>)>>,
    /// The number of the last input line that asked to stop.
    stop_line: AtomicU64,
    /// The number of the line the command loop is handling.
    loop_line: AtomicU64,
}

impl Interrupter {
    /// Input line `line` asks the running search (if any), and any a line before it will
    /// start, to stop now and report.
    pub fn stop(&self, line: u64) {
        // The line number before the lock, the check in `set` under it: whichever comes
        // first, the search stops.
        self.0.stop_line.fetch_max(line, Ordering::SeqCst);
        if let Some((control, gate)) = &*self.0.running.lock().unwrap_or_else(|e| e.into_inner()) {
            control.stop();
            gate.open();
        }
    }

    /// The command loop is about to handle input line `line`.
    pub fn handling(&self, line: u64) {
        self.0.loop_line.store(line, Ordering::SeqCst);
    }

    fn set(&self, running: Option<(Arc<SearchControl>, Arc<Gate>)>) {
        let mut current = self.0.running.lock().unwrap_or_else(|e| e.into_inner());
        let stopped =
            self.0.stop_line.load(Ordering::SeqCst) > self.0.loop_line.load(Ordering::SeqCst);
        if let (true, Some((control, gate))) = (stopped, &running) {
            control.stop();
            gate.open();
        }
        *current = running;
    }
}

/// The reply when a command needs the engine while it thinks until told to stop.
pub const BUSY: &str = "the engine is searching until stopped; send stop first";

impl SearchWorker {
    /// A worker for a session with the default table, held to `caps`.
    pub fn new(caps: &Caps) -> Self {
        let hash = (super::options::HASH_DEFAULT_MIB as usize).min(caps.max_hash_mib);
        let mut engine = Engine::new(hash);
        engine.searcher_mut().options_mut().nodes_per_move = caps.max_nodes;
        SearchWorker {
            idle: Some(engine),
            running: None,
            caps: caps.clone(),
            current: Interrupter::default(),
            thread: None,
        }
    }

    /// The handle that stops the running search from the input thread.
    pub fn interrupter(&self) -> Interrupter {
        self.current.clone()
    }

    /// The session's ceilings.
    pub fn caps(&self) -> &Caps {
        &self.caps
    }

    /// Gives the engine a table of `mib` MiB (at most the cap); when that memory cannot be
    /// had, the old table stays and the error says which size is kept (every protocol's
    /// hash command comes here).
    pub fn set_hash(&mut self, mib: usize) -> Result<(), String> {
        let mib = mib.min(self.caps.max_hash_mib);
        let searcher = self.engine()?.searcher_mut();
        searcher.set_hash_size(mib).map_err(|e| {
            format!(
                "{e}; keeping the {} MiB table",
                searcher.hash_size_mib().max(1)
            )
        })
    }

    /// Starts searching `game`. `on_info` sees each iteration, `on_done` the result (after
    /// `stop`/`ponderhit` when the limits say infinite or ponder).
    pub fn start<I, D>(
        &mut self,
        game: Game,
        limits: Limits,
        on_info: I,
        on_done: D,
    ) -> Result<(), String>
    where
        I: FnMut(&SearchInfo) + Send + 'static,
        D: FnOnce(SearchResult) + Send + 'static,
    {
        self.start_with_progress(game, limits, on_info, None::<fn(&RootProgress)>, on_done)
    }

    /// [`SearchWorker::start`], `on_progress` also told of each root move the search starts
    /// (UCI `currmove`, XBoard `stat01`).
    pub fn start_with_progress<I, G, D>(
        &mut self,
        game: Game,
        limits: Limits,
        mut on_info: I,
        mut on_progress: Option<G>,
        on_done: D,
    ) -> Result<(), String>
    where
        I: FnMut(&SearchInfo) + Send + 'static,
        G: FnMut(&RootProgress) + Send + 'static,
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
        // `on_done` is shared with the panic path: a search that panics still answers, with
        // a legal move of the position, so the GUI's game goes on.
        let on_done = Arc::new(Mutex::new(Some(on_done)));
        let (fallback_done, fallback_game) = (on_done.clone(), game.clone());
        let on_panic: OnPanic = Box::new(move |job| {
            let done = fallback_done
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .take();
            if let Some(done) = done.filter(|_| job.may_report()) {
                done(SearchResult {
                    best_move: fallback_game.legal_moves().first().copied(),
                    ponder_move: None,
                    score: tetrarch::ScoreReport::Centipawns(0),
                    depth: 0,
                    nodes: 0,
                });
            }
        });
        let job = move |engine: &mut Engine, job: &Job| {
            if injected_search_panic() {
                panic!("TETRARCH_FAULT=search-panic: a fault injected into the search thread");
            }
            let progress = on_progress
                .as_mut()
                .map(|g| g as &mut dyn FnMut(&RootProgress));
            let result =
                engine.search_with_progress(&game, &limits, job.control, &mut on_info, progress);
            if held {
                job.gate.wait();
            }
            let done = on_done.lock().unwrap_or_else(|e| e.into_inner()).take();
            if let Some(done) = done.filter(|_| job.may_report()) {
                done(result);
            }
        };
        self.spawn(kind, job, Some(on_panic))
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
        self.spawn(kind, job, None)
    }

    fn spawn<J>(&mut self, kind: JobKind, job: J, on_panic: Option<OnPanic>) -> Result<(), String>
    where
        J: FnOnce(&mut Engine, &Job) + Send + 'static,
    {
        self.engine()?;
        let mut engine = self.idle.take().ok_or_else(|| BUSY.to_string())?;
        let threads = &mut engine.searcher_mut().options_mut().threads;
        *threads = (*threads).min(self.caps.max_threads);
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
        if self.thread.is_none() {
            match SearchThread::start() {
                Ok(thread) => self.thread = Some(thread),
                Err(e) => {
                    // The engine was never handed over: keep it for the next try.
                    self.idle = Some(engine);
                    return Err(format!("cannot start the search thread: {e}"));
                }
            }
        }
        let task: Task = Box::new(move || {
            let context = Job {
                control: &c,
                gate: &g,
                silent: &s,
                reported: &r,
            };
            let ran = std::panic::catch_unwind(AssertUnwindSafe(|| job(&mut engine, &context)));
            if ran.is_err() {
                // The panic hook has printed the fault on stderr; say what happens next.
                eprintln!(
                    "tetrarch: the search thread panicked (a bug); the engine answers with a \
                     legal move and goes on with a fresh engine"
                );
                if let Some(on_panic) = on_panic {
                    let _ = std::panic::catch_unwind(AssertUnwindSafe(|| on_panic(&context)));
                }
            }
            // Set even when the job panicked, so that `is_running` collects it.
            r.store(true, Ordering::SeqCst);
            match ran {
                Ok(()) => engine,
                Err(panic) => std::panic::resume_unwind(panic),
            }
        });
        if self
            .thread
            .as_ref()
            .is_some_and(|t| t.tasks.send(task).is_err())
        {
            // The thread is gone (and the engine with the task): start afresh.
            self.thread = None;
            self.idle = SearchWorker::new(&self.caps).idle;
            return Err("the search thread has ended; the engine starts afresh".into());
        }
        self.current.set(Some((control.clone(), gate.clone())));
        self.running = Some(Running {
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
            if r.reported.load(Ordering::SeqCst) {
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
        if self.running.take().is_some() {
            // The input thread can stop the search until it has ended: a `stop` that arrives
            // while the command loop waits here must reach it.
            let returned = self.thread.as_ref().map(|t| t.engines.recv());
            self.current.set(None);
            match returned {
                Some(Ok(Ok(engine))) => self.idle = Some(engine),
                // The search panicked (a bug): keep serving with a fresh engine.
                Some(Ok(Err(_))) => self.idle = SearchWorker::new(&self.caps).idle,
                // The thread itself is gone: a new one starts with the next search.
                _ => {
                    self.thread = None;
                    self.idle = SearchWorker::new(&self.caps).idle;
                }
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
