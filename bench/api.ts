// `npm run bench:api`: loads 100,000 staff into one state with batched inserts, then drives sign-in, token refresh
// and view-staff with autocannon on loopback and prints requests/s and latency percentiles. It measures; it asserts
// nothing. Runs on the embedded database unless DATABASE_URL is set.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { eq } from 'drizzle-orm';
import { issueRefreshToken } from '../server/src/auth/tokens';
import { loadConfig } from '../server/src/config';
import { signedInServer } from './server';
import { openDatabase } from '../server/src/db/client';
import { staff, states } from '../server/src/db/schema';
import { demoPassword, seedDemo, seedReference } from '../server/src/db/seed';

const staffCount = Number(process.env.BENCH_STAFF ?? 100_000);
const batchSize = 1_000;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 10;

const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-'));
const config = loadConfig({ DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'silent', DATABASE_URL: process.env.DATABASE_URL });
// The benchmark measures the calls themselves: from its one address the rate limits would soon answer only 429s.
config.rateLimits = Object.fromEntries(Object.keys(config.rateLimits).map((name) => [name, { limit: 2 ** 31 - 1, windowSeconds: 60 }]));
const database = await openDatabase(config.databaseUrl ?? path.join(dataDir, 'db'));
const { db } = database;
await seedReference(db);
await seedDemo(db);
const [lagos] = await db.select().from(states).where(eq(states.name, 'Lagos'));
const [template] = await db.select().from(staff).where(eq(staff.email, 'admin@demo.test'));
if (!lagos || !template) throw new Error('Demo data missing');

const loadStarted = performance.now();
const staffIds: string[] = [];
for (let offset = 0; offset < staffCount; offset += batchSize) {
  const rows = Array.from({ length: Math.min(batchSize, staffCount - offset) }, (_, i) => {
    const n = offset + i;
    return {
      stateId: lagos.id,
      title: 'Mr' as const,
      firstName: `Bench${n}`,
      lastName: `Staff${n % 997}`,
      username: `bench${n}`,
      email: `bench${n}@bench.test`,
      phoneNumber: String(7000000000 + n),
      passwordHash: template.passwordHash,
      staffType: n % 5 === 0 ? ('Non-Teaching' as const) : ('Teaching' as const),
      gender: n % 2 ? 'male' : 'female',
    };
  });
  const inserted = await db.insert(staff).values(rows).returning({ id: staff.id });
  for (const row of inserted) staffIds.push(row.id);
}
const loadSeconds = (performance.now() - loadStarted) / 1000;

const { app, address, authorizationToken } = await signedInServer(config, db);

// Every refresh rotates its token, so each request needs a fresh one: they are issued before the clock starts.
const refreshPool: string[] = [];
for (let i = 0; i < 5_000; i++) refreshPool.push((await issueRefreshToken(db, config, template.id)).token);

type Scenario = { name: string; requests: autocannon.Request[] };

function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function run({ name, requests }: Scenario) {
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let finished: (result: autocannon.Result) => void = () => {};
  let failed: (error: unknown) => void = () => {};
  const done = new Promise<autocannon.Result>((resolve, reject) => ((finished = resolve), (failed = reject)));
  const instance = autocannon({ url: address, connections, duration: seconds, requests }, (error, result) =>
    error ? failed(error) : finished(result),
  );
  instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
    latencies.push(responseTime);
    statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
  });
  const result = await done;
  latencies.sort((a, b) => a - b);
  const elapsed = (result.finish.getTime() - result.start.getTime()) / 1000;
  return {
    scenario: name,
    'requests/s': Math.round(latencies.length / elapsed),
    'p50 ms': percentile(latencies, 50).toFixed(1),
    'p95 ms': percentile(latencies, 95).toFixed(1),
    'p99 ms': percentile(latencies, 99).toFixed(1),
    requests: latencies.length,
    statuses: [...statuses].map(([status, count]) => `${status}×${count}`).join(' '),
  };
}

let next = 0;
const results = [];
results.push(
  await run({
    name: 'POST /api/auth/login',
    requests: [{ method: 'POST', path: '/api/auth/login', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@demo.test', password: demoPassword }) }],
  }),
);
results.push(
  await run({
    name: 'POST /api/token/refresh-token',
    requests: [
      {
        method: 'POST',
        path: '/api/token/refresh-token',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => ({ ...request, body: JSON.stringify({ refreshToken: refreshPool[next++ % refreshPool.length] }) }),
      },
    ],
  }),
);
results.push(
  await run({
    name: 'GET /api/staff/view-staff/{id}',
    requests: [
      {
        method: 'GET',
        headers: { authorization: `Bearer ${authorizationToken}` },
        setupRequest: (request) => ({ ...request, path: `/api/staff/view-staff/${staffIds[Math.floor(Math.random() * staffIds.length)]}` }),
      },
    ],
  }),
);

console.log(`\nLoaded ${staffCount.toLocaleString('en')} staff into ${lagos.name} in batches of ${batchSize}: ${loadSeconds.toFixed(1)} s (${Math.round(staffCount / loadSeconds).toLocaleString('en')} rows/s)`);
console.log(`Database: ${config.databaseUrl ? 'PostgreSQL' : 'embedded PGlite'}; ${connections} connections, ${seconds} s per scenario, one server process on loopback.\n`);
console.table(results);

await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
