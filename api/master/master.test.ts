import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.ts';

describe('master data', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = async <T>(path: string) => {
    const res = await t.app.request(path);
    return { status: res.status, body: (await res.json()) as T };
  };

  it('lists every ISO 3166-1 country once, sorted by name', async () => {
    const { status, body } = await get<{ code: string; name: string }[]>('/api/Master/Countries');
    expect(status).toBe(200);
    expect(body).toHaveLength(249);
    expect(new Set(body.map((c) => c.code)).size).toBe(249);
    expect(body.every((c) => /^[A-Z]{2}$/.test(c.code) && c.name.length > 1)).toBe(true);
    expect(body).toContainEqual({ code: 'US', name: 'United States' });
    expect(body).toContainEqual({ code: 'GB', name: 'United Kingdom' });
    const names = body.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('lists the US states, DC and territories', async () => {
    const { body } = await get<{ code: string; name: string }[]>('/api/Master/States?country=US');
    expect(body).toHaveLength(57);
    for (const code of ['CA', 'NY', 'TX', 'DC', 'PR', 'GU', 'VI', 'AS', 'MP', 'UM']) expect(body.map((s) => s.code)).toContain(code);
  });

  it('lists the subdivisions of Canada, Australia, India, Mexico and the UK (country code in any case)', async () => {
    const counts: Record<string, number> = { CA: 13, AU: 8, IN: 36, MX: 32, GB: 4 };
    for (const [country, count] of Object.entries(counts)) {
      const { body } = await get<unknown[]>(`/api/Master/States?Country=${country.toLowerCase()}`);
      expect(body, country).toHaveLength(count);
    }
  });

  it('answers an empty list for a country without subdivisions on file, and 400 for an unknown one', async () => {
    expect((await get('/api/Master/States?country=FR')).body).toEqual([]);
    const unknown = await get<{ message: string }>('/api/Master/States?country=XX');
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Choose a country from the list.');
    expect((await get('/api/Master/States')).status).toBe(400);
  });

  it('lists the ISO 639-1 languages with stable ids', async () => {
    const { body } = await get<{ id: number; code: string; name: string }[]>('/api/Master/Languages');
    expect(body.length).toBeGreaterThanOrEqual(180);
    expect(new Set(body.map((l) => l.id)).size).toBe(body.length);
    expect(body.map((l) => l.name)).toEqual(expect.arrayContaining(['English', 'Spanish', 'Chinese', 'Hindi', 'Arabic', 'French']));
  });

  it('lists departments', async () => {
    const { body } = await get<{ id: number; name: string }[]>('/api/Master/Departments');
    expect(body.length).toBeGreaterThan(10);
    expect(body).toContainEqual({ id: 1, name: 'Learning and Development' });
    expect(new Set(body.map((d) => d.id)).size).toBe(body.length);
  });
});
