/** The open jobs listed on the public home page (GET /api/Project/OpenJobs): the newest first, or the best matches of a search. */
import { z } from 'zod';
import { jobCenterLimits } from './job-center.ts';
import { locationTypes, rateTypes } from './constants.ts';

export const openJobsLimit = 12;

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

export const openJobsQuery = z.object({
  q: z.preprocess(
    blankToUndefined,
    z.string().trim().max(jobCenterLimits.keywordMax, `The search is limited to ${jobCenterLimits.keywordMax} characters.`).optional(),
  ),
});
export type OpenJobsQuery = z.output<typeof openJobsQuery>;

export const openJobSchema = z.object({
  projectId: z.number().int(),
  title: z.string(),
  companyName: z.string(),
  locationType: z.enum(locationTypes).nullable(),
  /** "City, State" for jobs on site; null for remote and virtual ones. */
  place: z.string().nullable(),
  rateType: z.enum(rateTypes).nullable(),
  rateMin: z.number().nullable(),
  rateMax: z.number().nullable(),
  rateNegotiable: z.boolean(),
  /** Up to five skill names. */
  skills: z.array(z.string()),
  /** When the job was published (ISO instant). */
  publishedAt: z.string().nullable(),
  /** The public post's path (/view-job-details/{jobId}/{hash}). */
  href: z.string(),
});
export type OpenJob = z.infer<typeof openJobSchema>;

export const openJobsSchema = z.object({
  /** How many open jobs match (all of them when nothing is searched). */
  total: z.number().int(),
  jobs: z.array(openJobSchema),
});
