/** Every endpoint is fuzzed: one test file for each part of api/testing/fuzz.ts, and each endpoint in exactly one part. */
import { readdirSync } from 'node:fs';
import { expect, it } from 'vitest';
import { routes } from '../routes.ts';
import { FUZZ_PARTS, routesOfPart } from '../testing/fuzz.ts';

it('shares every endpoint out to exactly one part, and each part has its test file', () => {
  const parts = Array.from({ length: FUZZ_PARTS }, (_, i) => routesOfPart(i + 1));
  const keys = parts.flat().map((r) => `${r.method} ${r.path}`);
  expect(keys.toSorted()).toEqual(routes.map((r) => `${r.method} ${r.path}`).toSorted());
  const files = readdirSync(new URL('.', import.meta.url)).filter((name) => /^fuzz-\d+\.test\.ts$/.test(name));
  expect(files.toSorted()).toEqual(parts.map((_, i) => `fuzz-${i + 1}.test.ts`).toSorted());
});
