// The engine's Web Worker: searches positions the page sends, so the page never freezes.
// Messages in: {type: 'think', id, variant, start, moves, level, movetime, book}, {type: 'clear'},
// {type: 'bench'}, {type: 'panic'}. Out: {type: 'ready'}, {type: 'info', id, info},
// {type: 'best', id, answer}, {type: 'bench', results}, {type: 'error', id, message}.

import init, { WebGame, WebEngine, setPanicListener, panicForTest, benchCount } from './pkg/tetrarch_web.js';

let lastPanic = null;

function handle(engine, msg) {
  switch (msg.type) {
    case 'think': {
      const game = WebGame.replay(msg.variant, msg.start, msg.moves);
      engine.setOwnBook(msg.book !== false);
      const answer = engine.think(game, msg.level, msg.movetime,
        (info) => postMessage({ type: 'info', id: msg.id, info }));
      game.free();
      postMessage({ type: 'best', id: msg.id, answer });
      break;
    }
    case 'clear':
      engine.clear();
      break;
    case 'bench': {
      const results = [];
      for (let i = 0; i < benchCount(); i++) {
        const started = performance.now();
        const r = engine.benchSearch(i);
        r.millis = performance.now() - started;
        results.push(r);
        postMessage({ type: 'bench-position', index: i, result: r });
      }
      postMessage({ type: 'bench', results });
      break;
    }
    case 'panic':
      panicForTest();
      break;
    default:
      throw new Error(`unknown message '${msg.type}'`);
  }
}

async function start() {
  await init();
  setPanicListener((message) => { lastPanic = message; });
  const engine = new WebEngine();
  self.onmessage = (e) => {
    try {
      handle(engine, e.data);
    } catch (err) {
      postMessage({ type: 'error', id: e.data.id, message: lastPanic ?? String(err?.message ?? err) });
      lastPanic = null;
    }
  };
  postMessage({ type: 'ready' });
}

start().catch((err) => postMessage({ type: 'error', message: `could not start: ${err?.message ?? err}` }));
