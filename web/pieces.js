// Piece drawings: our own simple SVG silhouettes (no copyrighted set), in a 100x100 box.
// Chess and Raumschach share them; the Raumschach unicorn is a knight with a horn.
// Xiangqi pieces are discs with their characters.

const SHAPES = {
  p: `<circle cx="50" cy="30" r="13"/>
      <path d="M38 52 Q50 40 62 52 L67 74 Q50 71 33 74 Z"/>
      <path d="M25 88 Q25 74 50 74 Q75 74 75 88 Z"/>`,
  r: `<path d="M26 88 L74 88 L74 79 L67 74 L64 47 L71 41 L71 22 L62 22 L62 29 L55 29 L55 22
      L45 22 L45 29 L38 29 L38 22 L29 22 L29 41 L36 47 L33 74 L26 79 Z"/>
      <path class="line" d="M36 47 L64 47 M33 74 L67 74"/>`,
  n: `<path d="M30 88 L74 88 C76 64 72 44 63 31 C58 23 50 17 44 13 L42 22 C33 26 25 40 21 52
      C19 59 26 63 31 60 L39 54 C43 52 47 50 49 45 C47 57 36 67 30 88 Z"/>
      <circle class="line" cx="41" cy="31" r="3"/>`,
  b: `<circle cx="50" cy="15" r="7"/>
      <path d="M50 22 C33 34 31 53 39 63 L61 63 C69 53 67 34 50 22 Z"/>
      <path class="line" d="M50 33 L50 51 M42 42 L58 42"/>
      <rect x="37" y="63" width="26" height="8"/>
      <path d="M27 88 Q27 75 50 71 Q73 75 73 88 Z"/>`,
  q: `<circle cx="20" cy="34" r="6"/><circle cx="35" cy="25" r="6"/><circle cx="50" cy="20" r="6"/>
      <circle cx="65" cy="25" r="6"/><circle cx="80" cy="34" r="6"/>
      <path d="M31 76 L20 38 L38 60 L35 29 L47 57 L50 24 L53 57 L65 29 L62 60 L80 38 L69 76 Z"/>
      <path d="M27 88 L73 88 L69 76 L31 76 Z"/>`,
  k: `<path d="M46 6 h8 v8 h8 v8 h-8 v12 h-8 v-12 h-8 v-8 h8 z"/>
      <path d="M50 40 C31 28 14 46 30 63 L33 76 L67 76 L70 63 C86 46 69 28 50 40 Z"/>
      <path d="M27 88 L73 88 L69 76 L31 76 Z"/>
      <path class="line" d="M33 66 Q50 60 67 66"/>`,
  u: `<path d="M30 88 L74 88 C76 64 72 44 63 31 C58 23 50 17 44 13 L42 22 C33 26 25 40 21 52
      C19 59 26 63 31 60 L39 54 C43 52 47 50 49 45 C47 57 36 67 30 88 Z"/>
      <path d="M37 22 L14 3 L45 17 Z"/>
      <path class="line" d="M54 30 C60 40 64 52 64 70"/>
      <circle class="line" cx="41" cy="31" r="3"/>`,
};

/** A chess-family piece (FEN letter, upper case = first player) at (x, y) with `size`. */
export function pieceSvg(letter, x, y, size) {
  const white = letter === letter.toUpperCase();
  const shape = SHAPES[letter.toLowerCase()];
  if (!shape) return '';
  const cls = white ? 'piece white' : 'piece black';
  return `<g class="${cls}" data-piece="${letter}" transform="translate(${x} ${y}) scale(${size / 100})">${shape}</g>`;
}

const XIANGQI = {
  K: '帥', A: '仕', B: '相', N: '傌', R: '俥', C: '炮', P: '兵',
  k: '將', a: '士', b: '象', n: '馬', r: '車', c: '砲', p: '卒',
};

/** A xiangqi piece: a disc with its character, centred on (cx, cy). */
export function xiangqiSvg(letter, cx, cy, radius) {
  const red = letter === letter.toUpperCase();
  const cls = red ? 'xq red' : 'xq black';
  return `<g class="${cls}" data-piece="${letter}">
    <circle cx="${cx}" cy="${cy}" r="${radius}"/>
    <circle class="ring" cx="${cx}" cy="${cy}" r="${radius * 0.82}"/>
    <text x="${cx}" y="${cy}" font-size="${radius * 1.15}">${XIANGQI[letter] ?? letter}</text></g>`;
}
