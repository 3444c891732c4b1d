// `npm start`: the API and the built SPA on one port, on the embedded database unless DATABASE_URL is set.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from './config';
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { demoAccounts, seedDemo, seedReference } from './db/seed';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function main() {
  const config = loadConfig();
  const database = await openDatabase(config.databaseUrl ?? path.join(config.dataDir, 'db'));
  await seedReference(database.db);
  const seeded = config.seedDemo ? await seedDemo(database.db) : false;
  const { app } = await buildApp({ config, db: database.db, logger: { level: config.logLevel }, spaDir: path.join(root, 'dist') });
  const shutdown = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  await app.listen({ port: config.port, host: config.host });
  const lines = [
    '',
    `State education portal: ${config.publicUrl}`,
    `Database: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded, in ${path.join(config.dataDir, 'db')}`}`,
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
