// `npm test`: every check and test suite, arranged for a 2-core machine, then one table of what each suite ran.
// `.ci/run` adds `--postgres URL` (the server suite again, on that PostgreSQL server) and `--storybook` (the designers'
// Storybook build: the story tests do not need it, and the clean-clone check builds it, so it cannot break unseen).
//
// The test suites run one after another, each using both cores: the server suite alone; then the story tests, in
// three shards, beside the app's build and the unit suite, and with `--postgres URL` (as .ci/run passes) beside the
// server suite's second run, on that PostgreSQL server, which spends much of its time waiting on the database; then
// the end-to-end tests. The checks (types, lint, the contract's lint and generated types) and the Storybook build have
// no timings to keep, so they run from the start at the lowest CPU priority, two at a time: they take only the CPU the
// suites leave idle (the end-to-end flows keep less than two cores busy), and never starve a flow that waits on real
// timings. A failing check still fails the run.
//
// A step's output is kept and printed whole when it ends, so steps that run side by side never interleave. The last
// line is "N passed, N failed, N skipped" over every test run.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const { values: options } = parseArgs({ options: { postgres: { type: 'string' }, storybook: { type: 'boolean' } } });
const reports = mkdtempSync(path.join(tmpdir(), 'portal-test-reports-'));

/** @typedef {{ name: string, command: string[], env?: Record<string, string>, report?: string }} Step */
/** @type {{ name: string, seconds: number, ok: boolean, counts?: { passed: number, failed: number, skipped: number } }[]} */
const results = [];

/** A Vitest run that also writes its JSON report, from which the table takes its counts. */
function vitest(name, config, env, args = []) {
  const report = path.join(reports, `${name}.json`);
  return { name, command: [bin('vitest'), 'run', '--config', config, '--reporter=dot', '--reporter=json', `--outputFile.json=${report}`, ...args], env, report };
}

/**
 * The story tests in three shards side by side: a run takes one story file at a time in one page, which waits on
 * modules and timers between stories, so two runs leave part of the two cores idle.
 */
const storyShards = [1, 2, 3].map((shard) =>
  vitest(`stories, light + dark ${shard}/3`, 'vitest.storybook.config.ts', { STORIES_SHARD: String(shard) }, [`--shard=${shard}/3`]),
);

function countsOf(report) {
  try {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    return { passed: json.numPassedTests, failed: json.numFailedTests, skipped: json.numPendingTests + json.numTodoTests };
  } catch {
    return undefined;
  }
}

/** Runs one step to its end and records it; never rejects, so the steps beside it finish too. */
function run(step) {
  const started = Date.now();
  return new Promise((resolve) => {
    const [command, ...args] = step.command;
    const child = spawn(command, args, { cwd: root, env: { ...process.env, NO_COLOR: '1', ...step.env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = (Date.now() - started) / 1000;
      const ok = code === 0;
      const counts = step.report ? countsOf(step.report) : undefined;
      results.push({ name: step.name, seconds, ok, counts });
      process.stdout.write(`\n── ${step.name}: ${ok ? 'passed' : `FAILED (exit ${code})`} in ${seconds.toFixed(0)} s ──\n${output.trimEnd()}\n`);
      resolve(ok);
    });
  });
}

/** The step at the lowest CPU priority: it gets only the CPU no other step wants. */
const idle = (step) => ({ ...step, command: ['nice', '-n', '19', ...step.command] });

/** Runs the steps `width` at a time. */
async function pool(steps, width) {
  const queue = [...steps];
  const outcomes = [];
  await Promise.all(
    Array.from({ length: width }, async () => {
      for (let step = queue.shift(); step; step = queue.shift()) outcomes.push(await run(step));
    }),
  );
  return outcomes.every(Boolean);
}

const started = Date.now();
const background = pool(
  [
    { name: 'types', command: [bin('tsc'), '--noEmit'] },
    { name: 'lint', command: [bin('eslint'), '.'] },
    { name: 'contract lint', command: [bin('redocly'), 'lint', 'openapi/portal.yaml', 'openapi/billing.yaml'] },
    { name: 'generated types', command: [bin('tsx'), 'scripts/check-generated.ts'] },
    ...(options.storybook ? [{ name: 'storybook build', command: [bin('storybook'), 'build', '--quiet'] }] : []),
  ].map(idle),
  2,
);
let ok = await run(vitest('server', 'vitest.server.config.ts'));
if (ok) {
  // The end-to-end tests come last, without another suite beside them: their keyboard flows wait on real timings and
  // time out on a starved machine.
  const beside = [
    Promise.all(storyShards.map(run)).then((passed) => passed.every(Boolean)),
    run({ name: 'app build', command: [bin('vite'), 'build', '--logLevel', 'warn'] }).then(async (built) => (await run(vitest('unit', 'vitest.config.ts'))) && built),
  ];
  if (options.postgres) beside.push(run(vitest('server on PostgreSQL', 'vitest.server.config.ts', { DATABASE_URL: options.postgres })));
  ok = (await Promise.all(beside)).every(Boolean) && (await run(vitest('e2e', 'vitest.e2e.config.ts')));
}
ok = (await background) && ok;
rmSync(reports, { recursive: true, force: true });

const total = { passed: 0, failed: 0, skipped: 0 };
const rows = results.map(({ name, seconds, ok: passed, counts }) => {
  if (counts) for (const key of Object.keys(total)) total[key] += counts[key];
  const figures = counts ? `${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped` : passed ? 'passed' : 'FAILED';
  return `  ${name.padEnd(26)} ${figures.padEnd(40)} ${seconds.toFixed(0).padStart(5)} s`;
});
const minutes = ((Date.now() - started) / 60_000).toFixed(1);
process.stdout.write(`\nnpm test ${ok ? 'passed' : 'FAILED'} in ${minutes} min:\n${rows.join('\n')}\n`);
// Steps that failed before any test ran still fail the run.
const stepsFailed = results.filter((result) => !result.ok && !result.counts?.failed).length;
process.stdout.write(`${total.passed} passed, ${total.failed + stepsFailed} failed, ${total.skipped} skipped\n`);
process.exit(ok ? 0 : 1);
