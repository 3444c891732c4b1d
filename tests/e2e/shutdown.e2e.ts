// `npm start` ends gracefully: SIGTERM to its process group (what a terminal's Ctrl-C, systemd or a container runtime
// sends) lets every request already in flight finish before the server exits, and npm waits for it. The server runs
// as `npm start` runs it, built to JavaScript under plain node, through npm.
import { expect, it } from 'vitest';
import { demoPassword } from '../../server/src/db/seed';
import { slowSignIn } from '../slowSignIn';
import { startPortal } from './harness';

const inFlight = 12;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('drains the requests in flight when its process group gets SIGTERM', async () => {
  const portal = await startPortal({}, ['npm', 'run', '--silent', 'serve']);
  const requests = Array.from({ length: inFlight }, () => slowSignIn(portal.baseUrl, { email: 'admin@demo.test', password: demoPassword }));
  const received = () => portal.output().split('\n').filter((line) => line.includes('incoming request') && line.includes('/api/auth/login')).length;
  while (received() < inFlight) await pause(10);

  // The signal to the group, then the same again a moment later, as a wrapper forwarding it would.
  process.kill(-(portal.pid as number), 'SIGTERM');
  await pause(50);
  const stopped = portal.stop({ graceful: true });
  await pause(500);
  for (const slow of requests) slow.finish();

  const settled = await Promise.allSettled(requests.map((slow) => slow.answered));
  expect(settled.map((answer) => (answer.status === 'fulfilled' ? answer.value : String(answer.reason)))).toEqual(Array(inFlight).fill(200));
  expect(await stopped).toEqual({ code: 0, signal: null });
}, 180_000);

it('reports not ready on SIGTERM, keeps answering for SHUTDOWN_GRACE_SECONDS, then exits', async () => {
  const portal = await startPortal({ SHUTDOWN_GRACE_SECONDS: '2' });
  expect((await fetch(`${portal.baseUrl}/api/health/ready`)).status).toBe(200);

  const signalled = Date.now();
  process.kill(-(portal.pid as number), 'SIGTERM');
  await pause(200);
  const ready = await fetch(`${portal.baseUrl}/api/health/ready`);
  expect(ready.status).toBe(503);
  expect(await ready.json()).toMatchObject({ code: 'SHUTTING_DOWN' });
  expect((await fetch(`${portal.baseUrl}/api/health/live`)).status).toBe(200);
  expect((await fetch(`${portal.baseUrl}/api/generic-apis/all-enum`)).status).toBe(200);

  // stop() signals again (ignored while stopping) and waits for the exit, which comes after the grace period.
  expect(await portal.stop({ graceful: true })).toEqual({ code: 0, signal: null });
  expect(Date.now() - signalled).toBeGreaterThanOrEqual(2000);
}, 120_000);
