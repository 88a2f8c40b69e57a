//! What each protocol's soak sends: the commands a GUI may send with random arguments (for
//! the hostile phases), the ones that must never be sent by accident (they end the session or
//! are the soak's own probes), and what may be sent while a checked search runs without
//! changing it.

use super::junk::Rng;

#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Proto {
    Uci,
    Ucci,
    Xboard,
    Pbrain,
}

impl Proto {
    pub const ALL: [Proto; 4] = [Proto::Uci, Proto::Ucci, Proto::Xboard, Proto::Pbrain];

    pub fn name(self) -> &'static str {
        match self {
            Proto::Uci => "uci",
            Proto::Ucci => "ucci",
            Proto::Xboard => "xboard",
            Proto::Pbrain => "pbrain",
        }
    }

    /// Words mutations draw from.
    pub fn vocabulary(self) -> &'static [&'static str] {
        match self {
            Proto::Uci => &[
                "position",
                "startpos",
                "fen",
                "moves",
                "go",
                "depth",
                "nodes",
                "movetime",
                "wtime",
                "btime",
                "winc",
                "binc",
                "movestogo",
                "infinite",
                "ponder",
                "searchmoves",
                "mate",
                "perft",
                "stop",
                "ponderhit",
                "setoption",
                "name",
                "value",
                "Hash",
                "Threads",
                "MultiPV",
                "UCI_Variant",
                "Skill",
                "Level",
                "Move",
                "Overhead",
                "Clear",
                "ucinewgame",
                "d",
                "debug",
                "e2e4",
                "h3e3",
                "h8",
                "xiangqi",
                "gomoku15",
                "raumschach",
                "chess",
            ],
            Proto::Ucci => &[
                "position",
                "startpos",
                "fen",
                "moves",
                "banmoves",
                "go",
                "depth",
                "infinite",
                "nodes",
                "time",
                "increment",
                "movestogo",
                "opptime",
                "oppincrement",
                "ponder",
                "draw",
                "stop",
                "ponderhit",
                "setoption",
                "hashsize",
                "threads",
                "usemillisec",
                "newgame",
                "batch",
                "true",
                "false",
                "h2e2",
                "b0c2",
            ],
            Proto::Xboard => &[
                "new",
                "variant",
                "force",
                "go",
                "playother",
                "usermove",
                "?",
                "result",
                "setboard",
                "undo",
                "remove",
                "time",
                "otim",
                "level",
                "st",
                "sd",
                "nps",
                "post",
                "nopost",
                "memory",
                "cores",
                "analyze",
                "exit",
                ".",
                "xiangqi",
                "normal",
                "gomoku15",
                "e2e4",
                "h2e2",
                "protover",
                "draw",
                "hint",
            ],
            Proto::Pbrain => &[
                "START",
                "RECTSTART",
                "RESTART",
                "INFO",
                "timeout_turn",
                "timeout_match",
                "time_left",
                "max_memory",
                "max_node",
                "max_depth",
                "thread_num",
                "rule",
                "BEGIN",
                "TURN",
                "PLAY",
                "BOARD",
                "DONE",
                "YXBOARD",
                "SWAP2BOARD",
                "TAKEBACK",
                "YXSHOWFORBID",
                "YXNBEST",
                "YXSTOP",
                "YXHASHCLEAR",
                "7,7",
                "1,1,1",
            ],
        }
    }

    /// First words the hostile phases never send: they end the session, or they are the
    /// soak's own probes, whose answers it counts.
    pub fn forbidden(self, first: &str) -> bool {
        let first = first.to_ascii_lowercase();
        match self {
            Proto::Uci | Proto::Ucci => first == "quit" || first == "isready",
            Proto::Xboard => first == "quit" || first == "ping",
            Proto::Pbrain => first == "end" || first == "about",
        }
    }

    /// Whether a line may be sent while a checked search runs: it must not start, stop
    /// silently or wait for another search (which would lose or delay the checked answer).
    pub fn harmless_mid_search(self, first: &str) -> bool {
        match self {
            Proto::Uci => !matches!(
                first,
                "go" | "setoption" | "ucinewgame" | "uci" | "quit" | "isready"
            ),
            Proto::Ucci => !matches!(first, "go" | "setoption" | "ucci" | "quit" | "isready"),
            Proto::Xboard => matches!(
                first,
                "time"
                    | "otim"
                    | "post"
                    | "nopost"
                    | "."
                    | "hard"
                    | "easy"
                    | "computer"
                    | "name"
                    | "rating"
                    | "accepted"
                    | "rejected"
                    | "random"
            ),
            Proto::Pbrain => first.eq_ignore_ascii_case("INFO"),
        }
    }

    /// A command this protocol's GUI could send, with random (mostly sane) arguments.
    pub fn valid_command(self, rng: &mut Rng, moves: &[String]) -> String {
        let line = moves.join(" ");
        let n = |rng: &mut Rng, hi: u64| rng.range(0, hi).to_string();
        match self {
            Proto::Uci => match rng.below(16) {
                0 => format!("position startpos moves {line}"),
                1 => "position fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 moves e2e4".into(),
                2 => format!("go depth {}", rng.range(1, 40)),
                3 => format!("go nodes {}", n(rng, 100_000)),
                4 => format!("go movetime {}", n(rng, 3000)),
                5 => format!(
                    "go wtime {} btime {} winc {} binc {} movestogo {}",
                    n(rng, 60_000), n(rng, 60_000), n(rng, 1000), n(rng, 1000), n(rng, 40)
                ),
                6 => "go infinite".into(),
                7 => format!("go ponder wtime {} btime {}", n(rng, 5000), n(rng, 5000)),
                8 => format!("go perft {}", rng.range(1, 9)),
                9 => format!("go mate {}", rng.range(1, 5)),
                10 => format!("setoption name Hash value {}", rng.range(1, 64)),
                11 => format!("setoption name Threads value {}", rng.range(1, 4)),
                12 => format!(
                    "setoption name UCI_Variant value {}",
                    rng.pick(&["chess", "xiangqi", "raumschach", "gomoku15", "gomoku20-renju"])
                ),
                13 => format!("setoption name MultiPV value {}", rng.range(1, 5)),
                14 => rng.pick(&["stop", "ponderhit", "ucinewgame", "d", "setoption name Clear Hash", "uci"]).to_string(),
                _ => format!("setoption name Skill Level value {}", n(rng, 20)),
            },
            Proto::Ucci => match rng.below(10) {
                0 => format!("position startpos moves {line}"),
                1 => "position fen rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1 moves h2e2".into(),
                2 => format!("go depth {}", rng.range(1, 40)),
                3 => format!("go time {} increment {}", n(rng, 60_000), n(rng, 1000)),
                4 => format!("go time {} movestogo {}", n(rng, 60_000), n(rng, 40)),
                5 => "go depth infinite".into(),
                6 => format!("go nodes {}", n(rng, 100_000)),
                7 => format!("banmoves {}", moves.first().map_or("h2e2", |m| m.as_str())),
                8 => format!(
                    "setoption {} {}",
                    rng.pick(&["hashsize", "threads", "usemillisec", "newgame", "batch", "MultiPV"]),
                    rng.pick(&["1", "2", "16", "true", "false", "on"])
                ),
                _ => rng.pick(&["stop", "ponderhit", "ucci", "go ponder time 1000", "go draw depth 2"]).to_string(),
            },
            Proto::Xboard => match rng.below(14) {
                0 => format!("usermove {}", moves.first().map_or("e2e4", |m| m.as_str())),
                1 => moves.first().cloned().unwrap_or_else(|| "e2e4".into()),
                2 => format!("level {} {} {}", n(rng, 40), rng.range(0, 5), n(rng, 10)),
                3 => format!("st {}", rng.range(1, 5)),
                4 => format!("sd {}", rng.range(1, 30)),
                5 => format!("time {}", n(rng, 100_000)),
                6 => format!("otim {}", n(rng, 100_000)),
                7 => format!("variant {}", rng.pick(&["normal", "xiangqi", "gomoku15", "raumschach"])),
                8 => "setboard rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1".into(),
                9 => format!("memory {}", rng.range(1, 64)),
                10 => format!("cores {}", rng.range(1, 4)),
                11 => format!("nps {}", n(rng, 100_000)),
                _ => rng
                    .pick(&[
                        "new", "force", "go", "playother", "?", "undo", "remove", "post",
                        "nopost", "analyze", "exit", ".", "result 1-0 {x}", "hard", "easy",
                        "protover 2", "draw", "hint", "bk", "computer",
                    ])
                    .to_string(),
            },
            Proto::Pbrain => {
                let point = |rng: &mut Rng| format!("{},{}", rng.below(20), rng.below(20));
                match rng.below(14) {
                    0 => format!("START {}", rng.pick(&["15", "20", "5", "33"])),
                    1 => format!("RECTSTART {},{}", rng.range(5, 32), rng.range(5, 32)),
                    2 => format!(
                        "INFO {} {}",
                        rng.pick(&["timeout_turn", "timeout_match", "time_left", "max_memory", "max_node", "max_depth", "thread_num", "game_type", "folder"]),
                        n(rng, 100_000)
                    ),
                    3 => format!("INFO rule {}", rng.pick(&["0", "1", "2", "4", "8"])),
                    4 => "BEGIN".into(),
                    5 | 6 => format!("TURN {}", point(rng)),
                    7 => format!("PLAY {}", point(rng)),
                    8 => rng.pick(&["BOARD", "YXBOARD", "SWAP2BOARD"]).to_string(),
                    9 => format!("{},{}", point(rng), rng.range(1, 3)),
                    10 => "DONE".into(),
                    11 => format!("TAKEBACK {}", point(rng)),
                    12 => format!("YXNBEST {}", rng.range(1, 4)),
                    _ => rng.pick(&["RESTART", "YXSHOWFORBID", "YXSTOP", "YXHASHCLEAR", "STOP"]).to_string(),
                }
            }
        }
    }

    /// A line for the middle of a checked search (see [`Proto::harmless_mid_search`]).
    pub fn mid_search_line(self, rng: &mut Rng, moves: &[String]) -> String {
        match self {
            Proto::Uci | Proto::Ucci => match rng.below(4) {
                0 => format!("position startpos moves {}", moves.join(" ")),
                1 => "d".into(),
                2 => format!("bogus{} {}", rng.below(100), rng.below(1000)),
                _ => "ponderhit".into(),
            },
            Proto::Xboard => match rng.below(4) {
                0 => format!("time {}", rng.below(100_000)),
                1 => format!("otim {}", rng.below(100_000)),
                2 => "post".into(),
                _ => "computer".into(),
            },
            Proto::Pbrain => format!(
                "INFO {} {}",
                rng.pick(&[
                    "time_left",
                    "timeout_match",
                    "game_type",
                    "folder",
                    "evaluate"
                ]),
                rng.below(1_000_000)
            ),
        }
    }
}
