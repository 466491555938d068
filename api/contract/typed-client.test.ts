import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { typedClientSource } from './typed-client.ts';
import { routes } from '../routes.ts';

describe('the typed API client', () => {
  it('is generated from the current route declarations (run `npm run api:client` after changing a route)', () => {
    const committed = readFileSync(new URL('../../src/lib/api/operations.gen.ts', import.meta.url), 'utf8');
    expect(committed).toBe(typedClientSource(routes));
  });

});
