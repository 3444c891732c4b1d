// Reference data on every start (idempotent), and on an empty database a demo: one Active state with everything a
// screen needs, one Unverified state, and one super-admin.
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import { loadContract } from '../contract';
import { findState } from '../reference/nigeria';
import { waecGrades } from '../../../src/lib/gradeBands';
import type { Database, Executor } from './client';
import { demoSchools, demoStaff, seededRandom, staffDetails } from './demoStaff';
import { seedDemoBilling } from './seedBilling';
import { districtAdminEmail, seedGovernanceDemo } from './seedGovernance';
import { seedDemoStudents } from './seedStudents';
import {
  classes,
  districts,
  events,
  permissions,
  roleAccess,
  roles,
  schemes,
  schools,
  sessions,
  staff,
  states,
  students,
  subjectTopics,
  subjects,
  terms,
  topics,
} from './schema';

export const demoPassword = 'Portal@2026';
/** Generated staff of the demo state, beside its 24 numbered teachers and its owner: about 400 in all. */
const demoStaffCount = 375;

export const demoAccounts = [
  { email: 'superadmin@demo.test', password: demoPassword, description: 'super-admin' },
  { email: 'admin@demo.test', password: demoPassword, description: 'owner of the Active state, Lagos' },
  { email: 'pending@demo.test', password: demoPassword, description: 'admin of the Unverified state, Kano' },
  { email: districtAdminEmail, password: demoPassword, description: 'administrator of District I of Lagos only' },
] as const;

/** The permission table is the contract's `x-permissions` catalogue, brought up to date at every start. */
export async function seedReference(db: Database) {
  const catalogue = loadContract('portal')['x-permissions'] ?? [];
  if (catalogue.length === 0) return;
  await db
    .insert(permissions)
    .values(catalogue)
    .onConflictDoUpdate({
      target: permissions.operation,
      set: {
        name: sql`excluded.name`,
        description: sql`excluded.description`,
        category: sql`excluded.category`,
        restriction: sql`excluded.restriction`,
        heldBy: sql`excluded.held_by`,
      },
    });
}

const classCatalogue: { name: string; classType: 'Junior Secondary' | 'Senior Secondary' }[] = [
  { name: 'JSS 1', classType: 'Junior Secondary' },
  { name: 'JSS 2', classType: 'Junior Secondary' },
  { name: 'JSS 3', classType: 'Junior Secondary' },
  { name: 'SS 1', classType: 'Senior Secondary' },
  { name: 'SS 2', classType: 'Senior Secondary' },
  { name: 'SS 3', classType: 'Senior Secondary' },
];

const subjectCatalogue: { name: string; subjectCode: string; description: string; topics: string[] }[] = [
  { name: 'Mathematics', subjectCode: 'MTH', description: 'Number, algebra, geometry and statistics.', topics: ['Whole Numbers', 'Fractions', 'Algebraic Expressions', 'Linear Equations', 'Angles', 'Statistics'] },
  { name: 'English Language', subjectCode: 'ENG', description: 'Reading, writing, grammar and oral English.', topics: ['Parts of Speech', 'Comprehension', 'Essay Writing', 'Vowel Sounds', 'Summary Writing'] },
  { name: 'Basic Science', subjectCode: 'BSC', description: 'Living things, matter and energy.', topics: ['Living and Non-Living Things', 'Matter', 'Energy', 'Family Health'] },
  { name: 'Civic Education', subjectCode: 'CVE', description: 'Citizenship, values and government.', topics: ['Values', 'Citizenship', 'Rule of Law', 'Human Rights'] },
  { name: 'Biology', subjectCode: 'BIO', description: 'The study of living organisms.', topics: ['Cell Structure', 'Nutrition', 'Ecology', 'Genetics'] },
  { name: 'Physics', subjectCode: 'PHY', description: 'Motion, forces, waves and electricity.', topics: ['Motion', 'Work, Energy and Power', 'Waves', 'Current Electricity'] },
  { name: 'Chemistry', subjectCode: 'CHM', description: 'Matter, reactions and the periodic table.', topics: ['Atomic Structure', 'Periodic Table', 'Chemical Bonding', 'Acids and Bases'] },
];

/** The traits the demo's report cards rate, without descriptions. */
const traits = (names: string[]) => names.map((name) => ({ name, description: null }));

const firstNames = ['Adebayo', 'Chiamaka', 'Emeka', 'Funmilayo', 'Ibrahim', 'Ngozi', 'Oluwaseun', 'Aisha', 'Tunde', 'Kemi', 'Yusuf', 'Bisi', 'Chinedu', 'Halima', 'Segun'];
/** The first teachers' gender and title follow their first name (Oluwaseun is given to either). */
const womensNames = new Set(['Chiamaka', 'Funmilayo', 'Ngozi', 'Aisha', 'Kemi', 'Bisi', 'Halima']);
const lastNames = ['Adeyemi', 'Okafor', 'Bello', 'Eze', 'Ogunleye', 'Nwosu', 'Abubakar', 'Balogun', 'Okonkwo', 'Lawal', 'Ibe', 'Salami'];

async function createState(tx: Executor, name: string, accountStatus: 'Active' | 'Unverified') {
  const reference = findState(name);
  if (!reference) throw new Error(`Unknown state ${name}`);
  const [state] = await tx
    .insert(states)
    .values({ name: reference.name, accountStatus, address: `State Secretariat, ${reference.capital}`, emails: [`info@${reference.name.toLowerCase().replace(/\s+/g, '')}.edu.test`] })
    .returning();
  if (!state) throw new Error('State not created');
  return state;
}

/** Students the demo admits to each of its schools, beside the first sixty (seedStudents.ts). */
export const demoStudentsPerSchool = 30;

/** Creates the demo on a database without it; answers whether it did. */
export async function seedDemo(db: Database): Promise<boolean> {
  const [existing] = await db.select({ id: staff.id }).from(staff).where(eq(staff.email, 'superadmin@demo.test'));
  if (existing) return false;
  const passwordHash = await hashPassword(demoPassword);
  await db.transaction(async (tx) => {
    const lagos = await createState(tx, 'Lagos', 'Active');
    const kano = await createState(tx, 'Kano', 'Unverified');
    const gradedAt = new Date().toISOString();
    await tx.update(states).set({ finalGrades: waecGrades.map((grade) => ({ id: crypto.randomUUID(), ...grade, createdAt: gradedAt })), globalAssessment: [
      { id: crypto.randomUUID(), assessmentName: 'First Test', mark: 20 },
      { id: crypto.randomUUID(), assessmentName: 'Second Test', mark: 20 },
      { id: crypto.randomUUID(), assessmentName: 'Examination', mark: 60 },
    ], affectiveDomain: traits(['Punctuality', 'Neatness', 'Politeness', 'Honesty', 'Attentiveness']), psychomotorSkill: traits(['Handwriting', 'Sports', 'Drawing and Painting', 'Musical Skills']) }).where(eq(states.id, lagos.id));

    const person = (index: number) => ({
      firstName: firstNames[index % firstNames.length] as string,
      lastName: lastNames[(index * 7) % lastNames.length] as string,
    });
    const [superAdmin, admin, pending] = await tx
      .insert(staff)
      .values([
        { stateId: lagos.id, title: 'Dr', firstName: 'Amina', lastName: 'Yakubu', username: 'superadmin', email: 'superadmin@demo.test', phoneNumber: '8030000001', passwordHash, isSuperAdmin: true, gender: 'female', staffType: 'Non-Teaching' },
        { stateId: lagos.id, title: 'Mr', firstName: 'Tunde', lastName: 'Bakare', username: 'lagosadmin', email: 'admin@demo.test', phoneNumber: '8030000002', passwordHash, gender: 'male', staffType: 'Non-Teaching', stateOfOrigin: 'Lagos', countryOfOrigin: 'Nigeria' },
        { stateId: kano.id, title: 'Mrs', firstName: 'Hauwa', lastName: 'Sani', username: 'kanoadmin', email: 'pending@demo.test', phoneNumber: '8030000003', passwordHash, gender: 'female', staffType: 'Non-Teaching' },
      ])
      .returning();
    if (!superAdmin || !admin || !pending) throw new Error('Demo accounts not created');
    const accountDetails = seededRandom(3);
    const accounts = [
      { account: superAdmin, middleName: 'Binta', stateOfOrigin: 'Kaduna', dateOfEmployment: '2004-02-02' },
      { account: admin, middleName: 'Olawale', stateOfOrigin: 'Lagos', dateOfEmployment: '2008-10-06' },
      { account: pending, middleName: 'Zainab', stateOfOrigin: 'Kano', dateOfEmployment: '2011-05-16' },
    ];
    for (const [index, { account, middleName, stateOfOrigin, dateOfEmployment }] of accounts.entries()) {
      await tx
        .update(staff)
        .set({ dateOfEmployment, middleName, ...staffDetails(accountDetails, 900 + index, { stateOfOrigin, localGovernment: 'Ikeja', staffType: 'Non-Teaching', dateOfEmployment }) })
        .where(eq(staff.id, account.id));
    }
    await tx.update(states).set({ ownerId: admin.id }).where(eq(states.id, lagos.id));
    await tx.update(states).set({ ownerId: pending.id }).where(eq(states.id, kano.id));
    await tx.insert(roleAccess).values([
      { staffId: admin.id, stateId: lagos.id, organisationType: 'State', organisationId: lagos.id },
      { staffId: pending.id, stateId: kano.id, organisationType: 'State', organisationId: kano.id },
      { staffId: superAdmin.id, stateId: lagos.id, organisationType: 'State', organisationId: lagos.id },
    ]);

    const [inspector, dataOfficer] = await tx
      .insert(roles)
      .values([
        { stateId: lagos.id, organisationId: lagos.id, name: 'Schools Inspector', description: 'Views schools, staff and students.', permissions: ['dashboard.view', 'school.view', 'staff.view', 'student.view', 'class.view', 'subject.view'] },
        { stateId: lagos.id, organisationId: lagos.id, name: 'Data Officer', description: 'Keeps staff and student records up to date.', permissions: ['dashboard.view', 'staff.view', 'staff.create', 'staff.update', 'staff.upload', 'staff.download', 'student.view', 'student.create', 'student.update', 'student.upload', 'student.download'] },
      ])
      .returning();

    const districtRows = await tx
      .insert(districts)
      .values(
        [['District I', 'Agege'], ['District II', 'Kosofe'], ['District III', 'Eti Osa'], ['District IV', 'Lagos Mainland'], ['District V', 'Ojo'], ['District VI', 'Oshodi-Isolo']].map(([name, localGovernment], index) => ({
          stateId: lagos.id,
          name: name as string,
          localGovernment: localGovernment as string,
          address: `Education District Office, ${localGovernment}`,
          accountStatus: index < 4 ? ('approved' as const) : index === 4 ? ('pending' as const) : ('rejected' as const),
          createdById: admin.id,
          phoneNumbers: [{ code: '+234' as const, number: `80310000${10 + index}` }],
          emails: [`district${index + 1}@lagos.edu.test`],
        })),
      )
      .returning();

    const schoolRows = await tx
      .insert(schools)
      .values(
        districtRows.slice(0, 4).flatMap((district, index) => [
          { stateId: lagos.id, districtId: district.id, name: `${district.localGovernment} Junior Grammar School`, category: 'Junior Secondary' as const, localGovernment: district.localGovernment },
          { stateId: lagos.id, districtId: district.id, name: `${district.localGovernment} Senior High School ${index + 1}`, category: 'Senior Secondary' as const, localGovernment: district.localGovernment },
        ]),
      )
      .returning();

    const teacherRows = await tx
      .insert(staff)
      .values(
        Array.from({ length: 24 }, (_, index) => {
          const school = schoolRows[index % schoolRows.length];
          const name = person(index);
          return {
            stateId: lagos.id,
            districtId: school?.districtId ?? null,
            schoolId: school?.id ?? null,
            title: womensNames.has(name.firstName) ? ('Mrs' as const) : ('Mr' as const),
            ...name,
            username: `teacher${index + 1}`,
            email: `teacher${index + 1}@lagos.edu.test`,
            phoneNumber: `80320000${String(index).padStart(2, '0')}`,
            passwordHash,
            gender: womensNames.has(name.firstName) || (name.firstName === 'Oluwaseun' && index % 2 === 0) ? 'female' : 'male',
            staffType: index % 6 === 5 ? ('Non-Teaching' as const) : ('Teaching' as const),
            oracleNumber: `OR${100200 + index}`,
            tescomNumber: `TS${5000 + index}`,
            dateOfEmployment: `${2005 + (index % 15)}-09-01`,
            dob: `${1970 + (index % 20)}-0${1 + (index % 9)}-15`,
            stateOfOrigin: 'Lagos',
            countryOfOrigin: 'Nigeria',
          };
        }),
      )
      .returning();
    await tx.insert(roleAccess).values(
      teacherRows.slice(0, 2).map((teacher, index) => ({
        staffId: teacher.id,
        stateId: lagos.id,
        organisationType: 'State' as const,
        organisationId: lagos.id,
        roleId: (index === 0 ? inspector : dataOfficer)?.id ?? null,
      })),
    );
    for (const [index, school] of schoolRows.entries()) {
      await tx.update(schools).set({ principalId: teacherRows[index]?.id, vicePrincipalId: teacherRows[index + schoolRows.length]?.id }).where(eq(schools.id, school.id));
    }
    // The numbered teachers keep the names and numbers given above, which tests name; the rest of their form is
    // filled in here, their Subeb numbers (800 on) apart from the generated staff's (1 on) and the accounts' (900 on):
    // no two alike in a state.
    const details = seededRandom(24);
    for (const [index, teacher] of teacherRows.entries()) {
      const school = schoolRows[index % schoolRows.length];
      await tx
        .update(staff)
        .set({
          middleName: person(index + 5).firstName,
          ...staffDetails(details, 800 + index, { stateOfOrigin: 'Lagos', localGovernment: school?.localGovernment ?? 'Ikeja', staffType: teacher.staffType ?? 'Teaching', dateOfEmployment: teacher.dateOfEmployment ?? '2010-09-01' }),
        })
        .where(eq(staff.id, teacher.id));
    }

    const moreSchools = await tx
      .insert(schools)
      .values(demoSchools.map((school) => ({ stateId: lagos.id, districtId: districtRows[school.district]?.id ?? null, name: school.name, category: school.category, localGovernment: districtRows[school.district]?.localGovernment ?? null, address: `${school.name}, ${districtRows[school.district]?.localGovernment}, Lagos` })))
      .returning();
    const workplaces = [...schoolRows, ...moreSchools].map((school) => ({ districtId: school.districtId ?? '', schoolId: school.id as string | null, localGovernment: school.localGovernment ?? '' }));
    // A district office in every tenth place, so some staff work for the district rather than a school.
    const offices = districtRows.slice(0, 4).map((district) => ({ districtId: district.id, schoolId: null, localGovernment: district.localGovernment }));
    const generated = await tx
      .insert(staff)
      .values(demoStaff(demoStaffCount, 1, workplaces.flatMap((workplace, index) => (index % 5 === 4 ? [workplace, offices[index % offices.length]!] : [workplace]))).map((member) => ({ ...member, stateId: lagos.id, passwordHash })))
      .returning({ id: staff.id, schoolId: staff.schoolId, staffType: staff.staffType, accountStatus: staff.accountStatus });
    // Each added school is led by two of its own teachers.
    for (const school of moreSchools) {
      const [principal, vicePrincipal] = generated.filter((member) => member.schoolId === school.id && member.staffType === 'Teaching' && member.accountStatus === 'Active');
      await tx.update(schools).set({ principalId: principal?.id ?? null, vicePrincipalId: vicePrincipal?.id ?? null }).where(eq(schools.id, school.id));
    }

    const classRows = await tx
      .insert(classes)
      .values(classCatalogue.map((entry) => ({ stateId: lagos.id, ...entry, description: `${entry.classType} class ${entry.name}`, arms: ['A', 'B', 'C'] })))
      .returning();

    const subjectRows = [];
    for (const entry of subjectCatalogue) {
      const [subject] = await tx.insert(subjects).values({ stateId: lagos.id, name: entry.name, subjectCode: entry.subjectCode, description: entry.description }).returning();
      if (!subject) continue;
      subjectRows.push({ subject, topicNames: entry.topics });
      const topicRows = await tx.insert(topics).values(entry.topics.map((name) => ({ stateId: lagos.id, name }))).onConflictDoNothing().returning();
      if (topicRows.length) await tx.insert(subjectTopics).values(topicRows.map((topic) => ({ subjectId: subject.id, topicId: topic.id })));
    }

    const [session] = await tx.insert(sessions).values({ stateId: lagos.id, name: '2026/2027', startDate: '2026-09-14', endDate: '2027-07-23', isCurrent: true }).returning();
    if (!session) throw new Error('Session not created');
    const termRows = await tx
      .insert(terms)
      .values([
        { stateId: lagos.id, sessionId: session.id, name: 'First Term', startDate: '2026-09-14', endDate: '2026-12-18', isCurrent: true },
        { stateId: lagos.id, sessionId: session.id, name: 'Second Term', startDate: '2027-01-11', endDate: '2027-04-09' },
        { stateId: lagos.id, sessionId: session.id, name: 'Third Term', startDate: '2027-04-26', endDate: '2027-07-23' },
      ])
      .returning();
    await tx.insert(events).values([
      { stateId: lagos.id, name: 'Mid-Term Break', eventType: 'Mid-Term Break', startDate: '2026-10-29', endDate: '2026-10-30' },
      { stateId: lagos.id, name: 'Independence Day', eventType: 'Public Holiday', startDate: '2026-10-01', endDate: '2026-10-01' },
      { stateId: lagos.id, name: 'First Term Examinations', eventType: 'Examination', startDate: '2026-12-07', endDate: '2026-12-16' },
      { stateId: lagos.id, name: 'Christmas Holiday', eventType: 'Public Holiday', startDate: '2026-12-25', endDate: '2026-12-26' },
      { stateId: lagos.id, name: 'Principals Meeting', eventType: 'Meeting', startDate: '2026-11-26', endDate: '2026-11-26' },
    ]);
    const firstTerm = termRows[0];
    const jss1 = classRows[0];
    if (firstTerm && jss1) {
      await tx.insert(schemes).values(
        subjectRows.slice(0, 3).map(({ subject, topicNames }) => ({
          stateId: lagos.id,
          sessionId: session.id,
          termId: firstTerm.id,
          classId: jss1.id,
          subjectId: subject.id,
          weeks: topicNames.map((topic, index) => ({ week: index + 1, topic, description: `Introduce ${topic.toLowerCase()} with worked examples.` })),
        })),
      );
    }

    await tx.insert(students).values(
      Array.from({ length: 60 }, (_, index) => {
        const school = schoolRows[index % schoolRows.length];
        const name = person(index + 3);
        return {
          stateId: lagos.id,
          districtId: school?.districtId ?? null,
          schoolId: school?.id ?? null,
          classId: classRows[index % classRows.length]?.id ?? null,
          ...name,
          gender: index % 2 === 0 ? 'male' : 'female',
          dob: `${2010 + (index % 6)}-0${1 + (index % 9)}-1${index % 10}`,
          admissionNumber: `LAG/${2026 - (index % 6)}/${String(index + 1).padStart(4, '0')}`,
          admissionDate: `${2026 - (index % 6)}-09-14`,
          stateOfOrigin: 'Lagos',
        };
      }),
    );
    await seedDemoStudents(tx, lagos.id, { perSchool: demoStudentsPerSchool });
    await seedGovernanceDemo(tx, lagos.id, admin.id, passwordHash);
    await seedDemoBilling(tx, lagos.id, admin.id);
  });
  return true;
}
