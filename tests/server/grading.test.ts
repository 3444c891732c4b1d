// The state's grading settings: final grade bands (checked as a whole: every whole mark from 0 to 100 in exactly one
// band, each problem named by row and field, nothing changed on a refusal), global assessments (ids kept, totals over
// 100 refused, under 100 saved), the traits a report card rates and what it shows. Read with grading.view, changed
// with grading.configure, each answer checked against the contract.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles, states } from '../../server/src/db/schema';
import { gradeOf, waecGrades } from '../../src/lib/gradeBands';
import { request, type Session } from './academic-helpers';
import { createTestApp, type TestApp } from './harness';
import { call, errorOf, expectTokenChecks } from './helpers';

type Grade = { id: string; gradeLabel: string; remark: string; minimumMark: number; maximumMark: number; createdAt: string };
type Assessment = { id: string; assessmentName: string; mark: number };

let t: TestApp;
let admin: Session;
let inspector: Session;
let pending: Session;

beforeAll(async () => {
  t = await createTestApp();
  [admin, inspector, pending] = await Promise.all([t.login('admin@demo.test'), t.login('teacher1@lagos.edu.test'), t.login('pending@demo.test')]);
});
afterAll(async () => {
  await t?.close();
});

const saveGrades = (finalGrades: unknown, session: Session = admin) => request('PATCH', '/api/state/add-final-grades-to-state', session, { finalGrades });
const listGrades = (session?: Session) => request('GET', '/api/final-grading/view-all', session);
const listAssessments = (session?: Session) => request('GET', '/api/state/configure-global-assessment', session);
const saveAssessments = (globalAssessment: unknown, session: Session = admin) => request('PATCH', '/api/state/configure-global-assessment', session, { globalAssessment });
const lagosState = async () => (await t.db.select().from(states).where(eq(states.id, admin.staff.state)))[0]!;

const band = ([gradeLabel, remark, minimumMark, maximumMark]: readonly [string, string, number, number]) => ({ gradeLabel, remark, minimumMark, maximumMark });
const waec = waecGrades.map(({ gradeLabel, remark, minimumMark, maximumMark }) => [gradeLabel, remark, minimumMark, maximumMark] as const);

describe('final grades', () => {
  it("start as WAEC's nine bands in the demo state, highest first", async () => {
    const grades = (await call(t, 'listFinalGrades', listGrades(admin), 200)).json().finalGrades as Grade[];
    expect(grades.map(({ gradeLabel, remark, minimumMark, maximumMark }) => [gradeLabel, remark, minimumMark, maximumMark])).toEqual(waec);
  });

  it('replaces the bands, stored highest first with new ids, in the state details', async () => {
    const bands = [band(['F', 'Fail', 0, 49]), band(['A', 'Distinction', 70, 100]), band(['C', 'Credit', 50, 69])];
    const details = (await call(t, 'addFinalGrades', saveGrades(bands), 200)).json() as { finalGrades: Grade[] };
    expect(details.finalGrades.map((grade) => grade.gradeLabel)).toEqual(['A', 'C', 'F']);
    const listed = (await call(t, 'listFinalGrades', listGrades(admin), 200)).json().finalGrades as Grade[];
    expect(listed).toEqual(details.finalGrades);
    await call(t, 'addFinalGrades', saveGrades(waec.map(band)), 200);
  });

  it('grades a score rounded to the nearest whole mark, half up, both ends of a band included', async () => {
    const grades = (await call(t, 'listFinalGrades', listGrades(admin), 200)).json().finalGrades as Grade[];
    expect([74.5, 74.49, 75, 100, 39.5, 0, 44].map((score) => gradeOf(grades, score)?.gradeLabel)).toEqual(['A1', 'B2', 'A1', 'A1', 'E8', 'F9', 'E8']);
  });

  it('refuses overlapping bands, naming the row, the field and the band it overlaps, and changes nothing', async () => {
    const before = (await lagosState()).finalGrades;
    const bands = waec.map(band);
    bands[1] = { ...bands[1]!, maximumMark: 80 };
    const refused = errorOf(await call(t, 'addFinalGrades', saveGrades(bands), 400));
    expect(refused.details).toEqual([{ field: 'finalGrades[1].maximumMark', message: 'overlaps A1, 75–100' }]);
    expect((await lagosState()).finalGrades).toEqual(before);
  });

  it('names every problem at once: a minimum above its maximum, a label used twice, marks in no band', async () => {
    const refused = errorOf(
      await call(
        t,
        'addFinalGrades',
        saveGrades([band(['A', 'Excellent', 70, 100]), band(['a', 'Good', 60, 50]), band(['C', 'Credit', 10, 59])]),
        400,
      ),
    );
    expect(refused.details).toEqual([
      { field: 'finalGrades[1].minimumMark', message: 'The minimum mark must not be more than the maximum mark' },
      { field: 'finalGrades[1].gradeLabel', message: 'a is already the label of row 1' },
      { field: 'finalGrades[2].minimumMark', message: 'Marks 0–9 fall in no grade' },
      { field: 'finalGrades[0].minimumMark', message: 'Marks 60–69 fall in no grade' },
    ]);
    const top = errorOf(await call(t, 'addFinalGrades', saveGrades([band(['A', 'Excellent', 0, 99])]), 400));
    expect(top.details).toEqual([{ field: 'finalGrades[0].maximumMark', message: 'Mark 100 falls in no grade' }]);
  });

  it('takes only whole marks from 0 to 100, in plain words, and at least one row', async () => {
    const fraction = errorOf(await call(t, 'addFinalGrades', saveGrades([band(['A', 'All', 0, 99.5])]), 400));
    expect(fraction.details).toContainEqual({ field: 'finalGrades.0.maximumMark', message: 'Use a whole mark from 0 to 100' });
    const above = errorOf(await call(t, 'addFinalGrades', saveGrades([band(['A', 'All', 0, 101])]), 400));
    expect(above.details).toContainEqual({ field: 'finalGrades.0.maximumMark', message: 'Number has to be between 0 and 100' });
    const blank = errorOf(await call(t, 'addFinalGrades', saveGrades([band([' ', 'All', 0, 100])]), 400));
    expect(blank.details).toContainEqual({ field: 'finalGrades.0.gradeLabel', message: 'This Field is required' });
    const none = errorOf(await call(t, 'addFinalGrades', saveGrades([]), 400));
    expect(none.details).toEqual([{ field: 'finalGrades', message: 'Keep at least one grade' }]);
  });

  it('are read with grading.view and changed with grading.configure: a Schools Inspector gets 403', async () => {
    await call(t, 'listFinalGrades', listGrades(inspector), 403);
    await call(t, 'addFinalGrades', saveGrades(waec.map(band), inspector), 403);
    await call(t, 'addFinalGrades', saveGrades(waec.map(band), pending), 403);
    await expectTokenChecks(t, 'addFinalGrades', request('PATCH', '/api/state/add-final-grades-to-state', undefined, { finalGrades: waec.map(band) }), admin.staff.id);
  });

  it('are readable, not changeable, with grading.view alone', async () => {
    await t.db.update(roles).set({ permissions: ['dashboard.view', 'school.view', 'grading.view'] }).where(eq(roles.name, 'Schools Inspector'));
    try {
      await call(t, 'listFinalGrades', listGrades(inspector), 200);
      await call(t, 'listGlobalAssessments', listAssessments(inspector), 200);
      await call(t, 'addFinalGrades', saveGrades(waec.map(band), inspector), 403);
    } finally {
      await t.db
        .update(roles)
        .set({ permissions: ['dashboard.view', 'school.view', 'staff.view', 'student.view', 'class.view', 'subject.view'] })
        .where(eq(roles.name, 'Schools Inspector'));
    }
  });
});

describe('global assessments', () => {
  it('keep the ids of rows sent with one, create the others and remove the missing ones', async () => {
    const [first, second] = (await call(t, 'listGlobalAssessments', listAssessments(admin), 200)).json().globalAssessment as Assessment[];
    expect((await lagosState()).globalAssessment.reduce((sum, row) => sum + row.mark, 0)).toBe(100);
    const saved = (
      await call(
        t,
        'configureGlobalAssessment',
        saveAssessments([
          { id: first!.id, assessmentName: 'First CA', mark: 15 },
          { id: second!.id, assessmentName: 'Second CA', mark: 15 },
          { assessmentName: 'Project', mark: 10 },
          { assessmentName: 'Exam', mark: 60 },
        ]),
        200,
      )
    ).json().globalAssessment as Assessment[];
    expect(saved.map((row) => [row.assessmentName, row.mark])).toEqual([['First CA', 15], ['Second CA', 15], ['Project', 10], ['Exam', 60]]);
    expect(saved.slice(0, 2).map((row) => row.id)).toEqual([first!.id, second!.id]);
    expect((await lagosState()).globalAssessment).toEqual(saved);
  });

  it('refuse marks adding up to more than 100, naming the total, and save a total under 100', async () => {
    const before = (await lagosState()).globalAssessment;
    const refused = errorOf(await call(t, 'configureGlobalAssessment', saveAssessments([{ assessmentName: 'Test', mark: 50 }, { assessmentName: 'Exam', mark: 60 }]), 400));
    expect(refused.details).toEqual([{ field: 'globalAssessment', message: 'The marks add up to 110; they may not add up to more than 100' }]);
    expect((await lagosState()).globalAssessment).toEqual(before);
    const under = (await call(t, 'configureGlobalAssessment', saveAssessments([{ assessmentName: 'Exam', mark: 70 }]), 200)).json().globalAssessment as Assessment[];
    expect(under.map((row) => row.mark)).toEqual([70]);
  });

  it('refuse a name used twice and an id the state does not have', async () => {
    const twice = errorOf(await call(t, 'configureGlobalAssessment', saveAssessments([{ assessmentName: 'Exam', mark: 50 }, { assessmentName: ' exam ', mark: 50 }]), 400));
    expect(twice.details).toEqual([{ field: 'globalAssessment[1].assessmentName', message: 'exam is already the name of row 1' }]);
    const unknown = errorOf(await call(t, 'configureGlobalAssessment', saveAssessments([{ id: crypto.randomUUID(), assessmentName: 'Exam', mark: 50 }]), 404));
    expect(unknown.details).toEqual([{ field: 'globalAssessment[0].id', message: 'Global assessment not found' }]);
    const percent = errorOf(await call(t, 'configureGlobalAssessment', saveAssessments([{ assessmentName: 'Exam', mark: 120 }]), 400));
    expect(percent.details).toContainEqual({ field: 'globalAssessment.0.mark', message: 'Number has to be between 0 and 100' });
  });

  it('delete one by id, answer 404 for an unknown one and keep the last', async () => {
    const saved = (
      await call(t, 'configureGlobalAssessment', saveAssessments([{ assessmentName: 'CA', mark: 40 }, { assessmentName: 'Exam', mark: 60 }]), 200)
    ).json().globalAssessment as Assessment[];
    const left = (await call(t, 'deleteGlobalAssessment', request('DELETE', `/api/state/delete-global-assessment/${saved[0]!.id}`, admin), 200)).json()
      .globalAssessment as Assessment[];
    expect(left).toEqual([saved[1]]);
    await call(t, 'deleteGlobalAssessment', request('DELETE', `/api/state/delete-global-assessment/${saved[0]!.id}`, admin), 404);
    const last = errorOf(await call(t, 'deleteGlobalAssessment', request('DELETE', `/api/state/delete-global-assessment/${saved[1]!.id}`, admin), 400));
    expect(last.message).toMatch(/at least one assessment/);
    await call(t, 'deleteGlobalAssessment', request('DELETE', `/api/state/delete-global-assessment/${saved[1]!.id}`, inspector), 403);
  });
});

describe('traits and the report card', () => {
  it('start with the demo traits and are replaced in the order given', async () => {
    const state = await lagosState();
    expect(state.affectiveDomain.map((trait) => trait.name)).toContain('Punctuality');
    expect(state.psychomotorSkill.map((trait) => trait.name)).toContain('Handwriting');
    const affective = (
      await call(t, 'configureAffectiveDomain', request('PATCH', '/api/state/configure-affective-domain', admin, { affectiveDomain: [{ name: ' Neatness ' }, { name: 'Punctuality', description: 'Comes on time' }] }), 200)
    ).json().affectiveDomain;
    expect(affective).toEqual([{ name: 'Neatness', description: null }, { name: 'Punctuality', description: 'Comes on time' }]);
    const skills = (await call(t, 'configurePsychomotorSkill', request('PATCH', '/api/state/configure-psychomotor-skill', admin, { psychomotorSkill: [{ name: 'Sports' }] }), 200)).json()
      .psychomotorSkill;
    expect(skills).toEqual([{ name: 'Sports', description: null }]);
  });

  it('refuse a trait named twice, naming the row', async () => {
    const refused = errorOf(
      await call(t, 'configurePsychomotorSkill', request('PATCH', '/api/state/configure-psychomotor-skill', admin, { psychomotorSkill: [{ name: 'Sports' }, { name: 'SPORTS' }] }), 400),
    );
    expect(refused.details).toEqual([{ field: 'psychomotorSkill[1].name', message: 'SPORTS is already the name of row 1' }]);
  });

  it('change the report card settings sent and keep the others', async () => {
    const details = (await call(t, 'configureReportCard', request('PATCH', '/api/state/report-card-configuration', admin, { showPosition: false, passMark: 50 }), 200)).json();
    expect(details.reportCardConfigurations).toMatchObject({ showPosition: false, passMark: 50, showClassAverage: true, ratingScaleMaximum: 5 });
    const again = (await call(t, 'configureReportCard', request('PATCH', '/api/state/report-card-configuration', admin, { ratingScaleMaximum: 4 }), 200)).json();
    expect(again.reportCardConfigurations).toMatchObject({ showPosition: false, passMark: 50, ratingScaleMaximum: 4 });
    await call(t, 'configureReportCard', request('PATCH', '/api/state/report-card-configuration', inspector, { showPosition: true }), 403);
    const scale = errorOf(await call(t, 'configureReportCard', request('PATCH', '/api/state/report-card-configuration', admin, { ratingScaleMaximum: 11 }), 400));
    expect(scale.details).toEqual([{ field: 'ratingScaleMaximum', message: 'Choose a whole number from 2 to 10' }]);
  });
});
