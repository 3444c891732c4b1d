// Story data: students as GET /student/view-by-id answers them and GET /student/search lists them, and what the
// search's selectors and the form choose from.
import { studentListItemOf, type Student, type StudentFilterOptions, type StudentList } from '../features/students/studentSearch.form';
import { filterOptionsFixture } from './staffFixtures';

export const studentOptionsFixture: StudentFilterOptions = {
  ...filterOptionsFixture,
  classes: [
    { id: '1a2b3c4d-0000-4000-8000-000000000001', name: 'JSS 1', arms: ['A', 'B', 'C'] },
    { id: '1a2b3c4d-0000-4000-8000-000000000002', name: 'JSS 2', arms: ['A', 'B'] },
  ],
};

const firstNames = ['Ngozi', 'Tunde', 'Aisha', 'Chinedu', 'Funke', 'Ibrahim'];
const lastNames = ['Eze', 'Balogun', 'Musa', 'Okafor', 'Adeyemi', 'Bello'];

/** The `index`th student of a made-up Lagos register. */
export function studentFixture(index: number): Student {
  const school = studentOptionsFixture.schools[index % 2]!;
  const district = studentOptionsFixture.districts[index % 2]!;
  const schoolClass = studentOptionsFixture.classes[index % 2]!;
  return {
    id: `5b6c7d8e-0000-4000-8000-${String(index).padStart(12, '0')}`,
    admissionNumber: `AJGS/2024/${String(index + 1).padStart(4, '0')}`,
    firstName: firstNames[index % firstNames.length]!,
    lastName: lastNames[Math.floor(index / 2) % lastNames.length]!,
    middleName: null,
    gender: index % 2 === 0 ? 'female' : 'male',
    dob: '2013-05-14',
    admissionDate: `2024-09-${String((index % 20) + 1).padStart(2, '0')}`,
    state: { id: '3c4d5e6f-0000-4000-8000-000000000000', name: 'Lagos' },
    school: { id: school.id, name: school.name },
    class: { id: schoolClass.id, name: schoolClass.name },
    classArm: 'A',
    district,
    address: null,
    stateOfOrigin: 'Enugu',
    localGovernmentOfOrigin: 'Nsukka',
    guardianName: 'Chinedu Eze',
    guardianPhoneNumber: { code: '+234', number: '8031234567' },
    createdAt: '2024-09-01T08:00:00.000Z',
  };
}

export const studentListFixture: StudentList = { foundStudents: Array.from({ length: 6 }, (_, i) => studentListItemOf(studentFixture(i))), total: 6, moreThanTotal: false };
export const limitedStudentListFixture: StudentList = { foundStudents: Array.from({ length: 20 }, (_, i) => studentListItemOf(studentFixture(i))), total: 5000, moreThanTotal: true };
