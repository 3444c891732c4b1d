// `npm run bench:import`: a 10,000-row staff spreadsheet (every column of the template filled) uploaded and
// validated, then created, on the embedded database, over loopback; with the process's peak RSS. It measures; it
// asserts nothing. Target (issue 10): upload + validate + create ≤ 10 s with peak RSS ≤ 400 MB.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import writeXlsxFile, { type Cell } from 'write-excel-file/node';
import { loadConfig } from '../server/src/config';
import { staffImportColumns } from '../server/src/data/staffImport';
import { openDatabase } from '../server/src/db/client';
import { seedDemo, seedReference } from '../server/src/db/seed';
import { signedInServer } from './server';

const rowCount = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
const terms = { district: 'District', oracleNumber: 'Oracle Number', tescomNumber: 'Tescom Number', subebNumber: 'Subeb Number' };

/** The template's example row, made unique per row where staff must differ. */
async function staffSheet(): Promise<Buffer> {
  const columns = staffImportColumns(terms);
  const unique: Record<string, (index: number) => string> = {
    username: (i) => `bench.staff${i}`,
    email: (i) => `bench.staff${i}@example.com`,
    phoneNumber: (i) => `7${String(i).padStart(9, '0')}`,
    oracleNumber: (i) => `OR-B${i}`,
    tescomNumber: (i) => `TS-B${i}`,
    subebNumber: (i) => `SB-B${i}`,
    districtId: () => 'District I',
    schoolId: () => 'Agege Junior Grammar School',
  };
  const rows = Array.from({ length: rowCount }, (_, index) =>
    columns.map((column): Cell => {
      const value = unique[column.field]?.(index) ?? column.example;
      if (!value) return null;
      return column.value === 'date' ? { value: new Date(`${value}T00:00:00Z`), type: Date, format: 'dd-mm-yyyy' } : { value };
    }),
  );
  return writeXlsxFile([columns.map((column): Cell => ({ value: column.header })), ...rows]).toBuffer();
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-import-'));
  const config = loadConfig({ DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'silent' });
  config.rateLimits = Object.fromEntries(Object.keys(config.rateLimits).map((name) => [name, { limit: 2 ** 31 - 1, windowSeconds: 60 }]));
  const database = await openDatabase(path.join(dataDir, 'db'));
  await seedReference(database.db);
  await seedDemo(database.db);
  const { app, address, authorizationToken } = await signedInServer(config, database.db);
  // The welcome mails would otherwise print 10,000 notices; the outbox keeps them all the same.
  const write = process.stdout.write.bind(process.stdout);
  const bytes = await staffSheet();
  const baselineRss = process.memoryUsage().rss;
  let peakRss = baselineRss;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 20);
  const auth = { authorization: `Bearer ${authorizationToken}` };
  const started = performance.now();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), 'staff.xlsx');
  const uploaded = await fetch(`${address}/api/staff/upload-multiple`, { method: 'POST', headers: auth, body: form });
  const batch = (await uploaded.json()) as { id: string; validRowCount: number; errorRowCount: number };
  const validated = performance.now();
  process.stdout.write = (() => true) as typeof process.stdout.write;
  const createdResponse = await fetch(`${address}/api/staff/create-multiple/${batch.id}`, { method: 'POST', headers: auth });
  const created = (await createdResponse.json()) as { created: number };
  process.stdout.write = write;
  const finished = performance.now();
  clearInterval(sampler);
  console.log(`staff import, ${rowCount.toLocaleString('en')} rows (${(bytes.length / 1024 / 1024).toFixed(1)} MB), embedded database:`);
  console.log(`  upload + validate  ${((validated - started) / 1000).toFixed(2)} s  (${batch.validRowCount} valid, ${batch.errorRowCount} with errors)`);
  console.log(`  create             ${((finished - validated) / 1000).toFixed(2)} s  (${created.created} created)`);
  console.log(`  end to end         ${((finished - started) / 1000).toFixed(2)} s, peak RSS ${(peakRss / 1024 / 1024).toFixed(0)} MB, ${(baselineRss / 1024 / 1024).toFixed(0)} MB before the upload (target ≤ 10 s, ≤ 400 MB)`);
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}

await main();
