// The demo's staff: no Oracle, Tescom or Subeb number held twice in a state, since the staff form refuses a number
// already in use (checkStaffUnique), and a seeded duplicate would make both members' forms impossible to save.
import { count, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staff } from '../../server/src/db/schema';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('the demo staff', () => {
  for (const column of ['oracleNumber', 'tescomNumber', 'subebNumber'] as const) {
    it(`holds no ${column} twice in a state`, async () => {
      const repeated = await t.db
        .select({ stateId: staff.stateId, value: staff[column], holders: count() })
        .from(staff)
        .where(isNotNull(staff[column]))
        .groupBy(staff.stateId, staff[column])
        .having(sql`count(*) > 1`);
      expect(repeated).toEqual([]);
    });
  }
});
