// What the benchmarks share: the app on a loopback port, and the demo state's owner signed in to it.
import type { Config } from '../server/src/config';
import { buildApp } from '../server/src/app';
import type { Database } from '../server/src/db/client';
import { demoPassword } from '../server/src/db/seed';

export async function signedInServer(config: Config, db: Database) {
  const { app } = await buildApp({ config, db, logger: false });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const login = await fetch(`${address}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.test', password: demoPassword }),
  });
  const { authorizationToken } = (await login.json()) as { authorizationToken: string };
  return { app, address, authorizationToken };
}
