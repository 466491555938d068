/**
 * The four list sections of a talent's profile that share one shape: work experience, education,
 * certifications and courses. Each is a list of entries with an add form under it and an edit page per entry; this
 * table says which fields each has and which API calls list, add, change and delete them, so the pages share one
 * code path. Courses have one address: the list without an id, an entry with one.
 */
import type { ApiResult, Call } from '../../lib/api/operation.ts';
import {
  Certification_Delete,
  Certification_GetAll,
  Certification_Post,
  Certification_Put,
  Course_Delete,
  Course_GetAll,
  Course_Post,
  Course_Put,
  Education_Delete,
  Education_GetAll,
  Education_Post,
  Education_Put,
  WorkExperience_Delete,
  WorkExperience_GetAll,
  WorkExperience_Post,
  WorkExperience_Put,
} from '../../lib/api/operations.gen.ts';
import { profileSectionLimits } from '#domain/profile-sections.ts';
import { formatMonthYear } from '#domain/format.ts';
import { courseLimits } from '#domain/courses.ts';
import { portfolioLimits } from '#domain/portfolio.ts';
import { limits } from '#domain/constants.ts';
import { fieldText, fieldTexts } from './form-post.ts';

export interface EntryField {
  name: string;
  label: string;
  kind: 'text' | 'date' | 'year' | 'url' | 'textarea' | 'checkbox';
  required?: boolean;
  max?: number;
  hint?: string;
}

/** An entry as the list shows it: its id, a title line, a detail line and the saved values of its fields. */
export interface EntryView {
  id: number;
  title: string;
  detail: string;
  values: Record<string, string | boolean>;
}

export type SectionKey = 'work-experience' | 'education' | 'certifications' | 'courses';

export interface Section {
  key: SectionKey;
  /** The list page, and the page that edits one entry (`?id=`). */
  path: string;
  editPath: string;
  title: string;
  /** "Add {noun}", "Edit {noun}". */
  noun: string;
  empty: string;
  fields: readonly EntryField[];
  list(call: Call): Promise<EntryView[] | null>;
  add(call: Call, form: FormData): Promise<ApiResult<unknown>>;
  change(call: Call, id: number, form: FormData): Promise<ApiResult<unknown>>;
  remove(call: Call, id: number): Promise<ApiResult<unknown>>;
}

const { nameMax, descriptionMax, urlMax } = profileSectionLimits;

const text = (value: string | null | undefined) => value ?? '';

const workBody = (form: FormData) => ({
  ...fieldTexts(form, ['jobTitle', 'companyName', 'location', 'startDate', 'endDate', 'description']),
  isCurrent: form.get('isCurrent') === 'true',
});
/** A year as typed: none when blank; text that is not a whole number is sent as 0, which the API refuses with its message. */
function year(form: FormData, name: string): number | undefined {
  const value = fieldText(form, name).trim();
  if (value === '') return undefined;
  const number = Number(value);
  return Number.isInteger(number) ? number : 0;
}
const educationBody = (form: FormData) => ({
  ...fieldTexts(form, ['institution', 'degree', 'fieldOfStudy', 'description']),
  startYear: year(form, 'startYear'),
  endYear: year(form, 'endYear'),
});
const certificationBody = (form: FormData) => fieldTexts(form, ['name', 'issuingOrganization', 'issueDate', 'expiryDate', 'credentialId', 'credentialUrl']);
const period = (from: string, to: string) => [from, to].filter(Boolean).join(' – ');

const workExperience: Section = {
  key: 'work-experience',
  path: '/profile/work-experience',
  editPath: '/profile/work-experience/edit',
  title: 'Work experience',
  noun: 'work experience',
  empty: 'No work experience yet. Add the jobs that show what you teach and how long you have done it.',
  fields: [
    { name: 'jobTitle', label: 'Job Title', kind: 'text', required: true, max: nameMax },
    { name: 'companyName', label: 'Company Name', kind: 'text', required: true, max: nameMax },
    { name: 'location', label: 'Location', kind: 'text', max: nameMax },
    { name: 'startDate', label: 'Start Date', kind: 'date', required: true },
    { name: 'isCurrent', label: 'I currently work here', kind: 'checkbox' },
    { name: 'endDate', label: 'End Date', kind: 'date', hint: 'Leave it empty while you currently work here.' },
    { name: 'description', label: 'Description', kind: 'textarea', max: descriptionMax },
  ],
  async list(call) {
    const res = await call(WorkExperience_GetAll, { query: {} });
    if (!res.ok) return null;
    return res.data.map((e) => ({
      id: e.id,
      title: `${e.jobTitle}, ${e.companyName}`,
      detail: [period(formatMonthYear(e.startDate), e.isCurrent ? 'Present' : formatMonthYear(e.endDate)), e.location].filter(Boolean).join(' · '),
      values: {
        jobTitle: e.jobTitle,
        companyName: e.companyName,
        location: text(e.location),
        startDate: text(e.startDate),
        endDate: text(e.endDate),
        isCurrent: e.isCurrent,
        description: text(e.description),
      },
    }));
  },
  add: (call, form) => call(WorkExperience_Post, { body: workBody(form) }),
  change: (call, id, form) => call(WorkExperience_Put, { body: { ...workBody(form), id } }),
  remove: (call, id) => call(WorkExperience_Delete, { query: { id } }),
};

const education: Section = {
  key: 'education',
  path: '/profile/education',
  editPath: '/profile/education/edit',
  title: 'Education',
  noun: 'education',
  empty: 'No education yet. Add your degrees and the schools you went to.',
  fields: [
    { name: 'institution', label: 'Institution', kind: 'text', required: true, max: nameMax },
    { name: 'degree', label: 'Degree', kind: 'text', max: nameMax },
    { name: 'fieldOfStudy', label: 'Field of Study', kind: 'text', max: nameMax },
    { name: 'startYear', label: 'Start Year', kind: 'year' },
    { name: 'endYear', label: 'End Year', kind: 'year' },
    { name: 'description', label: 'Description', kind: 'textarea', max: descriptionMax },
  ],
  async list(call) {
    const res = await call(Education_GetAll, { query: {} });
    if (!res.ok) return null;
    return res.data.map((e) => ({
      id: e.id,
      title: e.institution,
      detail: [[e.degree, e.fieldOfStudy].filter(Boolean).join(', '), period(text(e.startYear?.toString()), text(e.endYear?.toString()))].filter(Boolean).join(' · '),
      values: {
        institution: e.institution,
        degree: text(e.degree),
        fieldOfStudy: text(e.fieldOfStudy),
        startYear: text(e.startYear?.toString()),
        endYear: text(e.endYear?.toString()),
        description: text(e.description),
      },
    }));
  },
  add: (call, form) => call(Education_Post, { body: educationBody(form) }),
  change: (call, id, form) => call(Education_Put, { body: { ...educationBody(form), id } }),
  remove: (call, id) => call(Education_Delete, { query: { id } }),
};

const certifications: Section = {
  key: 'certifications',
  path: '/profile/certifications',
  editPath: '/profile/certifications/edit',
  title: 'Certifications',
  noun: 'certification',
  empty: 'No certifications yet. Add the certifications that let you teach a subject or a product.',
  fields: [
    { name: 'name', label: 'Certification Name', kind: 'text', required: true, max: nameMax },
    { name: 'issuingOrganization', label: 'Issuing Organization', kind: 'text', max: nameMax },
    { name: 'issueDate', label: 'Issue Date', kind: 'date' },
    { name: 'expiryDate', label: 'Expiry Date', kind: 'date' },
    { name: 'credentialId', label: 'Credential ID', kind: 'text', max: nameMax },
    { name: 'credentialUrl', label: 'Credential URL', kind: 'url', max: urlMax },
  ],
  async list(call) {
    const res = await call(Certification_GetAll, { query: {} });
    if (!res.ok) return null;
    return res.data.map((e) => ({
      id: e.id,
      title: e.name,
      detail: [e.issuingOrganization, period(formatMonthYear(e.issueDate), e.expiryDate ? `expires ${formatMonthYear(e.expiryDate)}` : '')].filter(Boolean).join(' · '),
      values: {
        name: e.name,
        issuingOrganization: text(e.issuingOrganization),
        issueDate: text(e.issueDate),
        expiryDate: text(e.expiryDate),
        credentialId: text(e.credentialId),
        credentialUrl: text(e.credentialUrl),
      },
    }));
  },
  add: (call, form) => call(Certification_Post, { body: certificationBody(form) }),
  change: (call, id, form) => call(Certification_Put, { body: { ...certificationBody(form), id } }),
  remove: (call, id) => call(Certification_Delete, { query: { id } }),
};

const courseBody = (form: FormData) => fieldTexts(form, ['title', 'description', 'courseOutline']);

const courses: Section = {
  key: 'courses',
  path: '/profile/courses/edit',
  editPath: '/profile/courses/edit',
  title: 'Courses',
  noun: 'course',
  empty: 'No courses yet. Add the courses you teach, with a short description and their outline.',
  fields: [
    { name: 'title', label: 'Title', kind: 'text', required: true, max: portfolioLimits.titleMax },
    { name: 'description', label: 'Description', kind: 'text', required: true, max: limits.portfolioDescriptionMax },
    { name: 'courseOutline', label: 'Course Outline', kind: 'textarea', max: courseLimits.outlineMax, hint: 'The modules or days of the course.' },
  ],
  async list(call) {
    const res = await call(Course_GetAll, { query: {} });
    if (!res.ok) return null;
    return res.data.map((c) => ({
      id: c.courseID,
      title: c.title,
      detail: text(c.description),
      values: { title: c.title, description: text(c.description), courseOutline: text(c.courseOutline) },
    }));
  },
  add: (call, form) => call(Course_Post, { body: courseBody(form) }),
  change: (call, id, form) => call(Course_Put, { body: { ...courseBody(form), courseID: id } }),
  remove: (call, id) => call(Course_Delete, { query: { courseID: id } }),
};

export const sections: Record<SectionKey, Section> = { 'work-experience': workExperience, education, certifications, courses };
