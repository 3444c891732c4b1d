// Admitting and changing students: an admission number unique in its school (generated when not given), a school
// and an offered class of the state, an arm of that class, dates in order, and a state and local government of
// origin from the reference data. Another state's student, school or class is a 404.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { FastifyReply } from 'fastify';
import { classes, students } from '../../server/src/db/schema';
import { scopedTo } from '../../server/src/db/scoped';
import { studentHandlers } from '../../server/src/handlers/student';
import { expectAccessChecks, request, type Session, type Sessions } from './academic-helpers';
import type { TestApp } from './harness';
import { call, errorOf, expectBadRequest } from './helpers';
import { withStudentTestApp, type Student, type StudentTestApp } from './student-helpers';

let t: TestApp, who: Sessions, admin: Session, app: StudentTestApp;
withStudentTestApp((received) => {
  app = received;
  ({ t, who } = app);
  admin = who.admin;
});

const add = (payload: unknown, session?: Session) => request('POST', '/api/student/add', session, payload);
const update = (id: string, payload: unknown, session?: Session) => request('PATCH', `/api/student/update/${id}`, session, payload);
const agege = () => app.lagos.schools['Agege Junior Grammar School']!;
const kosofe = () => app.lagos.schools['Kosofe Junior Grammar School']!;
const jss1 = () => app.classes['JSS 1']!;
const minimal = () => ({ firstName: 'Chiamaka', lastName: 'Okonkwo', gender: 'female', dob: '2013-05-02', schoolId: agege().id });
const admitted = async (payload: Record<string, unknown>, session: Session = admin) =>
  (await call(t, 'addStudent', add({ ...minimal(), ...payload }, session), 201)).json() as Student;

describe('addStudent', () => {
  it('admits a student with every field, trimmed, and answers it with 201 as viewStudent does', async () => {
    const body = await admitted({
      admissionNumber: 'AGJ/2026/0101',
      firstName: '  Chiamaka ',
      middleName: ' Adaeze ',
      admissionDate: '2026-09-14',
      classId: jss1().id,
      classArm: 'b',
      address: ' 4 Oba Akran Avenue, Ikeja ',
      stateOfOrigin: 'anambra state',
      localGovernmentOfOrigin: 'onitsha north',
      guardianName: ' Ngozi  Okonkwo ',
      guardianPhoneNumber: { code: '+234', number: '8051234567' },
    });
    expect(body).toMatchObject({
      admissionNumber: 'AGJ/2026/0101',
      firstName: 'Chiamaka',
      lastName: 'Okonkwo',
      middleName: 'Adaeze',
      gender: 'female',
      dob: '2013-05-02',
      admissionDate: '2026-09-14',
      state: { id: admin.staff.state, name: 'Lagos' },
      school: { id: agege().id, name: agege().name },
      district: { id: agege().districtId, name: 'District I' },
      class: { id: jss1().id, name: 'JSS 1' },
      classArm: 'B',
      address: '4 Oba Akran Avenue, Ikeja',
      stateOfOrigin: 'Anambra',
      localGovernmentOfOrigin: 'Onitsha North',
      guardianName: 'Ngozi Okonkwo',
      guardianPhoneNumber: { code: '+234', number: '8051234567' },
    });
    const viewed = await call(t, 'viewStudent', request('GET', `/api/student/view-by-id/${body.id}`, who.inspector), 200);
    expect(viewed.json()).toEqual(body);
  });

  it("generates the school's next admission number of the admission year, admitted today when no date is given", async () => {
    const first = await admitted({ admissionDate: '2031-09-14' });
    const second = await admitted({ firstName: 'Ifeanyi', gender: 'male', admissionDate: '2031-09-15' });
    expect([first.admissionNumber, second.admissionNumber]).toEqual(['LAG/2031/0001', 'LAG/2031/0002']);
    const today = await admitted({ firstName: 'Emeka', gender: 'male' });
    expect(today.admissionDate).toBe(new Date().toISOString().slice(0, 10));
    expect(today).toMatchObject({ class: null, classArm: null, middleName: null, guardianPhoneNumber: null });
  });

  it('keeps an admission number unique in its school whatever its case, and lets another school use it', async () => {
    await admitted({ admissionNumber: 'DUP/001' });
    const clash = await call(t, 'addStudent', add({ ...minimal(), admissionNumber: 'dup/001' }, admin), 409);
    expect(errorOf(clash)).toMatchObject({ message: expect.stringContaining('DUP/001'), details: [{ field: 'admissionNumber' }] });
    expect((await admitted({ admissionNumber: 'DUP/001', schoolId: kosofe().id })).school?.id).toBe(kosofe().id);
  });

  it('answers 400 naming the field for a bad value', async () => {
    const bad = (payload: Record<string, unknown>, field: string) => expectBadRequest(t, 'addStudent', add({ ...minimal(), ...payload }, admin), field);
    await bad({ firstName: 'Al' }, 'firstName');
    await bad({ lastName: '  Ok  ' }, 'lastName');
    await bad({ gender: 'other' }, 'gender');
    await bad({ dob: '2013-02-30' }, 'dob');
    await bad({ dob: '2999-01-01' }, 'dob');
    await bad({ admissionDate: '2010-01-01' }, 'admissionDate');
    await bad({ admissionNumber: '/bad' }, 'admissionNumber');
    await bad({ classArm: 'A' }, 'classArm');
    await bad({ classId: jss1().id, classArm: 'Z' }, 'classArm');
    await bad({ stateOfOrigin: 'Atlantis' }, 'stateOfOrigin');
    await bad({ localGovernmentOfOrigin: 'Ikeja' }, 'stateOfOrigin');
    await bad({ stateOfOrigin: 'Kano', localGovernmentOfOrigin: 'Ikeja' }, 'localGovernmentOfOrigin');
    await bad({ guardianPhoneNumber: { code: '+234', number: '080512345' } }, 'guardianPhoneNumber.number');
    await bad({ schoolId: 'agege' }, 'schoolId');
    await bad({ stateId: crypto.randomUUID() }, 'stateId');
    const { schoolId: _schoolId, ...withoutSchool } = minimal();
    await expectBadRequest(t, 'addStudent', add(withoutSchool, admin), 'schoolId');
  });

  it('answers 400 for a class the state no longer offers', async () => {
    const [withdrawn] = await t.db.insert(classes).values({ stateId: admin.staff.state, name: 'Remedial', classType: 'Junior Secondary', offered: false }).returning();
    await expectBadRequest(t, 'addStudent', add({ ...minimal(), classId: withdrawn!.id }, admin), 'classId');
    await t.db.delete(classes).where(eq(classes.id, withdrawn!.id));
  });

  it("answers 404 naming the field for another state's school or class, and an unknown one", async () => {
    const missing = async (payload: Record<string, unknown>, field: string) => {
      const body = errorOf(await call(t, 'addStudent', add({ ...minimal(), ...payload }, admin), 404));
      expect(body.details?.[0]?.field).toBe(field);
    };
    await missing({ schoolId: app.kano.school.id }, 'schoolId');
    await missing({ schoolId: crypto.randomUUID() }, 'schoolId');
    await missing({ classId: crypto.randomUUID() }, 'classId');
  });

  it('admits for a Data Officer (student.create), and answers 401, 451 and 403 as every protected operation does', async () => {
    expect((await admitted({ firstName: 'Bolanle' }, app.officer)).firstName).toBe('Bolanle');
    await expectAccessChecks(t, 'addStudent', (session) => add(minimal(), session), who, { permission: 'student.create' });
  });
});

describe('updateStudent', () => {
  it('changes the fields sent, keeps the others, and null clears an optional field', async () => {
    const student = await admitted({ admissionNumber: 'UPD/001', classId: jss1().id, classArm: 'A', middleName: 'Ebube', guardianName: 'Obinna Okonkwo' });
    const changed = (await call(t, 'updateStudent', update(student.id, { firstName: 'Chidinma', middleName: null, classArm: 'C', guardianName: null }, app.officer), 200)).json() as Student;
    expect(changed).toMatchObject({ firstName: 'Chidinma', middleName: null, lastName: 'Okonkwo', admissionNumber: 'UPD/001', class: { id: jss1().id }, classArm: 'C', guardianName: null });
  });

  it('moves a student to another school (and its district) and class, keeping an arm the new class has', async () => {
    const student = await admitted({ admissionNumber: 'MOV/001', classId: jss1().id, classArm: 'B' });
    const jss2 = app.classes['JSS 2']!;
    const moved = (await call(t, 'updateStudent', update(student.id, { schoolId: kosofe().id, classId: jss2.id }, admin), 200)).json() as Student;
    expect(moved).toMatchObject({ school: { id: kosofe().id }, district: { id: kosofe().districtId }, class: { id: jss2.id }, classArm: 'B' });
    const cleared = (await call(t, 'updateStudent', update(student.id, { classId: null }, admin), 200)).json() as Student;
    expect(cleared).toMatchObject({ class: null, classArm: null });
  });

  it("keeps the admission number unique in the student's school, checked again when the student moves", async () => {
    const [first, second] = [await admitted({ admissionNumber: 'UNQ/001' }), await admitted({ admissionNumber: 'UNQ/002' })];
    const clash = await call(t, 'updateStudent', update(second.id, { admissionNumber: 'unq/001' }, admin), 409);
    expect(errorOf(clash).details?.[0]?.field).toBe('admissionNumber');
    await call(t, 'updateStudent', update(first.id, { admissionNumber: 'UNQ/001' }, admin), 200);
    const elsewhere = await admitted({ admissionNumber: 'UNQ/003', schoolId: kosofe().id });
    await admitted({ admissionNumber: 'UNQ/003' });
    await call(t, 'updateStudent', update(elsewhere.id, { schoolId: agege().id }, admin), 409);
  });

  it('keeps a local government of origin when the new state of origin has it, and drops it otherwise', async () => {
    const student = await admitted({ stateOfOrigin: 'Lagos', localGovernmentOfOrigin: 'Ikeja' });
    const same = (await call(t, 'updateStudent', update(student.id, { stateOfOrigin: 'lagos' }, admin), 200)).json() as Student;
    expect(same).toMatchObject({ stateOfOrigin: 'Lagos', localGovernmentOfOrigin: 'Ikeja' });
    const other = (await call(t, 'updateStudent', update(student.id, { stateOfOrigin: 'Oyo' }, admin), 200)).json() as Student;
    expect(other).toMatchObject({ stateOfOrigin: 'Oyo', localGovernmentOfOrigin: null });
  });

  it('answers 400 naming the field, and for an empty body', async () => {
    const student = await admitted({ admissionDate: '2026-09-14' });
    await expectBadRequest(t, 'updateStudent', update(student.id, { dob: '2027-01-01' }, admin), 'dob');
    await expectBadRequest(t, 'updateStudent', update(student.id, { admissionDate: '2001-01-01' }, admin), 'admissionDate');
    await expectBadRequest(t, 'updateStudent', update(student.id, { classArm: 'A' }, admin), 'classArm');
    await expectBadRequest(t, 'updateStudent', update(student.id, { lastName: 'O' }, admin), 'lastName');
    await expectBadRequest(t, 'updateStudent', update('x', { lastName: 'Okafor' }, admin), 'id');
    await call(t, 'updateStudent', update(student.id, {}, admin), 400);
  });

  it("answers 404 for another state's student, and for a move to another state's school", async () => {
    const student = await admitted({});
    await call(t, 'updateStudent', update(app.kanoStudent.id, { firstName: 'Aminu' }, admin), 404);
    const body = errorOf(await call(t, 'updateStudent', update(student.id, { schoolId: app.kano.school.id }, admin), 404));
    expect(body.details?.[0]?.field).toBe('schoolId');
  });

  it('changes its named fields only, even with fields the contract forbids past validation', async () => {
    const student = await admitted({ admissionNumber: 'FLD/001' });
    const [before] = await t.db.select().from(students).where(eq(students.id, student.id));
    const handler = studentHandlers(t.services).updateStudent as unknown as (request: unknown, reply: FastifyReply) => Promise<unknown>;
    await handler(
      {
        params: { id: student.id },
        body: { firstName: 'Nneka', stateId: app.kano.school.stateId, districtId: app.kano.district.id, id: crypto.randomUUID(), createdAt: '2000-01-01T00:00:00Z' },
        scope: scopedTo(t.db, admin.staff.state),
      },
      {} as FastifyReply,
    );
    const [after] = await t.db.select().from(students).where(eq(students.id, student.id));
    // The search text is the database's copy of the names, so it follows the one named field that changed.
    expect(after).toEqual({ ...before, firstName: 'Nneka', searchText: expect.stringMatching(/^nneka /) });
  });

  it('answers 401, 451 and 403 as every protected operation does', async () => {
    const student = await admitted({});
    await expectAccessChecks(t, 'updateStudent', (session) => update(student.id, { firstName: 'Kelechi' }, session), who, { permission: 'student.update' });
  });
});
