// A transaction holds one database connection, which runs one query at a time: a query sent while another still
// runs is queued by the embedded database and by node-postgres, which warns of it and will refuse it in its next
// major version. So nothing inside a transaction sends queries at once, even where a district's rows are placed
// one by one; checked here on whichever database the tests run on, by watching every query the transactions send.
import { PGlite } from '@electric-sql/pglite';
import { and, eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import writeXlsxFile, { type Cell } from 'write-excel-file/node';
import { staffImportColumns } from '../../server/src/data/staffImport';
import { roles, schools, staff } from '../../server/src/db/schema';
import { createTestApp, type TestApp } from './harness';
import { call, multipart } from './helpers';

type Session = Awaited<ReturnType<TestApp['login']>>;

/** Queries sent on a connection (or in an embedded transaction) while another of its queries was still running. */
const overlapping: string[] = [];
const restore: (() => void)[] = [];

function watchQueries() {
  const pgQuery = pg.Client.prototype.query;
  (pg.Client.prototype as { query: unknown }).query = function (this: { _activeQuery?: unknown; _queryable?: boolean }, ...args: unknown[]) {
    const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string } | undefined)?.text;
    if (this._activeQuery) overlapping.push(String(text));
    return (pgQuery as (...rest: unknown[]) => unknown).apply(this, args);
  };
  restore.push(() => (pg.Client.prototype.query = pgQuery));

  type Transaction = Parameters<Parameters<PGlite['transaction']>[0]>[0];
  const transaction = PGlite.prototype.transaction;
  PGlite.prototype.transaction = function <T>(this: PGlite, work: (tx: Transaction) => Promise<T>) {
    return transaction.call<PGlite, [(tx: Transaction) => Promise<T>], Promise<T>>(this, (tx) => {
      let running = 0;
      const query = tx.query.bind(tx);
      const watched: Transaction = Object.assign(Object.create(tx) as Transaction, {
        query: (async (...args: Parameters<Transaction['query']>) => {
          if (running > 0) overlapping.push(args[0]);
          running += 1;
          try {
            return await query(...args);
          } finally {
            running -= 1;
          }
        }) as Transaction['query'],
      });
      return work(watched);
    });
  };
  restore.push(() => (PGlite.prototype.transaction = transaction));
}

let t: TestApp;
let districtAdmin: Session;
let districtSchools: { id: string; name: string }[];

beforeAll(async () => {
  t = await createTestApp();
  // A district administrator who may import staff: the district's schools are then checked for each row.
  const [role] = await t.db.select().from(roles).where(eq(roles.name, 'District Administrator'));
  await t.db.update(roles).set({ permissions: [...(role?.permissions ?? []), 'staff.upload'] }).where(eq(roles.name, 'District Administrator'));
  districtAdmin = await t.login('district-admin@demo.test');
  const [own] = await t.db.select({ districtId: staff.districtId }).from(staff).where(eq(staff.id, districtAdmin.staff.id));
  districtSchools = await t.db.select({ id: schools.id, name: schools.name }).from(schools).where(eq(schools.districtId, own!.districtId!));
  watchQueries();
});
afterAll(async () => {
  for (const undo of restore) undo();
  await t?.close();
});

const terms = { district: 'District', oracleNumber: 'Oracle Number', tescomNumber: 'Tescom Number', subebNumber: 'Subeb Number' };

async function staffSheet(rows: Record<string, string>[]) {
  const headings = staffImportColumns(terms).map((column) => column.header);
  const cells = rows.map((row) => headings.map((heading): Cell => (row[heading] === undefined ? null : { value: row[heading] })));
  return writeXlsxFile([headings.map((heading): Cell => ({ value: heading })), ...cells]).toBuffer();
}

describe('create-multiple in a district', () => {
  it("places every row in the district's schools with one query at a time, and creates them", async () => {
    expect(districtSchools.length).toBeGreaterThan(1);
    const rows = Array.from({ length: 12 }, (_, index) => ({
      'First Name': 'Bisola',
      'Last Name': 'Adewale',
      Username: `district.import${index}`,
      Email: `district.import${index}@lagos.edu.test`,
      'Phone Number': `82${String(index).padStart(8, '0')}`,
      Gender: 'Female',
      'Staff Type': 'Teaching',
      'Oracle Number': `OR-DIS-${index}`,
      School: districtSchools[index % districtSchools.length]!.name,
    }));
    const body = multipart([{ name: 'file', data: await staffSheet(rows), filename: 'staff.xlsx', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }]);
    const upload = await call(t, 'uploadStaff', { method: 'POST', url: '/api/staff/upload-multiple', headers: { ...districtAdmin.auth, ...body.headers }, payload: body.payload }, 200);
    const batch = upload.json() as { id: string; validRowCount: number; errors: unknown[] };
    expect(batch.errors).toEqual([]);

    overlapping.length = 0;
    const created = await call(t, 'createMultipleStaff', { method: 'POST', url: `/api/staff/create-multiple/${batch.id}`, headers: districtAdmin.auth }, 200);
    expect(created.json()).toEqual({ created: 12, updated: 0 });
    expect(overlapping).toEqual([]);
    const placed = await t.db
      .select({ schoolId: staff.schoolId })
      .from(staff)
      .where(and(inArray(staff.email, rows.map((row) => row.Email)), inArray(staff.schoolId, districtSchools.map((school) => school.id))));
    expect(placed).toHaveLength(12);
  });
});
