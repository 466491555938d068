/**
 * npm run db:move: copies the embedded database (DATA_DIR/pglite) into the PostgreSQL database of DATABASE_URL, and
 * the files of DATA_DIR/blobs into the object store when BLOB_STORE=s3, then checks every table's row count and
 * every file's checksum. Stop the server first. Refuses a target that is not empty, unless it holds this move's own
 * unfinished state; then it resumes (run it again after any failure).
 */
import { loadConfigOrExit } from '#kernel/config.ts';
import { openDatabase } from '#api/db/client.ts';
import { exitOnStartupError } from '#kernel/startup-error.ts';
import { createLocalBlobStorage } from '#api/storage/local-blob-storage.ts';
import { configuredStorage } from '#api/storage/configured-storage.ts';
import { moveData, MoveRefused } from './db-move/move.ts';
import { progressOn } from './db-move/progress.ts';

const config = loadConfigOrExit();
if (!config.databaseUrl) {
  console.error('Set DATABASE_URL to the PostgreSQL database to move into (an empty one), e.g. postgres://user@host:5432/market.');
  process.exit(2);
}
const progress = progressOn(process.stdout);
progress.say(`From: PGlite in ${config.dataDir}/pglite and files in ${config.dataDir}/blobs`);
progress.say(`To:   PostgreSQL ${new URL(config.databaseUrl).host}${config.blobStore.kind === 's3' ? ` and bucket ${config.blobStore.bucket}` : ' (files stay in the folder)'}`);
const source = await openDatabase({ dataDir: config.dataDir }).catch(exitOnStartupError);
const target = await openDatabase({ url: config.databaseUrl }).catch(async (error: unknown) => {
  await source.close();
  return exitOnStartupError(error);
});
try {
  const started = performance.now();
  const report = await moveData({
    source,
    target,
    sourceFiles: createLocalBlobStorage(config.dataDir),
    targetFiles: config.blobStore.kind === 's3' ? configuredStorage(config) : undefined,
    progress,
  });
  const rows = report.tables.reduce((sum, t) => sum + t.target, 0);
  progress.say(`Moved ${rows} rows in ${report.tables.length} tables and ${report.files} files in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  progress.say('Start the servers with DATABASE_URL (and BLOB_STORE=s3) set; keep DATA_DIR until you have checked the site.');
} catch (error) {
  process.exitCode = 1;
  progress.say(error instanceof MoveRefused ? error.message : `The move stopped: ${error instanceof Error ? error.message : String(error)}\nRun npm run db:move again to resume it.`);
} finally {
  await target.close();
  await source.close();
}
