//! The JavaScript interface (wasm-bindgen): [`WebGame`] over a [`Session`], [`WebEngine`] over
//! the facade's engine, plain JS objects for everything structured (so a worker can post them),
//! and a panic hook that tells the page what went wrong before the trap.

use crate::board::BoardView;
use crate::engine::{book_answer, format_score, think, Answer, Strength, Thinking, HASH_MIB};
use crate::session::{MoveInfo, Session, Status};
use core::cell::RefCell;
use core::time::Duration;
use js_sys::{Array, Function, Object, Reflect};
use tetrarch::{bench_positions, Engine, Game, Limits, ScoreReport, SearchControl};
use wasm_bindgen::prelude::*;

/// A plain object with `fields`.
fn object(fields: &[(&str, JsValue)]) -> JsValue {
    let o = Object::new();
    for (name, value) in fields {
        // Setting a property of a fresh plain object cannot fail.
        let _ = Reflect::set(&o, &JsValue::from_str(name), value);
    }
    o.into()
}

fn strings<S: AsRef<str>>(items: impl IntoIterator<Item = S>) -> JsValue {
    items
        .into_iter()
        .map(|s| JsValue::from_str(s.as_ref()))
        .collect::<Array>()
        .into()
}

fn opt_string(s: Option<&str>) -> JsValue {
    s.map_or(JsValue::NULL, JsValue::from_str)
}

fn js_error(e: tetrarch::Error) -> JsError {
    JsError::new(&e.to_string())
}

fn move_object(m: &MoveInfo) -> JsValue {
    object(&[
        ("text", m.text.as_str().into()),
        ("readable", m.readable.as_str().into()),
        ("from", opt_string(m.from.as_deref())),
        ("to", m.to.as_str().into()),
        (
            "promotion",
            opt_string(m.promotion.map(String::from).as_deref()),
        ),
    ])
}

fn status_object(s: &Status) -> JsValue {
    object(&[
        ("over", s.over.into()),
        ("text", s.text.as_str().into()),
        ("result", s.result.into()),
        ("side", s.side.into()),
        ("sideName", s.side_name.into()),
        ("inCheck", s.in_check.into()),
    ])
}

fn board_object(b: &BoardView) -> JsValue {
    let cells: Array = b
        .cells
        .iter()
        .map(|c| {
            object(&[
                ("name", c.name.as_str().into()),
                ("x", c.x.into()),
                ("y", c.y.into()),
                ("level", c.level.into()),
                ("piece", opt_string(c.piece.map(String::from).as_deref())),
            ])
        })
        .collect();
    object(&[
        ("width", b.width.into()),
        ("height", b.height.into()),
        ("levels", b.levels.into()),
        ("cells", cells.into()),
    ])
}

fn score_object(game: &Game, score: ScoreReport) -> JsValue {
    let (kind, value) = match score {
        ScoreReport::Centipawns(cp) => ("cp", cp),
        ScoreReport::Mate(n) => ("mate", n),
    };
    object(&[
        ("kind", kind.into()),
        ("value", value.into()),
        ("text", format_score(game, score).into()),
    ])
}

/// A game for the page.
#[wasm_bindgen]
#[derive(Debug)]
pub struct WebGame {
    session: Session,
}

#[wasm_bindgen]
impl WebGame {
    /// The start position of `variant` (`chess`, `xiangqi`, `raumschach`, `gomoku15-renju`...).
    #[wasm_bindgen(constructor)]
    pub fn new(variant: &str) -> Result<WebGame, JsError> {
        Ok(WebGame {
            session: Session::new(variant).map_err(js_error)?,
        })
    }

    /// `start` (empty: the variant's start position) and then `moves` (coordinate notation
    /// separated by spaces).
    pub fn replay(variant: &str, start: &str, moves: &str) -> Result<WebGame, JsError> {
        Ok(WebGame {
            session: Session::replay(variant, start, moves).map_err(js_error)?,
        })
    }

    pub fn variant(&self) -> String {
        self.session.variant_name()
    }

    /// Starts again from a pasted position text; on an error (the parser's message) the game
    /// is kept.
    #[wasm_bindgen(js_name = setPosition)]
    pub fn set_position(&mut self, text: &str) -> Result<(), JsError> {
        self.session.set_position(text).map_err(js_error)
    }

    /// `[{text, readable, from, to, promotion}]`, empty once the game is over.
    #[wasm_bindgen(js_name = legalMoves)]
    pub fn legal_moves(&self) -> JsValue {
        self.session
            .legal_moves()
            .iter()
            .map(move_object)
            .collect::<Array>()
            .into()
    }

    /// Plays a move (coordinate notation, or SAN in chess); returns it as `legalMoves` does.
    pub fn play(&mut self, text: &str) -> Result<JsValue, JsError> {
        let info = self.session.play(text).map_err(js_error)?;
        Ok(move_object(&info))
    }

    /// Why `text` cannot be played here (the game's reason), or `undefined` if it can.
    pub fn refusal(&self, text: &str) -> Option<String> {
        self.session.refusal(text)
    }

    pub fn undo(&mut self) -> bool {
        self.session.undo()
    }

    /// `{over, text, result, side, sideName, inCheck}`.
    pub fn status(&self) -> JsValue {
        status_object(&self.session.status())
    }

    /// `{width, height, levels, cells: [{name, x, y, level, piece}]}`.
    pub fn board(&self) -> JsValue {
        board_object(&self.session.board())
    }

    #[wasm_bindgen(js_name = positionText)]
    pub fn position_text(&self) -> String {
        self.session.position_text()
    }

    #[wasm_bindgen(js_name = startText)]
    pub fn start_text(&self) -> String {
        self.session.start_text()
    }

    /// `[{text, readable}]`: the moves played.
    pub fn moves(&self) -> JsValue {
        self.session
            .moves()
            .iter()
            .map(|(text, readable)| {
                object(&[
                    ("text", text.as_str().into()),
                    ("readable", readable.as_str().into()),
                ])
            })
            .collect::<Array>()
            .into()
    }

    /// The moves in coordinate notation separated by spaces, as `replay` reads them.
    #[wasm_bindgen(js_name = moveTexts)]
    pub fn move_texts(&self) -> String {
        self.session.move_texts()
    }

    /// The numbered move list for people (`1. e4 e5 2. Nf3`).
    #[wasm_bindgen(js_name = numberedMoves)]
    pub fn numbered_moves(&self) -> String {
        self.session.numbered_moves()
    }

    pub fn pgn(&self, white: &str, black: &str) -> String {
        self.session.pgn(white, black)
    }

    /// Cells the side to move may not play (renju's forbidden points for black).
    #[wasm_bindgen(js_name = forbiddenCells)]
    pub fn forbidden_cells(&self) -> JsValue {
        strings(self.session.forbidden_cells())
    }

    /// The last move as `legalMoves` gives moves, or `null`.
    #[wasm_bindgen(js_name = lastMove)]
    pub fn last_move(&self) -> JsValue {
        self.session
            .last_move()
            .as_ref()
            .map_or(JsValue::NULL, move_object)
    }

    /// The names of the two sides in this game (`["White", "Black"]`, `["Red", "Black"]`,
    /// gomoku `["Black", "White"]`).
    #[wasm_bindgen(js_name = sideNames)]
    pub fn side_names(&self) -> JsValue {
        let game = self.session.game();
        strings([
            game.side_name(tetrarch::Color::White),
            game.side_name(tetrarch::Color::Black),
        ])
    }
}

/// The transposition table of the bench, as `tetrarch bench` has it by default.
const BENCH_HASH_MIB: usize = 16;

/// The engine, with its transposition table kept between moves.
#[wasm_bindgen]
#[derive(Debug)]
pub struct WebEngine {
    engine: Engine,
    /// Open from the game's built-in book (on by default; the page's `book=0` turns it off).
    own_book: bool,
    rng: tetrarch::BookRng,
}

#[wasm_bindgen]
impl WebEngine {
    #[wasm_bindgen(constructor)]
    pub fn new() -> WebEngine {
        WebEngine {
            engine: Engine::new(HASH_MIB),
            own_book: true,
            rng: tetrarch::BookRng::from_time(),
        }
    }

    /// Whether `think` answers from the game's built-in opening book where it can.
    #[wasm_bindgen(js_name = setOwnBook)]
    pub fn set_own_book(&mut self, on: bool) {
        self.own_book = on;
    }

    /// Forgets what earlier games taught the table (a new game).
    pub fn clear(&mut self) {
        self.engine.searcher_mut().clear();
    }

    /// Searches `game` at `level` (0-5, Maackesgeist's table) or, when `level` is negative,
    /// for `movetime_ms` at full strength. Calls `on_info({depth, seldepth, score, nodes, nps,
    /// time, pv})` after every finished depth; returns `{best, score, depth, nodes, book}`.
    /// With the book on (and a level above 0, which plays at random), a position of the
    /// game's built-in book is answered at once with a book move (`book: true`).
    pub fn think(
        &mut self,
        game: &WebGame,
        level: i32,
        movetime_ms: f64,
        on_info: &Function,
    ) -> JsValue {
        let strength = match u8::try_from(level) {
            Ok(level) => Strength::Level(level),
            Err(_) => Strength::MoveTime(Duration::from_millis(movetime_ms.max(1.0) as u64)),
        };
        let from_book = (self.own_book && level != 0)
            .then(|| book_answer(game.session.game(), &mut self.rng))
            .flatten();
        let answer: Answer = from_book.unwrap_or_else(|| {
            think(
                &mut self.engine,
                game.session.game(),
                strength,
                &mut |t: Thinking| {
                    let info = object(&[
                        ("depth", t.depth.into()),
                        ("seldepth", t.seldepth.into()),
                        ("score", score_object(game.session.game(), t.score)),
                        ("nodes", (t.nodes as f64).into()),
                        ("nps", (t.nps as f64).into()),
                        ("time", (t.millis as f64).into()),
                        ("pv", strings(&t.pv)),
                    ]);
                    // An exception in the page's listener must not abort the search.
                    let _ = on_info.call1(&JsValue::NULL, &info);
                },
            )
        });
        object(&[
            ("best", opt_string(answer.best.as_deref())),
            ("score", score_object(game.session.game(), answer.score)),
            ("depth", answer.depth.into()),
            ("nodes", (answer.nodes as f64).into()),
            ("book", answer.book.into()),
        ])
    }

    /// Searches bench position `index` (of `benchCount()`) to its depth, single-threaded with a
    /// cleared 16 MiB table, as `tetrarch bench` does; returns `{variant, depth, nodes, best}`.
    #[wasm_bindgen(js_name = benchSearch)]
    pub fn bench_search(&mut self, index: usize) -> Result<JsValue, JsError> {
        let position = *bench_positions()
            .get(index)
            .ok_or_else(|| JsError::new(&format!("no bench position {index}")))?;
        let game = position.game().map_err(js_error)?;
        let searcher = self.engine.searcher_mut();
        // The native bench's table size (`tetrarch bench --hash`), so both search one tree.
        searcher
            .set_hash_size(BENCH_HASH_MIB)
            .map_err(|e| JsError::new(&e.to_string()))?;
        searcher.clear();
        *searcher.options_mut() = tetrarch::SearchOptions::default();
        let limits = Limits {
            depth: Some(position.depth as i32),
            ..Limits::default()
        };
        let result = self
            .engine
            .search(&game, &limits, &SearchControl::new(), &mut |_| {});
        Ok(object(&[
            ("variant", position.variant.into()),
            ("depth", position.depth.into()),
            ("nodes", (result.nodes as f64).into()),
            (
                "best",
                opt_string(result.best_move.map(|m| game.readable_move(m)).as_deref()),
            ),
        ]))
    }
}

impl Default for WebEngine {
    fn default() -> Self {
        WebEngine::new()
    }
}

/// How many bench positions `WebEngine.benchSearch` has.
#[wasm_bindgen(js_name = benchCount)]
pub fn bench_count() -> usize {
    bench_positions().len()
}

thread_local! {
    /// The page's panic listener (wasm32 has one thread; JS values stay on it).
    static PANIC_LISTENER: RefCell<Option<Function>> = const { RefCell::new(None) };
}

/// Calls `listener(message)` when Rust panics, just before the wasm instance traps (the page
/// then sees a `RuntimeError`), so the page can show what went wrong and start afresh.
#[wasm_bindgen(js_name = setPanicListener)]
pub fn set_panic_listener(listener: Function) {
    PANIC_LISTENER.with(|l| *l.borrow_mut() = Some(listener));
    std::panic::set_hook(Box::new(|info| {
        let message = info.to_string();
        PANIC_LISTENER.with(|l| {
            if let Ok(l) = l.try_borrow() {
                if let Some(f) = l.as_ref() {
                    let _ = f.call1(&JsValue::NULL, &JsValue::from_str(&message));
                }
            }
        });
    }));
}

/// Panics on purpose: the browser test checks that a panic reaches the page and is shown.
#[wasm_bindgen(js_name = panicForTest)]
pub fn panic_for_test() {
    panic!("a deliberate panic (panicForTest)");
}
