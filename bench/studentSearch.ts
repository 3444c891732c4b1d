// `npm run bench:students`: 200,000 students in one state (spread over the demo schools and classes, seeded by the
// database itself with generate_series), then the student search as the list calls it, one request at a time over
// loopback: p50 and p95 of a 1,000-row page with no filter, with a school and gender, with a search term, and of
// the admission register's order. On the embedded database, and on PostgreSQL when one is reachable. It measures;
// it asserts nothing. Target: search p95 ≤ 50 ms.
import { eq, isNotNull, sql } from 'drizzle-orm';
import { classes, schools } from '../server/src/db/schema';
import { percentile, timedRequests, uncompressed } from './requests';
import { onEveryDatabase } from './serverProcess';
import { demoDatabase, signedInServer } from './server';

const studentCount = Number(process.env.BENCH_STUDENTS ?? 200_000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 200);
const firstNames = ['Adaeze', 'Chiamaka', 'Emeka', 'Funmilayo', 'Ibrahim', 'Ngozi', 'Segun', 'Aisha', 'Tunde', 'Yusuf', 'Halima', 'Osagie', 'Zainab', 'Obinna', 'Kemi', 'Musa'];
const lastNames = ['Adeyemi', 'Okonkwo', 'Bello', 'Abubakar', 'Ogunleye', 'Ibe', 'Eze', 'Okafor', 'Balogun', 'Musa', 'Nwosu', 'Danjuma', 'Ojo', 'Lawal', 'Ekpo', 'Uche'];
const textArray = (values: string[]) => `{${values.map((value) => `"${value}"`).join(',')}}`;

async function bench(label: string, location?: string) {
  const { db, config, lagos, restart, close } = await demoDatabase(location, 'students');
  const places = await db.select({ id: schools.id, districtId: schools.districtId }).from(schools).where(isNotNull(schools.districtId));
  const classIds = (await db.select({ id: classes.id }).from(classes).where(eq(classes.stateId, lagos?.id ?? ''))).map((row) => row.id);
  if (!lagos || places.length === 0 || classIds.length === 0) throw new Error('Demo data missing');

  const loadStarted = performance.now();
  // One statement: the database makes the rows, so loading them takes seconds rather than minutes.
  await db.execute(sql`
    insert into students (state_id, district_id, school_id, class_id, class_arm, first_name, last_name, gender, dob, admission_number, admission_date, state_of_origin, local_government_of_origin, guardian_name)
    select ${lagos.id}::uuid, (${textArray(places.map((place) => place.districtId ?? ''))}::uuid[])[1 + n % ${places.length}],
      (${textArray(places.map((place) => place.id))}::uuid[])[1 + n % ${places.length}], (${textArray(classIds)}::uuid[])[1 + n % ${classIds.length}],
      chr(65 + n % 3), (${textArray(firstNames)}::text[])[1 + n % ${firstNames.length}], (${textArray(lastNames)}::text[])[1 + (n / ${firstNames.length}) % ${lastNames.length}],
      case when n % 2 = 0 then 'female' else 'male' end, date '2008-01-01' + n % 3000, 'BEN/' || n, date '2014-09-01' + n % 3600, 'Lagos', 'Ikeja', 'Guardian ' || n
    from generate_series(1, ${studentCount}) as n`);
  await db.execute(sql`vacuum analyze students`);
  const loadSeconds = ((performance.now() - loadStarted) / 1000).toFixed(1);

  // Searched as a server starting on these rows would search them.
  const served = await restart();
  const { app, address, authorizationToken } = await signedInServer(config, served.db);
  const terms = ['okaf', 'chiam', 'bello', 'yusuf', 'adeyemi', 'ngozi', 'halima', 'osagie', 'ben/1234', 'zainab', 'obinna', 'ekpo'];
  const school = places[0]?.id;
  const scenarios: { name: string; query: (round: number) => string }[] = [
    { name: '1000-row page, no filter', query: () => 'limit=1000' },
    { name: '1000-row page, school + gender', query: () => `school=${school}&gender=female&limit=1000` },
    { name: '1000-row page, search term', query: (round) => `searchTerm=${encodeURIComponent(terms[round % terms.length] ?? '')}&limit=1000` },
    { name: '1000-row page, admission register', query: () => 'order=admission&limit=1000' },
  ];
  const results = [];
  for (const scenario of scenarios) {
    const { latencies, rows, total } = await timedRequests(rounds, (round) => fetch(`${address}/api/student/search?${scenario.query(round)}`, { headers: { authorization: `Bearer ${authorizationToken}`, ...uncompressed } }), (body: { foundStudents: unknown[]; total: number }) => ({ rows: body.foundStudents.length, total: body.total }));
    results.push({ database: label, scenario: scenario.name, 'p50 ms': percentile(latencies, 50).toFixed(1), 'p95 ms': percentile(latencies, 95).toFixed(1), 'rows/answer': Math.round(rows / rounds), 'total/answer': Math.round(total / rounds) });
  }
  await app.close();
  await close();
  console.log(`${label}: ${studentCount.toLocaleString('en')} students loaded in ${loadSeconds} s; shared buffers ${served.sharedBuffers}; ${rounds} requests per scenario, one at a time`);
  return results;
}

await onEveryDatabase('students', (label, location) => bench(label, location), 'Target: search p95 ≤ 50 ms.');
