/**
 * Job alerts (alertId in /edit-job-alerts/{alertId}): a saved search of the job center — its keywords and its
 * filters, taken from searchJobsQuery so both stay one definition — with how often matching jobs are e-mailed.
 * The specification names the routes only; fields, limits and texts are ours (decision record 295).
 */
import { z } from 'zod';
import { positiveId } from './fields.ts';
import { searchJobsQuery } from './job-center.ts';
import { locationTypes, rateTypes } from './constants.ts';
import { requiredText } from './text-fields.ts';

export const jobAlertFrequencies = ['instant', 'daily', 'weekly'] as const;
export type JobAlertFrequency = (typeof jobAlertFrequencies)[number];

export const frequencyLabels: Record<JobAlertFrequency, string> = {
  instant: 'As soon as a job is posted',
  daily: 'Once a day',
  weekly: 'Once a week',
};

export const jobAlertLimits = {
  nameMax: 100,
  perUser: 20,
  /** Daily digests go out after this hour (UTC); weekly ones on Mondays after it. */
  digestHourUtc: 8,
} as const;

export const jobAlertTexts = {
  added: 'Job alert saved. We will e-mail you jobs that match it.',
  updated: 'Job alert updated.',
  deleted: 'Job alert deleted.',
  notFound: 'This job alert was not found.',
  nameRequired: 'Alert Name is Required',
  nameTooLong: `Alert Name should not exceed ${jobAlertLimits.nameMax} characters`,
  frequencyRequired: 'Choose how often to receive this alert.',
  tooMany: `You can keep up to ${jobAlertLimits.perUser} job alerts.`,
  nothingSearched: 'Add a keyword or choose at least one filter, so the alert does not match every job.',
  keywordsNotSearchable: 'These keywords are all common words that are not searched. Use words that describe the job.',
  unsubscribed: 'You will no longer receive e-mails for this job alert.',
  linkInvalid: 'This unsubscribe link is not valid. Sign in to manage your job alerts.',
} as const;

const filters = searchJobsQuery.pick({ keyword: true, roleId: true, rateType: true, locationType: true, timeZone: true, languageId: true });

const alertFields = filters.extend({
  name: requiredText(jobAlertTexts.nameRequired, jobAlertLimits.nameMax, jobAlertTexts.nameTooLong),
  frequency: z.enum(jobAlertFrequencies, { error: jobAlertTexts.frequencyRequired }),
  /** Off: the alert is kept but sends nothing (what an unsubscribe link does). */
  isActive: z.preprocess((v) => (v === 'false' ? false : v === 'true' ? true : v), z.boolean({ error: 'isActive must be true or false.' }).optional()),
});

/** An alert that searches for something: a keyword or at least one filter. */
const searchesSomething = (a: z.output<typeof filters>) => Object.keys(filters.shape).some((k) => a[k as keyof typeof a] !== undefined);
const somethingSearched = { message: jobAlertTexts.nothingSearched, path: ['keyword'] };

/** The alert as the add form sends it: a name, the job center's keyword and filters, and the frequency. */
export const jobAlertBody = alertFields.refine(searchesSomething, somethingSearched);
export type JobAlertBody = z.output<typeof jobAlertBody>;

/** The edit form: the same, with the alert's id. */
export const jobAlertUpdateBody = alertFields.extend({ id: positiveId }).refine(searchesSomething, somethingSearched);

export const jobAlertQuery = z.object({ id: positiveId });

export const jobAlertSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  keyword: z.string().nullable(),
  roleId: z.number().int().nullable(),
  roleName: z.string().nullable(),
  rateType: z.enum(rateTypes).nullable(),
  locationType: z.enum(locationTypes).nullable(),
  timeZone: z.string().nullable(),
  languageId: z.number().int().nullable(),
  languageName: z.string().nullable(),
  frequency: z.enum(jobAlertFrequencies),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type JobAlert = z.infer<typeof jobAlertSchema>;

export const jobAlertsChanged = z.object({ message: z.string(), alerts: z.array(jobAlertSchema) });

/** The one-click unsubscribe of an e-mail: the alerts it was about, and their signature. */
export const unsubscribeQuery = z.object({
  alerts: z
    .string({ error: jobAlertTexts.linkInvalid })
    .regex(/^\d{1,9}(\.\d{1,9}){0,19}$/, jobAlertTexts.linkInvalid)
    .transform((v) => v.split('.').map(Number)),
  sig: z.string({ error: jobAlertTexts.linkInvalid }).regex(/^[\w-]{43}$/, jobAlertTexts.linkInvalid),
});

export const unsubscribeAnswer = z.object({ message: z.string(), names: z.array(z.string()) });

/** The jobs one alert matched since its last notice, with the alert's search to open them in the job center. */
export interface AlertMatches {
  name: string;
  jobIds: readonly number[];
  /** The alert's filters as the job center's query (keyword, roleId, rateType, locationType, timeZone, languageId). */
  search: Readonly<Record<string, string | number | null>>;
}

export interface JobAlertNotice {
  alerts: readonly AlertMatches[];
}

const jobsMatch = (n: number) => (n === 1 ? '1 new job matches' : `${n} new jobs match`);

/**
 * The in-app notice of new matches: one job opens that job; one alert opens the job center with the alert's search;
 * several alerts open the job center.
 */
export function jobAlertNotice({ alerts }: JobAlertNotice): { subject: string; text: string; link: string } {
  const jobIds = alerts.flatMap((a) => a.jobIds);
  const names = alerts.map((a) => `“${a.name}”`).join(', ');
  const text = `${jobsMatch(jobIds.length)} your alert${alerts.length === 1 ? '' : 's'} ${names}.`;
  const only = alerts[0];
  let link = '/jobcenter/6';
  if (jobIds.length === 1) link = `/view-job-details/${jobIds[0]}`;
  else if (alerts.length === 1 && only) {
    const query = new URLSearchParams(Object.entries(only.search).flatMap(([k, v]) => (v === null || v === '' ? [] : [[k, String(v)]])));
    link = query.size ? `/jobcenter/6?${query}` : link;
  }
  return { subject: 'New jobs match your alert', text, link };
}
