/**
 * The last step of .ci/run: sums the JSON reports in REPORTS (vitest on PGlite and on PostgreSQL, every journey
 * shard, the deployment test's output) into one line "N passed, N failed, N skipped", after naming each test that
 * failed and each journey that passed only on its retry, so the end of the log says what to look at. A step that
 * exited non-zero without a failed test in its reports (typecheck, build, a server that did not start) counts as one
 * failure of its own (NPM_TEST_FAILED, POSTGRES_FAILED, DEPLOYMENT_FAILED).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';

const reports = process.env.REPORTS ?? 'test-results';
const named = [];

/** The first line of an error message, without terminal colours. */
const firstLine = (message) => (message ?? '').replace(/\u001b\[[0-9;]*m/g, '').trim().split('\n')[0];

const read = (name) => {
  const file = `${reports}/${name}`;
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
};

const vitest = (name, label) => {
  const report = read(name);
  if (!report) return { passed: 0, failed: 0, skipped: 0 };
  let unloadable = 0;
  for (const file of report.testResults) {
    const failed = file.assertionResults.filter((test) => test.status === 'failed');
    for (const test of failed) named.push(`failed (${label}): ${file.name} › ${test.fullName}\n    ${firstLine(test.failureMessages?.[0])}`);
    if (file.status === 'failed' && failed.length === 0) {
      unloadable += 1;
      named.push(`failed (${label}): ${file.name}: ${(file.message ?? '').split('\n')[0]}`);
    }
  }
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + unloadable,
    skipped: report.numPendingTests + report.numTodoTests,
  };
};

/** Every test of a Playwright report with its file and title path (a file's own suite adds no title). */
function* journeys(suite, titles = []) {
  const own = suite.title.endsWith('.ts') ? titles : [...titles, suite.title];
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests) yield { where: `${spec.file} › ${[...own, spec.title].join(' › ')}`, test };
  }
  for (const child of suite.suites ?? []) yield* journeys(child, own);
}

/** Each attempt's error: its first line and the line of the journey it stopped at. */
const attempts = (test) =>
  test.results
    .filter((result) => result.error)
    .map((result) => {
      const at = result.error.location ? ` (${result.error.location.file.split('/').pop()}:${result.error.location.line})` : '';
      return `\n    attempt ${result.retry + 1}: ${firstLine(result.error.message)}${at}`;
    })
    .join('');

const playwright = (name) => {
  const report = read(name);
  if (!report) return { passed: 0, failed: 0, skipped: 0 };
  for (const suite of report.suites) {
    for (const { where, test } of journeys(suite)) {
      if (test.status === 'unexpected') named.push(`failed (journeys): ${where}${attempts(test)}`);
      if (test.status === 'flaky') named.push(`passed on its retry (journeys): ${where}`);
    }
  }
  for (const error of report.errors) named.push(`error (journeys): ${(error.message ?? '').split('\n')[0]}`);
  return {
    passed: report.stats.expected + report.stats.flaky,
    failed: report.stats.unexpected + report.errors.length,
    skipped: report.stats.skipped,
  };
};

/** The deployment test prints "N passed, N failed" as its last such line. */
const deployment = () => {
  const file = `${reports}/deployment.txt`;
  const lines = existsSync(file) ? [...readFileSync(file, 'utf8').matchAll(/^(\d+) passed, (\d+) failed$/gm)] : [];
  const last = lines.at(-1);
  return { passed: Number(last?.[1] ?? 0), failed: Number(last?.[2] ?? 0), skipped: 0 };
};

// The journeys run in shards side by side (scripts/e2e.mjs), each with its own report.
const journeyReports = existsSync(reports) ? readdirSync(reports).filter((name) => /^e2e(-\d+)?\.json$/.test(name)) : [];
const sum = (...counts) =>
  counts.reduce((a, b) => ({ passed: a.passed + b.passed, failed: a.failed + b.failed, skipped: a.skipped + b.skipped }));
const step = (counts, exitFailed) => ({ ...counts, failed: counts.failed || Number(exitFailed) });
const total = sum(
  step(sum(vitest('vitest.json', 'vitest on PGlite'), ...journeyReports.map(playwright)), process.env.NPM_TEST_FAILED === '1'),
  step(vitest('vitest-postgres.json', 'vitest on PostgreSQL'), process.env.POSTGRES_FAILED === '1'),
  step(deployment(), process.env.DEPLOYMENT_FAILED === '1'),
);
for (const line of named) console.log(line);
console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exitCode = total.failed > 0 ? 1 : 0;
