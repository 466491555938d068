import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema/index.ts';
import { createProfileTestApp } from '../testing/profile-test-app.ts';
import { call } from '../testing/test-client.ts';
import { messages } from '#domain/messages.ts';
import { roleTexts } from '#domain/role-form.ts';
import type { ProfileRole } from '../role/answers.ts';

let t: Awaited<ReturnType<typeof createProfileTestApp>>;
beforeAll(async () => {
  t = await createProfileTestApp();
});
afterAll(() => t.close());

type Listed = { skillId: number; skill: string; discipline: string; group: string; category: string | null; isPopularSkill: boolean; isUnapprovedSkill: boolean; hasSkill?: boolean };
const listed = (body: unknown) => body as Listed[];

/** A talent holding the Instructional Designer role with ADDIE Model and Storyboarding. */
async function designer() {
  const talent = await t.people.talent();
  const roleId = await t.roleId('Instructional Designer');
  const res = await t.as(talent.token).post('/api/Role/Post', {
    roleId,
    startYear: 2015,
    rateType: 'Hourly',
    rateMin: 60,
    rateMax: 80,
    skills: [{ skillId: await t.skillId('ADDIE Model') }, { skillId: await t.skillId('Storyboarding') }],
  });
  if (res.status !== 200) throw new Error(`The role was not added: ${res.body.message}`);
  return { ...talent, roleId };
}

describe('the skill catalogue', () => {
  it('lists every skill with its discipline and group, and a role’s skills with what the talent holds', async () => {
    const talent = await designer();
    const me = t.as(talent.token);
    const all = listed((await me.get('/api/Skill/GetAllUnfiltered')).body);
    expect(all.find((s) => s.skill === 'Power BI')).toMatchObject({ discipline: 'Technical', group: 'Microsoft', category: null, isUnapprovedSkill: false });
    expect(all.find((s) => s.skill === 'Presentation Skills')).toMatchObject({ discipline: 'Soft Skills', group: 'Communication', category: 'Communication', isPopularSkill: true });

    const role = listed((await me.get(`/api/Skill/GetAll?roleId=${talent.roleId}`)).body);
    expect(role.map((s) => s.skill)).toEqual([
      'ADDIE Model',
      'Adobe Captivate',
      'Articulate Rise 360',
      'Articulate Storyline',
      'Learning Objectives',
      'Needs Analysis',
      'Storyboarding',
    ]);
    expect(role.filter((s) => s.hasSkill).map((s) => s.skill)).toEqual(['ADDIE Model', 'Storyboarding']);
    const forAnother = listed((await t.as((await t.people.contact()).token).get(`/api/Skill/GetAll?roleId=${talent.roleId}&instrId=${talent.instrId}`)).body);
    expect(forAnother.filter((s) => s.hasSkill).map((s) => s.skill)).toEqual(['ADDIE Model', 'Storyboarding']);
    expect((await me.get('/api/Skill/GetAll?roleId=987654')).status).toBe(404);
  });

  it('suggests a role’s suggested skills, or its popular ones', async () => {
    const talent = await t.people.talent();
    const me = t.as(talent.token);
    const voice = listed((await me.get(`/api/Skill/GetSuggestedSkills?roleId=${await t.roleId('Voice Talent')}`)).body);
    expect(voice.map((s) => s.skill)).toEqual(['Audio Editing', 'Character Voices', 'eLearning Narration']);
    const trainer = listed((await me.get(`/api/Skill/GetSuggestedSkills?roleId=${await t.roleId('Trainer')}`)).body);
    expect(trainer.length).toBeGreaterThan(0);
    expect(trainer.every((s) => s.isPopularSkill)).toBe(true);
  });

  it('searches names starting with the text first, then containing it, at most take', async () => {
    const talent = await t.people.talent();
    const me = t.as(talent.token);
    const names = async (query: string) => listed((await me.get(`/api/Skill/Search?${query}`)).body).map((s) => s.skill);
    expect(await names('text=sto')).toEqual(['Storyboarding', 'Articulate Storyline', 'Customer Service Excellence']);
    expect(await names('text=STO&take=1')).toEqual(['Storyboarding']);
    expect(await names('text=cloud')).toEqual(['AWS Cloud Practitioner', 'Salesforce Sales Cloud', 'Salesforce Service Cloud']);
    const two = listed((await me.get('/api/Skill/Search?text=a&take=2')).body);
    expect(two).toHaveLength(2);
    expect((await me.get('/api/Skill/Search?text=a')).body).toHaveLength(10);
    expect(listed((await me.get('/api/Skill/Search?text=%25')).body)).toEqual([]);
    const blank = await me.get('/api/Skill/Search?text=%20');
    expect(blank.status).toBe(400);
    expect(blank.body.errors).toEqual({ text: [roleTexts.searchTextRequired] });
    expect((await me.get('/api/Skill/Search?text=a&take=51')).status).toBe(400);
  });
});

describe('the skills of a talent’s role', () => {
  it('adds, flags and removes one skill at a time, keeping the last one', async () => {
    const talent = await designer();
    const me = t.as(talent.token);
    const needs = await t.skillId('Needs Analysis');
    const added = await me.post('/api/Skill/Post', { roleId: talent.roleId, skillId: needs });
    expect(added.status).toBe(200);
    expect((added.body as unknown as ProfileRole).mySkills.map((s) => s.skill)).toEqual(['ADDIE Model', 'Needs Analysis', 'Storyboarding']);
    expect((await me.post('/api/Skill/Post', { roleId: talent.roleId, skillId: needs })).status).toBe(409);

    const mine = listed((await me.get('/api/Skill/GetMySkills')).body);
    expect(mine.map((s) => s.skill)).toEqual(['ADDIE Model', 'Needs Analysis', 'Storyboarding']);
    expect(mine[0]).toMatchObject({ roleId: talent.roleId, role: 'Instructional Designer', certifiedToTeach: false });

    const flagged = await me.put('/api/Skill/Put', { roleId: talent.roleId, skillId: needs, certifiedToTeach: true });
    expect(flagged.status).toBe(200);
    expect((flagged.body as unknown as ProfileRole).mySkills.every((s) => !s.certifiedToTeach)).toBe(true);

    for (const name of ['ADDIE Model', 'Needs Analysis']) {
      expect((await me.delete(`/api/Skill/Delete?roleId=${talent.roleId}&skillId=${await t.skillId(name)}`)).status).toBe(200);
    }
    const last = await me.delete(`/api/Skill/Delete?roleId=${talent.roleId}&skillId=${await t.skillId('Storyboarding')}`);
    expect(last.status).toBe(409);
    expect(last.body.message).toBe(messages.role.selectSkill);
    expect(listed((await me.get('/api/Skill/GetMySkills')).body).map((s) => s.skill)).toEqual(['Storyboarding']);
  });

  it('keeps certifiedToTeach and ownCourseMaterial on an instructor-type role', async () => {
    const talent = await t.people.talent();
    const me = t.as(talent.token);
    const roleId = await t.roleId('Trainer');
    const excel = await t.skillId('Microsoft Excel');
    await me.post('/api/Role/Post', { roleId, startYear: 2010, rateType: 'Daily', rateMin: 800, rateMax: 1200, skills: [{ skillId: excel }] });
    const flagged = await me.put('/api/Skill/Put', { roleId, skillId: excel, certifiedToTeach: true, ownCourseMaterial: true });
    expect((flagged.body as unknown as ProfileRole).mySkills).toMatchObject([{ skill: 'Microsoft Excel', certifiedToTeach: true, ownCourseMaterial: true }]);
  });

  it('refuses another talent and lets the agency owner change the agency talent’s skills', async () => {
    const talent = await designer();
    const other = await t.people.talent('Otto');
    const needs = await t.skillId('Needs Analysis');
    const stranger = t.as(other.token);
    expect((await stranger.post('/api/Skill/Post', { instrId: talent.instrId, roleId: talent.roleId, skillId: needs })).status).toBe(403);
    expect((await stranger.delete(`/api/Skill/Delete?instrId=${talent.instrId}&roleId=${talent.roleId}&skillId=${needs}`)).status).toBe(403);
    expect((await stranger.get(`/api/Skill/GetMySkills?instrId=${talent.instrId}`)).status).toBe(403);

    const agency = await t.people.agency('Brightside');
    const owner = t.as(agency.owner.token);
    await owner.post('/api/Role/Post', {
      instrId: agency.talentInstrId,
      roleId: talent.roleId,
      startYear: 2015,
      rateType: 'Hourly',
      rateMin: 60,
      rateMax: 80,
      skills: [{ skillId: await t.skillId('ADDIE Model') }],
    });
    const added = await owner.post('/api/Skill/Post', { instrId: agency.talentInstrId, roleId: talent.roleId, skillId: needs });
    expect(added.status).toBe(200);
    expect(listed((await owner.get(`/api/Skill/GetMySkills?instrId=${agency.talentInstrId}`)).body).map((s) => s.skill)).toEqual(['ADDIE Model', 'Needs Analysis']);
  });
});

describe('a skill the catalogue lacks', () => {
  it('answers every rule of the custom skill form', async () => {
    const talent = await t.people.talent();
    const me = t.as(talent.token);
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ skill: 'Loom' }, { skillType: [messages.role.skillTypeRequired] }],
      [{ skill: 'Loom', skillType: '' }, { skillType: [messages.role.skillTypeRequired] }],
      [{ skill: 'Storytelling', skillType: 'Soft Skills' }, { category: [messages.role.categoryRequired] }],
      [{ skill: 'Loom', skillType: 'Technical' }, { vendor: [messages.role.vendorRequired] }],
      [{ skill: 'Loom', skillType: 'Technical', vendor: 'Other' }, { vendorName: [messages.role.vendorNameRequired] }],
      [{ skill: 'Loom', skillType: 'Technical', vendor: 'Other', vendorName: 'Lo' }, { vendorName: [messages.role.vendorNameTooShort] }],
      [{ skill: ' ', skillType: 'Technical', vendor: 'Microsoft' }, { skill: [roleTexts.skillNameRequired] }],
      [{ skill: 'Loom', skillType: 'Technical', vendor: 'Nobody' }, { vendor: [roleTexts.unknownGroup] }],
    ];
    for (const [body, errors] of cases) {
      const res = await me.post('/api/Skill/AddUnapprovedSkill', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors, JSON.stringify(body)).toEqual(errors);
    }
  });

  it('adds an unapproved skill its author can choose and find, and nobody else sees', async () => {
    const talent = await designer();
    const me = t.as(talent.token);
    const added = await me.post('/api/Skill/AddUnapprovedSkill', { skill: 'Loom Recording', skillType: 'Technical', vendor: 'Other', vendorName: 'Atlassian' });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ skill: 'Loom Recording', discipline: 'Technical', group: 'Other', isUnapprovedSkill: true });
    const story = await me.post('/api/Skill/AddUnapprovedSkill', { skill: 'Storytelling', skillType: 'Soft Skills', category: 'Communication' });
    expect(story.body).toMatchObject({ skill: 'Storytelling', group: 'Communication', category: 'Communication', isUnapprovedSkill: true });
    const again = await me.post('/api/Skill/AddUnapprovedSkill', { skill: 'loom recording', skillType: 'Technical', vendor: 'Other', vendorName: 'Atlassian' });
    expect(again.body.skillId).toBe(added.body.skillId);
    const reviews = (await t.deps.db.select().from(mailOutbox)).filter((m) => m.subject === 'New skill to review: Loom Recording');
    expect(reviews.map((m) => m.toAddress)).toEqual([t.deps.config.supportEmail]);
    expect(reviews[0]?.text).toContain('(vendor named: Atlassian)');
    const existing = await me.post('/api/Skill/AddUnapprovedSkill', { skill: 'power bi', skillType: 'Technical', vendor: 'Other', vendorName: 'Microsoft' });
    expect(existing.body).toMatchObject({ skill: 'Power BI', isUnapprovedSkill: false });

    expect(listed((await me.get('/api/Skill/Search?text=loom')).body).map((s) => s.skill)).toEqual(['Loom Recording']);
    const chosen = await me.post('/api/Skill/Post', { roleId: talent.roleId, skillId: added.body.skillId });
    expect((chosen.body as unknown as ProfileRole).mySkills.find((s) => s.skill === 'Loom Recording')?.isUnapprovedSkill).toBe(true);
    expect(listed((await me.get(`/api/Skill/GetAll?roleId=${talent.roleId}`)).body).find((s) => s.skill === 'Loom Recording')?.hasSkill).toBe(true);

    const other = await t.people.talent('Otto');
    const them = t.as(other.token);
    expect(listed((await them.get('/api/Skill/Search?text=loom')).body)).toEqual([]);
    expect(listed((await them.get('/api/Skill/GetAllUnfiltered')).body).some((s) => s.skill === 'Loom Recording')).toBe(false);
    const borrowed = await them.post('/api/Role/Post', {
      roleId: talent.roleId,
      startYear: 2015,
      rateType: 'Hourly',
      rateMin: 60,
      rateMax: 80,
      skills: [{ skillId: added.body.skillId }],
    });
    expect(borrowed.body.errors).toEqual({ skills: [roleTexts.skillNotFound] });
  });

  it('is approved into the catalogue by the signed link of the reviewers’ e-mail, once, and its author is told', async () => {
    const talent = await designer();
    const me = t.as(talent.token);
    const added = await me.post('/api/Skill/AddUnapprovedSkill', { skill: 'Moodle Course Design', skillType: 'Technical', vendor: 'Other', vendorName: 'Moodle HQ' });
    await me.post('/api/Skill/Post', { roleId: talent.roleId, skillId: added.body.skillId });
    const [mail] = (await t.deps.db.select().from(mailOutbox)).filter((m) => m.subject === 'New skill to review: Moodle Course Design');
    const approve = /(http\S+\/approval\?token=[^&\s]+&decision=approve)/.exec(mail?.text ?? '')?.[1];
    const reject = /(http\S+\/approval\?token=[^&\s]+&decision=reject)/.exec(mail?.text ?? '')?.[1];
    expect(approve && reject).toBeTruthy();
    const token = new URL(approve ?? 'http://x').searchParams.get('token') ?? '';
    expect(new URL(reject ?? 'http://x').searchParams.get('token')).toBe(token);

    const visitor = { get: (path: string) => call(t.app, 'GET', path), post: (path: string, body: unknown) => call(t.app, 'POST', path, body) };
    const read = await visitor.get(`/api/Approval/Get?token=${encodeURIComponent(token)}`);
    expect(read.body).toMatchObject({ kind: 'skill', status: 'pending' });
    expect(JSON.stringify(read.body.facts)).toContain('“Moodle Course Design” to Technical, Other (vendor named: Moodle HQ)');
    const altered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await visitor.post('/api/Approval/Decide', { token: altered, decision: 'approve' })).status).toBe(404);

    const other = t.as((await t.people.talent('Otto')).token);
    expect(listed((await other.get('/api/Skill/Search?text=moodle')).body)).toEqual([]);
    const decided = await visitor.post('/api/Approval/Decide', { token, decision: 'approve' });
    expect(decided.status).toBe(200);
    expect(listed((await other.get('/api/Skill/Search?text=moodle')).body).map((s) => s.skill)).toEqual(['Moodle Course Design']);
    expect(listed((await other.get('/api/Skill/GetAllUnfiltered')).body).find((s) => s.skill === 'Moodle Course Design')?.isUnapprovedSkill).toBe(false);
    expect((await visitor.post('/api/Approval/Decide', { token, decision: 'reject' })).status).toBe(409);
    const told = await me.get('/api/Notification/Get?notificationType=T');
    expect(JSON.stringify(told.body)).toContain('Your skill “Moodle Course Design” was approved');
  });

  it('stays with its author alone when rejected, and the author is told what to do', async () => {
    const talent = await designer();
    const me = t.as(talent.token);
    await me.post('/api/Skill/AddUnapprovedSkill', { skill: 'Whiteboard Wizardry', skillType: 'Soft Skills', category: 'Communication' });
    const [mail] = (await t.deps.db.select().from(mailOutbox)).filter((m) => m.subject === 'New skill to review: Whiteboard Wizardry');
    const token = new URL(/(http\S+\/approval\?token=\S+)/.exec(mail?.text ?? '')?.[1] ?? 'http://x').searchParams.get('token') ?? '';
    expect((await call(t.app, 'POST', '/api/Approval/Decide', { token, decision: 'reject' })).status).toBe(200);
    const other = t.as((await t.people.talent('Ola')).token);
    expect(listed((await other.get('/api/Skill/Search?text=whiteboard')).body)).toEqual([]);
    expect(listed((await me.get('/api/Skill/Search?text=whiteboard')).body).map((s) => s.skill)).toEqual(['Whiteboard Wizardry']);
    expect(JSON.stringify((await me.get('/api/Notification/Get?notificationType=T')).body)).toContain('stays on your own profile only');
  });
});
