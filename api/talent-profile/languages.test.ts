import { describe, expect, it } from 'vitest';
import { languages } from '../master/data/languages.ts';
import { messages } from '#domain/messages.ts';
import { accountTexts } from '#domain/account.ts';
import { profileApiPerFile } from '../testing/profile-api.ts';

const idOf = (name: string) => {
  const found = languages.find((l) => l.name === name);
  if (!found) throw new Error(`No language ${name}.`);
  return found.id;
};
const english = idOf('English');
const french = idOf('French');

describe('TrainerLanguage', () => {
  const api = profileApiPerFile();

  it('adds, lists, changes and deletes a talent’s languages, keeping the last one', async () => {
    const talent = await api.people.talent();
    expect((await api.send('GET', '/api/TrainerLanguage/GetAll', talent.token)).body).toEqual([]);

    const added = await api.send('POST', '/api/TrainerLanguage/Post', talent.token, { body: { languageId: english, proficiency: 3 } });
    expect(added.status).toBe(200);
    expect(added.body.languages).toEqual([{ languageId: english, language: 'English', proficiency: 3, proficiencyName: 'Fluent' }]);
    await api.send('POST', '/api/TrainerLanguage/Post', talent.token, { body: { languageId: french, proficiency: 1 } });

    const changed = await api.send('PUT', '/api/TrainerLanguage/Put', talent.token, { body: { languageId: french, proficiency: 2 } });
    expect(changed.status).toBe(200);
    expect((await api.send('GET', '/api/TrainerLanguage/GetAll', talent.token)).body).toEqual([
      { languageId: english, language: 'English', proficiency: 3, proficiencyName: 'Fluent' },
      { languageId: french, language: 'French', proficiency: 2, proficiencyName: 'Conversational' },
    ]);

    const deleted = await api.send('DELETE', '/api/TrainerLanguage/Delete', talent.token, { query: { languageId: french } });
    expect(deleted.status).toBe(200);
    expect(deleted.body.languages).toHaveLength(1);

    const last = await api.send('DELETE', '/api/TrainerLanguage/Delete', talent.token, { query: { languageId: english } });
    expect(last.status).toBe(400);
    expect(last.body.message).toBe(messages.language.lastOne);
    expect((await api.send('GET', '/api/TrainerLanguage/GetAll', talent.token)).body).toHaveLength(1);
  });

  it('answers the spec’s messages for a missing language or proficiency and for a language added twice', async () => {
    const talent = await api.people.talent();
    const post = (body: unknown) => api.send('POST', '/api/TrainerLanguage/Post', talent.token, { body });
    const cases: Array<[unknown, string, string]> = [
      [{ proficiency: 3 }, 'languageId', messages.language.selectLanguage],
      [{ languageId: 99_999, proficiency: 3 }, 'languageId', messages.language.selectLanguage],
      [{ languageId: english }, 'proficiency', messages.language.selectProficiency],
      [{ languageId: english, proficiency: 4 }, 'proficiency', messages.language.selectProficiency],
    ];
    for (const [body, field, message] of cases) {
      const res = await post(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors, JSON.stringify(body)).toMatchObject({ [field]: [message] });
    }
    expect((await post({ languageId: english, proficiency: 3 })).status).toBe(200);
    const twice = await post({ languageId: english, proficiency: 1 });
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ message: messages.language.alreadyAdded, errors: { languageId: [messages.language.alreadyAdded] } });
  });

  it('lets an agency owner edit their talent’s languages and refuses another talent', async () => {
    const agency = await api.people.agency('Lingua');
    const other = await api.people.talent('Otto');
    const added = await api.send('POST', '/api/TrainerLanguage/Post', agency.owner.token, { body: { instrId: agency.talentInstrId, languageId: english, proficiency: 2 } });
    expect(added.status).toBe(200);
    expect((await api.send('GET', '/api/TrainerLanguage/GetAll', agency.owner.token, { query: { instrId: agency.talentInstrId } })).body).toHaveLength(1);

    const refused = await api.send('POST', '/api/TrainerLanguage/Post', other.token, { body: { instrId: agency.talentInstrId, languageId: french, proficiency: 2 } });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(accountTexts.talentOnly);
    const member = await api.send('GET', '/api/TrainerLanguage/GetAll', agency.member.token, { query: { instrId: agency.talentInstrId } });
    expect(member.status).toBe(403);
  });
});
