// `npm start` ends gracefully: SIGTERM to its process group (what a terminal's Ctrl-C, systemd or a container runtime
// sends) lets every request already in flight finish before the server exits, and npm waits for it. The server runs
// as `npm start` runs it, built to JavaScript under plain node, through npm.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, it } from 'vitest';
import { demoPassword } from '../../server/src/db/seed';
import { startPortal } from './harness';

const root = path.resolve(import.meta.dirname, '../..');
const inFlight = 12;

it('drains the requests in flight when its process group gets SIGTERM', async () => {
  execFileSync('npm', ['run', '--silent', 'build:server'], { cwd: root, stdio: 'inherit' });
  const portal = await startPortal({}, ['npm', 'run', '--silent', 'serve']);
  // Signing in hashes a password, so a dozen at once keep the server busy for a while.
  const answers = Array.from({ length: inFlight }, async () => {
    const response = await fetch(`${portal.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.test', password: demoPassword }),
    });
    await response.text();
    return { status: response.status, at: Date.now() };
  });
  const received = () => portal.output().split('\n').filter((line) => line.includes('incoming request') && line.includes('/api/auth/login')).length;
  while (received() < inFlight) await new Promise((resolve) => setTimeout(resolve, 10));

  const signalled = Date.now();
  const ended = await portal.stop();
  const stopped = Date.now();
  const settled = await Promise.allSettled(answers);

  expect(settled.map((answer) => (answer.status === 'fulfilled' ? answer.value.status : String(answer.reason)))).toEqual(Array(inFlight).fill(200));
  const times = settled.flatMap((answer) => (answer.status === 'fulfilled' ? [answer.value.at] : []));
  // Some answers came after the signal (so they were drained, not done before it), and npm waited for all of them.
  expect(Math.max(...times)).toBeGreaterThan(signalled);
  expect(Math.max(...times)).toBeLessThanOrEqual(stopped);
  expect(ended).toEqual({ code: 0, signal: null });
}, 180_000);
