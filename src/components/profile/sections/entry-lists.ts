/** What the profile's simple list sections show of each entry, and where the owner edits them. */
import { formatMonthYear } from '#domain/format.ts';
import type { TalentView } from '#domain/talent-view.ts';

export interface Entry {
  title: string;
  /** Follows the title after a comma. */
  detail?: string | null | undefined;
  /** Follows muted after a dot. */
  note?: string | null | undefined;
  /** A few lines below the title. */
  text?: string | null | undefined;
}

const joined = (parts: readonly unknown[], separator: string): string => parts.filter(Boolean).join(separator);

export const entryLists = {
  education: {
    editHref: '/profile/education',
    entries: (view: TalentView): Entry[] =>
      (view.educations ?? []).map((e) => ({
        title: e.institution,
        detail: joined([e.degree, e.fieldOfStudy], ', '),
        note: joined([e.startYear, e.endYear], ' – '),
      })),
  },
  certifications: {
    editHref: '/profile/certifications',
    entries: (view: TalentView): Entry[] =>
      (view.certifications ?? []).map((c) => ({
        title: c.name,
        detail: c.issuingOrganization,
        note: c.issueDate && formatMonthYear(c.issueDate),
      })),
  },
  courses: {
    editHref: '/profile/courses/edit',
    entries: (view: TalentView): Entry[] => (view.portfolioCourses ?? []).map((c) => ({ title: c.title, text: c.description })),
  },
} as const;

export type EntryListSection = keyof typeof entryLists;
