/** The deployment test's cluster (scripts/deployment/cluster.ts) leaves nothing behind when it fails to start. */
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import pg from 'pg';
import { startCluster } from '../scripts/deployment/cluster.ts';

const adminUrl = process.env.DATABASE_URL;
const instanceFolders = async () => (await readdir(tmpdir())).filter((name) => name.startsWith('deployment-'));

/** The databases this process's clusters made (scripts/deployment/cluster.ts names them deployment_<pid>_<time>). */
async function clusterDatabases(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>('select datname from pg_database where starts_with(datname, $1)', [`deployment_${process.pid}_`]);
    return rows.map((row) => row.datname);
  } finally {
    await client.end();
  }
}

describe.skipIf(!adminUrl)('a deployment that fails to start', () => {
  it('stops what had started, removes the data folders and drops its database', async () => {
    const url = adminUrl ?? '';
    const foldersBefore = await instanceFolders();
    // A setting the server refuses: both API hosts exit at once, after the database, S3 and SMTP have started.
    await expect(startCluster(url, { LOG_LEVEL: 'loud' })).rejects.toThrow(/exited before it answered/);

    expect(await clusterDatabases(url)).toEqual([]);
    expect(await instanceFolders()).toEqual(foldersBefore);
  }, 60_000);
});
