import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectApi, type ApiHooks } from '../bridge';
import { createBillingClient, createPortalClient } from '../client';
import { ApiError, dataOf } from '../errors';
import { failureShownByCaller, notFoundShownByCaller } from './failure';

type Seen = { method: string; url: string; authorization: string | null; body: string; headers: [string, string][] };
type Handler = (request: Request, seen: Seen) => Response | Promise<Response>;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A fetch that records what it was sent (reading each body, as a server would) and answers with `handler`. */
function fakeFetch(handler: Handler) {
  const seen: Seen[] = [];
  const fetch = vi.fn(async (request: Request) => {
    const entry: Seen = {
      method: request.method,
      url: request.url,
      authorization: request.headers.get('Authorization'),
      body: await request.text(),
      headers: [...request.headers],
    };
    seen.push(entry);
    return handler(request, entry);
  });
  return { fetch, seen };
}

/** A deferred promise, to hold a refresh open while other calls pile up behind it. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function setup(handler: Handler, overrides: Partial<ApiHooks> = {}) {
  const { fetch, seen } = fakeFetch(handler);
  const client = createPortalClient({ baseUrl: 'http://portal.test/api', fetch });
  let token: string | null = 'old-token';
  const hooks = {
    getAccessToken: vi.fn(() => token),
    refreshAccessToken: vi.fn(async () => {
      token = 'new-token';
      return token;
    }),
    signOut: vi.fn(),
    notifyFailure: vi.fn(),
    closeOverlay: vi.fn(),
    ...overrides,
  };
  const disconnect = connectApi(hooks, [client]);
  return {
    client,
    fetch,
    seen,
    hooks,
    disconnect,
    setToken: (next: string | null) => {
      token = next;
    },
  };
}

/** The server of these tests: any call with the old token is a 451; the new token works. */
const expiringServer: Handler = (_request, seen) =>
  seen.authorization === 'Bearer new-token'
    ? json(200, { classes: [{ id: 'c1', name: 'JSS 1' }], echo: seen.body })
    : json(451, { message: 'Your session token has expired' });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('bearer middleware', () => {
  it('sends the access token as a bearer token', async () => {
    const { client, seen } = setup(() => json(200, { classes: [] }));
    await client.GET('/class/view-all');
    expect(seen[0]?.authorization).toBe('Bearer old-token');
  });

  it('sends no Authorization header when signed out', async () => {
    const { client, seen, setToken } = setup(() => json(200, { classes: [] }));
    setToken(null);
    await client.GET('/class/view-all');
    expect(seen[0]?.authorization).toBeNull();
  });
});

describe('refresh middleware', () => {
  it('refreshes once for concurrent 451s and retries each call once with the new token', async () => {
    const refresh = deferred<string>();
    const { client, seen, hooks, setToken } = setup(expiringServer, {
      refreshAccessToken: vi.fn(() => refresh.promise),
    });

    const calls = [client.GET('/class/view-all'), client.GET('/class/view-all'), client.GET('/subject/view-all')];
    // Let all three come back with 451 and queue behind the one refresh.
    await vi.waitFor(() => expect(seen).toHaveLength(3));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(hooks.refreshAccessToken).toHaveBeenCalledTimes(1);

    setToken('new-token');
    refresh.resolve('new-token');
    const results = await Promise.all(calls);

    expect(hooks.refreshAccessToken).toHaveBeenCalledTimes(1);
    expect(results.map((result) => result.response.status)).toEqual([200, 200, 200]);
    expect(seen.map((call) => call.authorization)).toEqual([
      'Bearer old-token',
      'Bearer old-token',
      'Bearer old-token',
      'Bearer new-token',
      'Bearer new-token',
      'Bearer new-token',
    ]);
    expect(hooks.notifyFailure).not.toHaveBeenCalled();
    expect(hooks.signOut).not.toHaveBeenCalled();
  });

  it('resends the request body on the retry', async () => {
    const { client, seen } = setup(expiringServer);
    const body = { name: 'JSS 1', description: 'Junior secondary, year one', classType: 'Junior Secondary' as const };
    const result = await client.POST('/class/add', { body });

    expect(seen).toHaveLength(2);
    expect(seen[0]?.method).toBe('POST');
    expect(seen[1]?.method).toBe('POST');
    expect(JSON.parse(seen[1]?.body ?? '')).toEqual(body);
    expect(seen[1]?.body).toBe(seen[0]?.body);
    expect(result.response.status).toBe(200);
  });

  it('retries without refreshing when the token changed while the call was out', async () => {
    const { client, seen, hooks, setToken } = setup((_request, call) => {
      if (call.authorization === 'Bearer old-token') {
        // Someone else refreshed while this call was on its way.
        setToken('new-token');
        return json(451, { message: 'expired' });
      }
      return json(200, { classes: [] });
    });
    const result = await client.GET('/class/view-all');
    expect(result.response.status).toBe(200);
    expect(hooks.refreshAccessToken).not.toHaveBeenCalled();
    expect(seen.map((call) => call.authorization)).toEqual(['Bearer old-token', 'Bearer new-token']);
  });

  it('retries only once: a second 451 is the answer', async () => {
    const { client, fetch, hooks } = setup(() => json(451, { message: 'expired' }));
    const result = await client.GET('/class/view-all');
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(hooks.refreshAccessToken).toHaveBeenCalledTimes(1);
    expect(result.response.status).toBe(451);
    expect(hooks.notifyFailure).not.toHaveBeenCalled();
  });

  it('signs out when the refresh fails, without a failure notification', async () => {
    const { client, fetch, hooks } = setup(expiringServer, {
      refreshAccessToken: vi.fn(() => Promise.reject(new ApiError('Your session has ended', { status: 452 }))),
    });
    const result = await client.GET('/class/view-all');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(hooks.signOut).toHaveBeenCalledTimes(1);
    expect(result.response.status).toBe(451);
    expect(hooks.notifyFailure).not.toHaveBeenCalled();
    expect(hooks.closeOverlay).toHaveBeenCalled();
  });

  it('signs out on a 452', async () => {
    const { client, hooks } = setup(() => json(452, { message: 'Your session has ended, please sign in again' }));
    const result = await client.GET('/class/view-all');
    expect(result.response.status).toBe(452);
    expect(hooks.signOut).toHaveBeenCalledTimes(1);
    expect(hooks.refreshAccessToken).not.toHaveBeenCalled();
    expect(hooks.notifyFailure).not.toHaveBeenCalled();
  });

  it('signs out when the retry answers 452', async () => {
    const { client, hooks } = setup((_request, call) =>
      call.authorization === 'Bearer new-token' ? json(452, { message: 'revoked' }) : json(451, { message: 'expired' }),
    );
    await client.GET('/class/view-all');
    expect(hooks.refreshAccessToken).toHaveBeenCalledTimes(1);
    expect(hooks.signOut).toHaveBeenCalledTimes(1);
  });

  it('leaves the token calls to the session: no refresh and no sign-out for /token/refresh-token', async () => {
    const { client, hooks } = setup(() => json(452, { message: 'You are not signed in' }));
    const result = await client.POST('/token/refresh-token');
    expect(result.response.status).toBe(452);
    expect(hooks.signOut).not.toHaveBeenCalled();
    expect(hooks.refreshAccessToken).not.toHaveBeenCalled();
  });

  it('serves both services with one shared refresh', async () => {
    const { fetch, seen } = fakeFetch(expiringServer);
    const portal = createPortalClient({ baseUrl: 'http://portal.test/api', fetch });
    const billing = createBillingClient({ baseUrl: 'http://portal.test/billing-api', fetch });
    let token = 'old-token';
    const refresh = deferred<string>();
    const hooks: ApiHooks = {
      getAccessToken: () => token,
      refreshAccessToken: vi.fn(() => refresh.promise),
      signOut: vi.fn(),
      notifyFailure: vi.fn(),
      closeOverlay: vi.fn(),
    };
    connectApi(hooks, [portal, billing]);
    const calls = [
      portal.GET('/class/view-all'),
      billing.GET('/dev/wallet/balance/{id}', { params: { path: { id: '00000000-0000-4000-8000-000000000000' } } }),
    ];
    await vi.waitFor(() => expect(seen).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 0));
    token = 'new-token';
    refresh.resolve('new-token');
    const results = await Promise.all(calls);
    expect(hooks.refreshAccessToken).toHaveBeenCalledTimes(1);
    expect(results.map((result) => result.response.status)).toEqual([200, 200]);
  });
});

describe('failure middleware', () => {
  it("closes the overlay and notifies with the server's message", async () => {
    const { client, hooks } = setup(() => json(403, { message: "Your role does not allow this: it needs the permission 'Create classes'", code: 'FORBIDDEN' }));
    const result = await client.GET('/class/view-all');
    expect(hooks.closeOverlay).toHaveBeenCalledTimes(1);
    expect(hooks.notifyFailure).toHaveBeenCalledWith("Your role does not allow this: it needs the permission 'Create classes'");
    // The caller still reads the body: the middleware did not consume it.
    expect(() => dataOf(result)).toThrow("Your role does not allow this: it needs the permission 'Create classes'");
  });

  it('notifies with the raw error when there is no response, and the call still fails', async () => {
    const { client, hooks } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(client.GET('/class/view-all')).rejects.toThrow('Failed to fetch');
    expect(hooks.closeOverlay).toHaveBeenCalledTimes(1);
    expect(hooks.notifyFailure).toHaveBeenCalledWith('Failed to fetch');
  });

  it('says nothing when the caller cancelled the request', async () => {
    const { client, hooks } = setup(() => {
      throw new DOMException('The operation was aborted.', 'AbortError');
    });
    await expect(client.GET('/class/view-all')).rejects.toThrow();
    expect(hooks.notifyFailure).not.toHaveBeenCalled();
  });

  it('shows the text of a body that is not JSON', async () => {
    const { client, hooks } = setup(() => new Response('Bad gateway', { status: 502, statusText: 'Bad Gateway' }));
    await client.GET('/class/view-all');
    expect(hooks.notifyFailure).toHaveBeenCalledWith('Bad gateway');
  });

  it('notifies about the retried answer, not the 451', async () => {
    const { client, hooks } = setup((_request, call) =>
      call.authorization === 'Bearer new-token' ? json(404, { message: 'Class not found' }) : json(451, { message: 'expired' }),
    );
    await client.GET('/class/view/{id}', { params: { path: { id: '00000000-0000-4000-8000-000000000000' } } });
    expect(hooks.notifyFailure).toHaveBeenCalledTimes(1);
    expect(hooks.notifyFailure).toHaveBeenCalledWith('Class not found');
  });

  it('stays quiet about a call whose caller shows the failure (a form), but still closes the overlay', async () => {
    const { client, hooks, seen } = setup(() => json(409, { message: 'A class named JSS 1 already exists' }));
    const result = await client.POST('/class/add', {
      body: { name: 'JSS 1', classType: 'Junior Secondary', arms: [] },
      headers: failureShownByCaller,
    });
    expect(() => dataOf(result)).toThrow('A class named JSS 1 already exists');
    expect(hooks.notifyFailure).not.toHaveBeenCalled();
    expect(hooks.closeOverlay).toHaveBeenCalledTimes(1);
    // The mark stays in the browser, and the body still goes.
    expect(seen[0]?.body).toContain('JSS 1');
    expect(new Headers(seen[0]?.headers).has('x-portal-failure-shown-by')).toBe(false);
  });

  it('keeps a form call quiet across the retry after a refresh, and notifies for the next unmarked call', async () => {
    const { client, hooks, seen } = setup((_request, call) =>
      call.authorization === 'Bearer new-token' ? json(409, { message: 'Duplicate' }) : json(451, { message: 'expired' }),
    );
    await client.POST('/class/add', { body: { name: 'JSS 1', classType: 'Junior Secondary', arms: [] }, headers: failureShownByCaller });
    expect(seen).toHaveLength(2);
    expect(hooks.notifyFailure).not.toHaveBeenCalled();
    await client.GET('/class/view-all');
    expect(hooks.notifyFailure).toHaveBeenCalledWith('Duplicate');
  });

  it('says nothing about a form call that got no answer: the form shows the raw error', async () => {
    const { client, hooks } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(client.GET('/class/view-all', { headers: failureShownByCaller })).rejects.toThrow('Failed to fetch');
    expect(hooks.notifyFailure).not.toHaveBeenCalled();
  });

  it('keeps only a 404 quiet for a page read that shows its 404 page', async () => {
    let status = 404;
    const { client, hooks } = setup(() => json(status, { message: status === 404 ? 'Class not found' : 'You may not view classes' }));
    const read = () =>
      client.GET('/class/view/{id}', { params: { path: { id: '00000000-0000-4000-8000-000000000000' } }, headers: notFoundShownByCaller });
    await read();
    expect(hooks.notifyFailure).not.toHaveBeenCalled();
    status = 403;
    await read();
    expect(hooks.notifyFailure).toHaveBeenCalledWith('You may not view classes');
  });

  it('stays quiet on success', async () => {
    const { client, hooks } = setup(() => json(200, { classes: [] }));
    await client.GET('/class/view-all');
    expect(hooks.notifyFailure).not.toHaveBeenCalled();
    expect(hooks.closeOverlay).not.toHaveBeenCalled();
  });
});

describe('client', () => {
  it('sends arrays as repeated keys', async () => {
    const { client, seen } = setup(() => json(200, { staff: [] }));
    const [a, b] = ['00000000-0000-4000-8000-00000000000a', '00000000-0000-4000-8000-00000000000b'];
    await client.GET('/staff/search', { params: { query: { district: [a, b], limit: 5 } } });
    const url = new URL(seen[0]?.url ?? '');
    expect(url.pathname).toBe('/api/staff/search');
    expect(url.searchParams.getAll('district')).toEqual([a, b]);
    expect(url.searchParams.get('limit')).toBe('5');
  });

  it('disconnecting removes the middleware', async () => {
    const { client, seen, disconnect, hooks } = setup(() => json(500, { message: 'boom' }));
    disconnect();
    await client.GET('/class/view-all');
    expect(seen[0]?.authorization).toBeNull();
    expect(hooks.notifyFailure).not.toHaveBeenCalled();
  });
});
