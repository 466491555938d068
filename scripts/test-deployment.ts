/**
 * npm run test:deployment: starts the README's "Running at scale" shape on this machine (two API hosts, two edges,
 * one fresh PostgreSQL database, an S3-compatible server, an SMTP mail catcher, a round-robin load balancer in front)
 * and walks a journey through it over HTTP, killing one API host in the middle. Prints one line per step and
 * "N passed, N failed" at the end; exits non-zero on any failure or after 3 minutes.
 */
import { startCluster, type Cluster } from './deployment/cluster.ts';
import { journey } from './deployment/journey.ts';

const LIMIT_MS = 180_000;
const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const started = performance.now();
const seconds = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
const deadline = setTimeout(() => {
  console.error(`The deployment test did not finish within ${LIMIT_MS / 1000} s.`);
  console.log('0 passed, 1 failed');
  process.exit(1);
}, LIMIT_MS);
deadline.unref();

let passed = 0;
let failed = 0;
let cluster: Cluster | undefined;
try {
  console.log('Starting PostgreSQL database, S3 server, SMTP catcher, 2 API hosts, 2 edges and the load balancers…');
  cluster = await startCluster(adminUrl);
  console.log(`Started in ${seconds()}: site ${cluster.site.url}, API hosts ${cluster.apis.map((a) => a.url).join(', ')}, edges ${cluster.edges.map((e) => e.url).join(', ')}`);
  for (const step of journey(cluster)) {
    try {
      await step.run();
      passed++;
      console.log(`  ✓ ${step.name} (${seconds()})`);
    } catch (error) {
      failed++;
      console.log(`  ✗ ${step.name}\n    ${error instanceof Error ? error.message : String(error)}`);
    }
  }
} catch (error) {
  failed++;
  console.log(`  ✗ the deployment did not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
} finally {
  await cluster?.close();
}
console.log(`Finished in ${seconds()}.`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
