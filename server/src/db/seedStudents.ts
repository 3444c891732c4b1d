// The demo's students: a few hundred over the state's schools, each in a class and arm of its school's level, with
// an admission number, date of birth, guardian and origin, so the student search, the admission register, the
// dashboard and students.xlsx have something real to show. Deterministic: the same demo every time.
import { and, eq, inArray } from 'drizzle-orm';
import { findState } from '../reference/nigeria';
import type { Executor } from './client';
import { classes, schools, students } from './schema';

const firstNames = {
  female: ['Adaeze', 'Aisha', 'Bisola', 'Chiamaka', 'Damilola', 'Efe', 'Fatima', 'Funmilayo', 'Halima', 'Ifeoma', 'Kemi', 'Lara', 'Ngozi', 'Nkechi', 'Oluwaseun', 'Omolara', 'Temitope', 'Titilayo', 'Uchenna', 'Zainab'],
  male: ['Abdullahi', 'Ayodele', 'Babatunde', 'Chinedu', 'Chukwuemeka', 'Daniel', 'Emeka', 'Femi', 'Ibrahim', 'Ikenna', 'Kayode', 'Musa', 'Obinna', 'Olumide', 'Segun', 'Tunde', 'Usman', 'Yakubu', 'Yusuf', 'Kelechi'],
} as const;
const guardianFirstNames = ['Adebayo', 'Amina', 'Chidi', 'Folake', 'Grace', 'Hauwa', 'Ibukun', 'Joseph', 'Mercy', 'Nnamdi', 'Rashidat', 'Samuel'];
const lastNames = ['Adebayo', 'Adeyemi', 'Afolabi', 'Akinola', 'Balogun', 'Bello', 'Eze', 'Nwachukwu', 'Nwosu', 'Obi', 'Ogunleye', 'Okafor', 'Okeke', 'Olawale', 'Onyekachi', 'Oyelaran', 'Sani', 'Suleiman', 'Uche', 'Usman', 'Williams', 'Yakubu'];
/** Most Lagos students are from Lagos; the rest from the states families move from most. */
const origins = ['Lagos', 'Lagos', 'Lagos', 'Lagos', 'Ogun', 'Oyo', 'Osun', 'Ondo', 'Ekiti', 'Anambra', 'Imo', 'Enugu', 'Abia', 'Edo', 'Delta', 'Kwara', 'Kano', 'Kaduna'];
const streets = ['Allen Avenue', 'Awolowo Road', 'Bode Thomas Street', 'Herbert Macaulay Way', 'Isaac John Street', 'Obafemi Awolowo Way', 'Ogunlana Drive', 'Adeniran Ogunsanya Street'];

const juniorClasses = ['JSS 1', 'JSS 2', 'JSS 3'];
const seniorClasses = ['SS 1', 'SS 2', 'SS 3'];

/**
 * The demo's classes a school of a category teaches: JSS for a junior school, SS for a senior or technical one, both
 * for a school that has both or for special needs; none for a nursery or primary school (the demo state offers only
 * secondary classes).
 */
export function levelsOf(category: string): string[] {
  if (category === 'Junior Secondary') return juniorClasses;
  if (category === 'Senior Secondary' || category === 'Technical') return seniorClasses;
  if (category === 'Junior and Senior Secondary' || category === 'Special Needs') return [...juniorClasses, ...seniorClasses];
  return [];
}

/** The school's initials, as the prefix of its admission numbers (Agege Junior Grammar School → AJGS). */
const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .map((word) => (/^\d+$/.test(word) ? word : word[0]))
    .join('')
    .toUpperCase();

const pick = <T>(list: readonly T[], index: number) => list[index % list.length] as T;

/**
 * Admits `perSchool` students to every school of the state, in the classes of the school's level the state has.
 * The session starts in September of `year`: a JSS 1 or SS 1 student was admitted then, a JSS 2 student a year before.
 */
export async function seedDemoStudents(db: Executor, stateId: string, options: { perSchool?: number; year?: number } = {}) {
  const { perSchool = 40, year = 2026 } = options;
  const schoolRows = await db.select().from(schools).where(eq(schools.stateId, stateId)).orderBy(schools.name);
  const classRows = await db
    .select()
    .from(classes)
    .where(and(eq(classes.stateId, stateId), inArray(classes.name, [...juniorClasses, ...seniorClasses])));
  const classByName = new Map(classRows.map((row) => [row.name, row]));
  const values: (typeof students.$inferInsert)[] = [];
  let serial = 0;
  for (const school of schoolRows) {
    const levels = levelsOf(school.category).flatMap((name) => classByName.get(name) ?? []);
    if (levels.length === 0) continue;
    const admitted = Array.from({ length: perSchool }, (_, index) => {
      serial += 1;
      const klass = pick(levels, index);
      const yearsIn = (levels.indexOf(klass) % 3) as 0 | 1 | 2;
      const startAge = klass.name.startsWith('JSS') ? 10 : 13;
      const gender = (serial * 7) % 13 < 6 ? ('female' as const) : ('male' as const);
      const lastName = pick(lastNames, serial * 5 + index);
      const origin = findState(pick(origins, serial * 3));
      const admissionYear = year - yearsIn;
      return {
        school,
        klass,
        admissionDate: `${admissionYear}-09-${String(7 + (index % 3) * 7).padStart(2, '0')}`,
        student: {
          firstName: pick(firstNames[gender], serial * 3 + index),
          lastName,
          middleName: index % 4 === 0 ? null : pick(firstNames[gender], serial + 11),
          gender,
          dob: `${admissionYear - startAge - (index % 2)}-${String(1 + (serial % 12)).padStart(2, '0')}-${String(1 + (serial % 28)).padStart(2, '0')}`,
          classArm: pick(klass.arms, index * 5 + serial),
          stateOfOrigin: origin?.name ?? null,
          localGovernmentOfOrigin: origin ? pick(origin.lgas, serial * 7) : null,
          address: `${1 + (serial % 90)} ${pick(streets, serial)}, ${school.localGovernment ?? 'Lagos'}`,
          guardianName: `${pick(guardianFirstNames, serial)} ${lastName}`,
          guardianPhoneNumber: { code: '+234' as const, number: `80${String(55000000 + serial).padStart(8, '0')}` },
        },
      };
    });
    // Numbered in order of admission, as a school's register numbers them.
    admitted.sort((a, b) => a.admissionDate.localeCompare(b.admissionDate) || a.student.lastName.localeCompare(b.student.lastName));
    const prefix = initialsOf(school.name);
    for (const [index, { klass, admissionDate, student }] of admitted.entries()) {
      values.push({
        ...student,
        stateId,
        schoolId: school.id,
        districtId: school.districtId,
        classId: klass.id,
        admissionDate,
        admissionNumber: `${prefix}/${admissionDate.slice(0, 4)}/${String(index + 1).padStart(4, '0')}`,
      });
    }
  }
  if (values.length) await db.insert(students).values(values);
  return values.length;
}
