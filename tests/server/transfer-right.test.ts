// Transfer of rights: the state's owner makes another Active staff member of the state its owner. The old owner
// keeps a normal account without the owner's rights and is signed out (their tokens spoke for the owner).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleAccess, roles, staff, states } from '../../server/src/db/schema';
import { createTestApp, type TestApp } from './harness';
import { call, errorOf, expectBadRequest } from './helpers';

type Session = Awaited<ReturnType<TestApp['login']>>;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const transfer = (staffId: string, session: Session) => ({ method: 'POST' as const, url: '/api/staff/transfer-right', headers: session.auth, payload: { staffId } });
const listClasses = (session: Session) => ({ method: 'GET' as const, url: '/api/class/view-all', headers: session.auth });
const ownerOf = async (stateId: string) => (await t.db.select({ ownerId: states.ownerId }).from(states).where(eq(states.id, stateId)))[0]?.ownerId;

describe('transferRight', () => {
  it('refuses someone outside the state (404), the owner themselves and an account that is not Active (400)', async () => {
    const [admin, pending, teacher] = await Promise.all([t.login('admin@demo.test'), t.login('pending@demo.test'), t.login('teacher5@lagos.edu.test')]);
    await call(t, 'transferRight', transfer(pending.staff.id, admin), 404);
    await expectBadRequest(t, 'transferRight', transfer(admin.staff.id, admin), 'staffId');
    try {
      // Only an Active account may own the state: the picker offers no other, and the server refuses any other.
      for (const accountStatus of ['Suspended', 'Unverified', 'ResetPassword'] as const) {
        await t.db.update(staff).set({ accountStatus }).where(eq(staff.id, teacher.staff.id));
        const refused = await expectBadRequest(t, 'transferRight', transfer(teacher.staff.id, admin), 'staffId');
        expect(JSON.stringify(refused)).toMatch(/account is not active, so it cannot own the state/);
      }
    } finally {
      await t.db.update(staff).set({ accountStatus: 'Active' }).where(eq(staff.id, teacher.staff.id));
    }
    expect(await ownerOf(admin.staff.state)).toBe(admin.staff.id);
  });

  it('is refused to someone who holds the permission but does not own the state', async () => {
    const [admin, teacher, other] = await Promise.all([t.login('admin@demo.test'), t.login('teacher6@lagos.edu.test'), t.login('teacher7@lagos.edu.test')]);
    const [role] = await t.db.insert(roles).values({ stateId: admin.staff.state, organisationId: admin.staff.state, name: 'Transferrer', permissions: ['staff.transferRight'] }).returning();
    await t.db.insert(roleAccess).values({ staffId: teacher.staff.id, stateId: admin.staff.state, organisationType: 'State', organisationId: admin.staff.state, roleId: role!.id });
    const refused = await call(t, 'transferRight', transfer(other.staff.id, teacher), 403);
    expect(errorOf(refused).message).toMatch(/owner/);
    await call(t, 'transferRight', transfer(other.staff.id, (await t.login('teacher8@lagos.edu.test'))), 403);
    expect(await ownerOf(admin.staff.state)).toBe(admin.staff.id);
  });

  it("hands the state to the new owner, who holds every permission at once; the old owner is signed out and keeps a normal account", async () => {
    const [admin, teacher] = await Promise.all([t.login('admin@demo.test'), t.login('teacher9@lagos.edu.test')]);
    await call(t, 'listClasses', listClasses(teacher), 403);
    expect((await call(t, 'transferRight', transfer(teacher.staff.id, admin), 200)).json()).toEqual({ message: 'Transfer Successfully' });
    expect(await ownerOf(admin.staff.state)).toBe(teacher.staff.id);
    await call(t, 'listClasses', listClasses(teacher), 200);
    // The old owner's sign-in ended with the transfer: the next call asks for a refresh, which is refused.
    await call(t, 'listClasses', listClasses(admin), 451);
    const refreshed = await t.app.inject({ method: 'POST', url: '/api/token/refresh-token', payload: { refreshToken: admin.refreshToken } });
    expect(refreshed.statusCode).toBe(452);

    const formerOwner = await t.login('admin@demo.test');
    await call(t, 'listClasses', listClasses(formerOwner), 403);
    // The state's details name its owner now: whom someone without a role asks for one.
    const seen = (await call(t, 'viewStaff', { method: 'GET', url: `/api/staff/view-staff/${formerOwner.staff.id}`, headers: teacher.auth }, 200)).json();
    expect(seen.stateDetails.owner).toMatchObject({ id: teacher.staff.id, email: 'teacher9@lagos.edu.test' });
    await call(t, 'lastTimeActive', { method: 'GET', url: '/api/staff/last-time-active', headers: formerOwner.auth }, 200);
    // And the new owner can hand it back.
    await call(t, 'transferRight', transfer(formerOwner.staff.id, await t.login('teacher9@lagos.edu.test')), 200);
    await call(t, 'listClasses', listClasses(await t.login('admin@demo.test')), 200);
  });
});
