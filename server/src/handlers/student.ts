import { students } from '../db/schema';
import { insertStudent, searchStudentsJson, studentsFound, studentStatisticsOf, updateStudentRecord, viewStudentRecord } from '../data/students';
import { scopeOf, statesSearched } from '../plugins/access';
import type { Services } from '../services';
import { idColumn } from '../services/sheetImport';
import { cutShortNote, maxDownloadRows, sendSpreadsheet, spreadsheetOf, type SpreadsheetColumn } from '../services/spreadsheet';
import type { components } from '../../../src/api/schema.gen';
import { pickFields } from './fields';
import { stateTermsOf } from '../data/representations';
import type { BodyOf, Handlers } from '../contractTypes';

type Student = components['schemas']['Student'];

/** What addStudent and updateStudent copy from their bodies. */
const studentFields = [
  'admissionNumber',
  'firstName',
  'lastName',
  'middleName',
  'gender',
  'dob',
  'admissionDate',
  'schoolId',
  'classId',
  'classArm',
  'address',
  'stateOfOrigin',
  'localGovernmentOfOrigin',
  'guardianName',
  'guardianPhoneNumber',
] as const satisfies readonly (keyof BodyOf<'addStudent'> & keyof BodyOf<'updateStudent'>)[];

/**
 * The columns of `students.xlsx`: each student's Id, then the list's and the admission register's, headed as the import
 * reads them (the district with the state's term).
 */
const studentColumns = (districtTerm: string): SpreadsheetColumn<Student>[] => [
  // Whose each row is: the file, edited, uploads again as updates of these students.
  { header: idColumn.header, text: (s) => s.id, width: 38 },
  { header: 'Admission Number', text: (s) => s.admissionNumber },
  { header: 'Last Name', text: (s) => s.lastName },
  { header: 'First Name', text: (s) => s.firstName },
  { header: 'Middle Name', text: (s) => s.middleName },
  { header: 'Gender', text: (s) => s.gender },
  { header: 'Date of Birth', date: (s) => s.dob },
  { header: 'Class', text: (s) => s.class?.name },
  { header: 'Class Arm', text: (s) => s.classArm, width: 10 },
  { header: 'School', text: (s) => s.school?.name, width: 32 },
  { header: districtTerm, text: (s) => s.district?.name },
  { header: 'State', text: (s) => s.state.name },
  { header: 'Admission Date', date: (s) => s.admissionDate },
  { header: 'State of Origin', text: (s) => s.stateOfOrigin },
  { header: 'Local Government of Origin', text: (s) => s.localGovernmentOfOrigin },
  { header: 'Guardian Name', text: (s) => s.guardianName },
  { header: 'Guardian Phone Number', text: (s) => s.guardianPhoneNumber && `${s.guardianPhoneNumber.code}${s.guardianPhoneNumber.number}` },
  { header: 'Address', text: (s) => s.address, width: 32 },
];

export function studentHandlers(_services: Services): Handlers {
  return {
    async searchStudents(request, reply) {
      const states = await statesSearched(request, students, { state: request.query.state });
      // The database wrote the answer as JSON text; Fastify sends JSON text as it is.
      reply.type('application/json; charset=utf-8');
      return searchStudentsJson(scopeOf(request), states, request.query);
    },

    async downloadStudents(request, reply) {
      const scope = scopeOf(request);
      const states = await statesSearched(request, students, { state: request.query.state });
      const [found, terms] = await Promise.all([studentsFound(scope, states, request.query), stateTermsOf(scope)]);
      const note = found.more ? cutShortNote(request.query.limit ?? 1000, 'students', maxDownloadRows) : undefined;
      return sendSpreadsheet(reply, 'students.xlsx', spreadsheetOf(found.students, studentColumns(terms.district.value), 'Students', note));
    },

    async viewStudent(request) {
      return viewStudentRecord(scopeOf(request), request.params.id);
    },

    async addStudent(request, reply) {
      const scope = scopeOf(request);
      const { firstName, lastName, gender, dob, schoolId } = request.body;
      const id = await scope.transaction((tx) => insertStudent(tx, { ...pickFields(request.body, studentFields), firstName, lastName, gender, dob, schoolId }));
      reply.status(201);
      return viewStudentRecord(scope, id);
    },

    async updateStudent(request) {
      const scope = scopeOf(request);
      await scope.transaction((tx) => updateStudentRecord(tx, request.params.id, pickFields(request.body, studentFields)));
      return viewStudentRecord(scope, request.params.id);
    },

    async viewStudentStatistics(request) {
      return studentStatisticsOf(scopeOf(request));
    },
  };
}
