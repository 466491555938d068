/**
 * npm run seed [-- --jobs N]: migrates the configured database (DATABASE_URL, else PGlite in DATA_DIR), seeds the
 * demo when it has no users (mailing the support address the demo's pending reviews), then adds N open jobs with roles and skills for benchmarks and search.
 */
import { parseArgs } from 'node:util';
import { loadConfigOrExit } from '#kernel/config.ts';
import { openDatabase } from '#api/db/client.ts';
import { exitOnStartupError } from '#kernel/startup-error.ts';
import { seedJobs } from '#api/seed/bulk-jobs.ts';
import { seedIfEmpty } from '#api/seed/index.ts';
import { loadSigningKeys } from '#kernel/tokens.ts';
import { mailPendingReviews } from '#api/approval/request-approval.ts';
import { configuredStorage } from '#api/storage/configured-storage.ts';

const { values } = parseArgs({ options: { jobs: { type: 'string', default: '0' } } });
const jobs = Number(values.jobs);
if (!Number.isInteger(jobs) || jobs < 0) {
  console.error(`--jobs takes a whole number of jobs, not "${values.jobs}".`);
  process.exit(2);
}

const config = loadConfigOrExit();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir }).catch(exitOnStartupError);
try {
  await database.migrate();
  const where = database.kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
  const seeded = await seedIfEmpty({ db: database.db, storage: configuredStorage(config) });
  if (seeded) {
    const keys = await loadSigningKeys({ privateJwk: config.jwtPrivateKey, dataDir: config.dataDir, dataKey: config.dataEncryptionKey });
    await mailPendingReviews({ config, keys, db: database.db });
  }
  console.log(seeded ? `Demo data seeded (${where}); accounts are listed in docs/demo-accounts.md.` : `Demo data already present (${where}).`);
  if (jobs > 0) {
    const started = performance.now();
    let reported = 0;
    await seedJobs(database.db, jobs, {
      onProgress: (added) => {
        if (added - reported >= 10_000 || added === jobs) {
          reported = added;
          console.log(`  ${added} / ${jobs} jobs`);
        }
      },
    });
    const seconds = (performance.now() - started) / 1000;
    console.log(`Added ${jobs} open jobs in ${seconds.toFixed(1)} s (${Math.round(jobs / seconds)} jobs/s).`);
  }
} finally {
  await database.close();
}
