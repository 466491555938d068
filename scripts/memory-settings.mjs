/**
 * The server's memory, sized on purpose (docs/decisions/359): the process replaces itself once, at the very start,
 * with the same command under these settings, keeping its pid, standard streams and arguments. A setting the
 * environment or the command line already gives is kept as given.
 *
 * - `--max-semi-space-size=8`: V8's young generation grows to 3 × 64 MB under a burst of allocation (the demo seed,
 *   a load) and stays that size; 8 MB semi-spaces hold a request's garbage comfortably.
 * - `--heap-growing-percent=50`: after each full collection the old generation may grow to 1.5 times what it kept
 *   before the next one. V8's own factor (up to 4 for a heap it collects quickly) let 50 connections of signed-in
 *   pages take the old generation from 90 MB live to 250 MB before collecting it, and the process to 560–590 MB.
 * - `MALLOC_ARENA_MAX=2`: glibc gives each thread that allocates (the database's worker, libuv's pool for
 *   compression and password hashing) a 64 MB arena of its own, kept after use.
 * - `MALLOC_MMAP_THRESHOLD_=131072`: a fixed threshold, so large buffers (argon2's 19 MB per hash, brotli's windows)
 *   are mapped and returned on release, instead of raising the threshold and staying in the heap for good.
 */
const environment = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' };
const v8Flags = ['--max-semi-space-size=8', '--heap-growing-percent=50'];

const flagName = (flag) => flag.split('=')[0];

export function applyMemorySettings() {
  const missingEnvironment = Object.keys(environment).filter((name) => process.env[name] === undefined);
  const missingFlags = v8Flags.filter((flag) => !process.execArgv.some((given) => flagName(given) === flagName(flag)));
  if (missingEnvironment.length === 0 && missingFlags.length === 0) return;
  // process.execve arrived in Node 22.15; an older Node runs with its defaults.
  if (typeof process.execve !== 'function') return;
  try {
    process.execve(process.execPath, [process.execPath, ...missingFlags, ...process.execArgv, ...process.argv.slice(1)], {
      ...environment,
      ...process.env,
    });
  } catch (error) {
    // The process could not be replaced (a system that refuses execve): it goes on with the defaults.
    console.warn(`Starting with Node's default memory settings: ${error instanceof Error ? error.message : String(error)}`);
  }
}
