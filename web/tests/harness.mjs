// Shared by the browser test and the bench: serve the built site on a free loopback port and
// start the system's headless Chromium through playwright-core (which never downloads a
// browser). Fails, never skips, when something is missing.

import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { chromium } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';

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

/** Headless Chromium with the flags for a quiet, offline, throw-away profile. */
export async function launch() {
  try {
    await stat(CHROMIUM);
  } catch {
    throw new Error(`no Chromium at ${CHROMIUM} (apt-get install chromium, or set CHROMIUM)`);
  }
  // playwright-core gives each launch a fresh temporary profile (--user-data-dir).
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}
