/** The journeys' spec files shared out among shards by how long each took (scripts/e2e.mjs). */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The spec files of `folder` in `count` shards of about equal length: longest first onto the shard with the least so
 * far. Lengths are the seconds in `folder`/durations.json, each file's whole time in a CI run, its hooks included (a
 * file that starts a server of its own spends most of its time there, which a test's own duration leaves out); a
 * file not listed there counts as the median.
 */
export function shareOut(folder, count) {
  const durations = JSON.parse(readFileSync(path.join(folder, 'durations.json'), 'utf8'));
  const known = Object.values(durations).sort((a, b) => a - b);
  const median = known[Math.floor(known.length / 2)] ?? 1;
  const seconds = (file) => durations[file] ?? median;
  const files = readdirSync(folder).filter((name) => name.endsWith('.spec.ts'));
  const bins = Array.from({ length: count }, () => ({ seconds: 0, files: [] }));
  for (const file of files.sort((a, b) => seconds(b) - seconds(a) || a.localeCompare(b))) {
    const lightest = bins.reduce((a, b) => (b.seconds < a.seconds ? b : a));
    lightest.seconds += seconds(file);
    lightest.files.push(file);
  }
  return bins.map((bin) => bin.files);
}
