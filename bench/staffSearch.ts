// `npm run bench:staff`: 100,000 staff in one state (the demo generator's people, spread over the demo schools),
// then the staff search as the list and the autocomplete call it, one request at a time over loopback: p50 and p95
// of a 1,000-row page with no filter, with two filters, with a search term, and of the autocomplete (limit 5).
// On the embedded database, and on PostgreSQL when one is reachable (DATABASE_URL, or the local server .ci/run
// starts). It measures; it asserts nothing. Targets (issue 9): search p95 ≤ 50 ms embedded, ≤ 25 ms PostgreSQL;
// autocomplete p95 ≤ 15 ms.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, isNotNull, sql } from 'drizzle-orm';
import pg from 'pg';
import { loadConfig } from '../server/src/config';
import { signedInServer } from './server';
import { openDatabase } from '../server/src/db/client';
import { demoStaff } from '../server/src/db/demoStaff';
import { schools, staff, states } from '../server/src/db/schema';
import { seedDemo, seedReference } from '../server/src/db/seed';

const staffCount = Number(process.env.BENCH_STAFF ?? 100_000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 200);
const batchSize = 1_000;
const postgresUrl = process.env.DATABASE_URL ?? 'postgresql://portal:portal@127.0.0.1:5432/postgres';

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/** A database of its own on the PostgreSQL server, or nothing when none answers. */
async function postgresDatabase() {
  const admin = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 2_000 });
  try {
    await admin.connect();
  } catch {
    return undefined;
  }
  const name = `portal_bench_${process.pid}`;
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return {
    location: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: postgresUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

async function bench(label: string, location: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-staff-'));
  const config = loadConfig({ DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'silent' });
  // From its one address the rate limits would soon answer only 429s.
  config.rateLimits = Object.fromEntries(Object.keys(config.rateLimits).map((name) => [name, { limit: 2 ** 31 - 1, windowSeconds: 60 }]));
  const database = await openDatabase(location === 'embedded' ? path.join(dataDir, 'db') : location);
  const { db } = database;
  await seedReference(db);
  await seedDemo(db);
  const [lagos] = await db.select().from(states).where(eq(states.name, 'Lagos'));
  const [template] = await db.select().from(staff).where(eq(staff.email, 'admin@demo.test'));
  const workplaces = (await db.select().from(schools).where(isNotNull(schools.districtId))).map((school) => ({
    districtId: school.districtId ?? '',
    schoolId: school.id as string | null,
    localGovernment: school.localGovernment ?? '',
  }));
  if (!lagos || !template || workplaces.length === 0) throw new Error('Demo data missing');

  const loadStarted = performance.now();
  const people = demoStaff(staffCount, 10_000, workplaces);
  for (let offset = 0; offset < people.length; offset += batchSize) {
    await db.insert(staff).values(people.slice(offset, offset + batchSize).map((member) => ({ ...member, stateId: lagos.id, passwordHash: template.passwordHash })));
  }
  // What PostgreSQL's autovacuum would do after a load this size; the embedded database has no autovacuum.
  await db.execute(sql`vacuum analyze staff`);
  const loadSeconds = ((performance.now() - loadStarted) / 1000).toFixed(1);

  const { app, address, authorizationToken } = await signedInServer(config, db);
  const district = workplaces[0]?.districtId;
  // Terms as people type them into the autocomplete: parts of names, an email, a phone number, a staff number.
  const terms = ['okaf', 'chiam', 'bello', 'yusuf', 'adeyemi', 'ngozi', 'halima', 'osagie', 'funmi', 'ibrahim', '8034001', 'OR3012', 'emeka.eze', 'zainab'];

  const scenarios: { name: string; query: (round: number) => string }[] = [
    { name: '1000-row page, no filter', query: () => 'limit=1000' },
    { name: '1000-row page, district + gender', query: () => `district=${district}&gender=female&limit=1000` },
    { name: '1000-row page, search term', query: (round) => `searchTerm=${terms[round % terms.length]}&limit=1000` },
    { name: 'autocomplete (limit 5, search term)', query: (round) => `searchTerm=${terms[round % terms.length]}&limit=5` },
  ];
  const results = [];
  for (const scenario of scenarios) {
    const latencies: number[] = [];
    let rows = 0;
    let total = 0;
    for (let round = -10; round < rounds; round++) {
      const started = performance.now();
      const response = await fetch(`${address}/api/staff/search?${scenario.query(round + 10)}`, { headers: { authorization: `Bearer ${authorizationToken}` } });
      const body = (await response.json()) as { staff: unknown[]; total: number };
      if (response.status !== 200) throw new Error(`${scenario.name}: ${response.status} ${JSON.stringify(body)}`);
      // The first rounds warm the caches and are not counted.
      if (round < 0) continue;
      latencies.push(performance.now() - started);
      rows += body.staff.length;
      total += body.total;
    }
    latencies.sort((a, b) => a - b);
    results.push({
      database: label,
      scenario: scenario.name,
      'p50 ms': percentile(latencies, 50).toFixed(1),
      'p95 ms': percentile(latencies, 95).toFixed(1),
      'rows/answer': Math.round(rows / rounds),
      'total/answer': Math.round(total / rounds),
    });
  }
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
  console.log(`${label}: ${staffCount.toLocaleString('en')} staff loaded in ${loadSeconds} s; ${rounds} requests per scenario, one at a time`);
  return results;
}

const results = await bench('embedded (PGlite)', 'embedded');
const postgres = await postgresDatabase();
if (postgres) {
  try {
    results.push(...(await bench('PostgreSQL', postgres.location)));
  } finally {
    await postgres.drop();
  }
} else {
  console.log(`PostgreSQL not reachable at ${postgresUrl.replace(/\/\/[^@]*@/, '//')}: measured on the embedded database only`);
}
console.table(results);
console.log('Targets: search p95 ≤ 50 ms embedded and ≤ 25 ms PostgreSQL; autocomplete p95 ≤ 15 ms.');
