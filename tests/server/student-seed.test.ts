// The demo's students (seedDemoStudents): a few hundred over the state's schools, each one a record the student
// calls accept as it is: a class of the school's level and one of its arms, an admission number unique in its
// school, born before admission, and an origin from the reference data.
import { and, eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { classes, schools, students } from '../../server/src/db/schema';
import { levelsOf } from '../../server/src/db/seedStudents';
import { demoStudentsPerSchool } from '../../server/src/db/seed';
import { isLocalGovernmentOf } from '../../server/src/reference/nigeria';
import { request, type Session } from './academic-helpers';
import type { TestApp } from './harness';
import { call } from './helpers';
import { withStudentTestApp } from './student-helpers';

let t: TestApp, admin: Session;
withStudentTestApp((app) => {
  t = app.t;
  admin = app.who.admin;
});

describe('seedDemoStudents', () => {
  it('the demo admits students to each school of the state, each a valid record of the student calls', async () => {
    const schoolRows = await t.db.select({ id: schools.id, category: schools.category }).from(schools).where(eq(schools.stateId, admin.staff.state));
    const teaching = schoolRows.filter((school) => levelsOf(school.category).length > 0);
    expect(teaching.length).toBeGreaterThan(10);
    const admitted = await t.db
      .select({ student: students, className: classes.name })
      .from(students)
      .leftJoin(classes, eq(classes.id, students.classId))
      .where(and(eq(students.stateId, admin.staff.state), isNotNull(students.guardianName)));
    expect(admitted).toHaveLength(teaching.length * demoStudentsPerSchool);
    const seeded = admitted.map(({ student }) => student);
    for (const { student, className } of admitted) {
      const category = schoolRows.find((school) => school.id === student.schoolId)?.category ?? '';
      expect(levelsOf(category), `${student.admissionNumber} ${className}`).toContain(className);
      expect(['A', 'B', 'C']).toContain(student.classArm);
      expect(student.dob! < student.admissionDate!).toBe(true);
      expect(isLocalGovernmentOf(student.stateOfOrigin!, student.localGovernmentOfOrigin!)).toBe(true);
    }
    const numbers = seeded.map((s) => `${s.schoolId} ${s.admissionNumber.toLowerCase()}`);
    expect(new Set(numbers).size).toBe(numbers.length);
    // And the search lists every one of them.
    const body = (await call(t, 'searchStudents', request('GET', '/api/student/search?order=admission&limit=1000', admin), 200)).json() as { foundStudents: { id: string }[] };
    const listed = new Set(body.foundStudents.map((s) => s.id));
    expect(seeded.filter((s) => !listed.has(s.id))).toEqual([]);
    const genders = new Set(seeded.map((s) => s.gender));
    expect(genders).toEqual(new Set(['female', 'male']));
  });
});
