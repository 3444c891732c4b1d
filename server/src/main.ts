// `npm start`: the API and the built SPA on one port, on the embedded database unless DATABASE_URL is set.
import path from 'node:path';
import { ConfigError, loadConfig } from './config';
import { buildApp } from './app';
import { openDatabase, tidyAfterBulkWrite } from './db/client';
import { demoAccounts, seedDemo, seedReference } from './db/seed';
import { spaDir } from './paths';
import { stopOnSignals } from './services/lifecycle';

async function main() {
  const config = loadConfig();
  const database = await openDatabase(config.databaseUrl ?? path.join(config.dataDir, 'db'));
  await seedReference(database.db);
  const seeded = config.seedDemo ? await seedDemo(database.db) : false;
  if (seeded) await tidyAfterBulkWrite(database.db);
  const { app, services } = await buildApp({ config, db: database.db, logger: { level: config.logLevel }, spaDir });
  // A stop signal makes the server report not ready, keep answering for SHUTDOWN_GRACE_SECONDS, then close the
  // listener and wait for the requests in flight (services/lifecycle.ts), then the database.
  stopOnSignals(app, services.lifecycle, config.shutdownGraceSeconds, database.close);
  await app.listen({ port: config.port, host: config.host });
  const lines = [
    '',
    `State education portal: ${config.publicUrl}`,
    `Database: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded, in ${path.join(config.dataDir, 'db')}, with ${database.sharedBuffersMegabytes} MB of shared buffers`}`,
  ];
  if (config.seedDemo) {
    lines.push(seeded ? 'Demo data created. Accounts:' : 'Demo accounts:');
    for (const account of demoAccounts) lines.push(`  ${account.email.padEnd(22)} ${account.password}  (${account.description})`);
  }
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
