/**
 * The entries of a talent profile as they are read: by the talent who edits the profile (each entry with its id)
 * and by everyone who views it (talent-view.ts). One shape each, so both readings agree.
 */
import { z } from 'zod';

export const profileRoleEntry = z.object({
  myRole: z.object({ roleId: z.number().int(), role: z.string(), startYear: z.number().int() }),
  mySkills: z.array(z.object({ skillId: z.number().int(), skill: z.string(), isUnapprovedSkill: z.boolean() })),
});

export const portfolioItemEntry = z.object({
  docID: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  thumbnail: z.string().nullable(),
  blobFileName: z.string(),
  fileSize: z.number(),
});

export const portfolioLinkEntry = z.object({
  webID: z.number().int(),
  title: z.string(),
  url: z.string(),
  description: z.string().nullable(),
  urlTypeId: z.number().int(),
  thumbnail: z.string().nullable(),
});

/** A job of the work experience, without the id its owner edits it by. */
export const workExperienceEntry = {
  companyName: z.string(),
  jobTitle: z.string(),
  location: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  isCurrent: z.boolean(),
  description: z.string().nullable(),
};

/** An education entry, without the id its owner edits it by. */
export const educationEntry = {
  institution: z.string(),
  degree: z.string().nullable(),
  fieldOfStudy: z.string().nullable(),
  startYear: z.number().int().nullable(),
  endYear: z.number().int().nullable(),
  description: z.string().nullable(),
};
