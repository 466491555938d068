/** What every handler may use. Built once per app; tests build their own. */
import type { Config } from '#kernel/config.ts';
import type { Database, Db } from './db/client.ts';
import type { SigningKeys } from '#kernel/tokens.ts';
import type { Logger } from '#kernel/log.ts';
import type { BlobStorage } from './storage/blob-storage.ts';

export interface Deps {
  config: Config;
  database: Database;
  db: Db;
  keys: SigningKeys;
  log: Logger;
  /** Where uploaded and generated files live. */
  storage: BlobStorage;
  /** The current time; tests move it to check expiry. */
  now: () => Date;
}
