// The boards, drawn as SVG from the engine's cell list ({name, x, y, level, piece}). Every cell
// is a <g data-cell="NAME"> (the test contract): a square on chess and Raumschach boards, the
// area around an intersection on xiangqi and gomoku boards. Names and pieces come from the
// engine; this file only knows how each game is drawn.

import { pieceSvg, xiangqiSvg } from './pieces.js';

const U = 100; // one cell in SVG units

/** Draws `view` into `container`. view: {kind, board, flipped, selected, targets (Map cell ->
 * 'move' | 'capture'), last (Set), check (cell or null), forbidden (Set)}. */
export function renderBoard(container, view) {
  const draw = { chess: squares, raumschach: levels, xiangqi, gomoku }[view.kind];
  container.className = `board board-${view.kind}`;
  container.innerHTML = draw(view);
}

/** Where cell (x, y) is drawn, after flipping. */
function place(view, c) {
  const { width, height } = view.board;
  return view.flipped
    ? { x: width - 1 - c.x, y: height - 1 - c.y }
    : { x: c.x, y: c.y };
}

/** File letters by drawn column and rank labels by drawn row, read off the cell names. */
function labels(view, cells) {
  const { width, height } = view.board;
  const files = new Array(width), ranks = new Array(height);
  for (const c of cells) {
    const p = place(view, c);
    const m = /^[A-Z]?([a-z]+)(\d+)$/.exec(c.name);
    if (!m) continue;
    files[p.x] = m[1];
    ranks[p.y] = m[2];
  }
  return { files, ranks };
}

function marks(view, name, cx, cy, size) {
  let out = '';
  const t = view.targets.get(name);
  if (t === 'move') out += `<circle class="target" cx="${cx}" cy="${cy}" r="${size * 0.16}"/>`;
  if (t === 'capture') out += `<circle class="target-capture" cx="${cx}" cy="${cy}" r="${size * 0.44}"/>`;
  if (view.forbidden.has(name)) {
    const d = size * 0.22;
    out += `<path class="forbidden" d="M${cx - d} ${cy - d} L${cx + d} ${cy + d} M${cx + d} ${cy - d} L${cx - d} ${cy + d}"/>`;
  }
  return out;
}

function cellClass(view, name) {
  const cls = ['cell'];
  if (view.selected === name) cls.push('selected');
  if (view.last.has(name)) cls.push('last');
  if (view.check === name) cls.push('check');
  if (view.targets.has(name)) cls.push('reachable');
  return cls.join(' ');
}

/** A board of squares: `cells` of one level, drawn with rank labels on the left. */
function squareSvg(view, cells, withLabels) {
  const { width, height } = view.board;
  const m = withLabels ? 36 : 6;
  let out = `<svg viewBox="0 0 ${width * U + m + 6} ${height * U + 6 + m}" role="grid">`;
  for (const c of cells) {
    const p = place(view, c);
    const x = m + p.x * U, y = 6 + p.y * U;
    const dark = (c.x + c.y) % 2 === 1 ? 'dark' : 'light';
    out += `<g class="${cellClass(view, c.name)}" data-cell="${c.name}">`;
    out += `<rect class="square ${dark}" x="${x}" y="${y}" width="${U}" height="${U}"/>`;
    if (c.piece) out += pieceSvg(c.piece, x + 5, y + 5, U - 10);
    out += marks(view, c.name, x + U / 2, y + U / 2, U);
    out += '</g>';
  }
  if (withLabels) {
    const { files, ranks } = labels(view, cells);
    files.forEach((f, i) => {
      out += `<text class="label" x="${m + i * U + U / 2}" y="${height * U + 6 + m / 2}">${f}</text>`;
    });
    ranks.forEach((r, i) => {
      out += `<text class="label" x="${m / 2}" y="${6 + i * U + U / 2}">${r}</text>`;
    });
  }
  return out + '</svg>';
}

function squares(view) {
  return squareSvg(view, view.board.cells, true);
}

/** Raumschach: the five levels A to E side by side (E to A when flipped), each a 5x5 board. */
function levels(view) {
  const order = [0, 1, 2, 3, 4];
  if (view.flipped) order.reverse();
  let out = '<div class="levels">';
  for (const level of order) {
    const cells = view.board.cells.filter((c) => c.level === level);
    const name = String.fromCharCode(65 + level);
    out += `<figure class="level" data-level="${name}"><figcaption>Level ${name}</figcaption>`;
    out += squareSvg(view, cells, true) + '</figure>';
  }
  return out + '</div>';
}

/** Boards played on the intersections: the grid lines and star points or river and palaces. */
function intersections(view, lines, pieceAt) {
  const { width, height } = view.board;
  const m = 90;
  let out = `<svg viewBox="0 0 ${(width - 1) * U + 2 * m} ${(height - 1) * U + 2 * m}" role="grid">`;
  out += `<rect class="wood" x="0" y="0" width="${(width - 1) * U + 2 * m}" height="${(height - 1) * U + 2 * m}"/>`;
  const at = (x, y) => [m + x * U, m + y * U];
  out += lines(at);
  const { files, ranks } = labels(view, view.board.cells);
  files.forEach((f, i) => {
    out += `<text class="label" x="${m + i * U}" y="${(height - 1) * U + m + 66}">${f}</text>`;
  });
  ranks.forEach((r, i) => {
    out += `<text class="label" x="${m - 68}" y="${m + i * U}">${r}</text>`;
  });
  for (const c of view.board.cells) {
    const p = place(view, c);
    const [cx, cy] = at(p.x, p.y);
    out += `<g class="${cellClass(view, c.name)}" data-cell="${c.name}">`;
    out += `<rect class="hit" x="${cx - U / 2}" y="${cy - U / 2}" width="${U}" height="${U}"/>`;
    if (c.piece) out += pieceAt(c.piece, cx, cy);
    out += marks(view, c.name, cx, cy, U);
    out += '</g>';
  }
  return out + '</svg>';
}

function xiangqi(view) {
  const lines = (at) => {
    let d = '';
    for (let y = 0; y < 10; y++) d += `M${at(0, y)} L${at(8, y)} `;
    for (let x = 0; x < 9; x++) {
      if (x === 0 || x === 8) d += `M${at(x, 0)} L${at(x, 9)} `;
      else d += `M${at(x, 0)} L${at(x, 4)} M${at(x, 5)} L${at(x, 9)} `;
    }
    // Each palace its own path (the browser test finds its diagonals by the class).
    let palaces = '';
    for (const top of [0, 7]) {
      palaces += `<path class="grid palace" d="M${at(3, top)} L${at(5, top + 2)} M${at(5, top)} L${at(3, top + 2)}"/>`;
    }
    const [rx, ry] = at(4, 4.5);
    return `<path class="grid" d="${d}"/>${palaces}
      <text class="river" x="${rx - 2 * U}" y="${ry}">楚 河</text>
      <text class="river" x="${rx + 2 * U}" y="${ry}">漢 界</text>`;
  };
  return intersections(view, lines, (p, cx, cy) => xiangqiSvg(p, cx, cy, U * 0.44));
}

function gomoku(view) {
  const { width, height } = view.board;
  const lines = (at) => {
    let d = '';
    for (let y = 0; y < height; y++) d += `M${at(0, y)} L${at(width - 1, y)} `;
    for (let x = 0; x < width; x++) d += `M${at(x, 0)} L${at(x, height - 1)} `;
    const stars = [];
    for (const sx of [3, Math.floor(width / 2), width - 4]) {
      for (const sy of [3, Math.floor(height / 2), height - 4]) stars.push(at(sx, sy));
    }
    return `<path class="grid" d="${d}"/>` +
      stars.map(([x, y]) => `<circle class="star" cx="${x}" cy="${y}" r="9"/>`).join('');
  };
  return intersections(view, lines, (p, cx, cy) =>
    `<circle class="stone ${p === 'X' ? 'black' : 'white'}" data-piece="${p}" cx="${cx}" cy="${cy}" r="${U * 0.45}"/>`);
}
