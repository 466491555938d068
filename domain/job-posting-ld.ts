/**
 * The schema.org JobPosting of an open job's public post (the properties search engines require, and the
 * recommended ones the job has), and its safe serialisation inside <script type="application/ld+json">.
 */
import type { RateType } from './constants.ts';
import { safeJobHtml } from './job-html.ts';
import type { JobView } from './job-view.ts';

const unitTexts: Partial<Record<RateType, string>> = { Hourly: 'HOUR', Daily: 'DAY' };

export function jobPostingLd(job: JobView, url: string): Record<string, unknown> {
  const spec = job.projectSpecification;
  const budget = job.projectBudget;
  const remote = spec.locationType === 'Remote' || spec.locationType === 'Virtual';
  const country = spec.countryName ?? job.companyCountryName;
  const unitText = budget.rateType ? unitTexts[budget.rateType] : undefined;
  const minValue = budget.rateMin ?? budget.rateMax;
  const maxValue = budget.rateMax ?? budget.rateMin;
  const location = remote
    ? {
        jobLocationType: 'TELECOMMUTE',
        ...(country ? { applicantLocationRequirements: { '@type': 'Country', name: country } } : {}),
      }
    : {
        jobLocation: {
          '@type': 'Place',
          address: {
            '@type': 'PostalAddress',
            ...(spec.city || spec.nearCity ? { addressLocality: spec.city ?? spec.nearCity } : {}),
            ...(spec.state ? { addressRegion: spec.state } : {}),
            ...(spec.country ? { addressCountry: spec.country } : {}),
          },
        },
      };
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: job.description ? safeJobHtml(job.description) : job.title,
    datePosted: (job.stagePostingDate ?? '').slice(0, 10) || undefined,
    ...(job.endDate ? { validThrough: `${job.endDate}T23:59:59Z` } : {}),
    employmentType: 'CONTRACTOR',
    hiringOrganization: { '@type': 'Organization', name: job.companyName },
    identifier: { '@type': 'PropertyValue', name: job.companyName, value: String(job.projectID) },
    directApply: false,
    url,
    ...location,
    ...(unitText && minValue && !budget.rateNegotiable
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: 'USD',
            value: { '@type': 'QuantitativeValue', minValue, maxValue, unitText },
          },
        }
      : {}),
    ...(job.noOfPositions > 1 ? { totalJobOpenings: job.noOfPositions } : {}),
  };
}

/** JSON that cannot end its script element or open a comment: <, >, & and the line separators are escaped. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
