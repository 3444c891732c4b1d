// Subjects with their topics (existing ones linked by id, new ones created by name and never duplicated), topic
// listing and search, and the /subject-management/configure page's choice of the subjects the state offers.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { subjects, topics } from '../../server/src/db/schema';
import { expectAccessChecks, request, type Session, type Sessions, withAcademicTestApp, type AcademicTestApp } from './academic-helpers';
import type { TestApp } from './harness';
import { call, errorOf, expectBadRequest } from './helpers';

type Topic = { id: string; name: string };
type SubjectBody = { id: string; name: string; description: string | null; subjectCode: string | null; topics: Topic[]; offered: boolean; createdAt: string };
type StateBody = { subjects: { id: string; name: string }[] };

let t: TestApp, who: Sessions, admin: Session, ids: AcademicTestApp['ids'], kano: AcademicTestApp['kano'];
withAcademicTestApp((app) => {
  ({ t, who, admin, ids, kano } = app);
});

const view = (id: string, session?: Session) => request('GET', `/api/subject/view/${id}`, session);
const list = (session?: Session) => request('GET', '/api/subject/view-all', session);
const add = (payload: unknown, session?: Session) => request('POST', '/api/subject/add', session, payload);
const addTopics = (id: string, payload: unknown, session?: Session) => request('PATCH', `/api/subject/add-topics-to-subject/${id}`, session, payload);
const update = (id: string, payload: unknown, session?: Session) => request('PATCH', `/api/subject/update/${id}`, session, payload);
const topicList = (session?: Session) => request('GET', '/api/topic/view-all', session);
const search = (query: string, session?: Session) => request('GET', `/api/topic/search?${query}`, session);
const configure = (payload: unknown, session?: Session) => request('PATCH', '/api/state/add-subjects-to-state', session, payload);

const topicCount = async (name: string) =>
  (await t.db.select({ id: topics.id }).from(topics).where(sql`lower(${topics.name}) = ${name.toLowerCase()} and ${topics.stateId} = ${admin.staff.state}`)).length;

describe('viewSubject', () => {
  it('answers a subject of the state with its topics by name', async () => {
    const response = await call(t, 'viewSubject', view(ids.subjects.Mathematics!, who.inspector), 200);
    const body = response.json() as SubjectBody;
    expect(body).toMatchObject({ name: 'Mathematics', subjectCode: 'MTH', offered: true });
    expect(body.topics.map((topic) => topic.name)).toEqual(['Algebraic Expressions', 'Angles', 'Fractions', 'Linear Equations', 'Statistics', 'Whole Numbers']);
  });

  it("answers 404 for another state's subject and an unknown id, and 400 naming a malformed id", async () => {
    expect(errorOf(await call(t, 'viewSubject', view(kano.subject.id, admin), 404)).message).toBe('Subject not found');
    await call(t, 'viewSubject', view(crypto.randomUUID(), admin), 404);
    await expectBadRequest(t, 'viewSubject', view('maths', admin), 'id');
  });

  it('answers 401, 451 and 403 as every protected operation does', async () => {
    await expectAccessChecks(t, 'viewSubject', (session) => view(ids.subjects.Mathematics!, session), who, { permission: 'subject.view', inspectorMay: true });
  });
});

describe('listSubjects', () => {
  it("answers the state's subjects by name with their topics, and none of another state's", async () => {
    const body = (await call(t, 'listSubjects', list(admin), 200)).json() as { subjects: SubjectBody[] };
    const names = body.subjects.map((s) => s.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(names).toEqual(expect.arrayContaining(['Biology', 'Mathematics', 'Physics']));
    expect(names).not.toContain('Hausa Language');
    expect(body.subjects.find((s) => s.name === 'Physics')?.topics).toHaveLength(4);
  });

  it('answers 401, 451 and 403 as every protected operation does', async () => {
    await expectAccessChecks(t, 'listSubjects', list, who, { permission: 'subject.view', inspectorMay: true });
  });
});

describe('addSubject', () => {
  it("creates a subject linking existing topics and creating new ones once ('Subject Created Successfully')", async () => {
    const payload = {
      name: ' Further   Mathematics ',
      subjectCode: 'FMT',
      description: 'Calculus and more',
      topicIds: [ids.topics.Fractions],
      topicsToCreate: ['Calculus', ' calculus ', 'statistics', 'Matrices'],
    };
    const response = await call(t, 'addSubject', add(payload, admin), 201);
    const body = response.json() as SubjectBody;
    expect(body).toMatchObject({ name: 'Further Mathematics', subjectCode: 'FMT', description: 'Calculus and more', offered: true });
    expect(body.topics.map((topic) => topic.name)).toEqual(['Calculus', 'Fractions', 'Matrices', 'Statistics']);
    // 'statistics' is Mathematics' existing topic, linked rather than duplicated.
    expect(body.topics.find((topic) => topic.name === 'Statistics')?.id).toBe(ids.topics.Statistics);
    expect(await topicCount('calculus')).toBe(1);
    expect(await topicCount('statistics')).toBe(1);
    expect((await call(t, 'viewSubject', view(body.id, admin), 200)).json()).toEqual(body);
  });

  it('creates a subject with only a name', async () => {
    const body = (await call(t, 'addSubject', add({ name: 'Agricultural Science' }, admin), 201)).json() as SubjectBody;
    expect(body).toMatchObject({ subjectCode: null, description: null, topics: [] });
  });

  it('answers 409 naming the field for a name or a subject code the state already has, in any case', async () => {
    const name = await call(t, 'addSubject', add({ name: 'biology', subjectCode: 'BIO2' }, admin), 409);
    expect(errorOf(name)).toMatchObject({ message: 'A subject named biology already exists', details: [{ field: 'name' }] });
    const code = await call(t, 'addSubject', add({ name: 'Botany', subjectCode: 'bio' }, admin), 409);
    expect(errorOf(code)).toMatchObject({ message: 'The subject code bio is already used by Biology', details: [{ field: 'subjectCode' }] });
  });

  it("answers 404 for another state's topic, and creates nothing", async () => {
    await call(t, 'addSubject', add({ name: 'Hausa Studies', topicIds: [kano.topic.id], topicsToCreate: ['Never Made'] }, admin), 404);
    expect(await t.db.select({ id: subjects.id }).from(subjects).where(eq(subjects.name, 'Hausa Studies'))).toEqual([]);
    expect(await topicCount('Never Made')).toBe(0);
  });

  it('answers 400 naming the field for invalid values', async () => {
    await expectBadRequest(t, 'addSubject', add({ subjectCode: 'GEO' }, admin), 'name');
    await expectBadRequest(t, 'addSubject', add({ name: 'Ge' }, admin), 'name');
    await expectBadRequest(t, 'addSubject', add({ name: 'Geography', subjectCode: 'G E O' }, admin), 'subjectCode');
    await expectBadRequest(t, 'addSubject', add({ name: 'Geography', topicIds: ['x'] }, admin), 'topicIds.0');
    await expectBadRequest(t, 'addSubject', add({ name: 'Geography', topicsToCreate: [''] }, admin), 'topicsToCreate.0');
    await expectBadRequest(t, 'addSubject', add({ name: 'Geography', topicsToCreate: ['Maps', '   '] }, admin), 'topicsToCreate.1');
    await expectBadRequest(t, 'addSubject', add({ name: 'Geography', topics: [] }, admin), 'topics');
  });

  it('answers 403 to the Schools Inspector (no subject.create), and 401, 451 and 403 as every protected operation does', async () => {
    await expectAccessChecks(t, 'addSubject', (session) => add({ name: 'Geography' }, session), who, { permission: 'subject.create' });
  });
});

describe('addTopicsToSubject', () => {
  it('adds existing and new topics to the subject, keeping the ones it has and never linking one twice', async () => {
    const id = ids.subjects.Physics!;
    const response = await call(t, 'addTopicsToSubject', addTopics(id, { topicIds: [ids.topics.Energy, ids.topics.Motion], topicsToCreate: ['Optics', 'motion'] }, admin), 200);
    const names = (response.json() as SubjectBody).topics.map((topic) => topic.name);
    expect(names).toEqual(['Current Electricity', 'Energy', 'Motion', 'Optics', 'Waves', 'Work, Energy and Power']);
    expect(await topicCount('Optics')).toBe(1);
  });

  it("answers 404 for another state's subject or topic", async () => {
    await call(t, 'addTopicsToSubject', addTopics(kano.subject.id, { topicsToCreate: ['Sneaky'] }, admin), 404);
    await call(t, 'addTopicsToSubject', addTopics(ids.subjects.Physics!, { topicIds: [kano.topic.id] }, admin), 404);
    expect(await topicCount('Sneaky')).toBe(0);
  });

  it('answers 400 naming the field for invalid values', async () => {
    await expectBadRequest(t, 'addTopicsToSubject', addTopics(ids.subjects.Physics!, {}, admin), 'body');
    await expectBadRequest(t, 'addTopicsToSubject', addTopics(ids.subjects.Physics!, { topicsToCreate: ['x'.repeat(101)] }, admin), 'topicsToCreate.0');
    await expectBadRequest(t, 'addTopicsToSubject', addTopics(ids.subjects.Physics!, { topicIds: [ids.topics.Energy, ids.topics.Energy] }, admin), 'topicIds');
  });

  it('answers 403 to the Schools Inspector (no subject.update), and 401, 451 and 403 as every protected operation does', async () => {
    await expectAccessChecks(t, 'addTopicsToSubject', (session) => addTopics(ids.subjects.Physics!, { topicsToCreate: ['Sound'] }, session), who, { permission: 'subject.update' });
  });
});

describe('updateSubject', () => {
  it('changes the given fields; topicIds replaces the topic list', async () => {
    const id = ids.subjects.Chemistry!;
    const response = await call(t, 'updateSubject', update(id, { description: 'Matter and its changes', subjectCode: 'CHE' }, admin), 200);
    expect(response.json()).toMatchObject({ name: 'Chemistry', description: 'Matter and its changes', subjectCode: 'CHE' });
    expect((response.json() as SubjectBody).topics).toHaveLength(4);
    const replaced = await call(t, 'updateSubject', update(id, { name: 'Chemistry I', subjectCode: null, topicIds: [ids.topics['Periodic Table']] }, admin), 200);
    expect(replaced.json()).toMatchObject({ name: 'Chemistry I', subjectCode: null, topics: [{ id: ids.topics['Periodic Table'], name: 'Periodic Table' }] });
    const emptied = await call(t, 'updateSubject', update(id, { topicIds: [] }, admin), 200);
    expect((emptied.json() as SubjectBody).topics).toEqual([]);
  });

  it('answers 409 naming the field for a name or code of another subject of the state', async () => {
    const name = await call(t, 'updateSubject', update(ids.subjects.Biology!, { name: 'PHYSICS' }, admin), 409);
    expect(errorOf(name).details?.[0]?.field).toBe('name');
    const code = await call(t, 'updateSubject', update(ids.subjects.Biology!, { subjectCode: 'mth' }, admin), 409);
    expect(errorOf(code).details?.[0]?.field).toBe('subjectCode');
    // Its own name and code are not a clash.
    await call(t, 'updateSubject', update(ids.subjects.Biology!, { name: 'Biology', subjectCode: 'BIO' }, admin), 200);
  });

  it("answers 404 for another state's subject or topic, and changes nothing", async () => {
    await call(t, 'updateSubject', update(kano.subject.id, { name: 'Hijacked' }, admin), 404);
    await call(t, 'updateSubject', update(ids.subjects.Biology!, { name: 'Life Science', topicIds: [kano.topic.id] }, admin), 404);
    expect((await call(t, 'viewSubject', view(ids.subjects.Biology!, admin), 200)).json()).toMatchObject({ name: 'Biology' });
  });

  it('answers 400 naming the field for invalid values', async () => {
    await expectBadRequest(t, 'updateSubject', update(ids.subjects.Biology!, {}, admin), 'body');
    await expectBadRequest(t, 'updateSubject', update(ids.subjects.Biology!, { name: 'Bi' }, admin), 'name');
    await expectBadRequest(t, 'updateSubject', update(ids.subjects.Biology!, { topicsToCreate: ['Cells'] }, admin), 'topicsToCreate');
  });

  it('answers 403 to the Schools Inspector (no subject.update), and 401, 451 and 403 as every protected operation does', async () => {
    await expectAccessChecks(t, 'updateSubject', (session) => update(ids.subjects.Biology!, { description: 'x' }, session), who, { permission: 'subject.update' });
  });
});

describe('listTopics', () => {
  it("answers the state's topics by name, and none of another state's", async () => {
    const body = (await call(t, 'listTopics', topicList(admin), 200)).json() as { topics: Topic[] };
    const names = body.topics.map((topic) => topic.name);
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(names).toContain('Fractions');
    expect(names).not.toContain('Kano Only Topic');
  });

  it('answers 403 to the Schools Inspector (no topic.view), and 401, 451 and 403 as every protected operation does', async () => {
    await expectAccessChecks(t, 'listTopics', topicList, who, { permission: 'topic.view' });
  });
});

describe('searchTopics', () => {
  it('answers the topics whose name contains the text, in any case, by name (foundTopics)', async () => {
    const body = (await call(t, 'searchTopics', search('name=ENERGY', admin), 200)).json() as { foundTopics: Topic[] };
    expect(body.foundTopics.map((topic) => topic.name)).toEqual(['Energy', 'Work, Energy and Power']);
    const limited = (await call(t, 'searchTopics', search('name=e&limit=3', admin), 200)).json() as { foundTopics: Topic[] };
    expect(limited.foundTopics).toHaveLength(3);
    expect((await call(t, 'searchTopics', search('name=Kano', admin), 200)).json()).toEqual({ foundTopics: [] });
  });

  it('takes % and _ literally', async () => {
    expect((await call(t, 'searchTopics', search('name=%25', admin), 200)).json()).toEqual({ foundTopics: [] });
    expect((await call(t, 'searchTopics', search('name=_', admin), 200)).json()).toEqual({ foundTopics: [] });
  });

  it('answers 400 naming the parameter for a missing name or a limit out of range', async () => {
    await expectBadRequest(t, 'searchTopics', search('', admin), 'name');
    await expectBadRequest(t, 'searchTopics', search('name=', admin), 'name');
    await expectBadRequest(t, 'searchTopics', search('name=a&limit=0', admin), 'limit');
    await expectBadRequest(t, 'searchTopics', search('name=a&limit=1001', admin), 'limit');
  });

  it('answers 403 to the Schools Inspector (no topic.view), and 401, 451 and 403 as every protected operation does', async () => {
    await expectAccessChecks(t, 'searchTopics', (session) => search('name=a', session), who, { permission: 'topic.view' });
  });
});

describe('addSubjectsToState', () => {
  const offered = async () => ((await call(t, 'viewStateDetails', request('GET', '/api/state/details', admin), 200)).json() as StateBody).subjects.map((s) => s.name);

  it('creates the new names with their topics, offers the existing ones again, and answers the state details', async () => {
    await t.db.update(subjects).set({ offered: false }).where(eq(subjects.id, ids.subjects['Civic Education']!));
    expect(await offered()).not.toContain('Civic Education');
    const payload = { subjects: [{ name: 'Yoruba Language', subjectCode: 'YOR', topicsToCreate: ['Proverbs'] }, { name: 'civic education', subjectCode: 'XYZ' }] };
    const response = await call(t, 'addSubjectsToState', configure(payload, admin), 200);
    expect((response.json() as StateBody).subjects.map((s) => s.name)).toEqual(expect.arrayContaining(['Yoruba Language', 'Civic Education', 'Mathematics']));
    expect((await call(t, 'viewSubject', view(ids.subjects['Civic Education']!, admin), 200)).json()).toMatchObject({ name: 'Civic Education', subjectCode: 'CVE', offered: true });
    const yoruba = ((await call(t, 'listSubjects', list(admin), 200)).json() as { subjects: SubjectBody[] }).subjects.find((s) => s.name === 'Yoruba Language');
    expect(yoruba?.topics.map((topic) => topic.name)).toEqual(['Proverbs']);
  });

  it('is idempotent: the same request twice creates nothing twice', async () => {
    const payload = { subjects: [{ name: 'French', topicsToCreate: ['Greetings'] }, { name: 'FRENCH' }] };
    await call(t, 'addSubjectsToState', configure(payload, admin), 200);
    const before = (await call(t, 'listSubjects', list(admin), 200)).json();
    await call(t, 'addSubjectsToState', configure(payload, admin), 200);
    expect((await call(t, 'listSubjects', list(admin), 200)).json()).toEqual(before);
  });

  it('with `offered`, offers exactly the chosen subjects and withdraws the rest, keeping them', async () => {
    const response = await call(t, 'addSubjectsToState', configure({ offered: [ids.subjects.Mathematics, ids.subjects['English Language']], subjects: [{ name: 'Music' }] }, admin), 200);
    expect((response.json() as StateBody).subjects.map((s) => s.name)).toEqual(['English Language', 'Mathematics', 'Music']);
    expect((await call(t, 'viewSubject', view(ids.subjects.Physics!, admin), 200)).json()).toMatchObject({ name: 'Physics', offered: false });
    const all = ((await call(t, 'listSubjects', list(admin), 200)).json() as { subjects: SubjectBody[] }).subjects;
    await call(t, 'addSubjectsToState', configure({ offered: all.map((s) => s.id) }, admin), 200);
    expect(await offered()).toHaveLength(all.length);
  });

  it("answers 404 when `offered` names another state's subject, and 409 naming the field for a code in use, changing nothing", async () => {
    const before = await offered();
    await call(t, 'addSubjectsToState', configure({ offered: [kano.subject.id] }, admin), 404);
    const clash = await call(t, 'addSubjectsToState', configure({ subjects: [{ name: 'Igbo Language', subjectCode: 'IGB' }, { name: 'Edo Language', subjectCode: 'igb' }] }, admin), 409);
    expect(errorOf(clash).details?.[0]?.field).toBe('subjects.1.subjectCode');
    expect(await offered()).toEqual(before);
  });

  it('answers 400 naming the field for invalid values', async () => {
    await expectBadRequest(t, 'addSubjectsToState', configure({}, admin), 'body');
    await expectBadRequest(t, 'addSubjectsToState', configure({ subjects: [] }, admin), 'subjects');
    await expectBadRequest(t, 'addSubjectsToState', configure({ subjects: [{ name: 'Ar' }] }, admin), 'subjects.0.name');
    await expectBadRequest(t, 'addSubjectsToState', configure({ subjects: [{ name: 'Fine Art', topicsToCreate: [' '] }] }, admin), 'subjects.0.topicsToCreate.0');
    await expectBadRequest(t, 'addSubjectsToState', configure({ offered: [ids.subjects.Biology, ids.subjects.Biology] }, admin), 'offered');
  });

  it('answers 403 to the Schools Inspector (no subject.create), and 401, 451 and 403 as every protected operation does', async () => {
    await expectAccessChecks(t, 'addSubjectsToState', (session) => configure({ subjects: [{ name: 'Geography' }] }, session), who, { permission: 'subject.create' });
  });
});
