import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProfileTestApp } from '../testing/profile-test-app.ts';
import { messages } from '#domain/messages.ts';
import { proposalTexts } from '#domain/proposal.ts';
import { roleTexts } from '#domain/role-form.ts';
import { accountTexts } from '#domain/account.ts';
import type { ProfileRole } from './answers.ts';

let t: Awaited<ReturnType<typeof createProfileTestApp>>;
beforeAll(async () => {
  t = await createProfileTestApp();
});
afterAll(() => t.close());

const year = new Date().getUTCFullYear();
const rate = { startYear: year - 10, rateType: 'Hourly', rateMin: '75', rateMax: '120.50' };
const names = (role: ProfileRole) => role.mySkills.map((s) => s.skill);

async function designerForm() {
  return {
    roleId: await t.roleId('Instructional Designer'),
    ...rate,
    skills: [{ skillId: await t.skillId('ADDIE Model') }, { skillId: await t.skillId('Storyboarding') }],
  };
}

describe('a talent’s roles', () => {
  it('lists the roles a talent may add, without retired ones, with the rate types of each', async () => {
    const talent = await t.people.talent();
    const res = await t.as(talent.token).get('/api/Role/GetAllRoles');
    expect(res.status).toBe(200);
    const list = res.body as unknown as { role: string; rateTypes: string[]; hasRole: boolean; isInstructorType: boolean }[];
    expect(list.map((r) => r.role)).not.toContain('Instructional Designer / Developer');
    expect(list.find((r) => r.role === 'Voice Talent')?.rateTypes).toEqual(['Per Minute', 'Per Word', 'Daily', 'Hourly', 'Flat']);
    expect(list.find((r) => r.role === 'Trainer')).toMatchObject({ rateTypes: ['Daily', 'Hourly', 'Flat'], isInstructorType: true, hasRole: false });
  });

  it('adds a role with its skills, shows it in GetMyRoles and Get, and moves the profile’s updatedAt', async () => {
    const talent = await t.people.talent();
    const me = t.as(talent.token);
    const before = await t.profileUpdatedAt(talent.instrId);
    t.clock.advance(60_000);
    const form = await designerForm();
    const added = await me.post('/api/Role/Post', form);
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ myRole: { role: 'Instructional Designer', startYear: year - 10, rateType: 'Hourly', rateMin: 75, rateMax: 120.5 } });
    expect(names(added.body as unknown as ProfileRole)).toEqual(['ADDIE Model', 'Storyboarding']);
    expect((await t.profileUpdatedAt(talent.instrId)).getTime()).toBeGreaterThan(before.getTime());

    const mine = await me.get('/api/Role/GetMyRoles');
    expect(mine.body).toEqual([added.body]);
    const one = await me.get(`/api/Role/Get?roleId=${form.roleId}`);
    expect(one.body).toEqual(added.body);
    const catalogue = (await me.get('/api/Role/GetAllRoles')).body as unknown as { roleId: number; hasRole: boolean }[];
    expect(catalogue.find((r) => r.roleId === form.roleId)?.hasRole).toBe(true);

    const twice = await me.post('/api/Role/Post', form);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(roleTexts.roleAlreadyOnProfile);
  });

  it('deletes on save the skills left out, adds the new ones and keeps the rest', async () => {
    const talent = await t.people.talent();
    const me = t.as(talent.token);
    const form = await designerForm();
    await me.post('/api/Role/Post', form);
    const saved = await me.put('/api/Role/Put', {
      ...form,
      rateType: 'Daily',
      rateMin: 500,
      rateMax: 900,
      skills: [{ skillId: await t.skillId('Storyboarding') }, { skillId: await t.skillId('Needs Analysis') }],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.myRole).toMatchObject({ rateType: 'Daily', rateMin: 500, rateMax: 900 });
    const [role] = (await me.get('/api/Role/GetMyRoles')).body as unknown as ProfileRole[];
    expect(role && names(role)).toEqual(['Needs Analysis', 'Storyboarding']);
  });

  it('removes a role with its skills', async () => {
    const talent = await t.people.talent();
    const me = t.as(talent.token);
    const form = await designerForm();
    await me.post('/api/Role/Post', form);
    const removed = await me.delete(`/api/Role/Delete?roleId=${form.roleId}`);
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe(roleTexts.roleDeleted);
    expect((await me.get('/api/Role/GetMyRoles')).body).toEqual([]);
    expect((await me.get(`/api/Role/Get?roleId=${form.roleId}`)).status).toBe(404);
    expect((await me.delete(`/api/Role/Delete?roleId=${form.roleId}`)).status).toBe(404);
  });

  it('offers Per Minute and Per Word to Voice Talent only', async () => {
    const talent = await t.people.talent();
    const me = t.as(talent.token);
    const voice = await me.post('/api/Role/Post', {
      roleId: await t.roleId('Voice Talent'),
      ...rate,
      rateType: 'Per Word',
      rateMin: '0.15',
      rateMax: '0.40',
      skills: [{ skillId: await t.skillId('eLearning Narration') }],
    });
    expect(voice.status).toBe(200);
    expect(voice.body.myRole).toMatchObject({ rateType: 'Per Word', rateMin: 0.15, rateMax: 0.4 });
    const designer = await me.post('/api/Role/Post', { ...(await designerForm()), rateType: 'Per Minute' });
    expect(designer.status).toBe(400);
    expect(designer.body.errors).toEqual({ rateType: [roleTexts.rateTypeNotForRole] });
  });

  it('answers every message of the role form', async () => {
    const talent = await t.people.talent();
    const me = t.as(talent.token);
    const empty = await me.post('/api/Role/Post', { roleId: await t.roleId('Trainer') });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({
      startYear: [roleTexts.startYearRequired],
      rateType: [messages.role.rateTypeRequired],
      rateMin: [messages.role.minRateAboveZero],
      rateMax: [messages.role.maxRateAboveZero],
      skills: [messages.role.selectSkill],
    });
    const form = await designerForm();
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ rateMin: '0', rateMax: '0.00' }, { rateMin: [messages.role.minRateAboveZero], rateMax: [messages.role.maxRateAboveZero] }],
      [{ rateMin: '90', rateMax: '80' }, { rateMax: [messages.role.maxBelowMin] }],
      [{ rateMin: '12345678.90' }, { rateMin: [proposalTexts.rateFormat] }],
      [{ rateMax: '10.999' }, { rateMax: [proposalTexts.rateFormat] }],
      [{ rateType: '' }, { rateType: [messages.role.rateTypeRequired] }],
      [{ skills: [] }, { skills: [messages.role.selectSkill] }],
      [{ startYear: '' }, { startYear: [roleTexts.startYearRequired] }],
      [{ startYear: year + 1 }, { startYear: [roleTexts.startYearRange(year - 80, year)] }],
      [{ startYear: year - 81 }, { startYear: [roleTexts.startYearRange(year - 80, year)] }],
      [{ roleId: '' }, { roleId: [roleTexts.selectRole] }],
    ];
    for (const [change, errors] of cases) {
      const res = await me.post('/api/Role/Post', { ...form, ...change });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.body.errors, JSON.stringify(change)).toEqual(errors);
    }
    const oldest = await me.post('/api/Role/Post', { ...form, startYear: year - 80, rateMin: '80', rateMax: '80' });
    expect(oldest.status).toBe(200);
  });

  it('refuses a retired role, an unknown role and an unknown skill', async () => {
    const talent = await t.people.talent();
    const me = t.as(talent.token);
    const form = await designerForm();
    const retired = await me.post('/api/Role/Post', { ...form, roleId: await t.roleId('Instructional Designer / Developer') });
    expect(retired.body.errors).toEqual({ roleId: [roleTexts.roleRetired] });
    const unknown = await me.post('/api/Role/Post', { ...form, roleId: 987_654 });
    expect(unknown.body.errors).toEqual({ roleId: [roleTexts.roleNotFound] });
    const skill = await me.post('/api/Role/Post', { ...form, skills: [{ skillId: 987_654 }] });
    expect(skill.body.errors).toEqual({ skills: [roleTexts.skillNotFound] });
    expect((await me.get('/api/Role/GetMyRoles')).body).toEqual([]);
  });

  it('keeps the instructor flags on instructor-type roles only', async () => {
    const talent = await t.people.talent();
    const me = t.as(talent.token);
    const chosen = [{ skillId: await t.skillId('Power BI'), certifiedToTeach: true, ownCourseMaterial: true }];
    const trainer = await me.post('/api/Role/Post', {
      roleId: await t.roleId('Trainer'),
      ...rate,
      isTechnicalInstructor: true,
      skills: chosen,
    });
    expect(trainer.body).toMatchObject({ myRole: { isInstructorType: true, isTechnicalInstructor: true }, mySkills: [{ certifiedToTeach: true, ownCourseMaterial: true }] });
    const writer = await me.post('/api/Role/Post', {
      roleId: await t.roleId('Technical Writer'),
      ...rate,
      isTechnicalInstructor: true,
      skills: [{ skillId: await t.skillId('SharePoint'), certifiedToTeach: true, ownCourseMaterial: true }],
    });
    expect(writer.body).toMatchObject({ myRole: { isInstructorType: false, isTechnicalInstructor: false }, mySkills: [{ certifiedToTeach: false, ownCourseMaterial: false }] });
  });

  it('saves instructor flags left unticked as false, refuses a flag that is not true or false, and grants no certified badge for a tick', async () => {
    const talent = await t.people.talent();
    const me = t.as(talent.token);
    const skillId = await t.skillId('Power BI');
    const trainer = { roleId: await t.roleId('Trainer'), ...rate };
    const unticked = await me.post('/api/Role/Post', { ...trainer, skills: [{ skillId }] });
    expect(unticked.status).toBe(200);
    expect(unticked.body).toMatchObject({
      myRole: { isInstructorType: true, isTechnicalInstructor: false, isSoftSkillInstructor: false },
      mySkills: [{ certifiedToTeach: false, ownCourseMaterial: false }],
    });
    const formValue = await me.put('/api/Role/Put', { ...trainer, isTechnicalInstructor: 'on', skills: [{ skillId, certifiedToTeach: 'false' }] });
    expect(formValue.status).toBe(400);
    const ticked = await me.put('/api/Role/Put', { ...trainer, skills: [{ skillId, certifiedToTeach: true }] });
    expect(ticked.body).toMatchObject({ mySkills: [{ certifiedToTeach: true }] });
    const skillFlags = await me.put('/api/Skill/Put', { roleId: trainer.roleId, skillId, ownCourseMaterial: true });
    expect(skillFlags.status).toBe(200);
    const [role] = (await me.get('/api/Role/GetMyRoles')).body as unknown as ProfileRole[];
    expect(role?.mySkills).toMatchObject([{ certifiedToTeach: false, ownCourseMaterial: true }]);
    const profile = await me.get(`/api/TrainerProfile/GetPublicProfile?instrId=${talent.instrId}`);
    expect((profile.body.view as { trustBadge: string | null }).trustBadge).toBeNull();
  });
});

describe('who may edit a talent’s roles', () => {
  it('refuses another talent (403) and lets the agency owner edit the agency’s talent', async () => {
    const talent = await t.people.talent();
    const other = await t.people.talent('Otto');
    const form = await designerForm();
    await t.as(talent.token).post('/api/Role/Post', form);
    const stranger = t.as(other.token);
    for (const res of [
      await stranger.get(`/api/Role/GetMyRoles?instrId=${talent.instrId}`),
      await stranger.put('/api/Role/Put', { ...form, instrId: talent.instrId }),
      await stranger.delete(`/api/Role/Delete?instrId=${talent.instrId}&roleId=${form.roleId}`),
      await stranger.post('/api/Role/Post', { ...form, instrId: talent.instrId }),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(accountTexts.talentOnly);
    }
    expect((await t.as(other.token).get('/api/Role/GetMyRoles')).body).toEqual([]);

    const agency = await t.people.agency('Brightside');
    const owner = t.as(agency.owner.token);
    const added = await owner.post('/api/Role/Post', { ...form, instrId: agency.talentInstrId });
    expect(added.status).toBe(200);
    expect((await owner.get(`/api/Role/GetMyRoles?instrId=${agency.talentInstrId}`)).body).toEqual([added.body]);
    expect((await owner.put('/api/Role/Put', { ...form, instrId: talent.instrId })).status).toBe(403);
    const member = t.as(agency.member.token);
    expect((await member.get(`/api/Role/GetMyRoles?instrId=${agency.talentInstrId}`)).status).toBe(403);
  });

  it('lets any signed-in user read the role catalogue, and no visitor', async () => {
    const contact = await t.people.contact();
    expect((await t.as(contact.token).get('/api/Role/GetAllRoles')).status).toBe(200);
    expect((await t.as(contact.token).get('/api/Role/GetMyRoles')).status).toBe(403);
    expect((await t.as('').get('/api/Role/GetAllRoles')).status).toBe(401);
  });
});
