// `npm start` ends gracefully: SIGTERM to its process group (what a terminal's Ctrl-C, systemd or a container runtime
// sends) lets every request already in flight finish before the server exits, and npm waits for it. The server runs
// as `npm start` runs it, built to JavaScript under plain node, through npm.
import { request } from 'node:http';
import { expect, it } from 'vitest';
import { demoPassword } from '../../server/src/db/seed';
import { startPortal } from './harness';

const inFlight = 12;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A sign-in whose body arrives in two halves: the request is in flight from its first byte until `finish()`. */
function slowSignIn(baseUrl: string) {
  const body = JSON.stringify({ email: 'admin@demo.test', password: demoPassword });
  const half = Math.floor(body.length / 2);
  let send: () => void = () => {};
  const answered = new Promise<number>((resolve, reject) => {
    const outgoing = request(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      agent: false,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    outgoing.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    outgoing.on('error', reject);
    outgoing.write(body.slice(0, half));
    send = () => outgoing.end(body.slice(half));
  });
  return { answered, finish: () => send() };
}

it('drains the requests in flight when its process group gets SIGTERM', async () => {
  const portal = await startPortal({}, ['npm', 'run', '--silent', 'serve']);
  const requests = Array.from({ length: inFlight }, () => slowSignIn(portal.baseUrl));
  const received = () => portal.output().split('\n').filter((line) => line.includes('incoming request') && line.includes('/api/auth/login')).length;
  while (received() < inFlight) await pause(10);

  // The signal to the group, then the same again a moment later, as a wrapper forwarding it would.
  process.kill(-(portal.pid as number), 'SIGTERM');
  await pause(50);
  const stopped = portal.stop();
  await pause(500);
  for (const slow of requests) slow.finish();

  const settled = await Promise.allSettled(requests.map((slow) => slow.answered));
  expect(settled.map((answer) => (answer.status === 'fulfilled' ? answer.value : String(answer.reason)))).toEqual(Array(inFlight).fill(200));
  expect(await stopped).toEqual({ code: 0, signal: null });
}, 180_000);
