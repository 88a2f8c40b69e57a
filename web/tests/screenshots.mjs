// The screenshots of docs/web.md: `node tests/screenshots.mjs ../docs/web [chromium|firefox]`
// after `cargo xtask web`. Each board after a few moves by clicks (engine replies at level 1),
// in Chromium unless Firefox is named. Xiangqi's characters need a CJK font (Debian:
// fonts-wqy-zenhei).

import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { siteDir, serve, launch, newPage, fill } from './harness.mjs';

const out = process.argv[2] ?? '.';
await mkdir(out, { recursive: true });
const server = await serve(await siteDir());
const browser = await launch(process.argv[3] ?? 'chromium');

async function shot(name, query, steps, viewport = { width: 1100, height: 760 }) {
  const page = await newPage(browser, viewport);
  await page.goto(`${server.url}index.html?${query}`);
  await page.waitForFunction(() => window.tetrarchReady === true);
  for (const step of steps) await step(page);
  await new Promise((resolve) => setTimeout(resolve, 300));
  await page.screenshot({ path: join(out, `${name}.png`) });
  await page.close();
  console.log(`${name}.png`);
}

const click = (...cells) => async (page) => {
  for (const c of cells) await page.click(`[data-cell="${c}"]`);
};
const replies = (n) => (page) =>
  page.waitForFunction((n) => document.querySelectorAll('#moves > *').length >= n, {}, n);
const load = (text) => async (page) => {
  await fill(page, '#position', text);
  await page.click('#load');
};

try {
  await shot('chess', 'variant=chess&level=1&engine=black',
    [click('e2', 'e4'), replies(2), click('g1', 'f3'), replies(4), click('f1')]);
  await shot('xiangqi', 'variant=xiangqi&level=1&engine=black',
    [click('h3', 'e3'), replies(2), click('h1', 'g3'), replies(4)]);
  await shot('raumschach', 'variant=raumschach&level=1&engine=black',
    [click('Bb2', 'Bb3'), replies(2), click('Bc1')], { width: 1300, height: 560 });
  await shot('gomoku15-renju', 'variant=gomoku15&rule=renju&level=1&engine=white',
    [load('15x15 renju b b:h10,h9,i8,j8,g11 w:i9,g9,f8,k7')]);
  await shot('gomoku20', 'variant=gomoku20&level=1&engine=white',
    [click('j10'), replies(2), click('k11'), replies(4), click('k10'), replies(6)]);
  await shot('phone', 'variant=chess&level=1&engine=black',
    [click('d2', 'd4'), replies(2)], { width: 390, height: 844 });
} finally {
  await browser.close();
  await server.close();
}
