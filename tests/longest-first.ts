/**
 * The order vitest starts test files in. With results of earlier runs on this machine, vitest's own: failed first,
 * then longest first. Without them (a clean clone, as in CI) vitest starts the largest files first, which put the
 * four fuzz files, small files that each run 14–23 s, last of all, and the run's last minute was theirs alone. Here
 * the files then start longest first by tests/durations.json (seconds per file, of those that took 3 s or more in a
 * clean-clone run's JSON report; a file not listed keeps vitest's place after them), within each project.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const root = path.resolve(import.meta.dirname, '..');
const durations = JSON.parse(readFileSync(path.join(root, 'tests', 'durations.json'), 'utf8')) as Record<string, number>;

export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    if (files.every((spec) => this.ctx.cache.getTestSpecificationResult(spec))) return sorted;
    const projects = [...new Set(sorted.map((spec) => spec.project.name))];
    const seconds = (spec: TestSpecification) => durations[path.relative(root, spec.moduleId)] ?? 0;
    return sorted
      .map((spec, place) => ({ spec, place, project: projects.indexOf(spec.project.name), seconds: seconds(spec) }))
      .sort((a, b) => a.project - b.project || b.seconds - a.seconds || a.place - b.place)
      .map(({ spec }) => spec);
  }
}
