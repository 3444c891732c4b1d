// What every resource's calls share (docs/architecture.md). A resource describes its calls once, through the
// generated client: routes load through them and forms submit through them, so no route builds a request by hand.
import { ApiError, errorMessage, isAbort } from '../api/errors';
import { failureShownByCaller, notFoundShownByCaller, type CallOptions } from '../api/middleware/failure';

export type { CallOptions };

/** The options of a page's read of one record: its 404 is the page's 404 page, so the notifications stay quiet. */
export function pageRead(signal: AbortSignal): CallOptions {
  return { signal, headers: notFoundShownByCaller };
}

/** The options of a page's read whose every failure the page shows itself (a list's error state), so no notification repeats it. */
export function shownRead(signal: AbortSignal): CallOptions {
  return { signal, headers: failureShownByCaller };
}

/** A read for a page that shows its own failure (a list's error state): the answer, or why there is none. */
export async function readShown<T>(read: (call: CallOptions) => Promise<T>, signal: AbortSignal): Promise<{ list: T | null; error: string | null }> {
  try {
    return { list: await read(shownRead(signal)), error: null };
  } catch (error) {
    if (isAbort(error)) throw error;
    return { list: null, error: errorMessage(error) };
  }
}

/** Whether a call failed because what it named does not exist. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/**
 * A form call whose request names some fields otherwise than the form's values (`principalId` for the form's
 * `principal`): a refusal's field details are renamed to the values, so the form shows each message beside its field.
 */
export async function withFormFieldNames<T>(call: Promise<T>, valueOf: Readonly<Record<string, string>>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (!(error instanceof ApiError) || error.details.length === 0) throw error;
    const details = error.details.map((detail) => {
      const [root = '', ...rest] = detail.field.replace(/^body\./, '').split('.');
      const value = valueOf[root];
      return value ? { ...detail, field: [value, ...rest].join('.') } : detail;
    });
    throw new ApiError(error.message, { status: error.status, code: error.code, details });
  }
}
