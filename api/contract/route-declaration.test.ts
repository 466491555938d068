/** A route's declaration is refused at start when its marks contradict its method or its caller. */
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { signedIn, visitor } from '../access/people.ts';
import { route } from './route.ts';

const ok = z.object({ ok: z.boolean() });
const handler = () => ({ ok: true });

describe('a route declaration', () => {
  it('marks only a POST as reading only', () => {
    for (const method of ['get', 'put', 'delete'] as const) {
      expect(() => route({ method, path: '/api/Test/Marked', summary: 'marked', access: signedIn, readsOnly: true, response: ok, handler })).toThrow(
        '/api/Test/Marked: readsOnly marks a POST; a GET reads by its method, and a PUT or a DELETE writes.',
      );
    }
    expect(route({ method: 'post', path: '/api/Test/Marked', summary: 'marked', access: signedIn, readsOnly: true, response: ok, handler }).readsOnly).toBe(true);
  });

  it('keeps constant answers to a visitor’s GET without a query', () => {
    const refused = '/api/Test/Fixed: only a visitor\'s GET without a query can be constant.';
    expect(() => route({ method: 'post', path: '/api/Test/Fixed', summary: 'fixed', access: visitor, constant: true, response: ok, handler })).toThrow(refused);
    expect(() => route({ method: 'get', path: '/api/Test/Fixed', summary: 'fixed', access: signedIn, constant: true, response: ok, handler })).toThrow(refused);
    expect(() =>
      route({ method: 'get', path: '/api/Test/Fixed', summary: 'fixed', access: visitor, constant: true, query: z.object({ q: z.string() }), response: ok, handler }),
    ).toThrow(refused);
    expect(route({ method: 'get', path: '/api/Test/Fixed', summary: 'fixed', access: visitor, constant: true, response: ok, handler }).constant).toBe(true);
  });
});
