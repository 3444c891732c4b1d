// A phone number as it is typed, apart from the form rules (validation.ts), so a field can use it without zod.

/**
 * The spaces and dashes people group digits with, dropped as they are typed: `803 123-4567` is the ten digits SPEC
 * section 5 asks for, and anything else still shows its message.
 */
export const phoneAsTyped = (typed: string) => typed.replace(/[\s-]/g, '');
