import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadOr } from './load-or.ts';
import type { ApiResult } from './api/operation.ts';

const failed = (status: number): ApiResult<string> => ({ ok: false, status, error: { message: 'No.' } });
const page = () => ({ locals: { requestId: 'r1' }, response: { status: 200 } });

describe('loadOr', () => {
  const log = vi.spyOn(console, 'error').mockImplementation(() => {});
  afterEach(() => log.mockClear());

  it('gives the data of a good answer and logs nothing', () => {
    const p = page();
    expect(loadOr(p, 'The jobs', { ok: true, status: 200, data: 'jobs' })).toBe('jobs');
    expect(log).not.toHaveBeenCalled();
    expect(p.response.status).toBe(200);
  });

  it('logs an unexpected failure with the request id and sets the status asked for', () => {
    const p = page();
    expect(loadOr(p, 'The jobs', failed(503), { status: 502 })).toBeNull();
    expect(log).toHaveBeenCalledWith('[r1] The jobs could not be loaded (503).');
    expect(p.response.status).toBe(502);
  });

  it('leaves an expected failure unlogged and gives it the missing status', () => {
    const p = page();
    expect(loadOr(p, 'The jobs', failed(404), { expected: [404], status: 502, missing: 404 })).toBeNull();
    expect(log).not.toHaveBeenCalled();
    expect(p.response.status).toBe(404);
  });

  it('counts only failures from the given status up', () => {
    const p = page();
    loadOr(p, 'The jobs', failed(403), { from: 500 });
    expect(log).not.toHaveBeenCalled();
    loadOr(p, 'The jobs', failed(500), { from: 500, status: (status) => status });
    expect(log).toHaveBeenCalledTimes(1);
    expect(p.response.status).toBe(500);
  });

  it('treats no answer as missing', () => {
    const p = page();
    expect(loadOr(p, 'The jobs', null, { missing: 404 })).toBeNull();
    expect(p.response.status).toBe(404);
    expect(log).not.toHaveBeenCalled();
  });
});
