import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProfileTestApp } from '../testing/profile-test-app.ts';
import { instructorRoles, instructorSkills } from '../db/schema/index.ts';
import { messages } from '#domain/messages.ts';
import type { ProfileRole } from './answers.ts';

let t: Awaited<ReturnType<typeof createProfileTestApp>>;
beforeAll(async () => {
  t = await createProfileTestApp();
});
afterAll(() => t.close());

/** A talent still holding the retired Instructional Designer / Developer role with two skills. */
async function talentOnRetiredRole() {
  const talent = await t.people.talent();
  const [row] = await t.deps.db
    .insert(instructorRoles)
    .values({ instrId: talent.instrId, roleId: await t.roleId('Instructional Designer / Developer'), startYear: 2012, rateType: 'Hourly', rateMin: 60, rateMax: 90 })
    .returning({ id: instructorRoles.id });
  if (!row) throw new Error('The role was not created.');
  await t.deps.db.insert(instructorSkills).values([
    { instructorRoleId: row.id, skillId: await t.skillId('SCORM') },
    { instructorRoleId: row.id, skillId: await t.skillId('ADDIE Model') },
  ]);
  return talent;
}

describe('the role split', () => {
  it('lists the retired role with its new roles, moves the talent with rate and skills, and then lists nothing', async () => {
    const talent = await talentOnRetiredRole();
    const me = t.as(talent.token);
    const previousRoleId = await t.roleId('Instructional Designer / Developer');
    const changes = await me.get('/api/Role/GetTalentRoleChanges');
    expect(changes.status).toBe(200);
    expect(changes.body).toEqual([
      {
        previousRole: { roleId: previousRoleId, roleName: 'Instructional Designer / Developer', notes: null },
        newRoles: [
          { roleId: await t.roleId('Instructional Designer'), roleName: 'Instructional Designer', notes: expect.any(String) },
          { roleId: await t.roleId('eLearning Developer'), roleName: 'eLearning Developer', notes: expect.any(String) },
        ],
      },
    ]);
    const [mine] = (await me.get('/api/Role/GetMyRoles')).body as unknown as ProfileRole[];
    expect(mine?.myRole.isRetired).toBe(true);

    const notOffered = await me.post('/api/Role/AddSkillForNewRole', { previousRoleId, newRoleId: await t.roleId('Trainer') });
    expect(notOffered.status).toBe(400);
    expect(notOffered.body.errors).toEqual({ newRoleId: [messages.profile.selectNewRole] });
    const missing = await me.post('/api/Role/AddSkillForNewRole', { previousRoleId });
    expect(missing.body.errors).toEqual({ newRoleId: [messages.profile.selectNewRole] });

    const moved = await me.post('/api/Role/AddSkillForNewRole', { previousRoleId, newRoleId: await t.roleId('eLearning Developer') });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ myRole: { role: 'eLearning Developer', startYear: 2012, rateMin: 60, rateMax: 90, isRetired: false } });
    expect((moved.body as unknown as ProfileRole).mySkills.map((s) => s.skill)).toEqual(['ADDIE Model', 'SCORM']);
    expect((await me.get('/api/Role/GetMyRoles')).body).toEqual([moved.body]);
    expect((await me.get('/api/Role/GetTalentRoleChanges')).body).toEqual([]);
    const again = await me.post('/api/Role/AddSkillForNewRole', { previousRoleId, newRoleId: await t.roleId('eLearning Developer') });
    expect(again.status).toBe(404);
  });

  it('joins the skills to the new role when the talent holds it already', async () => {
    const talent = await talentOnRetiredRole();
    const me = t.as(talent.token);
    const designer = await t.roleId('Instructional Designer');
    await me.post('/api/Role/Post', {
      roleId: designer,
      startYear: 2020,
      rateType: 'Daily',
      rateMin: 400,
      rateMax: 600,
      skills: [{ skillId: await t.skillId('Storyboarding') }, { skillId: await t.skillId('ADDIE Model') }],
    });
    const moved = await me.post('/api/Role/AddSkillForNewRole', { previousRoleId: await t.roleId('Instructional Designer / Developer'), newRoleId: designer });
    expect(moved.body).toMatchObject({ myRole: { startYear: 2020, rateType: 'Daily' } });
    expect((moved.body as unknown as ProfileRole).mySkills.map((s) => s.skill)).toEqual(['ADDIE Model', 'SCORM', 'Storyboarding']);
    expect(((await me.get('/api/Role/GetMyRoles')).body as unknown as ProfileRole[]).length).toBe(1);
  });

  it('is refused for another talent’s profile', async () => {
    const talent = await talentOnRetiredRole();
    const other = await t.people.talent('Otto');
    expect((await t.as(other.token).get(`/api/Role/GetTalentRoleChanges?instrId=${talent.instrId}`)).status).toBe(403);
    const move = await t.as(other.token).post('/api/Role/AddSkillForNewRole', {
      instrId: talent.instrId,
      previousRoleId: await t.roleId('Instructional Designer / Developer'),
      newRoleId: await t.roleId('Instructional Designer'),
    });
    expect(move.status).toBe(403);
  });
});
