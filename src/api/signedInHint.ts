// Whether this browser may hold a sign-in to restore: the server sets a readable hint cookie beside the httpOnly
// refresh cookie and clears both together (server/src/auth/session.ts).
import { signedInHintCookie } from '../lib/constants';

export function maySignedInBeRestored(cookies: string = document.cookie): boolean {
  return cookies.split(';').some((cookie) => cookie.trim() === `${signedInHintCookie}=1`);
}
