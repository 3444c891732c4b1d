// The billing service as a Fastify plugin of its own: its contract's routes and handlers, in their own context.
// The portal's app registers it (`npm start` serves both); `npm run start:billing` runs it alone (billing/main.ts).
// It shares the portal's edge (errors, access, audit, request bodies), which the app registers around it.
import type { FastifyInstance } from 'fastify';
import { registerContract } from '../contractRoutes';
import type { Services } from '../services';
import { billingHandlers } from './handlers';

export async function billingService(app: FastifyInstance, { services }: { services: Services }) {
  // The local checkout's Pay and Cancel are plain HTML forms, which post an empty form body: it is read as no fields
  // (anything in it is refused by the contract's schema), here only, where the contract declares it.
  app.removeContentTypeParser('application/x-www-form-urlencoded');
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body: string, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body)));
  });
  await registerContract(app, 'billing', billingHandlers(services));
}
