// The API reference for integrators at /api/docs: Swagger UI (@fastify/swagger-ui, its files served from here, nothing
// from another site) over both contracts as they are, portal.yaml (calls under /api) and billing.yaml (under
// /billing-api), with a choice between them. Its Authorize button takes an access token (`bearerAuth`), which
// "Try it out" then sends. The page runs Swagger UI's scripts, so its routes get their own content security policy
// (securityHeaders.ts); every other answer keeps the strict one.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { loadContract } from '../contract';
import { apiDocsSecurityHeaders } from './securityHeaders';

export const apiDocsPrefix = '/api/docs';
const billingContract = `${apiDocsPrefix}/billing.json`;
const logo =
  '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="40" viewBox="0 0 320 40"><text x="0" y="27" fill="#fff" font-family="sans-serif" font-size="20" font-weight="600">State education portal API</text></svg>';

export default async function apiDocs(app: FastifyInstance, { publicUrl }: { publicUrl: string }) {
  const helmet = apiDocsSecurityHeaders(publicUrl);
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, helmet } as typeof route.config;
  });
  await app.register(swagger, { mode: 'static', specification: { document: loadContract('portal') as never } });
  await app.register(swaggerUi, {
    routePrefix: apiDocsPrefix,
    theme: { title: 'State education portal API' },
    logo: { type: 'image/svg+xml', content: Buffer.from(logo), href: apiDocsPrefix, target: '_self' },
    uiConfig: {
      urls: [
        { url: `${apiDocsPrefix}/json`, name: 'Portal API (/api)' },
        { url: billingContract, name: 'Billing API (/billing-api)' },
      ],
      persistAuthorization: true,
      displayOperationId: true,
      docExpansion: 'none',
    },
  });
  const billing = loadContract('billing');
  app.get(billingContract, { schema: { hide: true } }, async () => billing);
}
