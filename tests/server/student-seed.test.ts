// The demo's students (seedDemoStudents): a few hundred over the state's schools, each one a record the student
// calls accept as it is: a class of the school's level and one of its arms, an admission number unique in its
// school, born before admission, and an origin from the reference data.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { students } from '../../server/src/db/schema';
import { seedDemoStudents } from '../../server/src/db/seedStudents';
import { isLocalGovernmentOf } from '../../server/src/reference/nigeria';
import { request, type Session } from './academic-helpers';
import type { TestApp } from './harness';
import { call } from './helpers';
import { withStudentTestApp, type Student } from './student-helpers';

let t: TestApp, admin: Session;
withStudentTestApp((app) => {
  t = app.t;
  admin = app.who.admin;
});

describe('seedDemoStudents', () => {
  it("admits 40 students to each school of the state, each a valid record of the student calls", async () => {
    const before = await t.db.select({ id: students.id }).from(students).where(eq(students.stateId, admin.staff.state));
    const added = await seedDemoStudents(t.db, admin.staff.state);
    expect(added).toBe(8 * 40);
    const body = (await call(t, 'searchStudents', request('GET', '/api/student/search?order=admission', admin), 200)).json() as { foundStudents: Student[]; total: number };
    expect(body.total).toBe(before.length + added);
    const seeded = body.foundStudents.filter((s) => s.guardianName);
    expect(seeded).toHaveLength(added);
    for (const student of seeded) {
      const level = student.school?.name.includes('Junior') ? 'JSS' : 'SS';
      expect(student.class?.name.startsWith(level), `${student.admissionNumber} ${student.class?.name}`).toBe(true);
      expect(['A', 'B', 'C']).toContain(student.classArm);
      expect(student.dob! < student.admissionDate!).toBe(true);
      expect(isLocalGovernmentOf(student.stateOfOrigin!, student.localGovernmentOfOrigin!)).toBe(true);
    }
    const numbers = seeded.map((s) => `${s.school?.id} ${s.admissionNumber.toLowerCase()}`);
    expect(new Set(numbers).size).toBe(numbers.length);
    const genders = new Set(seeded.map((s) => s.gender));
    expect(genders).toEqual(new Set(['female', 'male']));
  });
});
