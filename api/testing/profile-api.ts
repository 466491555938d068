/** The setup of a profile test file: a fresh API, people made on demand and calls as one of them, closed afterwards. */
import { afterAll, beforeAll } from 'vitest';
import { createTestApp } from './test-app.ts';
import { testPeople } from '../my-information/test-people.ts';
import { profileClient } from './profile-client.ts';

export interface ProfileApi {
  t: Awaited<ReturnType<typeof createTestApp>>;
  people: ReturnType<typeof testPeople>;
  send: ReturnType<typeof profileClient>;
}

/** Call inside a describe: its fields are there once the describe's tests run. */
export function profileApiPerFile(): ProfileApi {
  const api = {} as ProfileApi;
  beforeAll(async () => {
    api.t = await createTestApp();
    api.people = testPeople(api.t.deps);
    api.send = profileClient(api.t.app);
  });
  afterAll(() => api.t.close());
  return api;
}
