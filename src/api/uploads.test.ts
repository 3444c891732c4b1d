import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectApi } from './bridge';
import { createPortalClient } from './client';
import { ApiError, dataOf } from './errors';
import { bearerOf } from './middleware/bearer';
import { fileFormData, sendWithProgress, withProgress, type UploadProgress } from './uploads';

/** An XMLHttpRequest that records what it is sent and answers as the test says; what a browser does, in miniature. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  static answer: (xhr: FakeXhr) => void = (xhr) => xhr.respond(200, '{"ok":true}', 'Content-Type: application/json');

  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  withCredentials = false;
  responseType = '';
  status = 0;
  statusText = '';
  responseText = '';
  private responseHeaders = '';
  private listeners: Record<string, ((event: unknown) => void)[]> = {};
  readonly upload = {
    listeners: {} as Record<string, ((event: unknown) => void)[]>,
    addEventListener(type: string, listener: (event: unknown) => void) {
      (this.listeners[type] ??= []).push(listener);
    },
  };

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  addEventListener(type: string, listener: (event: unknown) => void) {
    (this.listeners[type] ??= []).push(listener);
  }
  getAllResponseHeaders() {
    return this.responseHeaders;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
    queueMicrotask(() => FakeXhr.answer(this));
  }
  abort() {
    this.fire('abort');
  }

  /** The bytes going out: a progress event, then the upload's end. */
  progress(loaded: number, total: number) {
    for (const listener of this.upload.listeners.progress ?? []) listener({ lengthComputable: true, loaded, total });
    for (const listener of this.upload.listeners.load ?? []) listener({ lengthComputable: true, loaded: total, total });
  }
  respond(status: number, text: string, headers = '') {
    this.progress(text.length, text.length);
    Object.assign(this, { status, statusText: status === 200 ? 'OK' : '', responseText: text, responseHeaders: headers });
    this.fire('load');
  }
  fire(type: string) {
    for (const listener of this.listeners[type] ?? []) listener({});
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeXhr.sent = [];
  FakeXhr.answer = (xhr) => xhr.respond(200, '{"ok":true}', 'Content-Type: application/json');
});

const sheet = () => new File(['id,name'], 'sheet.xlsx', { type: 'application/octet-stream' });

describe('sendWithProgress: the upload transport', () => {
  it('sends the request as it is, reports the progress, and answers a Response of what came back', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const form = fileFormData({ file: sheet() });
    const request = new Request('http://portal.test/api/staff/upload-multiple', { method: 'POST', body: form, headers: { Authorization: 'Bearer token' } });
    const progress: UploadProgress[] = [];
    FakeXhr.answer = (xhr) => {
      xhr.progress(3, 10);
      xhr.respond(400, '{"message":"The sheet is empty","code":"EMPTY_SHEET"}', 'content-type: application/json\r\nx-request-id: 7\r\n');
    };
    const response = await sendWithProgress(request, (p) => progress.push(p));
    const [xhr] = FakeXhr.sent;
    expect([xhr?.method, xhr?.url, xhr?.withCredentials]).toEqual(['POST', 'http://portal.test/api/staff/upload-multiple', true]);
    expect(xhr?.headers.authorization).toBe('Bearer token');
    expect(xhr?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const parts = await new Response(xhr?.body as Blob, { headers: { 'content-type': xhr?.headers['content-type'] ?? '' } }).formData();
    expect((parts.get('file') as File).name).toBe('sheet.xlsx');
    expect(progress[0]).toEqual({ loaded: 3, total: 10 });
    expect([response.status, response.headers.get('x-request-id'), await response.json()]).toEqual([400, '7', { message: 'The sheet is empty', code: 'EMPTY_SHEET' }]);
  });

  it('answers a bodiless Response for a 204, rejects with no answer, and aborts with the request', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    let controller = new AbortController();
    const request = () => new Request('http://portal.test/api/x', { method: 'PATCH', body: 'x', signal: controller.signal });
    FakeXhr.answer = (xhr) => xhr.respond(204, '');
    expect((await sendWithProgress(request(), () => {})).status).toBe(204);

    FakeXhr.answer = (xhr) => xhr.fire('error');
    await expect(sendWithProgress(request(), () => {})).rejects.toThrow('The upload could not reach the server');

    FakeXhr.answer = () => {};
    controller = new AbortController();
    const cancelled = sendWithProgress(request(), () => {});
    await vi.waitFor(() => expect(FakeXhr.sent).toHaveLength(3));
    controller.abort();
    await expect(cancelled).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('withProgress: an upload is a call of the client', () => {
  /** The app's client as the app connects it, whose uploads answer by the token they carry (a 451 for the old one). */
  function connected(refresh: () => Promise<string>) {
    let token = 'old-token';
    const hooks = {
      getAccessToken: () => token,
      refreshAccessToken: vi.fn(async () => (token = await refresh())),
      signOut: vi.fn(),
      notifyFailure: vi.fn(),
      closeOverlay: vi.fn(),
    };
    const client = createPortalClient({ baseUrl: 'http://portal.test/api' });
    connectApi(hooks, [client]);
    const tokens: (string | null)[] = [];
    const send = vi.fn(async (request: Request, onProgress: (p: UploadProgress) => void) => {
      tokens.push(bearerOf(request));
      const { size } = (await request.formData()).get('file') as File;
      onProgress({ loaded: size, total: size });
      return bearerOf(request) === 'new-token'
        ? Response.json({ id: 'batch-1' })
        : Response.json({ message: bearerOf(request) === 'ended' ? 'Your session has ended' : 'Your session token has expired' }, { status: bearerOf(request) === 'ended' ? 452 : 451 });
    });
    const upload = (progress: UploadProgress[]) =>
      client.POST('/staff/upload-multiple', { body: { file: '' }, bodySerializer: () => fileFormData({ file: sheet() }), ...withProgress((p) => progress.push(p), send) });
    return { hooks, tokens, upload };
  }

  it('on a 451 refreshes once and sends the whole file again, its progress reported each time', async () => {
    const { hooks, tokens, upload } = connected(async () => 'new-token');
    const progress: UploadProgress[] = [];
    expect(dataOf(await upload(progress))).toEqual({ id: 'batch-1' });
    expect(tokens).toEqual(['old-token', 'new-token']);
    expect(progress).toEqual([
      { loaded: 7, total: 7 },
      { loaded: 7, total: 7 },
    ]);
    expect(hooks.refreshAccessToken).toHaveBeenCalledTimes(1);
    expect(hooks.notifyFailure).not.toHaveBeenCalled();
  });

  it('ends the session on a 452, and leaves the refusal for the upload’s view to show', async () => {
    const { hooks, upload } = connected(async () => 'ended');
    const refused = await upload([]);
    expect(() => dataOf(refused)).toThrow(ApiError);
    expect(refused.response.status).toBe(452);
    expect(hooks.signOut).toHaveBeenCalled();
    expect(hooks.notifyFailure).not.toHaveBeenCalled();
  });
});
