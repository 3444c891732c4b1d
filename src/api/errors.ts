// Every non-2xx body is the contract's `Error` ({ message, code?, details? }); the user is shown `message`.
import type { components } from './schema.gen';

export type ErrorBody = components['schemas']['Error'];
export type ErrorDetail = NonNullable<ErrorBody['details']>[number];

/** A failed call: the server's message, status, code and field details (status null when there was no response). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number | null;
  readonly code: string | undefined;
  readonly details: ErrorDetail[];

  constructor(message: string, options: { status?: number | null; code?: string; details?: ErrorDetail[] } = {}) {
    super(message);
    this.status = options.status ?? null;
    this.code = options.code;
    this.details = options.details ?? [];
  }
}

export function isErrorBody(value: unknown): value is ErrorBody {
  return typeof value === 'object' && value !== null && typeof (value as { message?: unknown }).message === 'string';
}

/** What to tell the user about a failed response: the body's `message`, else its text, else the status. */
export function messageOfBody(body: unknown, response: Response): string {
  if (isErrorBody(body) && body.message.trim()) return body.message;
  if (typeof body === 'string' && body.trim()) return body;
  return response.statusText || `The request failed (${response.status})`;
}

/** Reads a failed response's message without consuming the response. */
export async function messageOfResponse(response: Response): Promise<string> {
  const text = await response.clone().text().catch(() => '');
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: the raw text is the message.
  }
  return messageOfBody(body, response);
}

/** The raw text of an error that came without a response (network failure and the like). */
export function rawErrorText(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  return String(error);
}

/** Whether the caller cancelled the request (a superseded search, say): nothing to report. */
export function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

/** The message a machine shows for any failure. */
export function errorMessage(error: unknown): string {
  return rawErrorText(error);
}

type Result<T> = { data?: T; error?: unknown; response: Response };

/** The data of a successful openapi-fetch result; a failed one throws an ApiError with the server's message. */
export function dataOf<T>(result: Result<T>): T {
  const { response } = result;
  if (!response.ok || result.error !== undefined) {
    const body = result.error;
    throw new ApiError(messageOfBody(body, response), {
      status: response.status,
      code: isErrorBody(body) ? body.code : undefined,
      details: isErrorBody(body) ? body.details : undefined,
    });
  }
  return result.data as T;
}
