/**
 * Work experience, education and certifications of a talent profile, by the profile's owner. Each write
 * answers { message, profileStatus } and the section's list as it now is, so the page refreshes it and closes the form.
 */
import { z } from 'zod';
import {
  certificationAddBody,
  certificationUpdateBody,
  educationAddBody,
  educationUpdateBody,
  entryDeleteQuery,
  profileQuery,
  profileSectionTexts,
  workExperienceAddBody,
  workExperienceUpdateBody,
} from '#domain/profile-sections.ts';
import { certification, certificationWrites, listCertifications } from './certifications.ts';
import { education, educationWrites, listEducations } from './educations.ts';
import { listWorkExperiences, workExperience, workExperienceWrites } from './work-experiences.ts';
import { sectionRoutes } from './section-routes.ts';

const changed = { message: z.string(), profileStatus: z.number().int() };
const work = '{ id, companyName, jobTitle, location, startDate, endDate, isCurrent, description }';
const schooling = '{ id, institution, degree, fieldOfStudy, startYear, endYear, description }';
const credential = '{ id, name, issuingOrganization, issueDate, expiryDate, credentialId, credentialUrl }';
const noAgency = 'not on an agency’s own profile';
const { entryAdded: added, entryUpdated: updated, entryDeleted: deleted } = profileSectionTexts;

export const careerRoutes = [
  ...sectionRoutes(
    { controller: 'WorkExperience', field: 'workExperiences', entry: workExperience, list: listWorkExperiences, changed: z.object({ ...changed, workExperiences: z.array(workExperience) }) },
    {
      list: { summary: `The work experience of the caller’s profile (or an agency talent’s by instrId), current first: [${work}]`, query: profileQuery },
      post: { summary: `Add a work experience (${noAgency}); "currently working here" has no end date: { message, profileStatus, workExperiences }`, input: workExperienceAddBody, message: added, write: (deps, { profile }, body) => workExperienceWrites.add(deps, profile.instrId, body) },
      put: { summary: `Replace a work experience of the profile by id (${noAgency}): { message, profileStatus, workExperiences }`, input: workExperienceUpdateBody, message: updated, write: (deps, { profile }, body) => workExperienceWrites.update(deps, profile.instrId, body.id, body) },
      delete: { summary: 'Remove a work experience of the profile by id: { message, profileStatus, workExperiences }', input: entryDeleteQuery, message: deleted, write: (deps, { profile }, query) => workExperienceWrites.delete(deps, profile.instrId, query.id) },
    },
  ),
  ...sectionRoutes(
    { controller: 'Education', field: 'educations', entry: education, list: listEducations, changed: z.object({ ...changed, educations: z.array(education) }) },
    {
      list: { summary: `The education of the caller’s profile (or an agency talent’s by instrId), latest first: [${schooling}]`, query: profileQuery },
      post: { summary: `Add an education (${noAgency}): { message, profileStatus, educations }`, input: educationAddBody, message: added, write: (deps, { profile }, body) => educationWrites.add(deps, profile.instrId, body) },
      put: { summary: `Replace an education of the profile by id (${noAgency}): { message, profileStatus, educations }`, input: educationUpdateBody, message: updated, write: (deps, { profile }, body) => educationWrites.update(deps, profile.instrId, body.id, body) },
      delete: { summary: 'Remove an education of the profile by id: { message, profileStatus, educations }', input: entryDeleteQuery, message: deleted, write: (deps, { profile }, query) => educationWrites.delete(deps, profile.instrId, query.id) },
    },
  ),
  ...sectionRoutes(
    { controller: 'Certification', field: 'certifications', entry: certification, list: listCertifications, changed: z.object({ ...changed, certifications: z.array(certification) }) },
    {
      list: { summary: `The certifications of the caller’s profile (or an agency talent’s by instrId), latest issued first: [${credential}]`, query: profileQuery },
      post: { summary: 'Add a certification: { message, profileStatus, certifications }', input: certificationAddBody, message: added, write: (deps, { profile }, body) => certificationWrites.add(deps, profile.instrId, body) },
      put: { summary: 'Replace a certification of the profile by id: { message, profileStatus, certifications }', input: certificationUpdateBody, message: updated, write: (deps, { profile }, body) => certificationWrites.update(deps, profile.instrId, body.id, body) },
      delete: { summary: 'Remove a certification of the profile by id: { message, profileStatus, certifications }', input: entryDeleteQuery, message: deleted, write: (deps, { profile }, query) => certificationWrites.delete(deps, profile.instrId, query.id) },
    },
  ),
];
