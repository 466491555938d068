/**
 * Work experience, education and certifications of a talent profile, by the profile's owner. Each write
 * answers { message, profileStatus } and the section's list as it now is, so the page refreshes it and closes the form.
 */
import { z } from 'zod';
import { route } from '../contract/route.ts';
import { profileOwner } from '../access/people.ts';
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
import { addCertification, certification, deleteCertification, listCertifications, updateCertification } from './certifications.ts';
import { addEducation, deleteEducation, education, listEducations, updateEducation } from './educations.ts';
import { addWorkExperience, deleteWorkExperience, listWorkExperiences, updateWorkExperience, workExperience } from './work-experiences.ts';

const changed = { message: z.string(), profileStatus: z.number().int() };
const workChanged = z.object({ ...changed, workExperiences: z.array(workExperience) });
const educationChanged = z.object({ ...changed, educations: z.array(education) });
const certificationChanged = z.object({ ...changed, certifications: z.array(certification) });

const work = '{ id, companyName, jobTitle, location, startDate, endDate, isCurrent, description }';
const schooling = '{ id, institution, degree, fieldOfStudy, startYear, endYear, description }';
const credential = '{ id, name, issuingOrganization, issueDate, expiryDate, credentialId, credentialUrl }';
const noAgency = 'not on an agency’s own profile';

export const careerRoutes = [
  route({
    method: 'get',
    path: '/api/WorkExperience/GetAll',
    summary: `The work experience of the caller’s profile (or an agency talent’s by instrId), current first: [${work}]`,
    access: profileOwner,
    of: ({ query }) => query.instrId,
    query: profileQuery,
    response: z.array(workExperience),
    handler: ({ deps, actor }) => listWorkExperiences(deps.db, actor.profile.instrId),
  }),
  route({
    method: 'post',
    path: '/api/WorkExperience/Post',
    summary: `Add a work experience (${noAgency}); "currently working here" has no end date: { message, profileStatus, workExperiences }`,
    access: profileOwner,
    of: ({ body }) => body.instrId,
    body: workExperienceAddBody,
    response: workChanged,
    handler: async ({ deps, actor, body }) => {
      const profileStatus = await addWorkExperience(deps, actor.profile.instrId, body);
      return { message: profileSectionTexts.entryAdded, profileStatus, workExperiences: await listWorkExperiences(deps.db, actor.profile.instrId) };
    },
  }),
  route({
    method: 'put',
    path: '/api/WorkExperience/Put',
    summary: `Replace a work experience of the profile by id (${noAgency}): { message, profileStatus, workExperiences }`,
    access: profileOwner,
    of: ({ body }) => body.instrId,
    body: workExperienceUpdateBody,
    response: workChanged,
    handler: async ({ deps, actor, body }) => {
      const profileStatus = await updateWorkExperience(deps, actor.profile.instrId, body.id, body);
      return { message: profileSectionTexts.entryUpdated, profileStatus, workExperiences: await listWorkExperiences(deps.db, actor.profile.instrId) };
    },
  }),
  route({
    method: 'delete',
    path: '/api/WorkExperience/Delete',
    summary: 'Remove a work experience of the profile by id: { message, profileStatus, workExperiences }',
    access: profileOwner,
    of: ({ query }) => query.instrId,
    query: entryDeleteQuery,
    response: workChanged,
    handler: async ({ deps, actor, query }) => {
      const profileStatus = await deleteWorkExperience(deps, actor.profile.instrId, query.id);
      return { message: profileSectionTexts.entryDeleted, profileStatus, workExperiences: await listWorkExperiences(deps.db, actor.profile.instrId) };
    },
  }),
  route({
    method: 'get',
    path: '/api/Education/GetAll',
    summary: `The education of the caller’s profile (or an agency talent’s by instrId), latest first: [${schooling}]`,
    access: profileOwner,
    of: ({ query }) => query.instrId,
    query: profileQuery,
    response: z.array(education),
    handler: ({ deps, actor }) => listEducations(deps.db, actor.profile.instrId),
  }),
  route({
    method: 'post',
    path: '/api/Education/Post',
    summary: `Add an education (${noAgency}): { message, profileStatus, educations }`,
    access: profileOwner,
    of: ({ body }) => body.instrId,
    body: educationAddBody,
    response: educationChanged,
    handler: async ({ deps, actor, body }) => {
      const profileStatus = await addEducation(deps, actor.profile.instrId, body);
      return { message: profileSectionTexts.entryAdded, profileStatus, educations: await listEducations(deps.db, actor.profile.instrId) };
    },
  }),
  route({
    method: 'put',
    path: '/api/Education/Put',
    summary: `Replace an education of the profile by id (${noAgency}): { message, profileStatus, educations }`,
    access: profileOwner,
    of: ({ body }) => body.instrId,
    body: educationUpdateBody,
    response: educationChanged,
    handler: async ({ deps, actor, body }) => {
      const profileStatus = await updateEducation(deps, actor.profile.instrId, body.id, body);
      return { message: profileSectionTexts.entryUpdated, profileStatus, educations: await listEducations(deps.db, actor.profile.instrId) };
    },
  }),
  route({
    method: 'delete',
    path: '/api/Education/Delete',
    summary: 'Remove an education of the profile by id: { message, profileStatus, educations }',
    access: profileOwner,
    of: ({ query }) => query.instrId,
    query: entryDeleteQuery,
    response: educationChanged,
    handler: async ({ deps, actor, query }) => {
      const profileStatus = await deleteEducation(deps, actor.profile.instrId, query.id);
      return { message: profileSectionTexts.entryDeleted, profileStatus, educations: await listEducations(deps.db, actor.profile.instrId) };
    },
  }),
  route({
    method: 'get',
    path: '/api/Certification/GetAll',
    summary: `The certifications of the caller’s profile (or an agency talent’s by instrId), latest issued first: [${credential}]`,
    access: profileOwner,
    of: ({ query }) => query.instrId,
    query: profileQuery,
    response: z.array(certification),
    handler: ({ deps, actor }) => listCertifications(deps.db, actor.profile.instrId),
  }),
  route({
    method: 'post',
    path: '/api/Certification/Post',
    summary: 'Add a certification: { message, profileStatus, certifications }',
    access: profileOwner,
    of: ({ body }) => body.instrId,
    body: certificationAddBody,
    response: certificationChanged,
    handler: async ({ deps, actor, body }) => {
      const profileStatus = await addCertification(deps, actor.profile.instrId, body);
      return { message: profileSectionTexts.entryAdded, profileStatus, certifications: await listCertifications(deps.db, actor.profile.instrId) };
    },
  }),
  route({
    method: 'put',
    path: '/api/Certification/Put',
    summary: 'Replace a certification of the profile by id: { message, profileStatus, certifications }',
    access: profileOwner,
    of: ({ body }) => body.instrId,
    body: certificationUpdateBody,
    response: certificationChanged,
    handler: async ({ deps, actor, body }) => {
      const profileStatus = await updateCertification(deps, actor.profile.instrId, body.id, body);
      return { message: profileSectionTexts.entryUpdated, profileStatus, certifications: await listCertifications(deps.db, actor.profile.instrId) };
    },
  }),
  route({
    method: 'delete',
    path: '/api/Certification/Delete',
    summary: 'Remove a certification of the profile by id: { message, profileStatus, certifications }',
    access: profileOwner,
    of: ({ query }) => query.instrId,
    query: entryDeleteQuery,
    response: certificationChanged,
    handler: async ({ deps, actor, query }) => {
      const profileStatus = await deleteCertification(deps, actor.profile.instrId, query.id);
      return { message: profileSectionTexts.entryDeleted, profileStatus, certifications: await listCertifications(deps.db, actor.profile.instrId) };
    },
  }),
];
