/** Applies the committed migrations to the configured database (DATABASE_URL, else PGlite in DATA_DIR) and exits. */
import { loadConfigOrExit } from '#kernel/config.ts';
import { openDatabase } from '#api/db/client.ts';
import { exitOnStartupError } from '#kernel/startup-error.ts';

const config = loadConfigOrExit();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir }).catch(exitOnStartupError);
try {
  await database.migrate();
  console.log(`Migrations applied (${database.kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${config.dataDir}`}).`);
} finally {
  await database.close();
}
