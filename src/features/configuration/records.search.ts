// The search params of /configuration/records, the list behind a forecast or data-quality number: in a module of its
// own without zod, since the route tree carries it (docs/architecture.md, "Lists driven by the route's search params").
import { oneOfParam, searchParams, uuidParam, type SearchParam } from '../../lib/searchParams';
import { staffTypes } from '../../lib/constants';
import type { components } from '../../api/schema.gen';

type Schemas = components['schemas'];

const staffProblems = ['noOracleNumber', 'noTescomNumber', 'noSubebNumber', 'noDateOfBirth', 'noDateOfFirstAppointment', 'duplicate'] as const satisfies readonly Schemas['StaffProblem'][];
const studentProblems = ['noClass', 'noGuardianPhone', 'duplicate'] as const satisfies readonly Schemas['StudentProblem'][];
const schoolProblems = ['noPrincipal', 'noStudents'] as const satisfies readonly Schemas['SchoolProblem'][];

/** A year (the router hands `?retirement=2030` over as a number) or `overdue`, as the staff search's `retirement` takes it. */
const retirementParam: SearchParam<string> = (raw) => {
  const text = typeof raw === 'number' ? String(raw) : raw;
  return typeof text === 'string' && /^(overdue|\d{4})$/.test(text) ? text : undefined;
};

const recordsSearchSchema = searchParams({
  kind: oneOfParam(['staff', 'students', 'schools'] as const),
  retirement: retirementParam,
  problem: oneOfParam([...new Set<string>([...staffProblems, ...studentProblems, ...schoolProblems])]),
  district: uuidParam,
  staffType: oneOfParam(staffTypes),
});

export type RecordsSearch = ReturnType<typeof recordsSearchSchema.parse>;

/** The route's `validateSearch`. */
export const recordsSearchOf = (raw: unknown): RecordsSearch => recordsSearchSchema.parse(raw);

const isOneOf =
  <T extends string>(values: readonly T[]) =>
  (value: string | undefined): value is T =>
    (values as readonly (string | undefined)[]).includes(value);

export const isStaffProblem = isOneOf(staffProblems);
export const isStudentProblem = isOneOf(studentProblems);
export const isSchoolProblem = isOneOf(schoolProblems);

/** The address of the list behind a number, its filters as search params. */
export function recordsHref(search: RecordsSearch): string {
  const params = new URLSearchParams(Object.entries(search).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  return `/configuration/records?${params.toString()}`;
}
