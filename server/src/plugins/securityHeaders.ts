// Browser security headers on every answer, the app's pages and the API alike, from @fastify/helmet: a content
// security policy that runs only the app's own scripts and lets no other site frame it, nosniff, no referrer, and
// HSTS only when the portal is served over https (on plain http it would lock a browser out of the address).
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

/** The hash of the <style> React Aria's usePress adds to the page (touch-action on pressable elements). */
export const reactAriaPressableStyleHash = "'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o='";

export default fp<{ publicUrl: string }>(async (app, { publicUrl }) => {
  const https = new URL(publicUrl).protocol === 'https:';
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        // Style attributes set from script (React Aria, schedule-x) go through the CSSOM, which CSP leaves alone; the
        // one inline <style> element is React Aria's pressable rule, allowed by its hash.
        'style-src': ["'self'", reactAriaPressableStyleHash],
        'img-src': ["'self'", 'data:'],
        'font-src': ["'self'"],
        'connect-src': ["'self'"],
        'frame-ancestors': ["'none'"],
        'form-action': ["'self'"],
        'upgrade-insecure-requests': https ? [] : null,
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: https ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true } : false,
  });
});
