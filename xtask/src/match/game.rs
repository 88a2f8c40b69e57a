//! One game between two engine sessions: the move loop, the clocks, and every way a game ends.

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant, SystemTime};

use tetrarch::{Color, Game, Move, Variant};

use super::adjudication::{Adjudicator, Rules};
use super::engine::EngineSpec;
use super::openings::Opening;
use super::process::{EngineError, Launch, Log, Process};
use super::protocol::{self, Driver, GameStart, MoveRequest, Score};
use super::referee::{Ending, GameResult, Referee, Termination};
use super::timecontrol::Clock;

/// Extra wait past a clock's allowance before a silent engine counts as hanging (fastchess
/// waits 100 ms too); a move arriving in that slack still loses on time.
const TIMEOUT_SLACK: Duration = Duration::from_millis(100);
/// How long `quit` may take before the process is killed.
const QUIT_GRACE: Duration = Duration::from_millis(500);

/// An engine process with its protocol driver, ready for games.
pub struct Session {
    process: Process,
    driver: Box<dyn Driver>,
    /// A timeout, crash or protocol error left it in an unknown state: replace it.
    pub broken: bool,
    pub games: u32,
}

impl Session {
    /// Starts the engine and runs the protocol's handshake; the error names the engine.
    pub fn open(spec: &EngineSpec, variant: Variant, log: Option<Log>) -> Result<Session, String> {
        let launch = Launch {
            name: spec.name.clone(),
            program: spec.program.clone(),
            args: spec.args.clone(),
            env: spec.env.clone(),
            dir: spec.dir.clone(),
            eol: if spec.crlf { "\r\n" } else { "\n" },
            command_delay: spec.delay,
        };
        let mut process = Process::start(&launch, log)?;
        let mut driver = protocol::driver(spec.protocol());
        driver.handshake(&mut process, spec, variant).map_err(|e| {
            format!(
                "engine '{}' ({} over {}): {e}",
                spec.name,
                spec.cmd,
                spec.protocol().name()
            )
        })?;
        Ok(Session {
            process,
            driver,
            broken: false,
            games: 0,
        })
    }

    /// Ends the engine (its protocol's quit, then a kill if needed).
    pub fn close(self) {
        let quit = (!self.broken).then(|| self.driver.quit_command());
        self.process.stop(quit, QUIT_GRACE);
    }
}

/// One move as played and recorded.
#[derive(Clone, Debug)]
pub struct MoveRecord {
    /// The game's coordinate notation.
    pub text: String,
    /// For people: SAN in chess and xiangqi, coordinates elsewhere.
    pub readable: String,
    pub score: Option<Score>,
    pub depth: Option<u32>,
    pub time: Duration,
    /// An opening move (not played by an engine).
    pub book: bool,
}

/// A finished game.
#[derive(Clone, Debug)]
pub struct GameRecord {
    pub number: usize,
    pub round: usize,
    /// 1 or 2 within the round (colours swapped in the second).
    pub game_in_round: usize,
    /// Engine indices of the players.
    pub white: usize,
    pub black: usize,
    pub fen: Option<String>,
    pub start: Game,
    pub moves: Vec<MoveRecord>,
    pub ending: Ending,
    pub started: SystemTime,
    pub duration: Duration,
}

/// What every game of a match shares.
pub struct GameContext<'a> {
    pub variant: Variant,
    pub rules: Rules,
    /// How long an untimed move (nodes, depth, level) may take before the engine counts as hung.
    pub hang_timeout: Duration,
    pub stop: &'a AtomicBool,
}

/// Which game to play, with which players.
pub struct GameJob<'a> {
    pub number: usize,
    pub round: usize,
    pub game_in_round: usize,
    pub opening: &'a Opening,
    /// `(engine index, spec)` for White (the first player) and Black.
    pub white: (usize, &'a EngineSpec),
    pub black: (usize, &'a EngineSpec),
}

/// Plays one game; `None` if the match was stopped before it ended.
pub fn play(job: &GameJob, sessions: [&mut Session; 2], ctx: &GameContext) -> Option<GameRecord> {
    let started = SystemTime::now();
    let clock_started = Instant::now();
    let specs = [job.white.1, job.black.1];
    let [white_session, black_session] = sessions;
    let mut sessions = [white_session, black_session];
    let opening = job.opening;
    let mut referee = Referee::new(&opening.start, &opening.parsed);
    let mut moves: Vec<Move> = opening.parsed.clone();
    let mut texts: Vec<String> = opening.moves.clone();
    let mut records = book_moves(&opening.start, &opening.parsed);
    let mut clocks = [
        Clock::new(&specs[0].limits, specs[0].margin()),
        Clock::new(&specs[1].limits, specs[1].margin()),
    ];
    let mut adjudicator = Adjudicator::new(ctx.rules);
    let names = |c: Color| opening.start.side_name(c);

    let finish = |records: Vec<MoveRecord>, ending: Ending| GameRecord {
        number: job.number,
        round: job.round,
        game_in_round: job.game_in_round,
        white: job.white.0,
        black: job.black.0,
        fen: opening.fen.clone(),
        start: opening.start.clone(),
        moves: records,
        ending,
        started,
        duration: clock_started.elapsed(),
    };

    for (i, color) in [Color::White, Color::Black].into_iter().enumerate() {
        let start = GameStart {
            variant: ctx.variant.clone(),
            fen: opening.fen.as_deref(),
            spec: specs[i],
        };
        let session = &mut sessions[i];
        if let Err(e) = session.driver.new_game(&mut session.process, &start) {
            session.broken = true;
            let ending = engine_failure(color, &e, names(color), false, ctx.hang_timeout);
            return Some(finish(records, ending));
        }
        session.games += 1;
    }

    let ending = loop {
        if let Some(ending) = referee.verdict() {
            break ending;
        }
        if ctx.stop.load(Ordering::Relaxed) {
            return None;
        }
        let mover = referee.game().side_to_move();
        let side = mover.index();
        let spec = specs[side];
        let mut allowance = clocks[side].allowance();
        if let Some(turn) = spec.turn {
            let cap = turn + spec.margin();
            allowance = Some(allowance.map_or(cap, |a| a.min(cap)));
        }
        let wait = allowance.map_or(ctx.hang_timeout, |a| a + TIMEOUT_SLACK);
        let request = MoveRequest {
            start: &opening.start,
            fen: opening.fen.as_deref(),
            position: referee.game(),
            moves: &moves,
            texts: &texts,
            own: &clocks[side],
            opponent: &clocks[1 - side],
            spec,
            wait,
        };
        let session = &mut sessions[side];
        let reply = match session.driver.go(&mut session.process, &request) {
            Ok(reply) => reply,
            Err(e) => {
                session.broken = true;
                break engine_failure(
                    mover,
                    &e,
                    names(mover),
                    allowance.is_some(),
                    ctx.hang_timeout,
                );
            }
        };
        if reply.resigned {
            break Ending {
                result: GameResult::win_for(mover.opponent()),
                reason: format!("{} resigns", names(mover)),
                termination: Termination::Normal,
            };
        }
        let used = reply.elapsed();
        let over_turn = spec.turn.is_some_and(|t| used > t + spec.margin());
        if clocks[side].spend(used).is_err() || over_turn {
            // The engine may still think: replace it before the next game.
            session.broken = true;
            break Ending {
                result: GameResult::win_for(mover.opponent()),
                reason: format!(
                    "{} loses on time ({} ms used)",
                    names(mover),
                    used.as_millis()
                ),
                termination: Termination::TimeForfeit,
            };
        }
        let before = referee.game().clone();
        let m = match referee.play(&reply.text) {
            Ok(m) => m,
            Err(why) => {
                break Ending {
                    result: GameResult::win_for(mover.opponent()),
                    reason: format!(
                        "{} makes an illegal move: {} ({why})",
                        names(mover),
                        reply.raw
                    ),
                    termination: Termination::IllegalMove,
                };
            }
        };
        records.push(MoveRecord {
            text: before.format_move(m),
            readable: readable(&before, m),
            score: reply.thinking.score,
            depth: reply.thinking.depth,
            time: used,
            book: false,
        });
        moves.push(m);
        texts.push(before.format_move(m));
        if referee.verdict().is_none() {
            if let Some(ending) =
                adjudicator.after_move(mover, reply.thinking.score, moves.len(), names)
            {
                break ending;
            }
        }
    };
    for session in sessions {
        if !session.broken {
            session
                .driver
                .game_over(&mut session.process, ending.result.pgn(), &ending.reason);
        }
    }
    Some(finish(records, ending))
}

/// SAN in chess and xiangqi, the coordinate notation elsewhere.
pub fn readable(position: &Game, m: Move) -> String {
    match position {
        Game::Xiangqi(p) => p.san(m),
        _ => position.readable_move(m),
    }
}

/// The opening's moves as records.
fn book_moves(start: &Game, moves: &[Move]) -> Vec<MoveRecord> {
    let mut game = start.clone();
    moves
        .iter()
        .map(|&m| {
            let record = MoveRecord {
                text: game.format_move(m),
                readable: readable(&game, m),
                score: None,
                depth: None,
                time: Duration::ZERO,
                book: true,
            };
            game.play(m).expect("opening moves are checked when read");
            record
        })
        .collect()
}

/// The ending when `color`'s engine failed: a timeout (on time if the move was timed, a stall
/// otherwise), a crash, or a protocol error.
fn engine_failure(
    color: Color,
    e: &EngineError,
    name: &str,
    timed: bool,
    hang: Duration,
) -> Ending {
    let (reason, termination) = match e {
        EngineError::Timeout if timed => (
            format!("{name} loses on time (no move)"),
            Termination::TimeForfeit,
        ),
        EngineError::Timeout => (
            format!("{name}'s engine stalls: no move in {} s", hang.as_secs()),
            Termination::Abandoned,
        ),
        EngineError::Crashed(why) => (
            format!("{name}'s engine crashed ({why})"),
            Termination::Abandoned,
        ),
        EngineError::Protocol(why) => (
            format!("{name}'s engine fails: {why}"),
            Termination::Abandoned,
        ),
    };
    Ending {
        result: GameResult::win_for(color.opponent()),
        reason,
        termination,
    }
}
