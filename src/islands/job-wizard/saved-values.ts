/** A saved draft as each step's form holds it: strings, arrays of strings, nested rows; missing values left out. */
import type { EditableStep } from '#domain/job-posting.ts';
import type { ProjectDraft } from '#domain/job-posting-answers.ts';

type FormValues = Record<string, unknown>;

const text = (v: string | number | null | undefined) => (v === null || v === undefined ? undefined : String(v));
const flag = (v: boolean) => (v ? 'on' : undefined);
const ids = (v: readonly number[]) => v.map(String);

export function savedValues(draft: ProjectDraft | null, step: EditableStep): FormValues {
  if (!draft) return step === 'job-details' ? { noOfPositions: '1' } : {};
  switch (step) {
    case 'job-details':
      return {
        title: draft.title,
        roleIds: ids(draft.roleIds),
        noOfPositions: text(draft.noOfPositions),
        startDate: text(draft.startDate),
        endDate: text(draft.endDate),
        locationType: text(draft.locationType),
        locationName: text(draft.locationName),
        nearCity: text(draft.nearCity),
        city: text(draft.city),
        stateCode: text(draft.stateCode),
        countryCode: text(draft.countryCode),
        timeZone: text(draft.timeZone),
      };
    case 'job-skills':
      return {
        skillIds: ids(draft.skillIds),
        industryIds: ids(draft.industryIds),
        languages: draft.languages.map((l) => ({ languageId: String(l.languageId), proficiency: String(l.proficiency) })),
      };
    case 'job-audience':
      return {
        audienceSize: text(draft.audienceSize),
        isAudienceSizeFieldVisible: flag(draft.isAudienceSizeFieldVisible),
        audienceDescription: text(draft.audienceDescription),
        individualContributors: flag(draft.individualContributors),
        firstLevelLeaders: flag(draft.firstLevelLeaders),
        midLevelLeaders: flag(draft.midLevelLeaders),
        executives: flag(draft.executives),
      };
    case 'job-specification':
      return {
        isCertificationRequired: flag(draft.isCertificationRequired),
        certificationRequiredComments: text(draft.certificationRequiredComments),
        contentRequirement: text(draft.contentRequirement),
        contentComments: text(draft.contentComments),
        projectDuration: text(draft.projectDuration),
        projectTimeframe: text(draft.projectTimeframe),
        timeRequirement: text(draft.timeRequirement),
        timelines: draft.timelines.map((t) => ({
          projectDate: t.projectDate,
          projectEndDate: text(t.projectEndDate),
          startTime: text(t.startTime),
          endTime: text(t.endTime),
          timeZone: text(t.timeZone ?? draft.timeZone),
        })),
      };
    case 'job-budget':
      return {
        rateType: text(draft.rateType),
        rateMin: text(draft.rateMin),
        rateMax: text(draft.rateMax),
        rateNegotiable: flag(draft.rateNegotiable),
        estimatedTime: text(draft.estimatedTime),
      };
    case 'job-description':
      return { description: text(draft.description) };
  }
}
