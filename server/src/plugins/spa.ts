// The built web application: its files, and its index.html for every address that is not an API call, so that
// reloading any page (/billing, /dashboard/profile, …) loads the app, which then shows its own 404 page when needed.
// The build leaves a brotli and a gzip copy beside each file (vite.config.ts), sent to browsers that accept them;
// hashed files are cached for a year, the rest (index.html above all) revalidated on every visit.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';

export type SpaOptions = {
  /** The build output (dist/); without an index.html in it, only API calls are answered. */
  root?: string;
  /** Path prefixes of the API services: unknown calls under them answer the JSON 404, never the app. */
  apiPrefixes: string[];
  /** The methods the contracts declare at an address: a call there by another method answers 405 naming them. */
  methodsAt?: (pathname: string) => string[];
};

/** Vite names every file under assets/ by its content's hash: a changed file gets a new name. */
const hashedAssets = '/assets';
const immutableCache = 'public, max-age=31536000, immutable';
const revalidate = 'no-cache';

const underPrefix = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/** The index.html the app is served with (its inline script's hash goes into the CSP), or null where none is served. */
export function indexHtmlOf(root: string | undefined): string | null {
  const file = root === undefined ? null : path.join(root, 'index.html');
  return file !== null && existsSync(file) ? readFileSync(file, 'utf8') : null;
}

export default fp<SpaOptions>(
  async (app, { root, apiPrefixes, methodsAt = () => [] }) => {
    const served = root !== undefined && existsSync(path.join(root, 'index.html'));
    if (served) {
      await app.register(fastifyStatic, {
        root,
        prefix: '/',
        // Routes for the files found at start (a build does not change under a running server).
        wildcard: false,
        index: 'index.html',
        preCompressed: true,
        // The compressed copies are chosen by Accept-Encoding, not addressed; source maps are not published.
        globIgnore: ['**/*.br', '**/*.gz', '**/*.map'],
        cacheControl: false,
        setHeaders: (reply: FastifyReply, filePath: string) => {
          const relative = `/${path.relative(root, filePath).split(path.sep).join('/')}`;
          reply.header('cache-control', underPrefix(relative, hashedAssets) ? immutableCache : revalidate);
        },
      });
    }

    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      const isApi = apiPrefixes.some((prefix) => underPrefix(pathname, prefix));
      // A missing hashed file (a chunk of an older build) must fail as a script, not load the page as JavaScript.
      const isPage = served && !isApi && !underPrefix(pathname, hashedAssets) && (request.method === 'GET' || request.method === 'HEAD');
      if (isPage) return reply.sendFile('index.html');
      const allowed = isApi ? methodsAt(pathname) : [];
      if (allowed.length && !allowed.includes(request.method)) {
        return reply
          .status(405)
          .header('allow', allowed.join(', '))
          .send({ message: `This address does not take ${request.method}; it takes ${allowed.join(', ')}`, code: 'METHOD_NOT_ALLOWED' });
      }
      return reply.status(404).send({ message: `No such call: ${request.method} ${pathname}`, code: 'NOT_FOUND' });
    });
  },
  { name: 'spa' },
);
