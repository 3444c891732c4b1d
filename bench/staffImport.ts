// `npm run bench:import`: a 10,000-row staff spreadsheet (every column of the template filled) uploaded and
// validated, then created, then the state's staff downloaded as staffs.xlsx (10,000 rows): on the embedded database
// and on PostgreSQL when one is reachable (DATABASE_URL, or the local server .ci/run starts). The server runs as
// `npm start` runs it, in a process of its own, whose peak RSS (VmHWM, from its start) is read from /proc. It
// measures; it asserts nothing. Targets: upload + validate + create ≤ 10 s with peak RSS ≤ 400 MB; the download ≤ 2 s
// with its own peak (the peak started again before it) ≤ 100 MB above the memory before it.
import writeXlsxFile, { type Cell } from 'write-excel-file/node';
import { staffImportColumns } from '../server/src/data/staffImport';
import { buildServer, onEveryDatabase, startServer } from './serverProcess';

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

const seconds = (from: number, to: number) => ((to - from) / 1000).toFixed(2);

async function bench(label: string, bytes: Buffer, databaseUrl?: string) {
  const server = await startServer(databaseUrl);
  try {
    const before = server.memory();
    const started = performance.now();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), 'staff.xlsx');
    const uploaded = await fetch(`${server.address}/api/staff/upload-multiple`, { method: 'POST', headers: server.auth, body: form });
    const batch = (await uploaded.json()) as { id: string; validRowCount: number; errorRowCount: number };
    if (!uploaded.ok) throw new Error(`upload: ${uploaded.status} ${JSON.stringify(batch)}`);
    const validated = performance.now();
    const createdResponse = await fetch(`${server.address}/api/staff/create-multiple/${batch.id}`, { method: 'POST', headers: server.auth });
    const created = (await createdResponse.json()) as { created: number };
    if (!createdResponse.ok) throw new Error(`create: ${createdResponse.status} ${JSON.stringify(created)}`);
    const finished = performance.now();
    const imported = server.memory();

    server.resetPeak();
    const idle = server.memory();
    const downloadStarted = performance.now();
    const download = await fetch(`${server.address}/api/staff/download?limit=${rowCount}`, { headers: server.auth });
    const sheet = await download.arrayBuffer();
    if (!download.ok) throw new Error(`download: ${download.status}`);
    const downloaded = performance.now();
    const after = server.memory();
    return [
      { database: label, step: 'upload + validate', seconds: seconds(started, validated), rows: `${batch.validRowCount} valid, ${batch.errorRowCount} with errors`, 'peak RSS MB': '' },
      { database: label, step: 'create', seconds: seconds(validated, finished), rows: `${created.created} created`, 'peak RSS MB': '' },
      { database: label, step: 'import end to end', seconds: seconds(started, finished), rows: '', 'peak RSS MB': `${imported.peak.toFixed(0)} (${before.rss.toFixed(0)} before)` },
      { database: label, step: 'download staffs.xlsx', seconds: seconds(downloadStarted, downloaded), rows: `${(sheet.byteLength / 1024 / 1024).toFixed(1)} MB`, 'peak RSS MB': `${after.peak.toFixed(0)} (${idle.rss.toFixed(0)} before, +${Math.max(0, after.peak - idle.rss).toFixed(0)})` },
    ];
  } finally {
    await server.stop();
  }
}

buildServer();
const bytes = await staffSheet();
console.log(`A staff sheet of ${rowCount.toLocaleString('en')} rows, ${(bytes.length / 1024 / 1024).toFixed(1)} MB; the server in its own process (dist-server/main.js).`);
await onEveryDatabase('import', (label, location) => bench(label, bytes, location), 'Targets: import end to end ≤ 10 s with peak RSS ≤ 400 MB; the download ≤ 2 s and ≤ 100 MB above the memory before it.');
