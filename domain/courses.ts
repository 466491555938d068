/**
 * Courses a talent teaches: a title (unique among the talent's courses, the portfolio
 * title rule), a description of at most 100 characters (the portfolio rule) and an optional course outline.
 */
import { z } from 'zod';
import { instrIdParam } from './account.ts';
import { ID_MAX } from './fields.ts';
import { portfolioDescription, portfolioTitle } from './portfolio.ts';

/** perProfile: how many courses one profile lists. */
export const courseLimits = { outlineMax: 4000, perProfile: 50 } as const;

export const courseTexts = {
  outlineTooLong: `Course Outline should not exceed ${courseLimits.outlineMax} characters`,
  notFound: 'This course was not found on your profile.',
  tooMany: `A profile can list up to ${courseLimits.perProfile} courses. Delete one to add another.`,
} as const;

const courseOutline = z.preprocess(
  (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value),
  z.string().trim().max(courseLimits.outlineMax, courseTexts.outlineTooLong).optional(),
);
const courseId = z.coerce.number({ error: courseTexts.notFound }).int().positive(courseTexts.notFound).max(ID_MAX, courseTexts.notFound);

export const courseFields = z.object({ title: portfolioTitle, description: portfolioDescription, courseOutline });
export type CourseInput = z.output<typeof courseFields>;

export const courseAddBody = courseFields.extend({ instrId: instrIdParam });
export const courseUpdateBody = courseFields.extend({ instrId: instrIdParam, courseID: courseId });
export const courseDeleteQuery = z.object({ instrId: instrIdParam, courseID: courseId });
export const courseListQuery = z.object({ instrId: instrIdParam });
