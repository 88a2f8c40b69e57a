// Shared by the browser test, the screenshots and the bench: serve the built site on a free
// loopback port and start one of the system's browsers, headless, through puppeteer-core
// (Chromium over the DevTools protocol, Firefox over WebDriver BiDi; puppeteer-core never
// downloads a browser). Fails, never skips, when something is missing.

import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import puppeteer from 'puppeteer-core';

/** The browsers the page is tested in: where each is, and how it is installed. */
export const BROWSERS = {
  chromium: { path: process.env.CHROMIUM ?? '/usr/bin/chromium', env: 'CHROMIUM', apt: 'chromium' },
  firefox: { path: process.env.FIREFOX ?? '/usr/bin/firefox-esr', env: 'FIREFOX', apt: 'firefox-esr' },
};

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm', '.svg': 'image/svg+xml', '.png': 'image/png',
};

/** The site folder `cargo xtask web` built (TETRARCH_SITE, else ../target/web). */
export async function siteDir() {
  const dir = process.env.TETRARCH_SITE ?? new URL('../../target/web', import.meta.url).pathname;
  try {
    await stat(join(dir, 'pkg', 'tetrarch_web_bg.wasm'));
  } catch {
    throw new Error(`no built site in ${dir}: run 'cargo xtask web' first`);
  }
  return dir;
}

/** A static file server for `dir` on 127.0.0.1; resolves to {url, close}. */
export async function serve(dir) {
  const server = createServer(async (req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname));
    const file = join(dir, path.endsWith('/') ? `${path}index.html` : path);
    if (!file.startsWith(dir)) {
      res.writeHead(403).end();
      return;
    }
    try {
      const body = await readFile(file);
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
      res.end(body);
    } catch {
      res.writeHead(404).end('not found');
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((r) => server.close(r)) };
}

/**
 * The browser `name` (a key of BROWSERS), headless, with a fresh temporary profile (puppeteer
 * makes one per launch and removes it on close). Chromium gets the flags for a quiet, offline
 * profile; for Firefox puppeteer's own preferences already turn off updates, telemetry and
 * the first-run pages.
 */
export async function launch(name) {
  const browser = BROWSERS[name];
  if (!browser) throw new Error(`unknown browser '${name}' (${Object.keys(BROWSERS).join(', ')})`);
  try {
    await stat(browser.path);
  } catch {
    throw new Error(`no ${name} at ${browser.path} (apt-get install ${browser.apt}, or set ${browser.env})`);
  }
  if (name === 'firefox') {
    return puppeteer.launch({ browser: 'firefox', executablePath: browser.path, headless: true });
  }
  return puppeteer.launch({
    browser: 'chrome',
    executablePath: browser.path,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/** A new page of `browser` with the given viewport. */
export async function newPage(browser, viewport = { width: 1100, height: 900 }) {
  const page = await browser.newPage();
  await page.setViewport(viewport);
  return page;
}

/** Sets the text of the input or textarea `selector` as typing would (input event). */
export async function fill(page, selector, text) {
  await page.$eval(selector, (e, t) => {
    e.value = t;
    e.dispatchEvent(new Event('input', { bubbles: true }));
  }, text);
}

/** The text content of the element `selector`. */
export const textOf = (page, selector) => page.$eval(selector, (e) => e.textContent);
