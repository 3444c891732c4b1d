// What every resource's calls share (docs/architecture.md). A resource describes its calls once, through the
// generated client: routes load through them and forms submit through them, so no route builds a request by hand.
import { ApiError } from '../api/errors';
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

/** Whether a call failed because what it named does not exist. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
