/**
 * How much memory the embedded database may hold, chosen on purpose (decision record 312). PGlite runs PostgreSQL's
 * single-user backend inside WebAssembly, whose memory only ever grows: every buffer the backend touches stays
 * resident for the life of the process. PostgreSQL's defaults are sized for a server of its own (shared_buffers
 * 128 MB, maintenance_work_mem 64 MB for each VACUUM), which made up half of an idle server's memory. Here the
 * operating system caches the data files anyway, so a small buffer pool costs little.
 */
export const embeddedSettings: Record<string, string> = {
  /** The buffer pool: the demo data and a few thousand jobs fit; beyond it pages come from the OS file cache. */
  shared_buffers: '32MB',
  /** What a VACUUM or CREATE INDEX may use (api/db/embedded-vacuum.ts runs VACUUM from time to time). */
  maintenance_work_mem: '16MB',
  /** Per sort or hash of one query. */
  work_mem: '4MB',
};

/** The settings as postgres command-line switches. */
export const embeddedStartParams = Object.entries(embeddedSettings).flatMap(([name, value]) => ['-c', `${name}=${value}`]);

/** The V8 heap of the embedded database's thread: PGlite's JavaScript side keeps little (query results pass through). */
export const embeddedThreadLimits = { maxYoungGenerationSizeMb: 8 };
