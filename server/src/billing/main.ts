// `npm run start:billing`: the billing service alone, on the portal's PostgreSQL (DATABASE_URL), beside a portal
// that serves everything else. The embedded database serves one process, so this mode needs PostgreSQL. Tokens are
// the portal's: the same JWT_SECRET and BILLING_WEBHOOK_SECRET (or the same DATA_DIR, where they are kept).
import { ConfigError, loadConfig } from '../config';
import { buildApp } from '../app';
import { openDatabase } from '../db/client';
import { stopOnSignals } from '../services/lifecycle';

async function main() {
  const config = loadConfig();
  if (!config.databaseUrl) throw new ConfigError('DATABASE_URL: the billing service alone needs the portal\'s PostgreSQL database (postgres://…)');
  const database = await openDatabase(config.databaseUrl);
  const { app, services } = await buildApp({ config, db: database.db, logger: { level: config.logLevel }, billingOnly: true });
  stopOnSignals(app, services.lifecycle, config.shutdownGraceSeconds, database.close);
  await app.listen({ port: config.port, host: config.host });
  process.stdout.write(`\nBilling service: ${config.publicUrl}/billing-api (PostgreSQL, DATABASE_URL)\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
