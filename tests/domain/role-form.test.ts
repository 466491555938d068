import { describe, expect, it } from 'vitest';
import { parseWithZod } from '@conform-to/zod/v4';
import {
  customSkillSchema,
  instrQuery,
  roleFormSchema,
  rolePayloadSchema,
  roleQuery,
  roleSkillQuery,
  roleSkillSchema,
  roleSplitSchema,
  roleTexts,
  skillCatalogueQuery,
  skillNameMax,
  skillSearchMax,
  skillSearchQuery,
  skillSearchRoleFormMax,
  suggestedSkillsQuery,
} from '#domain/role-form.ts';
import { messages } from '#domain/messages.ts';
import { proposalTexts } from '#domain/proposal.ts';

const year = new Date().getUTCFullYear();
const filled = { roleId: '3', startYear: String(year - 5), rateType: 'Hourly', rateMin: '50', rateMax: '80', skills: [{ skillId: '4' }] };

/** The field errors of a parse, as the form shows them. */
const errors = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

/** What the role editor's form sends, as the browser builds it: a checkbox left unticked is not in it at all. */
function formData(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}
const formFields = { roleId: '3', startYear: String(year - 5), rateType: 'Hourly', rateMin: '50', rateMax: '80', 'skills[0].skillId': '4' };

describe('the role form', () => {
  it('an unticked instructor box is saved as false, a ticked one as true', () => {
    const unticked = parseWithZod(formData(formFields), { schema: roleFormSchema });
    expect(unticked.status).toBe('success');
    expect(unticked.status === 'success' && unticked.value).toMatchObject({
      isTechnicalInstructor: false,
      isSoftSkillInstructor: false,
      skills: [{ skillId: 4, certifiedToTeach: false, ownCourseMaterial: false }],
    });
    const ticked = parseWithZod(
      formData({ ...formFields, isTechnicalInstructor: 'on', isSoftSkillInstructor: 'on', 'skills[0].certifiedToTeach': 'on', 'skills[0].ownCourseMaterial': 'on' }),
      { schema: roleFormSchema },
    );
    expect(ticked.status === 'success' && ticked.value).toMatchObject({
      isTechnicalInstructor: true,
      isSoftSkillInstructor: true,
      skills: [{ skillId: 4, certifiedToTeach: true, ownCourseMaterial: true }],
    });
  });

  it('a role sent to the API without the instructor flags is neither technical nor soft-skill instructor, nor certified to teach', () => {
    expect(rolePayloadSchema.parse({ ...filled, instrId: '9' })).toMatchObject({
      instrId: 9,
      roleId: 3,
      isTechnicalInstructor: false,
      isSoftSkillInstructor: false,
      skills: [{ skillId: 4, certifiedToTeach: false, ownCourseMaterial: false }],
    });
    expect(roleSkillSchema.parse({ instrId: '9', roleId: '3', skillId: '4' })).toEqual({ instrId: 9, roleId: 3, skillId: 4, certifiedToTeach: false, ownCourseMaterial: false });
  });

  it('a blank start year asks for one; a year outside the last 80 names the range', () => {
    expect(errors(roleFormSchema.safeParse({ ...filled, startYear: '' }))).toEqual({ startYear: roleTexts.startYearRequired });
    expect(errors(roleFormSchema.safeParse({ ...filled, startYear: null }))).toEqual({ startYear: roleTexts.startYearRequired });
    expect(errors(roleFormSchema.safeParse({ ...filled, startYear: 'soon' }))).toEqual({ startYear: roleTexts.startYearRequired });
    const range = roleTexts.startYearRange(year - 80, year);
    expect(errors(roleFormSchema.safeParse({ ...filled, startYear: year + 1 }))).toEqual({ startYear: range });
    expect(errors(roleFormSchema.safeParse({ ...filled, startYear: year - 81 }))).toEqual({ startYear: range });
    expect(roleFormSchema.safeParse({ ...filled, startYear: year }).success).toBe(true);
    expect(roleFormSchema.safeParse({ ...filled, startYear: year - 80 }).success).toBe(true);
  });

  it('a maximum rate below the minimum is refused under the maximum', () => {
    expect(errors(roleFormSchema.safeParse({ ...filled, rateMin: '90', rateMax: '80' }))).toEqual({ rateMax: messages.role.maxBelowMin });
    expect(errors(rolePayloadSchema.safeParse({ ...filled, rateMin: '90', rateMax: '80' }))).toEqual({ rateMax: messages.role.maxBelowMin });
    expect(roleFormSchema.safeParse({ ...filled, rateMin: '80', rateMax: '80' }).success).toBe(true);
  });

  it('a rate the form cannot read says only that: the rates are not compared', () => {
    expect(errors(roleFormSchema.safeParse({ ...filled, rateMin: '100.555', rateMax: '80' }))).toEqual({ rateMin: proposalTexts.rateFormat });
    expect(errors(roleFormSchema.safeParse({ ...filled, rateMin: '50', rateMax: '0' }))).toEqual({ rateMax: messages.role.maxRateAboveZero });
  });

  it('a form without a role, rate type or skill says what to choose', () => {
    expect(errors(roleFormSchema.safeParse({ ...filled, roleId: 'x', rateType: 'Weekly', skills: 'none' }))).toEqual({
      roleId: roleTexts.selectRole,
      rateType: messages.role.rateTypeRequired,
      skills: messages.role.selectSkill,
    });
  });
});

describe('the role and skill requests', () => {
  it('keep the ids they name', () => {
    expect(instrQuery.parse({ instrId: '7' })).toEqual({ instrId: 7 });
    expect(roleQuery.parse({ instrId: '7', roleId: '3' })).toEqual({ instrId: 7, roleId: 3 });
    expect(roleSkillQuery.parse({ instrId: '7', roleId: '3', skillId: '4' })).toEqual({ instrId: 7, roleId: 3, skillId: 4 });
    expect(skillCatalogueQuery.parse({ instrId: '7', roleId: '3' })).toEqual({ instrId: 7, roleId: 3 });
    expect(suggestedSkillsQuery.parse({ roleId: '3' })).toEqual({ roleId: 3 });
    expect(roleSplitSchema.parse({ instrId: '7', previousRoleId: '3', newRoleId: '5' })).toEqual({ instrId: 7, previousRoleId: 3, newRoleId: 5 });
  });

  it('a role split without a new role asks to select one', () => {
    for (const newRoleId of [undefined, 'x', '1.5', '0']) {
      expect(errors(roleSplitSchema.safeParse({ previousRoleId: 3, newRoleId }))).toEqual({ newRoleId: messages.profile.selectNewRole });
    }
  });

  it('a skill search asks for a few letters and returns 10 results unless told, at most 50', () => {
    expect(skillSearchQuery.parse({ text: '  exc ' })).toEqual({ text: 'exc', take: skillSearchRoleFormMax });
    expect(errors(skillSearchQuery.safeParse({ text: '   ' }))).toEqual({ text: roleTexts.searchTextRequired });
    expect(errors(skillSearchQuery.safeParse({}))).toEqual({ text: roleTexts.searchTextRequired });
    expect(skillSearchQuery.safeParse({ text: 'x'.repeat(skillNameMax + 1) }).success).toBe(false);
    expect(skillSearchQuery.parse({ text: 'x', take: '1' }).take).toBe(1);
    expect(skillSearchQuery.parse({ text: 'x', take: String(skillSearchMax) }).take).toBe(skillSearchMax);
    expect(skillSearchQuery.safeParse({ text: 'x', take: '0' }).success).toBe(false);
    expect(skillSearchQuery.safeParse({ text: 'x', take: String(skillSearchMax + 1) }).success).toBe(false);
  });
});

describe('the Add Skill dialog', () => {
  const technical = { skill: 'Loom', skillType: 'Technical', vendor: 'Atlassian' };

  it('a new skill needs a name of at most 100 characters and a discipline', () => {
    expect(customSkillSchema.parse({ ...technical, skill: '  Loom  ', instrId: '7' })).toMatchObject({ skill: 'Loom', instrId: 7 });
    expect(errors(customSkillSchema.safeParse({ ...technical, skill: '  ' }))).toEqual({ skill: roleTexts.skillNameRequired });
    expect(errors(customSkillSchema.safeParse({ ...technical, skill: undefined }))).toEqual({ skill: roleTexts.skillNameRequired });
    expect(errors(customSkillSchema.safeParse({ ...technical, skill: 'x'.repeat(skillNameMax + 1) }))).toEqual({ skill: roleTexts.skillNameTooLong });
    expect(customSkillSchema.safeParse({ ...technical, skill: 'x'.repeat(skillNameMax) }).success).toBe(true);
    expect(errors(customSkillSchema.safeParse({ skill: 'Loom', skillType: 'Hard' }))).toEqual({ skillType: messages.role.skillTypeRequired });
  });

  it('a soft skill needs a category, a technical one a vendor', () => {
    expect(errors(customSkillSchema.safeParse({ skill: 'Grit', skillType: 'Soft Skills' }))).toEqual({ category: messages.role.categoryRequired });
    expect(errors(customSkillSchema.safeParse({ skill: 'Grit', skillType: 'Soft Skills', category: '  ' }))).toEqual({ category: messages.role.categoryRequired });
    expect(errors(customSkillSchema.safeParse({ skill: 'Loom', skillType: 'Technical' }))).toEqual({ vendor: messages.role.vendorRequired });
    expect(errors(customSkillSchema.safeParse({ skill: 'Loom', skillType: 'Technical', vendor: ' ' }))).toEqual({ vendor: messages.role.vendorRequired });
  });

  it('the Other vendor needs the vendor’s name, of at least 3 characters', () => {
    const other = { ...technical, vendor: 'Other' };
    expect(errors(customSkillSchema.safeParse(other))).toEqual({ vendorName: messages.role.vendorNameRequired });
    expect(errors(customSkillSchema.safeParse({ ...other, vendorName: '  ' }))).toEqual({ vendorName: messages.role.vendorNameRequired });
    expect(errors(customSkillSchema.safeParse({ ...other, vendorName: ' Ab ' }))).toEqual({ vendorName: messages.role.vendorNameTooShort });
    expect(customSkillSchema.safeParse({ ...technical, vendorName: 'A' }).success).toBe(true);
  });
});
