/**
 * Schemas of the talent profile sections a talent edits: languages,
 * about me, headline, industries, work experience, education and certifications. The page forms and the API use the
 * same definitions. Limits and texts the specification does not give are ours (decision record 271).
 */
import { z } from 'zod';
import { fieldIssue } from './field-issue.ts';
import { proficiencies } from './constants.ts';
import { messages } from './messages.ts';
import { instrIdParam } from './account.ts';
import { ID_MAX } from './fields.ts';
import { blankToUndefined, labelledText, optionalLabelledText, requiredMessage, tooLongMessage } from './text-fields.ts';

export const profileSectionLimits = {
  aboutMeMax: 2000,
  headlineMax: 120,
  industriesMax: 20,
  languagesMax: 30,
  nameMax: 100,
  descriptionMax: 2000,
  urlMax: 500,
  yearMin: 1900,
  yearMax: 2100,
  /** How many entries of each list one profile holds. */
  workExperiencesMax: 30,
  educationsMax: 20,
  certificationsMax: 50,
} as const;

export const profileSectionTexts = {
  aboutMeTooLong: tooLongMessage('About Me', profileSectionLimits.aboutMeMax),
  headlineTooLong: tooLongMessage('Headline', profileSectionLimits.headlineMax),
  industryUnknown: 'Choose an industry from the list.',
  industriesTooMany: `Choose at most ${profileSectionLimits.industriesMax} industries.`,
  dateInvalid: 'Enter a valid date.',
  yearInvalid: `Enter a year between ${profileSectionLimits.yearMin} and ${profileSectionLimits.yearMax}.`,
  endDateRequired: 'End Date is Required unless you currently work here',
  noEndDateWhenCurrent: 'Leave End Date empty while you currently work here',
  endBeforeStart: 'End Date should not be before Start Date',
  endYearBeforeStart: 'End Year should not be before Start Year',
  expiryBeforeIssue: 'Expiry Date should not be before Issue Date',
  notAgencySection: 'Work experience and education are not part of an agency profile.',
  entryNotFound: 'This entry was not found on the profile.',
  workExperiencesTooMany: `A profile can list up to ${profileSectionLimits.workExperiencesMax} jobs of work experience. Delete one to add another.`,
  educationsTooMany: `A profile can list up to ${profileSectionLimits.educationsMax} entries of education. Delete one to add another.`,
  certificationsTooMany: `A profile can list up to ${profileSectionLimits.certificationsMax} certifications. Delete one to add another.`,
  languageNotFound: 'This language is not on the profile.',
  aboutMeSaved: 'About Me was saved.',
  headlineSaved: 'Headline was saved.',
  preferencesSaved: 'Your industries were saved.',
  introductionSaved: 'Your introduction was saved.',
  languageAdded: 'Language added.',
  languageUpdated: 'Language updated.',
  languageDeleted: 'Language deleted.',
  entryAdded: 'Added to your profile.',
  entryUpdated: 'Your changes were saved.',
  entryDeleted: 'Removed from your profile.',
} as const;

/** A day as YYYY-MM-DD (what a date input sends), a real one (no 30 February). */
const calendarDate = (label: string) =>
  z.iso.date({ error: (issue) => (issue.input === undefined || issue.input === '' ? requiredMessage(label) : profileSectionTexts.dateInvalid) });
const optionalDate = (label: string) => z.preprocess(blankToUndefined, calendarDate(label).optional());
const optionalYear = z.preprocess(
  blankToUndefined,
  z.coerce
    .number({ error: profileSectionTexts.yearInvalid })
    .int(profileSectionTexts.yearInvalid)
    .min(profileSectionLimits.yearMin, profileSectionTexts.yearInvalid)
    .max(profileSectionLimits.yearMax, profileSectionTexts.yearInvalid)
    .optional(),
);
const entryId = z.coerce.number({ error: profileSectionTexts.entryNotFound }).int().positive(profileSectionTexts.entryNotFound).max(ID_MAX);

/** The profile edited: the caller's own when left out (or 'all'), else an agency talent of the agency owner. */
export const profileQuery = z.object({ instrId: instrIdParam });

// Language: a language and a proficiency (1 Basic, 2 Conversational, 3 Fluent), once each.

export const languageId = z.coerce
  .number({ error: messages.language.selectLanguage })
  .int(messages.language.selectLanguage)
  .positive(messages.language.selectLanguage)
  .max(ID_MAX, messages.language.selectLanguage);
export const proficiency = z.coerce
  .number({ error: messages.language.selectProficiency })
  .refine((value) => value in proficiencies, messages.language.selectProficiency)
  .transform((value) => value as keyof typeof proficiencies);

export const languageBody = z.object({ instrId: instrIdParam, languageId, proficiency });
export type LanguageInput = z.output<typeof languageBody>;
export const languageDeleteQuery = z.object({ instrId: instrIdParam, languageId });

// About me, headline and industries.

export const aboutMeBody = z.object({
  instrId: instrIdParam,
  aboutMe: optionalLabelledText('About Me', profileSectionLimits.aboutMeMax),
});
export const headlineBody = z.object({
  instrId: instrIdParam,
  headline: optionalLabelledText('Headline', profileSectionLimits.headlineMax),
});
export const preferencesBody = z.object({
  instrId: instrIdParam,
  industryIds: z
    .array(z.number({ error: profileSectionTexts.industryUnknown }).int().positive(profileSectionTexts.industryUnknown).max(ID_MAX), {
      error: profileSectionTexts.industryUnknown,
    })
    .max(profileSectionLimits.industriesMax, profileSectionTexts.industriesTooMany)
    .transform((ids) => [...new Set(ids)]),
});

/**
 * The introduction page in one save: headline, About me, industries and the profile's languages as they should be
 * afterwards (each kept one with its level, a new one added, a removed one left out).
 */
export const introductionLanguage = z.object({ languageId, proficiency });
export const introductionBody = z.object({
  instrId: instrIdParam,
  headline: headlineBody.shape.headline,
  aboutMe: aboutMeBody.shape.aboutMe,
  industryIds: preferencesBody.shape.industryIds,
  languages: z.array(introductionLanguage, { error: messages.language.selectLanguage }).max(profileSectionLimits.languagesMax),
});
export type IntroductionInput = z.output<typeof introductionBody>;

// Work experience: company and title required; "currently working here" has no end date, otherwise one is needed.

export const workExperienceFields = z.object({
  companyName: labelledText('Company Name', profileSectionLimits.nameMax),
  jobTitle: labelledText('Job Title', profileSectionLimits.nameMax),
  location: optionalLabelledText('Location', profileSectionLimits.nameMax),
  startDate: calendarDate('Start Date'),
  endDate: optionalDate('End Date'),
  isCurrent: z.boolean().default(false),
  description: optionalLabelledText('Description', profileSectionLimits.descriptionMax),
});
export type WorkExperienceInput = z.output<typeof workExperienceFields>;
function workExperienceRules(value: WorkExperienceInput, ctx: z.RefinementCtx) {
  if (value.isCurrent && value.endDate) fieldIssue(ctx, 'endDate', profileSectionTexts.noEndDateWhenCurrent);
  if (!value.isCurrent && !value.endDate) fieldIssue(ctx, 'endDate', profileSectionTexts.endDateRequired);
  if (value.endDate && value.endDate < value.startDate) fieldIssue(ctx, 'endDate', profileSectionTexts.endBeforeStart);
}

// Education: the institution required; the end year not before the start year.

export const educationFields = z.object({
  institution: labelledText('Institution', profileSectionLimits.nameMax),
  degree: optionalLabelledText('Degree', profileSectionLimits.nameMax),
  fieldOfStudy: optionalLabelledText('Field of Study', profileSectionLimits.nameMax),
  startYear: optionalYear,
  endYear: optionalYear,
  description: optionalLabelledText('Description', profileSectionLimits.descriptionMax),
});
export type EducationInput = z.output<typeof educationFields>;
function educationRules(value: EducationInput, ctx: z.RefinementCtx) {
  // Stryker disable next-line ConditionalExpression,LogicalOperator: equivalent, no year is before a missing one; the check narrows the types
  if (value.startYear === undefined || value.endYear === undefined) return;
  if (value.endYear < value.startYear) fieldIssue(ctx, 'endYear', profileSectionTexts.endYearBeforeStart);
}

// Certification: the name required; the expiry date not before the issue date; the credential link a web address.

const credentialUrl = z.preprocess(
  blankToUndefined,
  z
    .string()
    .trim()
    .max(profileSectionLimits.urlMax, tooLongMessage('Credential URL', profileSectionLimits.urlMax))
    .refine((value) => URL.canParse(value) && ['http:', 'https:'].includes(new URL(value).protocol), messages.portfolio.badUrl)
    .optional(),
);
export const certificationFields = z.object({
  name: labelledText('Certification Name', profileSectionLimits.nameMax),
  issuingOrganization: optionalLabelledText('Issuing Organization', profileSectionLimits.nameMax),
  issueDate: optionalDate('Issue Date'),
  expiryDate: optionalDate('Expiry Date'),
  credentialId: optionalLabelledText('Credential ID', profileSectionLimits.nameMax),
  credentialUrl,
});
export type CertificationInput = z.output<typeof certificationFields>;
function certificationRules(value: CertificationInput, ctx: z.RefinementCtx) {
  // Stryker disable next-line ConditionalExpression,LogicalOperator: equivalent, no date is before a missing one; the check narrows the types
  if (!value.issueDate || !value.expiryDate) return;
  if (value.expiryDate < value.issueDate) fieldIssue(ctx, 'expiryDate', profileSectionTexts.expiryBeforeIssue);
}

/** The bodies of the API: add (the fields), update (the fields and the entry id), delete (the id in the query). */
const profile = { instrId: instrIdParam };
const entry = { instrId: instrIdParam, id: entryId };
export const workExperienceAddBody = workExperienceFields.extend(profile).superRefine(workExperienceRules);
export const workExperienceUpdateBody = workExperienceFields.extend(entry).superRefine(workExperienceRules);
export const educationAddBody = educationFields.extend(profile).superRefine(educationRules);
export const educationUpdateBody = educationFields.extend(entry).superRefine(educationRules);
export const certificationAddBody = certificationFields.extend(profile).superRefine(certificationRules);
export const certificationUpdateBody = certificationFields.extend(entry).superRefine(certificationRules);
export const entryDeleteQuery = z.object(entry);
