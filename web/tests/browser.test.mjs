// The page in each of the system's browsers (headless Chromium and Firefox ESR), one page load
// per game: it loads with no console error, a move by clicks gets an engine reply in #moves, an
// illegal click is refused with a reason, a short forced game ends with the right result shown.
// Chess also checks bad pasted text and that a wasm panic (on the page and in the worker) is
// shown and survived; a phone-sized screen shows the whole board and plays. The boards are read
// as drawn (xiangqi's river, palaces and discs, Raumschach's unicorns), the exports copied, and
// gomoku's exact-five rules (standard, caro) played. The positions are
// those of crates/web/tests/session.rs (checked there natively). Every browser runs every
// check: a browser that is missing fails every one of its checks, never skips.

import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { BROWSERS, siteDir, serve, launch, newPage, fill, textOf } from './harness.mjs';

const WAIT = { timeout: 30_000 };
let server;
/** The browser of the suite being run (the suites run one after the other). */
let browser;

before(async () => {
  server = await serve(await siteDir());
});

after(async () => {
  await server?.close();
});

/** Opens the page with `query`; returns the page and the console errors seen so far. */
async function open(query, viewport) {
  const page = await newPage(browser, viewport);
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${server.url}index.html?${query}`);
  await page.waitForFunction(() => window.tetrarchReady === true, WAIT);
  return { page, errors };
}

const cell = (name) => `[data-cell="${name}"]`;
const moveTexts = (page) => page.$$eval('#moves > *', (items) => items.map((li) => li.textContent));

async function clicks(page, names) {
  for (const name of names) await page.click(cell(name));
}

async function waitForMoves(page, n) {
  await page.waitForFunction((n) => document.querySelectorAll('#moves > *').length >= n, WAIT, n);
  return moveTexts(page);
}

async function loadPosition(page, text) {
  await fill(page, '#position', text);
  await page.click('#load');
}

async function expectStatus(page, text) {
  await page.waitForFunction((t) => document.getElementById('status').textContent === t, WAIT, text)
    .catch(async () => assert.fail(`status is '${await textOf(page, '#status')}', not '${text}'`));
}

async function expectRefused(page, names, movesBefore) {
  await clicks(page, names);
  const notice = await textOf(page, '#notice');
  assert.match(notice, /^Refused: \S/, `clicking ${names} gives a reason`);
  assert.deepEqual(await moveTexts(page), movesBefore, 'an illegal click plays nothing');
  return notice;
}

/** A move by clicks, the engine's reply, then the forced game. */
async function playGame({ query, illegal, human, humanText, forced }) {
  const { page, errors } = await open(query);
  assert.deepEqual(await moveTexts(page), []);
  if (illegal) await expectRefused(page, illegal, []);
  await clicks(page, human);
  const moves = await waitForMoves(page, 2);
  assert.ok(moves[0].startsWith(humanText), `first move '${moves[0]}'`);
  assert.match(moves[1], /^[A-Ea-z]+\d+/, 'the engine replied in coordinate notation');
  await loadPosition(page, forced.position);
  assert.deepEqual(await moveTexts(page), [], 'a loaded position starts a new move list');
  await clicks(page, forced.clicks);
  await expectStatus(page, forced.result);
  return { page, errors };
}

async function chess() {
  const { page, errors } = await playGame({
    query: 'variant=chess&level=1&engine=black',
    illegal: ['e2', 'e5'],
    human: ['e2', 'e4'],
    humanText: 'e2e4',
    forced: { position: '6k1/8/8/8/8/1r6/r7/7K w - - 0 1', clicks: ['h1', 'g1'], result: 'Black wins by checkmate' },
  });
  const moves = await moveTexts(page);
  assert.equal(moves.length, 2);
  assert.ok(moves[1].startsWith('b3b1'), `the mate is b3b1, not '${moves[1]}'`);
  assert.match(await expectRefused(page, ['g1', 'f1'], moves), /game is over/);
  assert.deepEqual(errors, [], 'no console errors');

  // Bad pasted text: the parser's message is shown and the game is kept.
  await loadPosition(page, 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - zero 1');
  assert.match(await textOf(page, '#error'), /FEN field 5 \(halfmove clock\)/);
  assert.deepEqual(await moveTexts(page), moves);
  await expectStatus(page, 'Black wins by checkmate');

  // A panic on the page and in the worker: shown, and the page goes on.
  await page.evaluate(() => window.tetrarchDebug.panic());
  assert.match(await textOf(page, '#error'), /crashed: .*deliberate panic.*restored/s);
  await expectStatus(page, 'Black wins by checkmate');
  await page.evaluate(() => window.tetrarchDebug.panicWorker());
  await page.waitForFunction(() => /deliberate panic.*restarted/s.test(document.getElementById('error').textContent), WAIT);
  await page.click('#new');
  await clicks(page, ['d2', 'd4']);
  assert.equal((await waitForMoves(page, 2)).length, 2, 'the restarted engine answers');
  await page.close();
}

async function xiangqi() {
  const { page, errors } = await playGame({
    query: 'variant=xiangqi&level=1&engine=black',
    illegal: ['e1', 'e3'],
    human: ['h3', 'e3'],
    humanText: 'h3e3',
    forced: { position: '4k4/R8/1R7/9/9/9/9/9/9/3K5 w - - 0 1', clicks: ['b8', 'b10'], result: 'Red wins by checkmate' },
  });
  assert.deepEqual(errors, []);
  await page.close();
}

async function raumschach() {
  const { page, errors } = await playGame({
    query: 'variant=raumschach&level=1&engine=black',
    illegal: ['Ab2', 'Ab5'],
    human: ['Bb2', 'Bb3'],
    humanText: 'Bb2Bb3',
    forced: {
      position: 'k4/5/5/5/1R3|5/5/5/5/1R3|5/5/5/5/5|5/5/5/5/5|4R/R4/5/5/4K w - - 0 1',
      clicks: ['Ae5', 'Aa5'],
      result: 'White wins by checkmate',
    },
  });
  // The selected piece's reachable cells are marked on every level it reaches.
  await page.click('#new');
  await page.click(cell('Cc1')); // nothing on Cc1: refused
  await page.click(cell('Bc1')); // the queen
  const reachable = await page.$$eval('.cell.reachable', (cs) => cs.map((c) => c.dataset.cell));
  const levels = new Set(reachable.map((name) => name[0]));
  assert.ok(reachable.length > 0, 'the queen reaches cells');
  assert.ok(levels.size >= 2, `reachable cells on several levels: ${reachable}`);
  assert.equal(await page.$$eval('figure.level', (fs) => fs.length), 5, 'five levels drawn');
  assert.deepEqual(errors, []);
  await page.close();
}

/** The engine opens from Raumschach's built-in book unless the URL says `book=0`. */
async function raumschachBook() {
  let { page, errors } = await open('variant=raumschach&level=1&engine=white');
  let moves = await waitForMoves(page, 1);
  const line = await textOf(page, '#think-line');
  const m = /^book move ([A-E][a-e][1-5][A-E][a-e][1-5])$/.exec(line);
  assert.ok(m, `the first move comes from the book: '${line}'`);
  assert.ok(moves[0].startsWith(m[1]), `the book move ${m[1]} is the move played ('${moves[0]}')`);
  assert.deepEqual(errors, []);
  await page.close();

  ({ page, errors } = await open('variant=raumschach&level=1&engine=white&book=0'));
  moves = await waitForMoves(page, 1);
  assert.doesNotMatch(await textOf(page, '#think-line'), /book/, 'book=0: the engine searched');
  assert.match(moves[0], /^[A-E][a-e][1-5][A-E][a-e][1-5]/);
  assert.deepEqual(errors, []);
  await page.close();
}

async function gomoku15() {
  const { page, errors } = await playGame({
    query: 'variant=gomoku15&level=1&engine=white',
    human: ['h8'],
    humanText: 'h8',
    forced: { position: '15x15 freestyle b b:a1,a3,a5,a7 w:f8,g8,h8,i8', clicks: ['e8'], result: 'White wins by five in a row' },
  });
  await page.click('#new');
  await clicks(page, ['h8']);
  const moves = await waitForMoves(page, 2);
  await expectRefused(page, ['h8'], moves);
  assert.deepEqual(errors, []);
  await page.close();
}

async function gomoku20Renju() {
  const { page, errors } = await open('variant=gomoku20&rule=renju&level=1&engine=white');
  await clicks(page, ['j10']);
  const moves = await waitForMoves(page, 2);
  assert.ok(moves[0].startsWith('j10'));
  // Black's double three at h8 is forbidden: marked on the board, and refused.
  await loadPosition(page, '20x20 renju b b:h10,h9,i8,j8 w:a1,a3,a5,a7');
  assert.equal(await page.$$eval(`${cell('h8')} .forbidden`, (m) => m.length), 1, 'h8 is marked');
  assert.match(await expectRefused(page, ['h8'], []), /h8/);
  assert.deepEqual(errors, []);
  await page.close();
}

/** A phone-sized screen (390x844): the whole board fits its width, and a move by clicks plays. */
async function phone() {
  const width = 390;
  const { page, errors } = await open('variant=chess&level=1&engine=black', { width, height: 844 });
  const box = await page.$eval('#board', (b) => {
    const r = b.getBoundingClientRect();
    return { left: r.left, right: r.right, scroll: document.documentElement.scrollWidth };
  });
  assert.ok(box.left >= 0 && box.right <= width, `the board spans ${box.left}..${box.right} of ${width}`);
  assert.ok(box.scroll <= width, `the page is ${box.scroll} wide on a ${width} screen`);
  await clicks(page, ['d2', 'd4']);
  const moves = await waitForMoves(page, 2);
  assert.ok(moves[0].startsWith('d2d4'), `first move '${moves[0]}'`);
  assert.deepEqual(errors, []);
  await page.close();
}

/** The top of the cell `name` on the screen. */
const cellTop = (page, name) => page.$eval(cell(name), (c) => c.getBoundingClientRect().top);

/** The controls beyond a move and a reply: level 0, time per move with the thinking line and
 * "Move now", undo, flip, promotion by clicks, nobody as the engine, and the exports (PGN in
 * chess, the numbered move list in Raumschach). */
async function controls() {
  // A variant the page does not draw (a file variant) is refused by name; chess is played.
  let { page, errors } = await open('variant=shatranj&level=1');
  assert.match(await textOf(page, '#error'), /'shatranj' is a variant the page does not draw.*playing chess instead/);
  await expectStatus(page, 'White to move');
  assert.equal(await page.$eval('#position', (e) => e.value),
    'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
  assert.deepEqual(errors, []);
  await page.close();

  // Level 0 (a random legal move, no search) answers; the PGN has both moves; undo takes back
  // the engine's reply and the human's move.
  ({ page, errors } = await open('variant=chess&level=0&engine=black'));
  assert.equal(await page.$eval('#level', (e) => e.value), '0');
  await clicks(page, ['e2', 'e4']);
  let moves = await waitForMoves(page, 2);
  assert.ok(moves[0].startsWith('e2e4'), `first move '${moves[0]}'`);
  await page.click('#copy-record');
  assert.equal(await textOf(page, '#copy-record'), 'Copy PGN');
  const pgn = await page.$eval('#export', (e) => e.value);
  assert.match(pgn, /^\[Event "tetrarch game"\]\n/, pgn);
  assert.match(pgn, /\[White "You"\]\n\[Black "tetrarch"\]\n\[Result "\*"\]/, pgn);
  assert.match(pgn, /\n1\. e4 \S+ \*\n$/, pgn);
  await page.click('#undo');
  await page.waitForFunction(() => document.querySelectorAll('#moves > *').length === 0, WAIT);
  assert.equal(await page.$eval('#position', (e) => e.value),
    'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
  await page.click('#copy-position');
  assert.equal(await page.$eval('#export', (e) => e.value),
    'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', 'Copy position');
  // Flip: a1 is drawn at the bottom, then at the top.
  assert.ok(await cellTop(page, 'a1') > await cellTop(page, 'a8'), 'a1 below a8');
  await page.click('#flip');
  assert.ok(await cellTop(page, 'a1') < await cellTop(page, 'a8'), 'flipped: a1 above a8');
  assert.deepEqual(errors, []);
  await page.close();

  // Time per move: the thinking line shows depth, score and the principal variation; "Move
  // now" stops a long search and plays its best move so far.
  ({ page, errors } = await open('variant=chess&time=20000&engine=black'));
  assert.equal(await page.$eval('#level', (e) => e.value), '-1');
  assert.equal(await page.$eval('#time', (e) => e.value), '20');
  await clicks(page, ['d2', 'd4']);
  await page.waitForFunction(
    () => /^depth \d+\/\d+ +score [-+#]/.test(document.getElementById('think-line').textContent)
      && document.getElementById('pv').textContent.length > 0
      && !document.getElementById('stop').disabled, WAIT);
  await page.click('#stop');
  moves = await waitForMoves(page, 2);
  assert.match(moves[1], /^[a-h][1-8][a-h][1-8]/, 'the best move so far is played');
  assert.equal(await page.$eval('#stop', (e) => e.disabled), true);
  assert.deepEqual(errors, []);
  await page.close();

  // Nobody plays: a pawn's promotion chosen by clicks, no engine reply; undo takes one move.
  ({ page, errors } = await open('variant=chess&engine=none'));
  await loadPosition(page, '4k3/1P5p/8/8/8/8/7P/4K3 w - - 0 1');
  await clicks(page, ['b7', 'b8']);
  assert.equal(await page.$eval('#promotion', (e) => e.hidden), false, 'the choice is offered');
  const offered = await page.$$eval('#promotion button', (bs) => bs.map((b) => b.dataset.move).sort());
  assert.deepEqual(offered, ['b7b8b', 'b7b8n', 'b7b8q', 'b7b8r']);
  await page.click('#promotion button[data-move="b7b8n"]');
  moves = await waitForMoves(page, 1);
  assert.ok(moves[0].startsWith('b7b8n'), `the knight: '${moves[0]}'`);
  await new Promise((r) => setTimeout(r, 500));
  assert.equal((await moveTexts(page)).length, 1, 'no engine reply');
  await expectStatus(page, 'Black to move');
  await page.click('#undo');
  await page.waitForFunction(() => document.querySelectorAll('#moves > *').length === 0, WAIT);
  assert.deepEqual(errors, []);
  await page.close();

  // Raumschach's record is the numbered move list.
  ({ page, errors } = await open('variant=raumschach&engine=none'));
  await clicks(page, ['Bb2', 'Bb3', 'Db4', 'Db3']);
  await waitForMoves(page, 2);
  assert.equal(await textOf(page, '#copy-record'), 'Copy move list');
  await page.click('#copy-record');
  const list = await page.$eval('#export', (e) => e.value);
  assert.match(list, /^1\. \S*Bb2\S*Bb3\S* \S*Db4\S*Db3\S*$/, list);
  assert.deepEqual(errors, []);
  await page.close();
}

/** The xiangqi board as drawn: the river (its two texts between ranks 5 and 6, and the files'
 * lines broken there), the two palaces (diagonals through d1-e2-f3 and f1-e2-d3, d8-e9-f10 and
 * f8-e9-d10, nowhere else), the pieces as discs with their characters on their intersections;
 * then the PGN of a game by clicks. */
async function xiangqiBoard() {
  const { page, errors } = await open('variant=xiangqi&engine=none');
  const drawn = await page.evaluate(() => {
    // Where the intersection of cell `name` is, in the board's SVG units.
    const center = (name) => {
      const hit = document.querySelector(`[data-cell="${name}"] rect.hit`);
      return [Number(hit.getAttribute('x')) + Number(hit.getAttribute('width')) / 2,
        Number(hit.getAttribute('y')) + Number(hit.getAttribute('height')) / 2];
    };
    const svg = document.querySelector('#board svg');
    const stroked = (path, [x, y]) => {
      const p = svg.createSVGPoint();
      p.x = x; p.y = y;
      return path.isPointInStroke(p);
    };
    const mid = (a, b) => [(center(a)[0] + center(b)[0]) / 2, (center(a)[1] + center(b)[1]) / 2];
    const grid = svg.querySelector('path.grid:not(.palace)');
    const river = [...svg.querySelectorAll('text.river')].map((t) => ({
      text: t.textContent, x: Number(t.getAttribute('x')), y: Number(t.getAttribute('y')),
    }));
    const palaces = [...svg.querySelectorAll('path.palace')].map((path) => ({
      // On the diagonals: the palace's corners, its centre and points between them.
      on: [['d1', 'e2'], ['e2', 'f3'], ['f1', 'e2'], ['e2', 'd3'], ['d8', 'e9'], ['e9', 'f10'], ['f8', 'e9'], ['e9', 'd10']]
        .filter(([a, b]) => stroked(path, mid(a, b))).map((ab) => ab.join('-')),
      corners: ['d1', 'f1', 'd3', 'f3', 'e2', 'd8', 'f8', 'd10', 'f10', 'e9'].filter((c) => stroked(path, center(c))),
      // Off the diagonals: a palace's edge midpoints, other cells' diagonals, the river.
      off: [['d1', 'e1'], ['d2', 'e2'], ['d4', 'e5'], ['a1', 'b2'], ['d5', 'e6'], ['d9', 'e9']]
        .filter(([a, b]) => stroked(path, mid(a, b))).map((ab) => ab.join('-')),
    }));
    const files = 'abcdefghi'.split('');
    return {
      river,
      e5: center('e5'), e6: center('e6'), a1: center('a1'), i10: center('i10'),
      // The files' lines across the river: only the edge files a and i cross it.
      crossing: files.filter((f) => stroked(grid, mid(`${f}5`, `${f}6`))),
      // Elsewhere every file's line is drawn.
      drawnBelow: files.filter((f) => stroked(grid, mid(`${f}4`, `${f}5`))),
      drawnAbove: files.filter((f) => stroked(grid, mid(`${f}6`, `${f}7`))),
      palaces,
      pieces: [...document.querySelectorAll('[data-cell]')].filter((c) => c.querySelector('.xq')).map((c) => {
        const disc = c.querySelector('.xq circle');
        const [x, y] = center(c.dataset.cell);
        return {
          cell: c.dataset.cell, piece: c.querySelector('.xq').dataset.piece, side: c.querySelector('.xq').classList[1],
          char: c.querySelector('.xq text').textContent,
          centred: Number(disc.getAttribute('cx')) === x && Number(disc.getAttribute('cy')) === y,
          radius: Number(disc.getAttribute('r')),
        };
      }),
    };
  });

  // The river: 楚河 and 漢界 halfway between ranks 5 and 6, one on each half of the board.
  assert.deepEqual(drawn.river.map((r) => r.text), ['楚 河', '漢 界']);
  const riverY = (drawn.e5[1] + drawn.e6[1]) / 2;
  for (const r of drawn.river) assert.equal(r.y, riverY, `the river text at y ${r.y}, ranks 5/6 at ${drawn.e5[1]}/${drawn.e6[1]}`);
  assert.ok(drawn.river[0].x > drawn.a1[0] && drawn.river[0].x < drawn.e5[0], '楚河 on the left half');
  assert.ok(drawn.river[1].x > drawn.e5[0] && drawn.river[1].x < drawn.i10[0], '漢界 on the right half');
  assert.deepEqual(drawn.crossing, ['a', 'i'], 'only the edge files cross the river');
  assert.deepEqual(drawn.drawnBelow, 'abcdefghi'.split(''));
  assert.deepEqual(drawn.drawnAbove, 'abcdefghi'.split(''));
  // The palaces: black's on d8-f10 (drawn first, at the top), red's on d1-f3, each its two
  // diagonals and nothing else.
  assert.equal(drawn.palaces.length, 2, 'two palaces');
  assert.deepEqual(drawn.palaces.map((p) => p.on), [['d8-e9', 'e9-f10', 'f8-e9', 'e9-d10'], ['d1-e2', 'e2-f3', 'f1-e2', 'e2-d3']]);
  assert.deepEqual(drawn.palaces.map((p) => p.corners), [['d8', 'f8', 'd10', 'f10', 'e9'], ['d1', 'f1', 'd3', 'f3', 'e2']]);
  assert.deepEqual(drawn.palaces.map((p) => p.off), [[], []]);
  // The pieces: 32 discs centred on their intersections, each with its character.
  assert.equal(drawn.pieces.length, 32);
  const at = Object.fromEntries(drawn.pieces.map((p) => [p.cell, p]));
  assert.deepEqual([at.e1.side, at.e1.char, at.e10.side, at.e10.char], ['red', '帥', 'black', '將']);
  const rank = (r) => 'abcdefghi'.split('').map((f) => at[`${f}${r}`]?.char).join('');
  assert.equal(rank(1), '俥傌相仕帥仕相傌俥');
  assert.equal(rank(10), '車馬象士將士象馬車');
  assert.equal(at.b3.char + at.h3.char + at.b8.char + at.h8.char, '炮炮砲砲');
  assert.equal(['a', 'c', 'e', 'g', 'i'].map((f) => at[`${f}4`].char + at[`${f}7`].char).join(''), '兵卒'.repeat(5));
  for (const p of drawn.pieces) {
    assert.ok(p.centred && p.radius > 30, `${p.cell}: a disc on its intersection`);
    assert.equal(p.side, p.piece === p.piece.toUpperCase() ? 'red' : 'black', p.cell);
  }

  // Copy PGN: the xiangqi variant tag, the start position and the moves played by clicks.
  await clicks(page, ['h3', 'e3', 'h10', 'g8', 'h1', 'g3']);
  const moves = await waitForMoves(page, 3);
  assert.deepEqual(moves.map((m) => m.split(/\s/)[0]), ['h3e3', 'h10g8', 'h1g3']);
  assert.equal(await textOf(page, '#copy-record'), 'Copy PGN');
  await page.click('#copy-record');
  const pgn = await page.$eval('#export', (e) => e.value);
  assert.match(pgn, /^\[Event "tetrarch game"\]\n/, pgn);
  assert.match(pgn, /\n\[Variant "xiangqi"\]\n/, pgn);
  assert.match(pgn, /\[White "You"\]\n\[Black "You"\]\n\[Result "\*"\]/, pgn);
  assert.match(pgn, /\n1\. \S+ \S+ 2\. \S+ \*\n$/, pgn);
  assert.deepEqual(errors, []);
  await page.close();
}

/** Raumschach's unicorns are drawn apart from its knights and bishops: their own shape with a
 * horn in its own colour. */
async function raumschachUnicorns() {
  const { page, errors } = await open('variant=raumschach&engine=none');
  const drawn = await page.evaluate(() => {
    const pieces = [...document.querySelectorAll('[data-cell] .piece')];
    const shapeOf = (letter) => pieces.filter((p) => p.dataset.piece === letter)
      .map((p) => ({ cell: p.closest('[data-cell]').dataset.cell, shape: p.innerHTML, fills: [...p.children].map((c) => getComputedStyle(c).fill) }));
    return { U: shapeOf('U'), u: shapeOf('u'), N: shapeOf('N'), B: shapeOf('B'), n: shapeOf('n') };
  });
  assert.equal(drawn.U.length, 2, 'two white unicorns');
  assert.equal(drawn.u.length, 2, 'two black unicorns');
  assert.ok(drawn.N.length > 0 && drawn.B.length > 0);
  const unicorn = drawn.U[0].shape;
  assert.ok(drawn.U.every((d) => d.shape === unicorn) && drawn.u.every((d) => d.shape === unicorn), 'one unicorn shape');
  assert.notEqual(unicorn, drawn.N[0].shape, 'not the knight');
  assert.notEqual(unicorn, drawn.B[0].shape, 'not the bishop');
  // The horn's colour is neither side's piece colour.
  const horn = drawn.U[0].fills[1];
  assert.notEqual(horn, drawn.U[0].fills[0], `the white unicorn's horn (${horn}) in its own colour`);
  assert.notEqual(drawn.u[0].fills[1], drawn.u[0].fills[0], "the black unicorn's horn in its own colour");
  assert.ok(!drawn.N[0].fills.includes(horn) && !drawn.n[0].fills.includes(horn), 'no knight has the horn colour');
  assert.deepEqual(errors, []);
  await page.close();
}

/** Gomoku's exact-five rules in the page: standard (an overline does not win, a five does) and
 * caro (a five blocked at both ends does not win, an open five does); the move list copied. */
async function gomokuRules() {
  let { page, errors } = await open('variant=gomoku15&rule=standard&engine=none');
  assert.equal(await page.$eval('#rule', (e) => e.value), 'standard');
  assert.match(await page.$eval('#position', (e) => e.value), /^15x15 standard b\b/);
  // Black's g8 makes c8-h8, six in a row; g3 later makes c3-g3, five.
  await loadPosition(page, '15x15 standard b b:c8,d8,e8,f8,h8,c3,d3,e3,f3 w:a13,o1,o3,o5,o7,o9,o11,o13,o15');
  await clicks(page, ['g8']);
  await expectStatus(page, 'White to move');
  await clicks(page, ['a15', 'g3']);
  await expectStatus(page, 'Black wins by five in a row');
  assert.deepEqual((await moveTexts(page)).map((m) => m.split(/\s/)[0]), ['g8', 'a15', 'g3']);
  assert.equal(await textOf(page, '#copy-record'), 'Copy move list');
  await page.click('#copy-record');
  const list = await page.$eval('#export', (e) => e.value);
  assert.match(list, /^1\. g8 a15 2\. g3\s*$/, list);
  assert.deepEqual(errors, []);
  await page.close();

  ({ page, errors } = await open('variant=gomoku15&rule=caro&engine=none'));
  assert.equal(await page.$eval('#rule', (e) => e.value), 'caro');
  // Black's g8 makes c8-g8 between white's b8 and h8; g3 later makes an open five c3-g3.
  await loadPosition(page, '15x15 caro b b:c8,d8,e8,f8,c3,d3,e3,f3 w:b8,h8,a13,o1,o3,o5,o7,o9');
  await clicks(page, ['g8']);
  await expectStatus(page, 'White to move');
  await clicks(page, ['a15', 'g3']);
  await expectStatus(page, 'Black wins by five in a row');
  assert.deepEqual(errors, []);
  await page.close();
}

const CHECKS = {
  chess, xiangqi, raumschach, gomoku15, 'gomoku20 renju': gomoku20Renju, 'phone-sized screen': phone, controls,
  'xiangqi board and PGN': xiangqiBoard, 'raumschach unicorns': raumschachUnicorns, 'raumschach book': raumschachBook, 'gomoku standard and caro': gomokuRules,
};

// Each suite starts its browser in `before`, and every check of the suite awaits that launch:
// when it fails (the browser is missing or does not start), each check fails with the same
// error, counted as failures, never skipped or cancelled (as a failing hook's checks would be).
for (const name of Object.keys(BROWSERS)) {
  describe(name, () => {
    let launched;
    before(() => {
      launched = launch(name);
      launched.catch(() => {}); // reported by each check below
    });
    after(async () => {
      await (await launched.catch(() => undefined))?.close();
      browser = undefined;
    });
    test('launches', async (t) => {
      t.diagnostic(await (await launched).version());
    });
    for (const [check, run] of Object.entries(CHECKS)) {
      test(check, async () => {
        browser = await launched;
        await run();
      });
    }
  });
}
