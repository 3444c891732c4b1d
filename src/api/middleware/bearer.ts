// Sends the access token as `Authorization: Bearer` on every call that has one to send.
import type { Middleware } from 'openapi-fetch';

export type AccessTokenGetter = () => string | null | undefined;

export function setBearer(request: Request, token: string): void {
  request.headers.set('Authorization', `Bearer ${token}`);
}

/** The token a request carries, or null. */
export function bearerOf(request: Request): string | null {
  const header = request.headers.get('Authorization');
  const match = header ? /^Bearer\s+(.+)$/i.exec(header) : null;
  return match?.[1] ?? null;
}

export function bearerMiddleware(getAccessToken: AccessTokenGetter): Middleware {
  return {
    onRequest({ request }) {
      const token = getAccessToken();
      // A caller may set its own header (switching organisation with a token in hand, say); that one wins.
      if (token && !request.headers.has('Authorization')) setBearer(request, token);
      return request;
    },
  };
}
