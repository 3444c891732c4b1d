// `npm run bench:staff`: 100,000 staff in one state (the demo generator's people, spread over the demo schools),
// then the staff search as the list and the autocomplete call it, one request at a time over loopback: p50 and p95
// of a 1,000-row page with no filter, with two filters, with a search term, and of the autocomplete (limit 5).
// On the embedded database, and on PostgreSQL when one is reachable (DATABASE_URL, or the local server .ci/run
// starts). It measures; it asserts nothing. Targets: search p95 ≤ 50 ms embedded, ≤ 25 ms PostgreSQL;
// autocomplete p95 ≤ 15 ms.
import { eq, isNotNull, sql } from 'drizzle-orm';
import { percentile, timedRequests, uncompressed } from './requests';
import { onEveryDatabase } from './serverProcess';
import { demoDatabase, signedInServer } from './server';
import { demoStaff } from '../server/src/db/demoStaff';
import { schools, staff } from '../server/src/db/schema';

const staffCount = Number(process.env.BENCH_STAFF ?? 100_000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 200);
const batchSize = 1_000;

async function bench(label: string, location?: string) {
  const { db, config, lagos, restart, close } = await demoDatabase(location, 'staff');
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

  // Searched as a server starting on these rows would search them.
  const served = await restart();
  const { app, address, authorizationToken } = await signedInServer(config, served.db);
  const district = workplaces[0]?.districtId;
  // Terms as people type them into the autocomplete: parts of names, an email, a phone number, a staff number.
  const terms = ['okaf', 'chiam', 'bello', 'yusuf', 'adeyemi', 'ngozi', 'halima', 'osagie', 'funmi', 'ibrahim', '8034001', 'OR3012', 'emeka.eze', 'zainab'];

  const scenarios: { name: string; query: (round: number) => string }[] = [
    { name: '1000-row page, no filter', query: () => 'limit=1000' },
    { name: '1000-row page, district + gender', query: () => `district=${district}&gender=female&limit=1000` },
    { name: '1000-row page, search term', query: (round) => `searchTerm=${terms[round % terms.length]}&limit=1000` },
    { name: 'autocomplete (limit 5, no count, search term)', query: (round) => `searchTerm=${terms[round % terms.length]}&limit=5&countUpTo=0` },
  ];
  const results = [];
  for (const scenario of scenarios) {
    const { latencies, rows, total } = await timedRequests(rounds, (round) => fetch(`${address}/api/staff/search?${scenario.query(round)}`, { headers: { authorization: `Bearer ${authorizationToken}`, ...uncompressed } }), (body: { staff: unknown[]; total: number }) => ({ rows: body.staff.length, total: body.total }));
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
  await close();
  console.log(`${label}: ${staffCount.toLocaleString('en')} staff loaded in ${loadSeconds} s; shared buffers ${served.sharedBuffers}; ${rounds} requests per scenario, one at a time`);
  return results;
}

await onEveryDatabase('staff', (label, location) => bench(label, location), 'Targets: search p95 ≤ 50 ms embedded and ≤ 25 ms PostgreSQL; autocomplete p95 ≤ 15 ms.');
