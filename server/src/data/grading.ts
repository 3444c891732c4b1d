// What a state grades by: its final grade bands, the weight of each assessment, the traits a report card rates and
// what a report card shows. All of it lives on the state's own row (jsonb columns), so each save is one audited
// update of that row, made inside a transaction that holds the row while the rule is checked against what is there.
import type { Scope } from '../db/scoped';
import { badRequest, HttpError, notFound, type ErrorDetail } from '../errors';
import { foldedName, nameOf } from './values';
import { assessmentsTotalProblem, gradeBandProblems } from '../../../src/lib/gradeBands';
import type { components } from '../../../src/api/schema.gen';

type Schemas = components['schemas'];
type GradeInput = Schemas['GradeInput'];
type AssessmentInput = Schemas['GlobalAssessmentInput'];
type DomainItemInput = Schemas['DomainItemInput'];

const refused = (message: string, details: ErrorDetail[]) => new HttpError(400, message, 'BAD_REQUEST', details);

/** The bands as they are graded by and shown: highest first. */
export const highestFirst = <T extends { minimumMark: number }>(grades: readonly T[]) => [...grades].sort((a, b) => b.minimumMark - a.minimumMark);

/** Names used twice in `rows` (compared as names are: case, accents and spacing aside), each refusal at the later row's `field`. */
function repeatedNames(list: string, field: string, names: readonly string[]): ErrorDetail[] {
  const seen = new Map<string, number>();
  return names.flatMap((name, row) => {
    const key = foldedName(name);
    const first = seen.get(key);
    if (first === undefined) {
      seen.set(key, row);
      return [];
    }
    return [{ field: `${list}[${row}].${field}`, message: `${name.trim()} is already the name of row ${first + 1}` }];
  });
}

/** Replaces the state's bands, refused as a whole (every problem named by row and field) unless they grade every mark once. */
export async function saveFinalGrades(scope: Scope, rows: readonly GradeInput[]) {
  const grades = rows.map((row) => ({ ...row, gradeLabel: row.gradeLabel.trim(), remark: row.remark.trim() }));
  const problems = gradeBandProblems(grades);
  if (problems.length > 0) {
    throw refused(
      'The grades must hold every mark from 0 to 100 exactly once',
      problems.map((problem) => ({ field: `finalGrades[${problem.row}].${problem.field}`, message: problem.message })),
    );
  }
  const createdAt = new Date().toISOString();
  await scope.transaction(async (tx) => {
    await tx.findState({ forUpdate: true });
    await tx.updateState({ finalGrades: highestFirst(grades).map((grade) => ({ id: crypto.randomUUID(), ...grade, createdAt })) });
  });
}

/**
 * Replaces the state's assessments: a row with an `id` keeps that assessment (404 at the row when the state has no
 * such assessment), one without is new. The marks may add up to less than 100, never more.
 */
export async function saveGlobalAssessments(scope: Scope, rows: readonly AssessmentInput[]) {
  const repeated = repeatedNames('globalAssessment', 'assessmentName', rows.map((row) => row.assessmentName));
  if (repeated.length > 0) throw refused('Each assessment needs a name of its own', repeated);
  const tooMuch = assessmentsTotalProblem(rows.reduce((sum, row) => sum + row.mark, 0));
  if (tooMuch) throw badRequest(tooMuch, 'globalAssessment');
  await scope.transaction(async (tx) => {
    const state = await tx.findState({ forUpdate: true });
    const known = new Set(state.globalAssessment.map((assessment) => assessment.id));
    const kept = new Set<string>();
    const assessments = rows.map((row, index) => {
      if (row.id !== undefined && (!known.has(row.id) || kept.has(row.id))) throw notFound('Global assessment', `globalAssessment[${index}].id`);
      if (row.id !== undefined) kept.add(row.id);
      return { id: row.id ?? crypto.randomUUID(), assessmentName: row.assessmentName.trim(), mark: row.mark };
    });
    await tx.updateState({ globalAssessment: assessments });
  });
}

/** Removes one assessment; the state keeps at least one. */
export async function removeGlobalAssessment(scope: Scope, id: string) {
  return scope.transaction(async (tx) => {
    const state = await tx.findState({ forUpdate: true });
    if (!state.globalAssessment.some((assessment) => assessment.id === id)) throw notFound('Global assessment');
    if (state.globalAssessment.length === 1) throw badRequest('The state keeps at least one assessment: add another before deleting this one', 'id');
    const left = state.globalAssessment.filter((assessment) => assessment.id !== id);
    await tx.updateState({ globalAssessment: left });
    return left;
  });
}

/** The traits a report card rates, in the order given, names unique. */
export function traitsOf(list: 'affectiveDomain' | 'psychomotorSkill', rows: readonly DomainItemInput[]): Schemas['DomainItem'][] {
  const repeated = repeatedNames(list, 'name', rows.map((row) => row.name));
  if (repeated.length > 0) throw refused('Each trait needs a name of its own', repeated);
  return rows.map((row, index) => ({ name: nameOf(row.name, `${list}[${index}].name`), description: row.description?.trim() || null }));
}
