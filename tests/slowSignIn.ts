// A sign-in whose body arrives in two halves, over a connection of its own: the request is in flight from its first
// byte until `finish()`, which is how the stop tests hold a request open while the server stops.
import { request } from 'node:http';

export function slowSignIn(baseUrl: string, credentials: { email: string; password: string }) {
  const body = JSON.stringify(credentials);
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
