// Browser security headers on every answer, the app's pages and the API alike, from @fastify/helmet: a content
// security policy that runs only the app's own scripts (its files, and the one in its index.html by its hash) and lets
// no other site frame it, nosniff, no referrer, and HSTS only when the portal is served over https (on plain http it
// would lock a browser out of the address).
// The API reference (/api/docs, plugins/apiDocs.ts) gets a policy of its own, for its routes only.
import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

/** The hash of the <style> React Aria's usePress adds to the page (touch-action on pressable elements). */
export const reactAriaPressableStyleHash = "'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o='";

const overHttps = (publicUrl: string) => new URL(publicUrl).protocol === 'https:';

function contentSecurityPolicy(publicUrl: string, styles: string[], scripts: string[] = []) {
  return {
    useDefaults: true,
    directives: {
      'default-src': ["'self'"],
      'script-src': ["'self'", ...scripts],
      'style-src': ["'self'", ...styles],
      'img-src': ["'self'", 'data:'],
      'font-src': ["'self'"],
      'connect-src': ["'self'"],
      'frame-ancestors': ["'none'"],
      'form-action': ["'self'"],
      'upgrade-insecure-requests': overHttps(publicUrl) ? [] : null,
    },
  };
}

/**
 * The <style> inside Swagger UI's own logo (an inline SVG drawn before the page puts its logo in place), allowed by
 * its hash on the API reference's routes only.
 */
export const swaggerUiLogoStyleHash = "'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w='";

/**
 * The API reference's headers (plugins/apiDocs.ts): the app's policy, but for that one <style>. Swagger UI's scripts
 * are files served from here, its other styles a stylesheet or set through the CSSOM, its icons data: images, and
 * "Try it out" calls this origin; React Aria's style has no business there.
 */
export const apiDocsSecurityHeaders = (publicUrl: string) => ({ contentSecurityPolicy: contentSecurityPolicy(publicUrl, [swaggerUiLogoStyleHash]) });

/**
 * The CSP hashes of a page's inline scripts (the app's index.html runs src/first-paint.js so, see vite.config.ts): each
 * <script> without a src that the browser runs. A JSON block (the map of the pages' files) is data, which CSP does not
 * govern.
 */
export function inlineScriptHashes(html: string): string[] {
  const scripts = html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*\btype="application\/json")[^>]*>([\s\S]*?)<\/script>/g);
  return [...scripts].map(([, code = '']) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`);
}

export default fp<{ publicUrl: string; inlineScripts?: string[] }>(async (app, { publicUrl, inlineScripts = [] }) => {
  const https = overHttps(publicUrl);
  await app.register(helmet, {
    // Style attributes set from script (React Aria, schedule-x) go through the CSSOM, which CSP leaves alone; the
    // one inline <style> element is React Aria's pressable rule, allowed by its hash. The one inline script is the
    // app's first-paint script, allowed by its hash (inlineScripts, from the index.html the server sends).
    contentSecurityPolicy: contentSecurityPolicy(publicUrl, [reactAriaPressableStyleHash], inlineScripts),
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: https ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true } : false,
  });
});
