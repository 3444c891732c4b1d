// Uploads, in one place. Every upload is a call of the API client, so the client's middleware treats it as any other:
// the bearer token, the token flow of DESIGN section 2 (a 451 refreshes, the one shared refresh, and retries once; a
// 452 ends the session) and the failure notice. An upload that shows its progress only swaps the client's transport:
// fetch reports no upload progress, so `withProgress` hands the request to an XMLHttpRequest instead, the retry after
// a refresh included.
import { failureShownByCaller } from './middleware/failure';

/** openapi-fetch's body for a one-file upload: the value's `file` as the `file` part. */
export function fileFormData(body: unknown): FormData {
  const data = new FormData();
  const file = (body as { file?: Blob }).file;
  if (file) data.append('file', file);
  return data;
}

export type UploadProgress = { loaded: number; total: number };

/** Statuses whose response has no body, which a Response must be built without. */
const withoutBody = new Set([101, 204, 205, 304]);

/** The response headers of an XMLHttpRequest, as a fetch Response carries them. */
function headersOf(xhr: XMLHttpRequest): Headers {
  const headers = new Headers();
  for (const line of xhr.getAllResponseHeaders().trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

/**
 * A fetch by XMLHttpRequest that reports the upload's progress: sends `request` as it is (its method, headers and
 * body) and answers a Response; rejects on no answer, and when the request's signal aborts it.
 */
export async function sendWithProgress(request: Request, onProgress: (progress: UploadProgress) => void): Promise<Response> {
  const body = await request.blob();
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, request.url);
    xhr.withCredentials = request.credentials !== 'omit';
    xhr.responseType = 'text';
    request.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
    const report = (event: ProgressEvent) => {
      if (event.lengthComputable) onProgress({ loaded: event.loaded, total: event.total });
    };
    xhr.upload.addEventListener('progress', report);
    // The last bytes sent: what follows is the server's work on them (an import validates every row then).
    xhr.upload.addEventListener('load', report);
    xhr.addEventListener('load', () =>
      resolve(new Response(withoutBody.has(xhr.status) ? null : xhr.responseText, { status: xhr.status, statusText: xhr.statusText, headers: headersOf(xhr) })),
    );
    xhr.addEventListener('error', () => reject(new Error('The upload could not reach the server')));
    xhr.addEventListener('abort', () => reject(new DOMException('The upload was cancelled', 'AbortError')));
    request.signal.addEventListener('abort', () => xhr.abort());
    xhr.send(body);
  });
}

/**
 * What an upload call adds to its options to report its progress: the transport above in place of fetch. Its failures
 * are the caller's to show (an upload's view says what was refused), so no notice repeats them.
 */
export function withProgress(onProgress: (progress: UploadProgress) => void, send: typeof sendWithProgress = sendWithProgress) {
  return { fetch: (request: Request) => send(request, onProgress), headers: failureShownByCaller };
}
