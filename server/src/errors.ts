// Every non-2xx answer has the contract's Error body: { message, code?, details? }.
export type ErrorDetail = { field: string; message: string };

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
    readonly details?: ErrorDetail[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

/** `code`: a more precise reason than BAD_REQUEST, where a client tells the cases apart (an unreadable upload's). */
export const badRequest = (message: string, field?: string, code = 'BAD_REQUEST') =>
  new HttpError(400, message, code, field ? [{ field, message }] : undefined);
export const unauthorized = (message = 'Sign in to continue') => new HttpError(401, message, 'UNAUTHORIZED');
export const forbidden = (message = 'You do not have permission to do this') => new HttpError(403, message, 'FORBIDDEN');
/** `field`: the request field that named the missing record (a body's `principalId`, say), so a form can show it there. */
export const notFound = (what: string, field?: string) =>
  new HttpError(404, `${what} not found`, 'NOT_FOUND', field ? [{ field, message: `${what} not found` }] : undefined);
export const conflict = (message: string, field?: string) =>
  new HttpError(409, message, 'CONFLICT', field ? [{ field, message }] : undefined);
export const tooManyRequests = (message: string, retryAfterSeconds?: number) =>
  new HttpError(429, message, 'TOO_MANY_REQUESTS', undefined, retryAfterSeconds === undefined ? undefined : { 'retry-after': String(retryAfterSeconds) });
export const accessTokenInvalid = (message = 'Your session token has expired') => new HttpError(451, message, 'ACCESS_TOKEN_INVALID');
export const refreshTokenInvalid = (message = 'Your session has ended, please sign in again') =>
  new HttpError(452, message, 'REFRESH_TOKEN_INVALID');
export const notImplemented = (operationId: string) =>
  new HttpError(501, `${operationId} is not available yet`, 'NOT_IMPLEMENTED');
