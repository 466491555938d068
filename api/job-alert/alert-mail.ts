/**
 * The job alert e-mail: the new jobs grouped by the alert they matched, a link to each, an unsubscribe link per
 * alert and one for the whole mail, and the List-Unsubscribe headers. One mail per user per run: an instant alert's
 * jobs as soon as they are posted, a daily or weekly digest once per period.
 */
import type { Deps } from '../deps.ts';
import type { OutgoingMail } from '../mail/outbox.ts';
import { linkOrigin } from '../mail/links.ts';
import { notificationMail } from '../notification/notification-mail.ts';
import { escapeHtml } from '../mail/templates/layout.ts';
import { defangLinks } from '../mail/defang.ts';
import { formatRate } from '#domain/format.ts';
import type { JobAlertFrequency } from '#domain/job-alerts.ts';
import type { RateType } from '#domain/constants.ts';
import { unsubscribeLinks } from './unsubscribe-link.ts';

export interface MatchedJob {
  projectId: number;
  title: string;
  companyName: string | null;
  locationType: string | null;
  rateType: RateType | null;
  rateMin: number | null;
  rateMax: number | null;
  rateNegotiable: boolean;
}

export interface AlertJobs {
  alertId: number;
  alertName: string;
  jobs: MatchedJob[];
}

export interface AlertMailInput {
  to: string;
  frequency: JobAlertFrequency;
  alerts: AlertJobs[];
  settingsLink: string | null;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function subjectOf(frequency: JobAlertFrequency, alerts: AlertJobs[]): string {
  const jobs = alerts.flatMap((a) => a.jobs);
  const first = alerts[0];
  if (frequency === 'instant' && jobs.length === 1 && first?.jobs[0]) return `New job for your alert “${first.alertName}”: ${first.jobs[0].title}`;
  const period = frequency === 'instant' ? 'New jobs' : frequency === 'daily' ? 'Your daily job alert' : 'Your weekly job alert';
  return `${period}: ${plural(jobs.length, 'new job')} match your alerts`;
}

const rateOf = (job: MatchedJob) =>
  job.rateMin !== null && job.rateMax !== null && job.rateMin !== job.rateMax
    ? `${formatRate(job.rateMin, null)}–${formatRate(job.rateMax, job.rateType)}`
    : formatRate(job.rateMax ?? job.rateMin, job.rateType, job.rateNegotiable);

const detailsOf = (job: MatchedJob) => [job.companyName, job.locationType, rateOf(job)].filter(Boolean).join(' · ');

/** Alert names, job titles and company names were typed by users: no address in them becomes a link. */
const defanged = (alert: AlertJobs): AlertJobs => ({
  ...alert,
  alertName: defangLinks(alert.alertName),
  jobs: alert.jobs.map((job) => ({ ...job, title: defangLinks(job.title), companyName: job.companyName === null ? null : defangLinks(job.companyName) })),
});

export function jobAlertMail(deps: Pick<Deps, 'config' | 'keys'>, sent: AlertMailInput): OutgoingMail {
  const input = { ...sent, alerts: sent.alerts.map(defanged) };
  const origin = linkOrigin(deps.config);
  const jobLink = (job: MatchedJob) => new URL(`/view-job-details/${job.projectId}`, origin).toString();
  const all = unsubscribeLinks(
    deps,
    input.alerts.map((a) => a.alertId),
  );
  const text: string[] = [];
  const html: string[] = [];
  for (const alert of input.alerts) {
    const stop = unsubscribeLinks(deps, [alert.alertId]).page;
    text.push(`Your alert “${alert.alertName}”:`);
    html.push(`<p><strong>Your alert “${escapeHtml(alert.alertName)}”</strong></p><ul>`);
    for (const job of alert.jobs) {
      text.push(`- ${job.title} (${detailsOf(job)}): ${jobLink(job)}`);
      html.push(`<li><a href="${escapeHtml(jobLink(job))}">${escapeHtml(job.title)}</a> — ${escapeHtml(detailsOf(job))}</li>`);
    }
    html.push('</ul>');
    if (input.alerts.length > 1) {
      text.push(`Stop this alert: ${stop}`);
      html.push(`<p><a href="${escapeHtml(stop)}">Unsubscribe from “${escapeHtml(alert.alertName)}”</a></p>`);
    }
    text.push('');
  }
  const label = input.alerts.length > 1 ? 'Unsubscribe from these alerts' : 'Unsubscribe from this alert';
  text.push(`${label}: ${all.page}`);
  html.push(`<p><a href="${escapeHtml(all.page)}">${label}</a></p>`);
  const mail = notificationMail({
    to: input.to,
    productName: deps.config.productName,
    subject: subjectOf(input.frequency, input.alerts),
    text: text.join('\n'),
    html: html.join('\n'),
    settingsLink: input.settingsLink,
    always: false,
  });
  return { ...mail, headers: { 'List-Unsubscribe': `<${all.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } };
}
