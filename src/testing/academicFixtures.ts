// Contract-typed sample data for the academic-structure machines' tests and the views' stories: the demo state's
// classes, subjects, a session with its terms, events, a scheme of work and class notes.
import type { components } from '../api/schema.gen';

type Schemas = components['schemas'];
export type Class = Schemas['Class'];
export type Subject = Schemas['Subject'];
export type Session = Schemas['Session'];
export type Event = Schemas['Event'];
export type SchemeOfWork = Schemas['SchemeOfWork'];
export type ClassNote = Schemas['ClassNote'];
export type Topic = Schemas['Topic'];

const created = '2026-01-05T09:00:00.000Z';
const uuid = (n: number) => `4a1c2e3f-5b6d-4e7f-8a9b-${String(n).padStart(12, '0')}`;

export const classTypesFixture: Schemas['ClassType'][] = ['Nursery', 'Primary', 'Junior Secondary', 'Senior Secondary'];

export const classesFixture: Class[] = [
  ['JSS 1', 'Junior Secondary', 'The first year of junior secondary school.'],
  ['JSS 2', 'Junior Secondary', 'The second year of junior secondary school.'],
  ['JSS 3', 'Junior Secondary', 'The final year of junior secondary school, ending with the BECE.'],
  ['SS 1', 'Senior Secondary', 'The first year of senior secondary school.'],
  ['SS 2', 'Senior Secondary', null],
  ['SS 3', 'Senior Secondary', 'The final year, ending with the WASSCE.'],
].map(([name, classType, description], index) => ({
  id: uuid(100 + index),
  name: name as string,
  classType: classType as Schemas['ClassType'],
  description: description as string | null,
  arms: ['A', 'B', 'C'],
  offered: index < 5,
  createdAt: created,
}));

export const topicsFixture: Topic[] = [
  { id: uuid(300), name: 'Algebraic expressions' },
  { id: uuid(301), name: 'Number bases' },
  { id: uuid(302), name: 'Fractions' },
  { id: uuid(303), name: 'Parts of speech' },
  { id: uuid(304), name: 'Comprehension' },
];

export const subjectsFixture: Subject[] = [
  {
    id: uuid(200),
    name: 'Mathematics',
    description: 'Number, algebra, geometry and statistics.',
    subjectCode: 'MTH',
    topics: topicsFixture.slice(0, 3),
    offered: true,
    createdAt: created,
  },
  {
    id: uuid(201),
    name: 'English Language',
    description: 'Grammar, comprehension, composition and oral English.',
    subjectCode: 'ENG',
    topics: topicsFixture.slice(3),
    offered: true,
    createdAt: created,
  },
  { id: uuid(202), name: 'Basic Science', description: null, subjectCode: 'BSC', topics: [], offered: false, createdAt: created },
];

export const sessionsFixture: Session[] = [
  {
    id: uuid(400),
    name: '2026/2027',
    startDate: '2026-09-07',
    endDate: '2027-07-23',
    isCurrent: true,
    terms: [
      { id: uuid(410), name: 'First Term', startDate: '2026-09-07', endDate: '2026-12-18', isCurrent: true },
      { id: uuid(411), name: 'Second Term', startDate: '2027-01-11', endDate: '2027-04-09', isCurrent: false },
      { id: uuid(412), name: 'Third Term', startDate: '2027-04-26', endDate: '2027-07-23', isCurrent: false },
    ],
  },
  { id: uuid(401), name: '2025/2026', startDate: '2025-09-08', endDate: '2026-07-24', isCurrent: false, terms: [] },
];

export const eventsFixture: Event[] = [
  { _id: uuid(500), name: 'Resumption for First Term', eventType: 'Resumption', startDate: '2026-09-07', endDate: '2026-09-07' },
  { _id: uuid(501), name: 'Independence Day', eventType: 'Public Holiday', startDate: '2026-10-01', endDate: '2026-10-01' },
  { _id: uuid(502), name: 'Mid-term break', eventType: 'Mid-Term Break', startDate: '2026-10-26', endDate: '2026-10-30' },
  { _id: uuid(503), name: 'Staff meeting', eventType: 'Meeting', startDate: '2026-10-01', endDate: '2026-10-01' },
];

export const eventTypesFixture: Schemas['EventType'][] = [
  'Weekend',
  'Public Holiday',
  'Mid-Term Break',
  'Examination',
  'Resumption',
  'Vacation',
  'School Event',
  'Meeting',
];

const [session] = sessionsFixture as [Session];
const [firstTerm] = session.terms as [Schemas['Term']];
const [jss1] = classesFixture as [Class];
const [mathematics] = subjectsFixture as [Subject];

export const schemeChoiceFixture = { sessionId: session.id, termId: firstTerm.id, classId: jss1.id, subjectId: mathematics.id };

export const schemeFixture: SchemeOfWork = {
  id: uuid(600),
  session: { id: session.id, name: session.name },
  term: { id: firstTerm.id, name: firstTerm.name },
  class: { id: jss1.id, name: jss1.name },
  subject: { id: mathematics.id, name: mathematics.name },
  weeks: [
    { week: 1, topic: 'Number bases', description: 'Counting in base two, five and ten.' },
    { week: 2, topic: 'Fractions' },
    { week: 3, topic: 'Algebraic expressions', description: 'Simplifying and substituting.' },
  ],
  createdAt: created,
  updatedAt: created,
};

export const classNotesFixture: ClassNote[] = [
  {
    id: uuid(700),
    fileName: 'Number bases.pdf',
    contentType: 'application/pdf',
    size: 482_304,
    url: `/api/scheme/download-class-note/${uuid(700)}`,
    uploadedAt: '2026-09-10T08:30:00.000Z',
  },
  {
    id: uuid(701),
    fileName: 'Fractions worked examples.docx',
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    size: 1_228_800,
    url: `/api/scheme/download-class-note/${uuid(701)}`,
    uploadedAt: '2026-09-17T08:30:00.000Z',
  },
];

/** A file a person might choose: `name` of `type`, claiming `size` bytes (without holding them). */
export function fileFixture(name: string, size: number, type: string): File {
  const file = new File([new Uint8Array(Math.min(size, 64))], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}
