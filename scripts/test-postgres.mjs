// Runs the server tests on a PostgreSQL server: DATABASE_URL, or the local one .ci/run starts. Each test file
// creates a database of its own there and drops it afterwards.
import { spawnSync } from 'node:child_process';

const databaseUrl = process.env.DATABASE_URL ?? 'postgresql://portal:portal@127.0.0.1:5432/postgres';
const result = spawnSync('npx', ['vitest', 'run', '--config', 'vitest.server.config.ts'], {
  stdio: 'inherit',
  env: { ...process.env, DATABASE_URL: databaseUrl },
});
process.exit(result.status ?? 1);
