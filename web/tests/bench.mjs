// `cargo xtask web bench`: bench.html in headless Chromium (or the browser named by the first
// argument: `node tests/bench.mjs firefox`); prints each position and the closing `N nodes M
// nps` line, as `tetrarch bench` does. Not a test: speed is measured, not asserted (the lead
// compares it with the native binary on an idle machine).

import { siteDir, serve, launch } from './harness.mjs';

const server = await serve(await siteDir());
const name = process.argv[2] ?? 'chromium';
const browser = await launch(name);
try {
  const page = await browser.newPage();
  await page.goto(`${server.url}bench.html`);
  await page.waitForFunction(() => window.benchResult, { timeout: 600_000, polling: 1000 });
  const result = await page.evaluate(() => window.benchResult);
  if (result.error) throw new Error(result.error);
  console.log(`${name} ${await browser.version()}`);
  result.results.forEach((r, i) => {
    const nps = Math.round(r.nodes / (r.millis / 1000));
    console.log(`position ${String(i + 1).padStart(2)}/${result.results.length}: ${r.variant.padEnd(15)} depth ${String(r.depth).padStart(2)}  best ${String(r.best).padEnd(7)} nodes ${String(r.nodes).padStart(10)}  (${nps} n/s)`);
  });
  console.log(`${result.nodes} nodes ${result.nps} nps`);
} finally {
  await browser.close();
  await server.close();
}
