import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createDemoTestApp } from '../testing/demo-app.ts';
import { instructors, users } from '../db/schema/index.ts';

describe('the demo’s people', () => {
  let t: Awaited<ReturnType<typeof createDemoTestApp>>;
  beforeAll(async () => {
    t = await createDemoTestApp();
  });
  afterAll(() => t.close());

  it('quote each talent’s focus in About me as their headline writes it, product names with their capitals', async () => {
    const [maya] = await t.deps.db
      .select({ headline: instructors.headline, aboutMe: instructors.aboutMe })
      .from(instructors)
      .innerJoin(users, eq(users.id, instructors.userId))
      .where(eq(users.email, 'talent.good@demo.example'));
    expect(maya?.headline).toMatch(/Microsoft 365 and Power BI/);
    expect(maya?.aboutMe).toContain(`Focus: ${maya?.headline}.`);
  });
});
