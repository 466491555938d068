import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { instructorIndustries, instructors, users } from '../db/schema/index.ts';
import { makePng } from '../seed/demo-files.ts';
import { languages } from '../master/data/languages.ts';
import { profileApiPerFile } from '../testing/profile-api.ts';
import { industry, signedIca } from '../testing/profile-data.ts';
import { accountTexts } from '#domain/account.ts';
import { messages } from '#domain/messages.ts';
import { profileSectionTexts } from '#domain/profile-sections.ts';

const idOf = (name: string) => languages.find((l) => l.name === name)?.id ?? 0;
const english = idOf('English');
const french = idOf('French');

describe('the introduction page in one save (TrainerProfile/UpdateIntroduction)', () => {
  const api = profileApiPerFile();
  const industryIds = async () => [await industry(api.t.deps.db), await industry(api.t.deps.db)];

  it('saves headline, About me, industries and languages together, and the profile reaches what they count for', async () => {
    const talent = await api.people.talent();
    const ids = await industryIds();
    const saved = await api.send('POST', '/api/TrainerProfile/UpdateIntroduction', talent.token, {
      body: { headline: 'Storyline builder', aboutMe: 'I build courses.', industryIds: ids, languages: [{ languageId: english, proficiency: 3 }] },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe(profileSectionTexts.introductionSaved);
    const progress = await api.send('GET', '/api/TrainerProfile/GetProgress', talent.token);
    expect(progress.body.counts).toMatchObject({ hasAboutMe: true, languages: 1, industries: ids.length });

    // Changing the level and adding a language keeps the rest; leaving one out removes it.
    await api.send('POST', '/api/TrainerProfile/UpdateIntroduction', talent.token, {
      body: { headline: 'Storyline builder', aboutMe: 'I build courses.', industryIds: ids.slice(0, 1), languages: [{ languageId: french, proficiency: 1 }] },
    });
    expect((await api.send('GET', '/api/TrainerLanguage/GetAll', talent.token)).body).toEqual([
      { languageId: french, language: 'French', proficiency: 1, proficiencyName: 'Basic' },
    ]);
    expect(await api.t.deps.db.select().from(instructorIndustries).where(eq(instructorIndustries.instrId, talent.instrId))).toHaveLength(1);
  });

  it('refuses the whole save, changing nothing, for a language twice, an unknown one, none left, or a level missing', async () => {
    const talent = await api.people.talent();
    const post = (languagesSent: unknown) =>
      api.send('POST', '/api/TrainerProfile/UpdateIntroduction', talent.token, {
        body: { headline: 'Changed', aboutMe: 'Changed', industryIds: [], languages: languagesSent },
      });
    await post([{ languageId: english, proficiency: 2 }]);
    const cases: Array<[unknown, string, string]> = [
      [[{ languageId: english, proficiency: 2 }, { languageId: english, proficiency: 1 }], 'languages.1.languageId', messages.language.alreadyAdded],
      [[{ languageId: 99_999, proficiency: 2 }], 'languages.0.languageId', messages.language.selectLanguage],
      [[{ languageId: english }], 'languages.0.proficiency', messages.language.selectProficiency],
      [[], 'languages', messages.language.lastOne],
    ];
    await api.t.deps.db.update(instructors).set({ headline: 'Before' }).where(eq(instructors.id, talent.instrId));
    for (const [sent, field, message] of cases) {
      const res = await post(sent);
      expect(res.status, JSON.stringify(sent)).toBe(400);
      expect(res.body.errors, JSON.stringify(sent)).toMatchObject({ [field]: [message] });
    }
    const [row] = await api.t.deps.db.select({ headline: instructors.headline }).from(instructors).where(eq(instructors.id, talent.instrId));
    expect(row?.headline).toBe('Before');
  });
});

describe('the photo saved on its own (MyInformation/UpdatePhoto) and the progress a first proposal needs', () => {
  const api = profileApiPerFile();

  it('saves the photo on the profile and the login whatever the other fields hold, and the progress says so', async () => {
    const talent = await api.people.talent();
    // A new talent has no country yet: My information would be refused, the photo is not.
    const before = await api.send('GET', '/api/TrainerProfile/GetProgress', talent.token);
    expect(before.body).toMatchObject({ hasPhoto: false, agreementSigned: false });
    const saved = await api.send('POST', '/api/MyInformation/UpdatePhoto', talent.token, {
      body: { imageAsBase64String: `data:image/png;base64,${Buffer.from(makePng([10, 20, 30], 4)).toString('base64')}` },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe(accountTexts.photoSaved);
    const [profile] = await api.t.deps.db.select({ photo: instructors.thumbnailBlobId }).from(instructors).where(eq(instructors.id, talent.instrId));
    const [login] = await api.t.deps.db.select({ photo: users.photoBlobId }).from(users).where(eq(users.id, talent.userId));
    expect(profile?.photo).toBe(saved.body.thumbnailBlobId);
    expect(login?.photo).toBe(saved.body.thumbnailBlobId);
    expect((await api.send('GET', '/api/TrainerProfile/GetProgress', talent.token)).body).toMatchObject({ hasPhoto: true, agreementSigned: false });
    await signedIca(api.t.deps.db, talent.instrId, talent.userId);
    expect((await api.send('GET', '/api/TrainerProfile/GetProgress', talent.token)).body).toMatchObject({ agreementSigned: true });
  });

  it('refuses no photo and bytes that are not a picture, with the photo messages', async () => {
    const talent = await api.people.talent();
    const missing = await api.send('POST', '/api/MyInformation/UpdatePhoto', talent.token, { body: { imageAsBase64String: '' } });
    expect(missing).toMatchObject({ status: 400, body: { errors: { imageAsBase64String: [accountTexts.photoRequired] } } });
    const text = await api.send('POST', '/api/MyInformation/UpdatePhoto', talent.token, {
      body: { imageAsBase64String: Buffer.from('just some words').toString('base64') },
    });
    expect(text).toMatchObject({ status: 415, body: { message: messages.upload.typeNotAllowed } });
  });
});
