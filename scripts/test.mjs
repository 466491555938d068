/**
 * npm test: the typecheck and the OpenAPI lint beside vitest (on PGlite unless DATABASE_URL says otherwise), then,
 * when all of them passed, the browser journeys (scripts/e2e.mjs). The typecheck runs on one core while vitest
 * prepares its databases on one core too, so side by side they end sooner than one after the other.
 */
import './check-node.mjs';
import { spawn } from 'node:child_process';

/** Runs a command line in a shell, with npm's PATH (the project's Node and tools); resolves to whether it passed. */
function run(command) {
  const child = spawn(command, { shell: true, stdio: 'inherit' });
  return new Promise((resolve) => child.on('exit', (code) => resolve(code === 0)));
}

const checks = run('npm run typecheck && npm run lint:openapi');
const vitest = run('vitest run --reporter=default --reporter=json --outputFile.json=test-results/vitest.json');
const passed = (await Promise.all([checks, vitest])).every(Boolean);
if (!passed) process.exit(1);
process.exit((await run('npm run e2e')) ? 0 : 1);
