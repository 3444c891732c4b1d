// What the student tests share: the school tests' app (Lagos and a Kano school), Lagos's classes by name, a Data
// Officer (every student permission), a caller without any role, a Kano student (made straight in the database,
// because Kano is Unverified and its admin can do nothing), and spreadsheets read back.
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { readSheet } from 'read-excel-file/node';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll } from 'vitest';
import { classes, students } from '../../server/src/db/schema';
import type { Session } from './academic-helpers';
import { withSchoolTestApp, type SchoolTestApp } from './school-helpers';

export type Student = {
  id: string;
  admissionNumber: string;
  firstName: string;
  lastName: string;
  middleName: string | null;
  gender: 'male' | 'female';
  dob: string | null;
  admissionDate: string | null;
  state: { id: string; name: string };
  school: { id: string; name: string } | null;
  class: { id: string; name: string } | null;
  classArm: string | null;
  district: { id: string; name: string } | null;
  stateOfOrigin: string | null;
  localGovernmentOfOrigin: string | null;
  guardianName: string | null;
  guardianPhoneNumber: { code: string; number: string } | null;
};

export type StudentTestApp = SchoolTestApp & {
  classes: Record<string, typeof classes.$inferSelect>;
  officer: Session;
  withoutRoles: Session;
  kanoStudent: typeof students.$inferSelect;
};

/** Boots a fresh app for a student test file; `receive` gets it before the first test. */
export function withStudentTestApp(receive: (app: StudentTestApp) => void) {
  let school: SchoolTestApp;
  withSchoolTestApp((app) => {
    school = app;
  });
  beforeAll(async () => {
    const { t, who, kano } = school;
    const classRows = await t.db.select().from(classes).where(eq(classes.stateId, who.admin.staff.state));
    const [officer, withoutRoles] = await Promise.all([t.login('teacher2@lagos.edu.test'), t.login('teacher3@lagos.edu.test')]);
    const [kanoStudent] = await t.db
      .insert(students)
      .values({ stateId: who.pending.staff.state, schoolId: kano.school.id, districtId: kano.district.id, firstName: 'Musa', lastName: 'Garba', gender: 'male', dob: '2012-03-04', admissionNumber: 'KAN/2026/0001', admissionDate: '2026-09-14' })
      .returning();
    if (!kanoStudent) throw new Error('Kano student not created');
    receive({ ...school, classes: Object.fromEntries(classRows.map((row) => [row.name, row])), officer, withoutRoles, kanoStudent });
  });
}

/** The sheet of a downloaded workbook, rows of cells (dates as Date). */
export const sheetOf = async (response: LightMyRequestResponse) => (await readSheet(response.rawPayload)) as unknown[][];

/**
 * The columns (1 for A) of a workbook's first sheet formatted as text (number format 49, `@`), whichever style number
 * the writer gave that format and however it grouped alike columns.
 */
export function textColumnsOf(workbook: Uint8Array): number[] {
  const parts = unzipSync(workbook, { filter: (entry) => entry.name === 'xl/styles.xml' || entry.name === 'xl/worksheets/sheet1.xml' });
  const styles = strFromU8(parts['xl/styles.xml'] ?? new Uint8Array());
  const formats = [...(/<cellXfs[^>]*>(.*?)<\/cellXfs>/s.exec(styles)?.[1] ?? '').matchAll(/<xf\b[^>]*>/g)].map(([xf]) => /numFmtId="(\d+)"/.exec(xf)?.[1]);
  const sheet = strFromU8(parts['xl/worksheets/sheet1.xml'] ?? new Uint8Array());
  return [...sheet.matchAll(/<col min="(\d+)" max="(\d+)"[^>]*\bstyle="(\d+)"/g)].flatMap(([, min, max, style]) =>
    formats[Number(style)] === '49' ? Array.from({ length: Number(max) - Number(min) + 1 }, (_, index) => Number(min) + index) : [],
  );
}

/** A worksheet's drop-downs: the heading each names (its error title), the column it covers (1 for A), in column order. */
export function dropDownsOf(xml: string): { title: string; column: number; list: string }[] {
  const columnOf = (letters: string) => [...letters].reduce((column, letter) => column * 26 + letter.charCodeAt(0) - 64, 0);
  return [...xml.matchAll(/<dataValidation [^>]*errorTitle="([^"]+)"[^>]*sqref="([A-Z]+)2:[A-Z]+\d+"[^>]*><formula1>([^<]+)<\/formula1>/g)]
    .map(([, title, letters, list]) => ({ title: title as string, column: columnOf(letters as string), list: list as string }))
    .sort((a, b) => a.column - b.column);
}
