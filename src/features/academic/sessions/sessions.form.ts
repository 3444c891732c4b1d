// The session and term forms as typed, checked and sent. A session is named for two consecutive years
// (2026/2027); its end comes after its start. The server adds what needs the other records: sessions do not
// overlap, terms lie inside their session and do not overlap each other, one current session and term.
import { z } from 'zod/mini';
import type { components } from '../../../api/schema.gen';
import { validationMessages as m } from '../../../lib/messages';
import { dateSchema } from '../../../lib/dateValidation';
import { text } from '../../../lib/validation';

export type Session = components['schemas']['Session'];
export type Term = components['schemas']['Term'];
export type SessionInput = components['schemas']['SessionInput'];
export type TermInput = components['schemas']['TermInput'];

export type SessionFormValues = { id: string | null; name: string; startDate: string; endDate: string; isCurrent: boolean };
export type TermFormValues = { sessionId: string; name: string; startDate: string; endDate: string; isCurrent: boolean };

export const sessionNameMessage = 'Name the session for its two years, such as 2026/2027';
export const endBeforeStartMessage = 'The end date must be after the start date';

const endAfterStart = z.refine<{ startDate: string; endDate: string }>(
  (value) => !value.startDate || !value.endDate || value.endDate > value.startDate,
  { error: endBeforeStartMessage, path: ['endDate'] },
);

export const sessionFormSchema = z
  .object({
    name: text().check(
      z.refine(
        (name) => {
          const match = /^(\d{4})\/(\d{4})$/.exec(name);
          return match !== null && Number(match[2]) === Number(match[1]) + 1;
        },
        { error: sessionNameMessage },
      ),
    ),
    startDate: dateSchema,
    endDate: dateSchema,
  })
  .check(endAfterStart);

export const termFormSchema = z
  .object({
    name: text().check(z.minLength(3, { error: m.nameTooShort }), z.maxLength(50)),
    startDate: dateSchema,
    endDate: dateSchema,
  })
  .check(endAfterStart);

export function newSessionValues(): SessionFormValues {
  return { id: null, name: '', startDate: '', endDate: '', isCurrent: false };
}

export function sessionValuesOf(session: Session): SessionFormValues {
  return { id: session.id, name: session.name, startDate: session.startDate, endDate: session.endDate, isCurrent: session.isCurrent };
}

export function newTermValues(session: Session): TermFormValues {
  return { sessionId: session.id, name: '', startDate: '', endDate: '', isCurrent: false };
}

export function sessionInputOf(values: SessionFormValues): SessionInput {
  return { name: values.name.trim(), startDate: values.startDate, endDate: values.endDate, isCurrent: values.isCurrent };
}

export function termInputOf(values: TermFormValues): TermInput {
  return { sessionId: values.sessionId, name: values.name.trim(), startDate: values.startDate, endDate: values.endDate, isCurrent: values.isCurrent };
}

/** The name of the session after the last: 2026/2027 → 2027/2028; this year's when there is none. */
export function nextSessionName(sessions: readonly Session[], now = new Date()): string {
  const years = sessions.map((session) => Number(session.name.slice(0, 4))).filter(Number.isFinite);
  const start = years.length ? Math.max(...years) + 1 : now.getFullYear();
  return `${start}/${start + 1}`;
}
