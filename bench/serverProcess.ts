// The server as `npm start` runs it (the bundle in dist-server/), in a process of its own, so that what a benchmark
// measures of it (its peak RSS above all) is the server's alone and not the benchmark's.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { createScratchDatabase } from '../scripts/scratchDatabase';
import { demoPassword } from '../server/src/db/seed';

const postgresUrl = process.env.DATABASE_URL ?? 'postgresql://portal:portal@127.0.0.1:5432/postgres';

/** Builds dist-server/main.js from the sources as they are now. */
export function buildServer() {
  execFileSync('npm', ['run', '--silent', 'build:server'], { stdio: 'inherit' });
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** A kilobyte figure of /proc/<pid>/status (VmRSS now, VmHWM the peak so far), in MB. */
function memoryOf(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : Number.NaN;
}

/** A database of its own on the PostgreSQL server, or nothing when none answers. */
async function postgresDatabase(label: string) {
  try {
    return await createScratchDatabase(postgresUrl, `portal_bench_${label}_${process.pid}`, { connectionTimeoutMillis: 2_000 });
  } catch {
    return undefined;
  }
}

/** The pid of the server `npm run serve` started (its script execs node, so it is the npm process's child). */
function serverPidUnder(npmPid: number): number {
  const children = readFileSync(`/proc/${npmPid}/task/${npmPid}/children`, 'utf8').trim().split(/\s+/).map(Number);
  const server = children.find((pid) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('dist-server/main.js'));
  if (!server) throw new Error('npm run serve started no server process');
  return server;
}

/** The bundled server, started by `npm run serve` as `npm start` starts it, on a free port, once it answers. */
async function spawnServer(dataDir: string, databaseUrl: string | undefined) {
  const port = await freePort();
  // BENCH_SERVER_NODE_OPTIONS='--max-old-space-size=256' tries a Node option on the server under a benchmark (one that
  // NODE_OPTIONS allows: --cpu-prof, for one, it does not).
  const child = spawn('npm', ['run', '--silent', 'serve'], {
    env: { ...process.env, NODE_OPTIONS: process.env.BENCH_SERVER_NODE_OPTIONS ?? '', DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', SEED_DEMO: 'true', LOG_LEVEL: 'warn', DATABASE_URL: databaseUrl ?? '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const address = `http://127.0.0.1:${port}`;
  const exited = new Promise<never>((_, reject) => child.once('exit', (code) => reject(new Error(`The server stopped (exit code ${code})`))));
  for (let ready = false; !ready; ) {
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 200))]);
    ready = await fetch(`${address}/api/auth/login`, { method: 'HEAD' }).then(
      () => true,
      () => false,
    );
  }
  const pid = serverPidUnder(child.pid ?? 0);
  return {
    pid,
    address,
    async stop() {
      exited.catch(() => undefined);
      const stopped = new Promise((resolve) => child.once('exit', resolve));
      process.kill(pid, 'SIGTERM');
      await stopped;
    },
  };
}

/**
 * Starts the bundled server with the demo data, on the embedded database or on `databaseUrl`, and signs in as the
 * demo state's owner. Its output is dropped (10,000 welcome mails). The embedded database's data directory is made
 * by a first start, stopped at once, so that the server measured is a second start, as a server runs every day:
 * creating a data directory runs initdb in a second WebAssembly instance (about 850 MB at its peak, memory
 * WebAssembly does not give back), once in the directory's life.
 */
export async function startServer(databaseUrl?: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-server-'));
  if (!databaseUrl) await (await spawnServer(dataDir, undefined)).stop();
  const { pid, address, stop } = await spawnServer(dataDir, databaseUrl);
  const login = await fetch(`${address}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.test', password: demoPassword }),
  });
  const { authorizationToken } = (await login.json()) as { authorizationToken: string };
  return {
    address,
    auth: { authorization: `Bearer ${authorizationToken}` },
    /** The server's resident memory now and its peak so far, in MB. */
    memory: () => ({ rss: memoryOf(pid, 'VmRSS'), peak: memoryOf(pid, 'VmHWM') }),
    /** Starts the peak again from the memory now (Linux's clear_refs 5), so a step's peak is its own. */
    resetPeak: () => writeFileSync(`/proc/${pid}/clear_refs`, '5'),
    async stop() {
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Runs `measure` on the embedded database, then on a PostgreSQL database of its own when one answers (dropped
 * after); prints the figures as a table, the targets, and how busy the machine was.
 */
export async function onEveryDatabase(name: string, measure: (label: string, postgresLocation?: string) => Promise<object[]>, targets: string) {
  const results = await measure('embedded (PGlite)');
  const postgres = await postgresDatabase(name);
  if (postgres) {
    try {
      results.push(...(await measure('PostgreSQL', postgres.location)));
    } finally {
      await postgres.drop();
    }
  } else {
    console.log(`PostgreSQL not reachable at ${postgresUrl.replace(/\/\/[^@]*@/, '//')}: measured on the embedded database only`);
  }
  console.table(results);
  console.log(targets);
  // Figures from a busy machine are not the server's own: say how busy it was.
  console.log(`Load average ${loadavg().map((load) => load.toFixed(1)).join(' / ')} on ${availableParallelism()} cores.`);
}
