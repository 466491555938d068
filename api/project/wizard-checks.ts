/** The checks and column values the job posting wizard's steps share (decision record 130). */
import { and, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { projects, roles } from '../db/schema/index.ts';
import { badRequest } from '../http/errors.ts';
import { countries } from '../master/data/countries.ts';
import { languages } from '../master/data/languages.ts';
import { subdivisions } from '../master/data/states.ts';
import { allowedRateTypes, hasTimeline, type DetailsInput } from '#domain/job-posting.ts';
import { jobPostingTexts } from '#domain/job-posting-texts.ts';

export type Project = typeof projects.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const countryCodes = new Set(countries.map((c) => c.code));
export const languageIds = new Set(languages.map((l) => l.id));

export const fieldError = (field: string, message: string) => badRequest(message, { [field]: [message] });

export async function checkedRoles(db: Db | Tx, roleIds: readonly number[]) {
  const rows = await db
    .select({ id: roles.id, isInstructorType: roles.isInstructorType, allowsPerUnitRates: roles.allowsPerUnitRates })
    .from(roles)
    .where(and(inArray(roles.id, [...roleIds]), isNull(roles.retiredAt)));
  if (rows.length !== roleIds.length) throw fieldError('roleIds', jobPostingTexts.unknownRole);
  return rows;
}

export function checkPlace(input: DetailsInput) {
  if (!input.countryCode) return;
  const country = input.countryCode.toUpperCase();
  if (!countryCodes.has(country)) throw fieldError('countryCode', jobPostingTexts.unknownCountry);
  const states = subdivisions[country] ?? [];
  if (input.stateCode && states.length > 0 && !states.some((s) => s.code === input.stateCode)) {
    throw fieldError('stateCode', jobPostingTexts.unknownState);
  }
}

export function detailsValues(input: DetailsInput) {
  const onsite = input.locationType === 'Onsite';
  return {
    title: input.title,
    noOfPositions: input.noOfPositions,
    startDate: input.startDate,
    endDate: input.endDate,
    locationType: input.locationType,
    locationName: input.locationName ?? null,
    nearCity: onsite ? (input.nearCity ?? null) : null,
    city: onsite ? (input.city ?? null) : null,
    stateCode: onsite ? (input.stateCode ?? null) : null,
    countryCode: onsite ? (input.countryCode?.toUpperCase() ?? null) : null,
    timeZone: input.timeZone,
  };
}

/**
 * An open job keeps what talent proposed on: its kind of roles (so the timeline and rate rules that applied still
 * apply), and roles that allow its rate type.
 */
export function checkPostedRoles(project: Project, roleGroup: string, perUnitAllowed: boolean) {
  if (project.status !== 'open') return;
  if (roleGroup !== project.roleGroup) throw fieldError('roleIds', jobPostingTexts.postedRoleGroup);
  if (project.rateType && !allowedRateTypes(perUnitAllowed).includes(project.rateType)) throw fieldError('roleIds', jobPostingTexts.rateTypeNotAllowed);
}

/** An open job with delivery roles keeps at least one training day. */
export function checkPostedTimeline(project: Project, days: number) {
  if (project.status === 'open' && hasTimeline(project.roleGroup) && days === 0) throw fieldError('timelines', jobPostingTexts.timelineRequired);
}
