// Handlers copy named fields into their writes: whatever a body carries beyond them never reaches the database,
// even if the contract's validation let it through.
import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scopedTo } from '../../server/src/db/scoped';
import { staff, states } from '../../server/src/db/schema';
import { pickFields } from '../../server/src/handlers/fields';
import { staffHandlers } from '../../server/src/handlers/staff';
import { stateHandlers } from '../../server/src/handlers/state';
import type { Handlers } from '../../server/src/contractTypes';
import { createTestApp, type TestApp } from './harness';

describe('pickFields', () => {
  it('keeps the named fields that were sent, null included, and nothing else', () => {
    const body = { firstName: 'Ada', middleName: null, email: undefined, isSuperAdmin: true, stateId: 'x', accountStatus: 'Active', ownerId: 'y' };
    expect(pickFields(body, ['firstName', 'middleName', 'email'])).toEqual({ firstName: 'Ada', middleName: null });
  });

  it('ignores a name that only the prototype holds', () => {
    const body = Object.create({ isSuperAdmin: true }) as { isSuperAdmin?: boolean };
    expect(pickFields(body, ['isSuperAdmin'])).toEqual({});
  });
});

describe('writes with fields the contract forbids', () => {
  let t: TestApp;
  let lagosId: string;
  let kanoId: string;
  let teacherId: string;
  beforeAll(async () => {
    t = await createTestApp();
    const [lagos] = await t.db.select().from(states).where(eq(states.name, 'Lagos'));
    const [kano] = await t.db.select().from(states).where(eq(states.name, 'Kano'));
    const [teacher] = await t.db.select().from(staff).where(eq(staff.username, 'teacher3'));
    lagosId = lagos!.id;
    kanoId = kano!.id;
    teacherId = teacher!.id;
  });
  afterAll(async () => {
    await t?.close();
  });

  // The handler called as the router would after a validation that let everything through.
  const run = async <O extends keyof Handlers>(handlers: Handlers, operationId: O, request: { params?: object; body: object }) => {
    const handler = handlers[operationId] as unknown as (request: unknown, reply: FastifyReply) => Promise<unknown>;
    const caller = { staffId: crypto.randomUUID(), stateId: lagosId, isOwner: true };
    await handler({ ...request, scope: scopedTo(t.db, lagosId), caller }, {} as FastifyReply);
  };

  it('updateState changes its named fields only', async () => {
    const [before] = await t.db.select().from(states).where(eq(states.id, lagosId));
    await run(stateHandlers(t.services), 'updateState', {
      body: { motto: 'Excellence', name: 'Renamed', accountStatus: 'Suspended', ownerId: teacherId, reviewNote: 'x', id: kanoId, finalGrades: [] },
    });
    const [after] = await t.db.select().from(states).where(eq(states.id, lagosId));
    expect(after).toEqual({ ...before, motto: 'Excellence' });
  });

  it('updateStaff changes its named fields only', async () => {
    const [before] = await t.db.select().from(staff).where(eq(staff.id, teacherId));
    await run(staffHandlers(t.services), 'updateStaff', {
      params: { id: teacherId },
      body: { firstName: 'Ngozi', isSuperAdmin: true, stateId: kanoId, profilePictureLocation: '/elsewhere.png', districtId: kanoId, passwordHash: 'x', currentRoleAccessId: teacherId },
    });
    const [after] = await t.db.select().from(staff).where(eq(staff.id, teacherId));
    // The search text is the database's copy of the names, so it follows the one named field that changed.
    expect(after).toEqual({ ...before, firstName: 'Ngozi', searchText: expect.stringMatching(/^ngozi /) });
  });

  it('configureStateTerminologies keeps only the four terms', async () => {
    await run(stateHandlers(t.services), 'configureStateTerminologies', { body: { district: 'Zone', school: 'Campus' } });
    const [after] = await t.db.select({ terminologies: states.terminologies }).from(states).where(eq(states.id, lagosId));
    expect(after?.terminologies).toEqual({ district: 'Zone' });
  });
});
