/**
 * Shared by the job alert pages: the form's body for the API, the values to show (what was typed after a refusal,
 * else the saved alert, else a job center search being saved), the notices the list shows, and the settings links.
 */
import { fieldTexts, type FormState } from './profile/form-post.ts';
import { agencySettingsLinks, talentSettingsLinks, type SectionLink } from './account-links.ts';
import { jobAlertTexts, type JobAlert } from '#domain/job-alerts.ts';
import { searchJobsQuery } from '#domain/job-center.ts';

const alertTextNames = ['name', 'keyword', 'roleId', 'rateType', 'locationType', 'timeZone', 'languageId', 'frequency'] as const;
export const alertFieldNames = [...alertTextNames, 'isActive'] as const;
export type AlertFieldName = (typeof alertFieldNames)[number];
export type AlertValues = Partial<Record<AlertFieldName, string>>;

/** The form as typed; the API trims and checks it (blank filters mean "any"). */
export const alertBodyOf = (form: FormData) => fieldTexts(form, alertTextNames);

const text = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));

export function valuesOf(state: FormState, saved: JobAlert | null, search: URLSearchParams): AlertValues {
  if (state.typed) return { ...state.typed, isActive: state.typed.isActive ?? 'false' };
  if (saved) {
    return {
      name: saved.name,
      keyword: text(saved.keyword),
      roleId: text(saved.roleId),
      rateType: text(saved.rateType),
      locationType: text(saved.locationType),
      timeZone: text(saved.timeZone),
      languageId: text(saved.languageId),
      frequency: saved.frequency,
      isActive: String(saved.isActive),
    };
  }
  const parsed = searchJobsQuery.safeParse(Object.fromEntries(search));
  const q = parsed.success ? parsed.data : {};
  return {
    name: q.keyword ?? '',
    keyword: text(q.keyword),
    roleId: text(q.roleId),
    rateType: text(q.rateType),
    locationType: text(q.locationType),
    timeZone: text(q.timeZone),
    languageId: text(q.languageId),
    frequency: 'instant',
    isActive: 'true',
  };
}

/** The link that saves the job center search as an alert: its keyword and filters, without the page. */
export function saveSearchHref(url: URL): string {
  const params = new URLSearchParams();
  for (const [k, v] of url.searchParams) if (k !== 'page' && v) params.set(k, v);
  return `/add-job-alerts?${params.toString()}`;
}

export const alertNotices = [jobAlertTexts.added, jobAlertTexts.updated, jobAlertTexts.deleted];

export const settingsLinksFor = (session: { agencyInstrId: number | null } | null): readonly SectionLink[] =>
  session?.agencyInstrId ? agencySettingsLinks : talentSettingsLinks;
