import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema/index.ts';
import { profileGuideTexts } from '#domain/profile-progress.ts';
import { jobCenterTexts } from '#domain/job-center.ts';
import { profileApiPerFile } from '../testing/profile-api.ts';

describe('the profile guide remembers where a talent left off', () => {
  const api = profileApiPerFile();

  const session = async (token: string) => (await api.send('GET', '/api/User/Session', token)).body;

  it('sends the next login to the page the guide went on to, and to the dashboard once the guide is finished', async () => {
    const talent = await api.people.talent('Gina');
    await api.send('POST', '/api/User/SplashSeen', talent.token);
    expect(await session(talent.token)).toMatchObject({ isWizardFinished: false, lastVisitedPage: null, redirectTo: '/welcome' });

    const moved = await api.send('POST', '/api/User/UpdateWizardProgress', talent.token, { body: { lastVisitedPage: '/profile/work-experience' } });
    expect(moved.status).toBe(200);
    expect(await session(talent.token)).toMatchObject({ lastVisitedPage: '/profile/work-experience', redirectTo: '/profile/work-experience' });

    for (const page of ['https://evil.example/profile', '//evil.example/profile', '/jobcenter/6', '/profiled']) {
      const refused = await api.send('POST', '/api/User/UpdateWizardProgress', talent.token, { body: { lastVisitedPage: page } });
      expect(refused, page).toMatchObject({ status: 400, body: { errors: { lastVisitedPage: [profileGuideTexts.pageNotInGuide] } } });
    }
    expect((await session(talent.token)).lastVisitedPage).toBe('/profile/work-experience');

    expect((await api.send('POST', '/api/User/FinishWizard', talent.token)).status).toBe(200);
    expect(await session(talent.token)).toMatchObject({ isWizardFinished: true, lastVisitedPage: null, redirectTo: '/user/dashboard' });
  });

  it('answers the trainer-role prompt once, and refuses client contacts', async () => {
    const talent = await api.people.talent('Tomas');
    await api.t.deps.db.update(users).set({ showTrainerRole: true }).where(eq(users.id, talent.userId));
    expect((await session(talent.token)).showTrainerRole).toBe(true);
    expect((await api.send('POST', '/api/User/TrainerRolePromptSeen', talent.token)).status).toBe(200);
    expect((await session(talent.token)).showTrainerRole).toBe(false);

    const contact = await api.people.contact({ firstName: 'Carla' });
    const refused = await api.send('POST', '/api/User/UpdateWizardProgress', contact.token, { body: { lastVisitedPage: '/profile' } });
    expect(refused).toMatchObject({ status: 403, body: { message: jobCenterTexts.notTalent } });
  });
});
