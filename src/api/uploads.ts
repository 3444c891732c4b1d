// Uploads, in one place. The image uploads go through openapi-fetch (and so its middleware) as multipart with one
// `file` part. An upload that shows its progress cannot use fetch (it reports no upload progress): it is an
// XMLHttpRequest, which carries the bearer token itself and applies the token flow of DESIGN section 2 through the same
// hooks as the middleware: on a 451 it refreshes (the one shared refresh) and retries once; a 452 ends the session.
import { ApiError, isErrorBody } from './errors';
import { accessTokenInvalidStatus, refreshTokenInvalidStatus, type RefreshHooks } from './middleware/refresh';

/** openapi-fetch's body for a one-file upload: the value's `file` as the `file` part. */
export function fileFormData(body: unknown): FormData {
  const data = new FormData();
  const file = (body as { file?: Blob }).file;
  if (file) data.append('file', file);
  return data;
}

export type UploadProgress = { loaded: number; total: number };

export type UploadAnswer = { status: number; body: unknown };

/** The method of an upload: as its operation in the contract says. */
export type UploadMethod = 'PATCH' | 'POST';

/** One multipart upload by XMLHttpRequest, reporting progress; resolves with any answer, rejects on no answer. */
export function sendWithProgress(
  url: string,
  form: FormData,
  token: string | null,
  onProgress: (progress: UploadProgress) => void,
  signal?: AbortSignal,
  method: UploadMethod = 'PATCH',
): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.withCredentials = true;
    xhr.responseType = 'text';
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Accept', 'application/json');
    const report = (event: ProgressEvent) => {
      if (event.lengthComputable) onProgress({ loaded: event.loaded, total: event.total });
    };
    xhr.upload.addEventListener('progress', report);
    // The last bytes sent: what follows is the server's work on them (an import validates every row then).
    xhr.upload.addEventListener('load', report);
    xhr.addEventListener('load', () => {
      let body: unknown = xhr.responseText;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // Not JSON: the raw text is the message.
      }
      resolve({ status: xhr.status, body });
    });
    xhr.addEventListener('error', () => reject(new Error('The upload could not reach the server')));
    xhr.addEventListener('abort', () => reject(new DOMException('The upload was cancelled', 'AbortError')));
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(form);
  });
}

export type UploadRequest = {
  url: string;
  /** PATCH unless the operation says POST. */
  method?: UploadMethod;
  /** Builds the body; called again for the retry, since a sent FormData is not sent twice. */
  form: () => FormData;
  onProgress: (progress: UploadProgress) => void;
  signal?: AbortSignal;
};

/**
 * Uploads with progress and the token flow: the answer's body on success, else an ApiError with the server's message,
 * code and field details.
 */
export async function uploadWithProgress(
  hooks: RefreshHooks,
  request: UploadRequest,
  send: typeof sendWithProgress = sendWithProgress,
): Promise<unknown> {
  const attempt = (token: string | null) => send(request.url, request.form(), token, request.onProgress, request.signal, request.method);
  let answer = await attempt(hooks.getAccessToken() ?? null);
  if (answer.status === accessTokenInvalidStatus) answer = await attempt(await hooks.refreshAccessToken());
  if (answer.status === refreshTokenInvalidStatus) hooks.signOut();
  if (answer.status >= 200 && answer.status < 300) return answer.body;
  const body = answer.body;
  const message = isErrorBody(body) ? body.message : typeof body === 'string' && body.trim() ? body : `The upload failed (${answer.status})`;
  throw new ApiError(message, {
    status: answer.status,
    code: isErrorBody(body) ? body.code : undefined,
    details: isErrorBody(body) ? body.details : undefined,
  });
}
