// The billing service's migrations: its own schema file, folder and journal, applied after the portal's.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './server/src/billing/schema.ts',
  out: './server/src/billing/migrations',
  schemaFilter: ['billing'],
});
