// The state-profile form: contact details, as typed, checked and sent.
import { z, type ZodMiniType } from 'zod/mini';
import type { components } from '../../api/schema.gen';
import { phoneCode } from '../../lib/constants';
import { emailSchema, phoneDigitsSchema } from '../../lib/validation';

type Schemas = components['schemas'];
export type StateDetails = Schemas['StateDetails'];
export type StateUpdate = Schemas['StateUpdate'];

export type StateContactValues = { address: string; emails: string; phoneNumbers: string; motto: string };

/** One entry a line (commas also separate). */
export const linesOf = (text: string) =>
  text
    .split(/[\n,]/)
    .map((line) => line.trim())
    .filter(Boolean);

export function contactValuesOf(state: StateDetails): StateContactValues {
  return {
    address: state.address ?? '',
    emails: state.emails.join('\n'),
    phoneNumbers: state.phoneNumbers.map((p) => p.number).join('\n'),
    motto: state.motto ?? '',
  };
}

const eachLine = (schema: ZodMiniType, message: (line: string, problem: string) => string) =>
  z.string().check(
    z.superRefine((text, ctx) => {
      for (const line of linesOf(text)) {
        const result = schema.safeParse(line);
        if (!result.success) {
          ctx.addIssue({ code: 'custom', message: message(line, result.error.issues[0]?.message ?? '') });
          return;
        }
      }
    }),
  );

export const contactSchema = z.object({
  address: z.string(),
  emails: eachLine(emailSchema, (line, problem) => `${line}: ${problem}`),
  phoneNumbers: eachLine(phoneDigitsSchema, (line, problem) => `${line}: ${problem}`),
  motto: z.string(),
});

export function stateUpdateOf(values: StateContactValues): StateUpdate {
  const address = values.address.trim();
  return {
    ...(address ? { address } : {}),
    emails: linesOf(values.emails),
    phoneNumbers: linesOf(values.phoneNumbers).map((number) => ({ code: phoneCode, number })),
    motto: values.motto.trim() || null,
  };
}
