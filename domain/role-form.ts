/**
 * The role form, the custom skill form and the skill search: one definition for the skill browser
 * island and the Role and Skill controllers of the API.
 */
import { z } from 'zod';
import { limits, rateTypes, skillDisciplines, type RateType } from './constants.ts';
import { messages } from './messages.ts';
import { ID_MAX, positiveId } from './fields.ts';
import { instrIdParam } from './account.ts';
import { dollarInput, proposalTexts } from './proposal.ts';
import { requiredText } from './text-fields.ts';

/** The group a skill falls in when it has no vendor or category of its own, and the vendor choice that asks for a name. */
export const OTHER_GROUP = 'Other';

/** Skill search: the role form shows at most this many results; other callers may ask for up to skillSearchMax. */
export const skillSearchRoleFormMax = 10;
export const skillSearchMax = 50;
export const skillNameMax = 100;
/** New skills one user may have waiting for review at a time. */
export const customSkillsPendingMax = 20;

/** Texts the spec does not give (decision record 270). */
export const roleTexts = {
  selectRole: 'Please Select a Role',
  startYearRequired: 'Start Year is Required',
  startYearRange: (from: number, to: number) => `Choose a start year from ${from} to ${to}.`,
  rateTypeNotForRole: 'This Rate Type is not offered for this role.',
  roleNotFound: 'This role was not found.',
  roleNotOnProfile: 'This role is not on the profile.',
  roleAlreadyOnProfile: 'This role is already on the profile. Edit it instead.',
  roleRetired: 'This role has been retired. Choose one of the roles that replace it.',
  notANewRole: messages.profile.selectNewRole,
  roleDeleted: 'Role deleted',
  skillNameRequired: 'Please Add Skill Name',
  skillNameTooLong: `Skill name should not exceed ${skillNameMax} characters`,
  skillNotFound: 'This skill was not found.',
  skillNotOnRole: 'This skill is not on the role.',
  skillAlreadyOnRole: 'This skill is already on the role.',
  unknownGroup: 'This vendor or category was not found.',
  customSkillsTooMany: `You have ${customSkillsPendingMax} new skills waiting for review, the most allowed. Please wait until they are reviewed before adding another.`,
  skillDeleted: 'Skill deleted',
  searchTextRequired: 'Type a few letters of the skill',
} as const;

/** Rate types a role may use: Voice Talent (allowsPerUnitRates) also Per Minute and Per Word. */
export function rateTypesFor(role: { allowsPerUnitRates: boolean }): readonly RateType[] {
  return role.allowsPerUnitRates ? ['Per Minute', 'Per Word', 'Daily', 'Hourly', 'Flat'] : ['Daily', 'Hourly', 'Flat'];
}

/** Start year choices: the current year back 80 years, newest first. */
export function startYearChoices(currentYear: number): number[] {
  return Array.from({ length: limits.startYearSpan + 1 }, (_, i) => currentYear - i);
}

const currentYear = () => new Date().getUTCFullYear();
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

export const startYear = z.preprocess(
  blankToUndefined,
  z.coerce
    .number({ error: roleTexts.startYearRequired })
    .int(roleTexts.startYearRequired)
    .superRefine((year, ctx) => {
      const to = currentYear();
      const from = to - limits.startYearSpan;
      if (year < from || year > to) ctx.addIssue({ code: 'custom', message: roleTexts.startYearRange(from, to) });
    }),
);

export const rateType = z.enum(rateTypes, { error: messages.role.rateTypeRequired });

/** A skill chosen for a role; the two flags count only on instructor-type roles (decision record 270). */
export const roleSkillChoice = z.object({
  skillId: positiveId,
  certifiedToTeach: z.boolean().default(false),
  ownCourseMaterial: z.boolean().default(false),
});
export type RoleSkillChoice = z.output<typeof roleSkillChoice>;

const chosenSkills = z
  .array(roleSkillChoice, { error: messages.role.selectSkill })
  .min(1, messages.role.selectSkill)
  .max(500)
  .transform((list) => [...new Map(list.map((s) => [s.skillId, s])).values()]);

const roleFormFields = {
  roleId: z.coerce.number({ error: roleTexts.selectRole }).int(roleTexts.selectRole).positive(roleTexts.selectRole).max(ID_MAX, roleTexts.selectRole),
  startYear,
  rateType,
  rateMin: dollarInput(messages.role.minRateAboveZero, proposalTexts.rateFormat),
  rateMax: dollarInput(messages.role.maxRateAboveZero, proposalTexts.rateFormat),
  isTechnicalInstructor: z.boolean().default(false),
  isSoftSkillInstructor: z.boolean().default(false),
  skills: chosenSkills,
};

function rateRange(form: { rateMin: number; rateMax: number }, ctx: z.RefinementCtx) {
  if (form.rateMin > form.rateMax) ctx.addIssue({ code: 'custom', path: ['rateMax'], message: messages.role.maxBelowMin });
}

/** The fields a person fills in (conform parses the form with this one). */
export const roleFormSchema = z.object(roleFormFields).superRefine(rateRange);
export type RoleForm = z.output<typeof roleFormSchema>;

/** The rate type rule of the chosen role, for the island (which knows the role) and the server (which looks it up). */
export function rateTypeIssue(form: { rateType: RateType }, role: { allowsPerUnitRates: boolean }): string | null {
  return rateTypesFor(role).includes(form.rateType) ? null : roleTexts.rateTypeNotForRole;
}

/** POST /api/Role/Post and PUT /api/Role/Put: the form, for the caller's profile or (agency owner) an agency talent's. */
export const rolePayloadSchema = z.object({ instrId: instrIdParam, ...roleFormFields }).superRefine(rateRange);

export const instrQuery = z.object({ instrId: instrIdParam });
export const roleQuery = z.object({ instrId: instrIdParam, roleId: positiveId });

/** The role split: the retired role and the new role the talent moves to. */
export const roleSplitSchema = z.object({
  instrId: instrIdParam,
  previousRoleId: positiveId,
  newRoleId: z.coerce
    .number({ error: messages.profile.selectNewRole })
    .int(messages.profile.selectNewRole)
    .positive(messages.profile.selectNewRole)
    .max(ID_MAX, messages.profile.selectNewRole),
});

/** One skill of one of the talent's roles (Skill Post, Put). */
export const roleSkillSchema = roleSkillChoice.extend({ instrId: instrIdParam, roleId: positiveId });
export const roleSkillQuery = z.object({ instrId: instrIdParam, roleId: positiveId, skillId: positiveId });

export const skillCatalogueQuery = z.object({ instrId: instrIdParam, roleId: positiveId });
export const suggestedSkillsQuery = z.object({ roleId: positiveId });

export const skillSearchQuery = z.object({
  text: z.string({ error: roleTexts.searchTextRequired }).trim().min(1, roleTexts.searchTextRequired).max(skillNameMax),
  take: z.coerce.number().int().min(1).max(skillSearchMax).default(skillSearchRoleFormMax),
});

/** The Add Skill dialog: a category for Soft Skills, a vendor (or a new vendor's name) for Technical. */
export const customSkillSchema = z
  .object({
    instrId: instrIdParam,
    skill: requiredText(roleTexts.skillNameRequired, skillNameMax, roleTexts.skillNameTooLong),
    skillType: z.enum(skillDisciplines, { error: messages.role.skillTypeRequired }),
    category: z.string().trim().max(skillNameMax).nullish(),
    vendor: z.string().trim().max(skillNameMax).nullish(),
    vendorName: z.string().trim().max(skillNameMax).nullish(),
  })
  .superRefine((form, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (form.skillType === 'Soft Skills' && !form.category) issue('category', messages.role.categoryRequired);
    if (form.skillType !== 'Technical') return;
    if (!form.vendor) issue('vendor', messages.role.vendorRequired);
    else if (form.vendor !== OTHER_GROUP) return;
    else if (!form.vendorName) issue('vendorName', messages.role.vendorNameRequired);
    else if (form.vendorName.length < limits.vendorNameMin) issue('vendorName', messages.role.vendorNameTooShort);
  });
export type CustomSkill = z.output<typeof customSkillSchema>;
