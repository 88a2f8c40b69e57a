// The page: one game at a time, played with clicks against the engine in a Web Worker.
// Test contract (docs/web.md): URL ?variant=chess|xiangqi|raumschach|gomoku15|gomoku20
// &level=0..5 &engine=white|black|none &book=0 (no opening book; on by default); cells carry
// data-cell; #moves holds one child per move starting with its coordinate text;
// window.tetrarchReady is true once the engine is loaded.

import init, { WebGame, setPanicListener, panicForTest } from './pkg/tetrarch_web.js';
import { renderBoard } from './boards.js';

const $ = (id) => document.getElementById(id);
const VARIANTS = ['chess', 'xiangqi', 'raumschach', 'gomoku15', 'gomoku20'];

/** Whether the page draws `variant` (a name as `WebGame.variant()` gives it): the four games,
 * gomoku on any board and rule. File variants (shatranj, capablanca, cubic, tictactoe, ...)
 * are played by the binary; boards.js has no drawing for them. */
function drawable(variant) {
  return ['chess', 'xiangqi', 'raumschach'].includes(variant)
    || /^gomoku\d*(x\d+)?(-(freestyle|standard|renju|caro))?$/.test(variant);
}
const DEFAULT_TIME_MS = 1000;

const state = {
  game: null,        // WebGame
  variant: 'chess',  // the variant's full name (gomoku with its rule)
  level: -1,         // 0..5, or -1 for "time per move"
  timeMs: DEFAULT_TIME_MS,
  engineSide: 1,     // 0 first player, 1 second, null nobody
  flipped: false,
  selected: null,
  legal: [],
  status: null,
  thinking: null,    // {id, lastInfo} while the engine thinks
  worker: null,
  workerReady: false,
  nextId: 1,
  book: true,        // open from the game's built-in book (Raumschach's); URL book=0: off
  // What the game is, kept outside wasm so a crashed instance can be rebuilt.
  saved: { start: '', moves: '' },
};
let lastPanic = null;

// ---------- messages ----------

function notice(text) {
  $('notice').textContent = text;
}

function showError(text) {
  const e = $('error');
  e.textContent = text;
  e.hidden = false;
}

function clearError() {
  $('error').hidden = true;
  $('error').textContent = '';
}

/** Runs `f` on the wasm game; a panic (a trap) is shown and the game rebuilt from `saved`. */
function guard(f) {
  try {
    return f();
  } catch (err) {
    if (!(err instanceof WebAssembly.RuntimeError)) throw err;
    const why = lastPanic ?? err.message;
    lastPanic = null;
    showError(`The engine crashed: ${why}. The game was restored.`);
    try {
      state.game = WebGame.replay(state.variant, state.saved.start, state.saved.moves);
      state.legal = state.game.legalMoves();
      state.status = state.game.status();
      render();
    } catch (again) {
      showError(`The engine crashed: ${why}. Reload the page to go on.`);
    }
    return undefined;
  }
}

// ---------- URL and controls ----------

function sideNames() {
  return state.game.sideNames(); // [first, second]
}

/** engine=white|black|none (also red, first, second, both sides' names in each game). */
function parseEngineSide(text, names) {
  if (text == null) return 1;
  const t = text.toLowerCase();
  if (t === 'none') return null;
  if (t === 'first') return 0;
  if (t === 'second') return 1;
  const lower = names.map((n) => n.toLowerCase());
  if (lower.includes(t)) return lower.indexOf(t);
  if (t === 'white') return 0; // xiangqi has no White: the first player (Red)
  return 1;
}

function engineSideName(side) {
  return side == null ? 'none' : sideNames()[side].toLowerCase();
}

function readUrl() {
  const q = new URLSearchParams(location.search);
  let variant = q.get('variant') ?? 'chess';
  const rule = q.get('rule');
  if (rule && variant.startsWith('gomoku') && !variant.includes('-')) variant += `-${rule}`;
  state.variant = variant;
  const level = q.get('level');
  state.level = level != null && /^[0-5]$/.test(level) ? Number(level) : -1;
  const time = Number(q.get('time'));
  state.timeMs = time > 0 ? time : DEFAULT_TIME_MS;
  state.book = q.get('book') !== '0';
  return q;
}

function writeUrl() {
  const q = new URLSearchParams();
  const [base, rule] = state.variant.split('-');
  q.set('variant', base);
  if (rule) q.set('rule', rule);
  if (state.level >= 0) q.set('level', state.level);
  else q.set('time', state.timeMs);
  q.set('engine', engineSideName(state.engineSide));
  if (!state.book) q.set('book', '0');
  history.replaceState(null, '', `?${q}`);
}

function syncControls() {
  const [base, rule] = state.variant.split('-');
  $('variant').value = VARIANTS.includes(base) ? base : 'chess';
  $('rule').value = rule ?? 'freestyle';
  $('rule-field').hidden = !base.startsWith('gomoku');
  $('level').value = String(state.level);
  $('time').value = String(state.timeMs / 1000);
  $('time-field').hidden = state.level >= 0;
  const names = sideNames();
  const side = $('engine-side');
  side.innerHTML = `<option value="1">${names[1]}</option><option value="0">${names[0]}</option>` +
    '<option value="none">nobody</option>';
  side.value = state.engineSide == null ? 'none' : String(state.engineSide);
}

// ---------- the game ----------

function newGame(variant) {
  stopThinking(false);
  let game;
  try {
    game = new WebGame(variant);
  } catch (err) {
    showError(String(err.message ?? err));
    game = new WebGame('chess');
    variant = 'chess';
  }
  state.game?.free();
  state.game = game;
  state.variant = game.variant();
  state.selected = null;
  if (state.workerReady) state.worker.postMessage({ type: 'clear' });
  afterChange();
}

/** Everything that follows a change of the game: save, draw, let the engine move. */
function afterChange() {
  state.saved = { start: state.game.startText(), moves: state.game.moveTexts() };
  state.legal = state.game.legalMoves();
  state.status = state.game.status();
  render();
  maybeEngineMove();
}

function humanPlay(text) {
  const played = guard(() => state.game.play(text));
  state.selected = null;
  notice('');
  if (played) afterChange();
  else render();
}

function kingCell(board, status) {
  if (!status.inCheck) return null;
  const king = status.side === 0 ? 'K' : 'k';
  return board.cells.find((c) => c.piece === king)?.name ?? null;
}

function render() {
  const game = state.game;
  const board = game.board();
  const targets = new Map();
  if (state.selected) {
    for (const m of state.legal) {
      if (m.from !== state.selected) continue;
      const occupied = board.cells.find((c) => c.name === m.to)?.piece;
      targets.set(m.to, occupied ? 'capture' : 'move');
    }
  }
  const last = game.lastMove();
  renderBoard($('board'), {
    kind: state.variant.startsWith('gomoku') ? 'gomoku' : state.variant,
    board,
    flipped: state.flipped,
    selected: state.selected,
    targets,
    last: new Set(last ? [last.from, last.to].filter(Boolean) : []),
    check: kingCell(board, state.status),
    forbidden: new Set(game.forbiddenCells()),
  });
  const status = $('status');
  status.textContent = state.status.text;
  status.classList.toggle('over', state.status.over);
  const list = $('moves');
  list.innerHTML = '';
  for (const [i, m] of game.moves().entries()) {
    const li = document.createElement('li');
    li.dataset.ply = String(i + 1);
    li.textContent = m.text;
    if (m.readable !== m.text) {
      const r = document.createElement('span');
      r.className = 'readable';
      r.textContent = ` ${m.readable}`;
      li.append(r);
    }
    list.append(li);
  }
  list.scrollTop = list.scrollHeight;
  $('position').value = game.positionText();
  const pgnGame = !state.variant.startsWith('gomoku') && state.variant !== 'raumschach';
  $('copy-record').textContent = pgnGame ? 'Copy PGN' : 'Copy move list';
  $('stop').disabled = !state.thinking;
}

// ---------- clicks ----------

function onCellClick(name) {
  if (!window.tetrarchReady) return notice('The engine is still loading.');
  const s = state.status;
  if (s.over) return notice(`Refused: the game is over (${s.text}).`);
  if (state.thinking) return notice('Refused: wait, the engine is thinking.');
  if (state.engineSide === s.side) return notice(`Refused: ${s.sideName} is the engine's side.`);
  const board = state.game.board();
  if (state.variant.startsWith('gomoku')) {
    const m = state.legal.find((m) => m.to === name);
    if (m) return humanPlay(m.text);
    return notice(`Refused: ${state.game.refusal(name) ?? `${name} cannot be played`}`);
  }
  const ownPiece = state.legal.some((m) => m.from === name);
  if (state.selected) {
    if (name === state.selected) {
      state.selected = null;
      return render();
    }
    const moves = state.legal.filter((m) => m.from === state.selected && m.to === name);
    if (moves.length === 1) return humanPlay(moves[0].text);
    if (moves.length > 1) return choosePromotion(moves);
    if (ownPiece) {
      state.selected = name;
      notice('');
      return render();
    }
    const text = `${state.selected}${name}`;
    state.selected = null;
    render();
    return notice(`Refused: ${state.game.refusal(text) ?? `illegal move ${text}`}`);
  }
  if (ownPiece) {
    state.selected = name;
    notice('');
    return render();
  }
  const piece = board.cells.find((c) => c.name === name)?.piece;
  const ours = piece && (piece === piece.toUpperCase()) === (s.side === 0);
  notice(ours ? `Refused: the piece on ${name} has no legal move.`
    : `Refused: choose one of ${s.sideName}'s pieces.`);
}

function choosePromotion(moves) {
  const box = $('promotion');
  box.innerHTML = '<p>Promote to</p>';
  for (const m of moves) {
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = m.readable;
    b.dataset.move = m.text;
    b.addEventListener('click', () => {
      box.hidden = true;
      humanPlay(m.text);
    });
    box.append(b);
  }
  box.hidden = false;
}

// ---------- the engine ----------

function startWorker() {
  state.worker?.terminate();
  state.workerReady = false;
  const worker = new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
  worker.onmessage = (e) => onWorkerMessage(e.data);
  worker.onerror = (e) => showError(`The engine worker failed: ${e.message ?? e}`);
  state.worker = worker;
}

function onWorkerMessage(msg) {
  if (msg.type === 'ready') {
    state.workerReady = true;
    window.tetrarchReady = true;
    maybeEngineMove();
    return;
  }
  if (msg.type === 'error') {
    showError(`The engine crashed: ${msg.message}. It was restarted.`);
    state.thinking = null;
    startWorker();
    render();
    return;
  }
  if (!state.thinking || msg.id !== state.thinking.id) return; // an answer to an old question
  if (msg.type === 'info') {
    state.thinking.lastInfo = msg.info;
    showThinking(msg.info);
  } else if (msg.type === 'best') {
    state.thinking = null;
    if (msg.answer.book) {
      $('think-line').textContent = `book move ${msg.answer.best}`;
      $('pv').textContent = '';
    }
    if (msg.answer.best) {
      guard(() => state.game.play(msg.answer.best));
      afterChange();
    } else render();
  }
}

function showThinking(info) {
  const knps = Math.round(info.nps / 1000);
  $('think-line').textContent =
    `depth ${info.depth}/${info.seldepth}  score ${info.score.text}  ` +
    `${info.nodes.toLocaleString('en')} nodes  ${knps.toLocaleString('en')} kN/s  ${(info.time / 1000).toFixed(1)} s`;
  $('pv').textContent = info.pv.join(' ');
}

function maybeEngineMove() {
  const s = state.status;
  if (!s || s.over || state.thinking || !state.workerReady) return;
  if (state.engineSide !== s.side) return;
  const id = state.nextId++;
  state.thinking = { id, lastInfo: null };
  $('think-line').textContent = 'thinking...';
  $('pv').textContent = '';
  state.worker.postMessage({
    type: 'think', id, variant: state.variant, start: state.saved.start,
    moves: state.saved.moves, level: state.level, movetime: state.timeMs, book: state.book,
  });
  render();
}

/** Stops the engine (a worker cannot be interrupted: it is replaced); with `play`, the best
 * move of its last finished depth is played. */
function stopThinking(play) {
  if (!state.thinking) return;
  const best = state.thinking.lastInfo?.pv?.[0];
  state.thinking = null;
  startWorker();
  if (play && best) {
    guard(() => state.game.play(best));
    afterChange();
  }
}

// ---------- buttons ----------

function undo() {
  stopThinking(false);
  // Take back to the human's last turn: the engine's reply and the human's move.
  let undone = 0;
  do {
    if (!guard(() => state.game.undo())) break;
    undone++;
  } while (state.engineSide === state.game.status().side && state.engineSide != null);
  state.selected = null;
  notice(undone ? '' : 'Nothing to take back.');
  afterChange();
}

function loadPosition() {
  const text = $('position').value;
  stopThinking(false);
  try {
    state.game.setPosition(text);
  } catch (err) {
    // The parser's message; the game is kept.
    showError(`Position not loaded: ${err.message ?? err}`);
    render();
    return;
  }
  clearError();
  state.selected = null;
  notice('Position loaded.');
  afterChange();
}

async function copy(text, what) {
  $('export').value = text;
  try {
    await navigator.clipboard.writeText(text);
    notice(`${what} copied.`);
  } catch {
    $('export').select();
    notice(`${what} is in the box below: copy it from there.`);
  }
}

function copyRecord() {
  const names = sideNames();
  const player = (side) => (state.engineSide === side ? 'tetrarch' : 'You');
  const pgnGame = !state.variant.startsWith('gomoku') && state.variant !== 'raumschach';
  if (pgnGame) copy(state.game.pgn(player(0), player(1)), 'PGN');
  else copy(state.game.numberedMoves() || '(no moves yet)', `Move list (${names[0]} first)`);
}

function wire() {
  $('board').addEventListener('click', (e) => {
    const cell = e.target.closest('[data-cell]');
    if (cell) onCellClick(cell.dataset.cell);
  });
  const variantChanged = () => {
    const base = $('variant').value;
    const rule = $('rule').value;
    newGame(base.startsWith('gomoku') && rule !== 'freestyle' ? `${base}-${rule}` : base);
    syncControls();
    writeUrl();
  };
  $('variant').addEventListener('change', variantChanged);
  $('rule').addEventListener('change', variantChanged);
  $('level').addEventListener('change', () => {
    state.level = Number($('level').value);
    syncControls();
    writeUrl();
  });
  $('time').addEventListener('change', () => {
    const s = Number($('time').value);
    state.timeMs = s > 0 ? Math.round(s * 1000) : DEFAULT_TIME_MS;
    writeUrl();
  });
  $('engine-side').addEventListener('change', () => {
    const v = $('engine-side').value;
    state.engineSide = v === 'none' ? null : Number(v);
    writeUrl();
    maybeEngineMove();
  });
  $('new').addEventListener('click', () => newGame(state.variant));
  $('undo').addEventListener('click', undo);
  $('flip').addEventListener('click', () => {
    state.flipped = !state.flipped;
    render();
  });
  $('stop').addEventListener('click', () => stopThinking(true));
  $('load').addEventListener('click', loadPosition);
  $('copy-position').addEventListener('click', () => copy(state.game.positionText(), 'Position'));
  $('copy-record').addEventListener('click', copyRecord);
  $('error').addEventListener('click', clearError);
}

async function main() {
  window.tetrarchReady = false;
  window.addEventListener('error', (e) => showError(`Page error: ${e.message}`));
  window.addEventListener('unhandledrejection', (e) => showError(`Page error: ${e.reason}`));
  await init();
  setPanicListener((message) => { lastPanic = message; });
  const q = readUrl();
  try {
    state.game = new WebGame(state.variant);
    if (!drawable(state.game.variant())) {
      const name = state.game.variant();
      state.game.free();
      state.game = null;
      throw new Error(`'${name}' is a variant the page does not draw (it plays chess, xiangqi, ` +
        'Raumschach and gomoku; the tetrarch binary plays the file variants)');
    }
  } catch (err) {
    showError(`${err.message ?? err}; playing chess instead.`);
    state.game = new WebGame('chess');
  }
  state.variant = state.game.variant();
  state.engineSide = parseEngineSide(q.get('engine'), sideNames());
  state.flipped = state.engineSide === 0;
  syncControls();
  wire();
  writeUrl();
  afterChange();
  startWorker();
  // For tests and the curious: make the engine panic on purpose, here or in the worker.
  window.tetrarchDebug = {
    panic: () => guard(() => panicForTest()),
    panicWorker: () => state.worker.postMessage({ type: 'panic' }),
  };
}

main().catch((err) => showError(`The engine could not start: ${err.message ?? err}`));
