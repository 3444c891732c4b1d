// `npm run bench:bundle`: builds the SPA, opens /login in Chromium against the built files, and prints the gzip
// and brotli bytes of the JavaScript and CSS that first visit downloads (the server sends the brotli copies the build
// leaves beside each file), then the largest route chunks. Target: 125 KB gzip.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { execFileSync } from 'node:child_process';
import { chromium } from 'playwright-core';
import { chromiumArgs, ensureChromium } from '../scripts/ensure-chromium';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });

const gzipBytes = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;
const brotliBytes = (file: string) =>
  brotliCompressSync(readFileSync(file), { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const contentTypes: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html', '.svg': 'image/svg+xml' };

// A static server for dist/ that answers index.html for client-side routes, like the real one; the API is absent,
// so the app shows /login as a signed-out visitor would.
const server = createServer((request, response) => {
  const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
  const candidate = path.join(dist, pathname);
  const file = candidate.startsWith(dist) && statSync(candidate, { throwIfNoEntry: false })?.isFile() ? candidate : path.join(dist, 'index.html');
  if (pathname.startsWith('/api/')) {
    response.writeHead(452, { 'content-type': 'application/json' }).end('{"message":"not signed in"}');
    return;
  }
  response.writeHead(200, { 'content-type': contentTypes[path.extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const address = server.address();
const port = typeof address === 'object' && address ? address.port : 0;

// Playwright gives every launch a fresh temporary profile of its own.
const browser = await chromium.launch({ executablePath: ensureChromium(), args: chromiumArgs });
const page = await browser.newPage();
const downloaded = new Set<string>();
page.on('request', (request) => {
  const url = new URL(request.url());
  if (/\.(js|css)$/.test(url.pathname)) downloaded.add(url.pathname);
});
await page.goto(`http://127.0.0.1:${port}/login`, { waitUntil: 'networkidle' });
// What the page fetches on its own a little later (anything loaded lazily after the first paint) is part of the first
// visit too.
await page.waitForTimeout(3000);
await browser.close();
server.close();

const firstVisit = [...downloaded]
  .map((pathname) => ({ file: pathname, gzip: gzipBytes(path.join(dist, pathname)), brotli: brotliBytes(path.join(dist, pathname)) }))
  .sort((a, b) => b.gzip - a.gzip);
const total = (size: 'gzip' | 'brotli') => firstVisit.reduce((sum, entry) => sum + entry[size], 0);
console.log(`\nFirst visit to /login downloads ${firstVisit.length} JS/CSS files: ${kb(total('gzip'))} gzip, ${kb(total('brotli'))} brotli (target 125 KB gzip)`);
console.table(firstVisit.map((entry) => ({ file: entry.file, gzip: kb(entry.gzip), brotli: kb(entry.brotli) })));

const assets = path.join(dist, 'assets');
const chunks = readdirSync(assets)
  .filter((name) => name.endsWith('.js'))
  .map((name) => ({ chunk: name, gzip: gzipBytes(path.join(assets, name)) }))
  .sort((a, b) => b.gzip - a.gzip)
  .slice(0, 10);
console.log('Largest chunks:');
console.table(chunks.map((entry) => ({ chunk: entry.chunk, gzip: kb(entry.gzip) })));
