// The audit trail: every write operation of the contract leaves exactly one record naming the operation, the caller,
// their organisation and the record, with what changed (secrets only marked hidden); a write that fails leaves none;
// the trail is read and downloaded within the caller's organisation and never changed through the API.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordedWrites, runAudited } from '../../server/src/db/audit';
import { auditRecords, classes, districts, events, outbox, roleAccess, roles, schools, staff, states, subjects, type AuditChange } from '../../server/src/db/schema';
import { request, type Session } from './academic-helpers';
import { contractOperations, urlOf } from './contract';
import { createTestApp, type TestApp } from './harness';
import { call, errorOf, expectBadRequest, expectTokenChecks, imageUpload, pngImage } from './helpers';
import { sheetOf } from './student-helpers';

let t: TestApp;
let admin: Session;
let inspector: Session;
let pending: Session;
let superAdmin: Session;

beforeAll(async () => {
  t = await createTestApp();
  [admin, inspector, pending, superAdmin] = await Promise.all([
    t.login('admin@demo.test'),
    t.login('teacher1@lagos.edu.test'),
    t.login('pending@demo.test'),
    t.login('superadmin@demo.test'),
  ]);
});
afterAll(async () => {
  await t?.close();
});

type AuditRow = typeof auditRecords.$inferSelect;

/** The audit records written while `work` runs. */
async function recordedBy(work: () => Promise<unknown>): Promise<AuditRow[]> {
  const before = new Set((await t.db.select({ id: auditRecords.id }).from(auditRecords)).map((row) => row.id));
  await work();
  return (await t.db.select().from(auditRecords).orderBy(asc(auditRecords.at))).filter((row) => !before.has(row.id));
}

const lagosClass = async (name: string) => (await t.db.select().from(classes).where(and(eq(classes.stateId, admin.staff.state), eq(classes.name, name))))[0]!;
const lagosSchool = async () => (await t.db.select().from(schools).where(eq(schools.stateId, admin.staff.state)).orderBy(asc(schools.name)).limit(1))[0]!;
let serial = 0;
/** A role of Lagos made for one write case, through the data layer so its making is not the case's record. */
const auditedRole = async () =>
  (await t.db.insert(roles).values({ stateId: admin.staff.state, organisationId: admin.staff.state, name: `Audited Role ${unique()}`, permissions: ['class.view'] }).returning())[0]!;
const unique = () => {
  serial += 1;
  return serial;
};

/** A valid call of each write operation built so far, and the record its audit record is filed under. */
type WriteCase = () => Promise<{ request: InjectOptions; status: number; recordType: string; actor?: Session }>;
const writeCases: Record<string, WriteCase> = {
  async addRole() {
    return { request: request('POST', '/api/role/add', admin, { name: `Audit Role ${unique()}`, permissions: ['class.view'] }), status: 201, recordType: 'Role' };
  },
  async updateRole() {
    const role = await auditedRole();
    return { request: request('PATCH', `/api/role/update/${role.id}`, admin, { description: `Changed ${unique()}` }), status: 200, recordType: 'Role' };
  },
  async deleteRole() {
    const role = await auditedRole();
    return { request: request('POST', `/api/role/delete/${role.id}`, admin), status: 204, recordType: 'Role' };
  },
  async addClass() {
    return { request: request('POST', '/api/class/add', admin, { name: `Audit Class ${unique()}`, classType: 'Primary' }), status: 201, recordType: 'Class' };
  },
  async updateClass() {
    const klass = await lagosClass('JSS 1');
    return { request: request('PATCH', `/api/class/update/${klass.id}`, admin, { description: `Junior year ${unique()}` }), status: 200, recordType: 'Class' };
  },
  async addSubject() {
    const n = unique();
    return { request: request('POST', '/api/subject/add', admin, { name: `Audit Subject ${n}`, subjectCode: `AUD${n}` }), status: 201, recordType: 'Subject' };
  },
  async addSession() {
    const year = 2040 + unique();
    return {
      request: request('POST', '/api/session/add', admin, { name: `${year}/${year + 1}`, startDate: `${year}-09-10`, endDate: `${year + 1}-07-20` }),
      status: 201,
      recordType: 'Session',
    };
  },
  async addEvents() {
    return {
      request: request('PATCH', '/api/calendar/add-event', admin, { events: [{ name: `Audit Day ${unique()}`, startDate: '2027-03-01', endDate: '2027-03-01' }] }),
      status: 200,
      recordType: 'Event',
    };
  },
  async updateSchool() {
    const school = await lagosSchool();
    return { request: request('PATCH', `/api/school/update/${school.id}`, admin, { localGovernment: unique() % 2 ? 'Ikeja' : 'Agege' }), status: 200, recordType: 'School' };
  },
  async updateStaff() {
    return {
      request: request('PATCH', `/api/staff/update/${inspector.staff.id}`, admin, { address: `${unique()} Allen Avenue, Ikeja` }),
      status: 200,
      recordType: 'Staff',
    };
  },
  async configureStateTerminologies() {
    return {
      request: request('PATCH', '/api/state/state-terminologies-configuration', admin, { district: `Zone ${unique()}` }),
      status: 200,
      recordType: 'State',
    };
  },
  async addSchool() {
    return { request: request('POST', '/api/school/add', admin, { name: `Audit School ${unique()}`, category: 'Nursery' }), status: 201, recordType: 'School' };
  },
  async deleteEvent() {
    const [event] = await t.db.insert(events).values({ stateId: admin.staff.state, name: `Audit Event ${unique()}`, startDate: '2027-04-01', endDate: '2027-04-01' }).returning();
    return { request: request('PATCH', `/api/calendar/delete-event/${event!.id}`, admin), status: 204, recordType: 'Event' };
  },
  async addTopicsToSubject() {
    const [subject] = await t.db.select().from(subjects).where(eq(subjects.stateId, admin.staff.state)).limit(1);
    return {
      request: request('PATCH', `/api/subject/add-topics-to-subject/${subject!.id}`, admin, { topicsToCreate: [`Audit Topic ${unique()}`] }),
      status: 200,
      recordType: 'Topic',
    };
  },
  async createStaff() {
    const n = unique();
    return {
      request: request('POST', '/api/staff/create', admin, {
        firstName: 'Audit',
        lastName: `Person${n}`,
        username: `auditperson${n}`,
        email: `audit.person${n}@lagos.edu.test`,
        phoneNumber: { code: '+234', number: `70${String(n).padStart(8, '0')}` },
        gender: 'female',
        staffType: 'Teaching',
      }),
      status: 201,
      recordType: 'Staff',
    };
  },
  // A multipart body is read by the handler itself: the write still knows its request.
  async updateProfilePicture() {
    const body = imageUpload(pngImage(2, 2, true));
    return {
      request: { method: 'PATCH', url: `/api/staff/update-profile-picture/${admin.staff.id}`, payload: body.payload, headers: { ...body.headers, ...admin.auth } },
      status: 200,
      recordType: 'Staff',
    };
  },
  async addFinalGrades() {
    const top = 60 + (unique() % 30);
    const finalGrades = [
      { gradeLabel: 'P', remark: 'Pass', minimumMark: top, maximumMark: 100 },
      { gradeLabel: 'F', remark: 'Fail', minimumMark: 0, maximumMark: top - 1 },
    ];
    return { request: request('PATCH', '/api/state/add-final-grades-to-state', admin, { finalGrades }), status: 200, recordType: 'State' };
  },
  async configureGlobalAssessment() {
    const payload = { globalAssessment: [{ assessmentName: `Test ${unique()}`, mark: 40 }, { assessmentName: 'Exam', mark: 60 }] };
    return { request: request('PATCH', '/api/state/configure-global-assessment', admin, payload), status: 200, recordType: 'State' };
  },
  async deleteGlobalAssessment() {
    const state = (await t.db.select().from(states).where(eq(states.id, admin.staff.state)))[0]!;
    const extra = { id: crypto.randomUUID(), assessmentName: `Extra ${unique()}`, mark: 0 };
    await t.db.update(states).set({ globalAssessment: [...state.globalAssessment, extra] }).where(eq(states.id, state.id));
    return { request: request('DELETE', `/api/state/delete-global-assessment/${extra.id}`, admin), status: 200, recordType: 'State' };
  },
  async configureAffectiveDomain() {
    return { request: request('PATCH', '/api/state/configure-affective-domain', admin, { affectiveDomain: [{ name: `Punctuality ${unique()}` }] }), status: 200, recordType: 'State' };
  },
  async configurePsychomotorSkill() {
    return { request: request('PATCH', '/api/state/configure-psychomotor-skill', admin, { psychomotorSkill: [{ name: `Sports ${unique()}` }] }), status: 200, recordType: 'State' };
  },
  async configureReportCard() {
    return { request: request('PATCH', '/api/state/report-card-configuration', admin, { passMark: 30 + unique() }), status: 200, recordType: 'State' };
  },
  async authorizeSuperAdmin() {
    return { request: request('POST', '/api/staff/authorize-super-admin', superAdmin, { staffId: pending.staff.id }), status: 200, recordType: 'Staff', actor: superAdmin };
  },
  async reviewState() {
    return {
      request: request('PATCH', `/api/super-admin/states/${pending.staff.state}/review`, superAdmin, { action: 'suspend', note: `Checked ${unique()}` }),
      status: 200,
      recordType: 'State',
      actor: superAdmin,
    };
  },
};

/** Writes that change no record of the trail: sessions, codes, counters, parsed uploads waiting to be created, look-ups. */
const unaudited = new Set(['login', 'logout', 'refreshToken', 'sendResetCode', 'uploadStaff', 'uploadStudents', 'getPermissionsByOperations']);

const writeOperations = contractOperations().filter((entry) => entry.service === 'portal' && entry.method !== 'get');

describe('every write operation of the contract', () => {
  it('are found', () => {
    expect(writeOperations.length).toBeGreaterThan(40);
    for (const name of Object.keys(writeCases)) expect(writeOperations.map((entry) => entry.operation.operationId)).toContain(name);
  });

  for (const entry of writeOperations) {
    const operationId = entry.operation.operationId;
    const writeCase = writeCases[operationId];
    if (writeCase) {
      it(`${operationId} leaves exactly one record naming the caller, their organisation and the record`, async () => {
        const { request: sent, status, recordType, actor = admin } = await writeCase();
        const [record, ...more] = await recordedBy(() => call(t, operationId, sent, status));
        expect(more).toEqual([]);
        expect(record).toMatchObject({ operationId, recordType, actorId: actor.staff.id, organisationType: 'State' });
        expect(record!.changes.length).toBeGreaterThan(0);
        const filed = record!.changes.find((change) => change.recordId === record!.recordId);
        expect(filed?.fields.length, JSON.stringify(record!.changes)).toBeGreaterThan(0);
      });
    }
    // A call refused before or during its write (an unknown record, a missing body) leaves nothing.
    it(`${operationId} leaves no record when it fails`, async () => {
      const records = await recordedBy(() =>
        t.app.inject({ method: entry.method.toUpperCase() as InjectOptions['method'], url: urlOf(entry), headers: superAdmin.auth, payload: {} }),
      );
      expect(records).toEqual([]);
    });
  }

  it('leave no record for sign-ins and look-ups, which change no record', async () => {
    expect([...unaudited].every((name) => writeOperations.some((entry) => entry.operation.operationId === name))).toBe(true);
    const records = await recordedBy(async () => {
      const session = await t.login('teacher2@lagos.edu.test');
      await call(t, 'refreshToken', { method: 'POST', url: '/api/token/refresh-token', payload: { refreshToken: session.refreshToken } }, 200);
      await call(t, 'sendResetCode', { method: 'POST', url: '/api/reset-code/teacher2%40lagos.edu.test' }, 200);
    });
    expect(records).toEqual([]);
  });
});

describe('what a record keeps', () => {
  it('keeps before and after of the changed fields only', async () => {
    const klass = await lagosClass('JSS 2');
    const [record] = await recordedBy(() => call(t, 'updateClass', request('PATCH', `/api/class/update/${klass.id}`, admin, { description: 'Second year of junior secondary' }), 200));
    expect(record).toMatchObject({ recordType: 'Class', recordId: klass.id, stateId: admin.staff.state });
    expect(record!.changes).toEqual([
      { recordType: 'Class', recordId: klass.id, action: 'changed', fields: [{ field: 'description', before: klass.description, after: 'Second year of junior secondary' }] },
    ]);
  });

  it('files a school under its district, so a district can read its own', async () => {
    const school = await lagosSchool();
    const [record] = await recordedBy(() => call(t, 'updateSchool', request('PATCH', `/api/school/update/${school.id}`, admin, { address: '1 Audit Road' }), 200));
    expect(record).toMatchObject({ recordType: 'School', recordId: school.id, stateId: admin.staff.state, districtId: school.districtId, schoolId: school.id });
  });

  it('never stores a password, its hash or a reset code, only that the password changed', async () => {
    const password = 'Ogun#State2026';
    const registered = await recordedBy(() =>
      call(
        t,
        'registerStateAdmin',
        request('POST', '/api/staff/register-state-admin', undefined, {
          stateName: 'Ogun',
          title: 'Mrs',
          firstName: 'Folake',
          lastName: 'Adeyemi',
          email: 'folake@ogun.gov.test',
          username: 'ogunadmin',
          phoneNumber: { code: '+234', number: '8051234567' },
          gender: 'female',
          password,
        }),
        201,
      ),
    );
    expect(registered).toHaveLength(1);
    const [owner] = await t.db.select().from(staff).where(eq(staff.email, 'folake@ogun.gov.test'));
    // Signed out, the person who registered is the one who did it.
    expect(registered[0]).toMatchObject({ operationId: 'registerStateAdmin', recordType: 'State', actorId: owner!.id, organisationType: null });
    expect(registered[0]!.changes.map((change) => change.recordType)).toEqual(['State', 'Staff', 'State', 'Role access']);

    const email = 'teacher5@lagos.edu.test';
    const { id: resetCodeId } = (await call(t, 'sendResetCode', { method: 'POST', url: `/api/reset-code/${encodeURIComponent(email)}` }, 200)).json() as { id: string };
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.to, email)).orderBy(desc(outbox.createdAt)).limit(1);
    const code = /\b(\d{6})\b/.exec(mail!.text)![1]!;
    const newPassword = 'Fresh#Pass2027';
    const reset = await recordedBy(() =>
      call(t, 'resetPassword', request('PATCH', '/api/staff/reset-password', undefined, { email, code, resetCodeId, password: newPassword }), 200),
    );
    const [member] = await t.db.select().from(staff).where(eq(staff.email, email));
    expect(reset).toHaveLength(1);
    expect(reset[0]).toMatchObject({ operationId: 'resetPassword', recordType: 'Staff', recordId: member!.id, actorId: member!.id });
    expect(reset[0]!.changes[0]!.fields).toContainEqual({ field: 'passwordHash', hidden: true });

    const stored = JSON.stringify([...registered, ...reset]);
    for (const secret of [password, newPassword, code, owner!.passwordHash, member!.passwordHash]) expect(stored).not.toContain(secret);
  });

  it('leaves nothing of a write whose transaction fails, and keeps nothing outside a request', async () => {
    const klass = await lagosClass('JSS 3');
    const context = { recordId: crypto.randomUUID(), operationId: 'updateClass', subjectId: klass.id, actor: () => null };
    await expect(
      new Promise((resolve, reject) =>
        runAudited(context, () => {
          t.db
            .transaction(async (tx) => {
              await recordedWrites(tx).update(classes, eq(classes.id, klass.id), { description: 'Never kept' });
              throw new Error('the rest of the operation failed');
            })
            .then(resolve, reject);
        }),
      ),
    ).rejects.toThrow('the rest of the operation failed');
    expect(await t.db.select().from(auditRecords).where(eq(auditRecords.id, context.recordId))).toEqual([]);
    expect((await lagosClass('JSS 3')).description).toBe(klass.description);
    // Seeding and scripts write outside a request: nothing is recorded.
    const outside = await recordedBy(() => recordedWrites(t.db).update(classes, eq(classes.id, klass.id), { description: klass.description }));
    expect(outside).toEqual([]);
  });

  it('has no write to an audited table that bypasses the recorder', () => {
    const serverDir = path.resolve(import.meta.dirname, '../../server/src');
    // The machinery's own tables; every other table is written through recordedWrites or a Scope.
    const machinery = /^(refreshTokens|counters|resetCodes|outbox|files|storedFileBytes|uploadBatches|uploadBatchRows|permissions)$/;
    const rawWrite = /\b(?:db|tx|tx\.db|scope\.db)\s*\.(?:insert|update|delete)\(\s*(\w+)/g;
    const offending = ['handlers', 'data', 'services', 'auth', 'plugins', 'billing'].flatMap((dir) =>
      readdirSync(path.join(serverDir, dir))
        .filter((file) => file.endsWith('.ts'))
        .flatMap((file) => [...readFileSync(path.join(serverDir, dir, file), 'utf8').matchAll(rawWrite)].filter((match) => !machinery.test(match[1]!)).map((match) => `${dir}/${file}: ${match[0]}`)),
    );
    expect(offending).toEqual([]);
  });
});

type AuditList = { records: { id: string; person: { id: string } | null; recordType: string; changes: AuditChange[]; at: string }[]; total: number; recordTypes: string[] };
const search = (query: string, session?: Session) => request('GET', `/api/audit/search${query}`, session);

describe('searchAudit', () => {
  it('answers 401, 451 and 403 as every protected operation does', async () => {
    await expectTokenChecks(t, 'searchAudit', search(''), admin.staff.id);
    expect(errorOf(await call(t, 'searchAudit', search('', inspector), 403)).message).toContain("'View the audit trail'");
  });

  it('answers 400 naming the field', async () => {
    await expectBadRequest(t, 'searchAudit', search('?person=someone', admin), 'person');
    await expectBadRequest(t, 'searchAudit', search('?limit=0', admin), 'limit');
    await expectBadRequest(t, 'searchAudit', search('?startDate=2026-05-02&endDate=2026-05-01', admin), 'endDate');
  });

  it('filters by person, record type and day, newest first, a page at a time with the total', async () => {
    const klass = await lagosClass('SS 1');
    await call(t, 'updateClass', request('PATCH', `/api/class/update/${klass.id}`, admin, { description: 'First senior year' }), 200);
    await call(t, 'updateClass', request('PATCH', `/api/class/update/${klass.id}`, admin, { description: 'Senior secondary one' }), 200);
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Africa/Lagos' });
    const query = `?person=${admin.staff.id}&recordType=Class&startDate=${today}&endDate=${today}`;
    const all = (await call(t, 'searchAudit', search(query, admin), 200)).json() as AuditList;
    expect(all.records.every((record) => record.person?.id === admin.staff.id && record.recordType === 'Class')).toBe(true);
    expect(all.records[0]!.changes[0]!.fields).toEqual([
      { field: 'description', label: 'Description', before: 'First senior year', after: 'Senior secondary one', beforeText: 'First senior year', afterText: 'Senior secondary one' },
    ]);
    expect(all.recordTypes).toEqual(expect.arrayContaining(['Class', 'Staff', 'State']));
    const page = (await call(t, 'searchAudit', search(`${query}&limit=1&page=2`, admin), 200)).json() as AuditList;
    expect(page).toMatchObject({ total: all.total, page: 2, limit: 1 });
    expect(page.records.map((record) => record.id)).toEqual([all.records[1]!.id]);
    const yesterday = (await call(t, 'searchAudit', search(`?endDate=2020-01-01`, admin), 200)).json() as AuditList;
    expect(yesterday.total).toBe(0);
    const someoneElse = (await call(t, 'searchAudit', search(`?person=${inspector.staff.id}&recordType=Class`, admin), 200)).json() as AuditList;
    expect(someoneElse.total).toBe(0);
  });

  it("shows a state only its own records: another state's are not found", async () => {
    const lagos = (await call(t, 'searchAudit', search('?limit=100', admin), 200)).json() as AuditList;
    const kanoRecords = await t.db.select({ id: auditRecords.id }).from(auditRecords).where(eq(auditRecords.stateId, pending.staff.state));
    expect(kanoRecords.length).toBeGreaterThan(0);
    expect(lagos.records.map((record) => record.id)).not.toEqual(expect.arrayContaining([kanoRecords[0]!.id]));
    expect(lagos.total).toBe((await t.db.select({ n: count() }).from(auditRecords).where(eq(auditRecords.stateId, admin.staff.state)))[0]!.n);
  });

  it("shows a district's administrator only their district's records", async () => {
    const school = await lagosSchool();
    const [district] = await t.db.select().from(districts).where(eq(districts.id, school.districtId!));
    const [role] = await t.db.insert(roles).values({ stateId: admin.staff.state, organisationId: district!.id, name: 'District Auditor', permissions: ['audit.view'] }).returning();
    const auditor = await t.login('teacher4@lagos.edu.test');
    await t.db.delete(roleAccess).where(eq(roleAccess.staffId, auditor.staff.id));
    await t.db.insert(roleAccess).values({ staffId: auditor.staff.id, stateId: admin.staff.state, organisationType: 'District', organisationId: district!.id, roleId: role!.id });
    const seen = (await call(t, 'searchAudit', search('?limit=100', auditor), 200)).json() as AuditList;
    const stored = await t.db.select({ id: auditRecords.id, districtId: auditRecords.districtId }).from(auditRecords).where(eq(auditRecords.stateId, admin.staff.state));
    const ids = new Set(seen.records.map((record) => record.id));
    expect(ids.size).toBeGreaterThan(0);
    for (const row of stored) expect(ids.has(row.id), row.id).toBe(row.districtId === district!.id);
  });
});

describe('the trail in words', () => {
  it('names the operation, the record and the records a field names, never their ids', async () => {
    const school = await lagosSchool();
    const [from] = await t.db.select().from(districts).where(eq(districts.id, school.districtId!));
    const [to] = await t.db
      .select()
      .from(districts)
      .where(and(eq(districts.stateId, admin.staff.state), eq(districts.accountStatus, 'approved'), ne(districts.id, school.districtId!)))
      .limit(1);
    await call(t, 'updateSchool', request('PATCH', `/api/school/update/${school.id}`, admin, { districtId: to!.id }), 200);
    const found = (await call(t, 'searchAudit', search(`?person=${admin.staff.id}&recordType=School&limit=1`, admin), 200)).json() as {
      records: { operation: string; changes: { recordName: string | null; fields: { label: string; beforeText?: string; afterText?: string }[] }[] }[];
    };
    const [record] = found.records;
    expect(record!.operation).toBe('Update school');
    expect(record!.changes[0]!.recordName).toBe(school.name);
    expect(record!.changes[0]!.fields).toContainEqual(expect.objectContaining({ label: 'District', beforeText: from!.name, afterText: to!.name }));
    const sheet = await sheetOf(await call(t, 'downloadAudit', request('GET', `/api/audit/audit.xlsx?recordType=School&person=${admin.staff.id}`, admin), 200));
    expect(sheet).toContainEqual([expect.any(Date), 'Tunde Bakare', 'admin@demo.test', 'State', 'Update school', 'School', school.name, 'changed', 'District', from!.name, to!.name]);
    await call(t, 'updateSchool', request('PATCH', `/api/school/update/${school.id}`, admin, { districtId: from!.id }), 200);
  });

  it('names a billing transaction by its reference and amount, and a ledger entry by its reference and account', async () => {
    const reference = `RC-audit-${unique()}`;
    await call(t, 'chargeWallet', request('POST', '/billing-api/dev/wallet/charge', admin, { walletId: admin.staff.state, reference, reportCards: 2 }), 201);
    type Found = { records: { operationId: string; changes: { recordType: string; recordId: string; recordName: string | null; fields: { label: string; afterText?: string }[] }[] }[] };
    const found = (await call(t, 'searchAudit', search(`?person=${admin.staff.id}&recordType=Transaction&limit=1`, admin), 200)).json() as Found;
    const [record] = found.records;
    expect(record!.operationId).toBe('chargeWallet');
    const changes = record!.changes;
    expect(changes.find((change) => change.recordType === 'Transaction')?.recordName).toBe(`${reference} (₦600.00)`);
    const entries = changes.filter((change) => change.recordType === 'Ledger entry');
    expect(entries.map((change) => change.recordName).sort()).toEqual([`${reference}: report cards`, `${reference}: wallet`]);
    // The entry's transaction, a field holding its id, is named as the transaction is.
    expect(entries[0]!.fields).toContainEqual(expect.objectContaining({ label: 'Transaction', afterText: `${reference} (₦600.00)` }));
    // The wallet, whose id is its state's, is named as the state is.
    for (const change of changes) expect([null, change.recordId], change.recordType).not.toContain(change.recordName);
  });
});

describe('downloadAudit', () => {
  it('downloads the filtered trail as audit.xlsx, one row per changed field', async () => {
    await expectTokenChecks(t, 'downloadAudit', request('GET', '/api/audit/audit.xlsx'), admin.staff.id);
    await call(t, 'downloadAudit', request('GET', '/api/audit/audit.xlsx', inspector), 403);
    await expectBadRequest(t, 'downloadAudit', request('GET', '/api/audit/audit.xlsx?recordType=', admin), 'recordType');
    const response = await call(t, 'downloadAudit', request('GET', `/api/audit/audit.xlsx?recordType=Class&person=${admin.staff.id}`, admin), 200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="audit.xlsx"');
    const [header, ...rows] = await sheetOf(response);
    expect(header).toEqual(['When (WAT)', 'Person', 'Email', 'Organisation', 'Operation', 'Record Type', 'Record', 'Action', 'Field', 'Before', 'After']);
    // The time is a real date-time cell; the operation, record and field are in words.
    expect(rows).toContainEqual([expect.any(Date), 'Tunde Bakare', 'admin@demo.test', 'State', 'Update class', 'Class', 'SS 1', 'changed', 'Description', 'First senior year', 'Senior secondary one']);
    expect(rows.every((row) => row[5] === 'Class')).toBe(true);
  });
});

describe('the trail cannot be changed through the API', () => {
  it('has no operation that edits or deletes a record', async () => {
    const [record] = await t.db.select().from(auditRecords).limit(1);
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST'] as const) {
      for (const url of ['/api/audit/search', `/api/audit/${record!.id}`, '/api/audit/audit.xlsx']) {
        const response = await t.app.inject({ method, url, headers: admin.auth, payload: {} });
        expect([404, 405], `${method} ${url}`).toContain(response.statusCode);
      }
    }
    expect(contractOperations().filter((entry) => entry.path.startsWith('/audit') && entry.method !== 'get')).toEqual([]);
  });
});
