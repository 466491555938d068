/**
 * The link-preview card of a public job post (og:image, twitter:image): a 1200×630 PNG with the job's title, the
 * company with its logo, the roles and the place. Only a valid signed link has one. Cards are kept by what they show,
 * so an edited job or a new logo draws a new one and an unchanged job is drawn once.
 */
import type { Deps } from '../deps.ts';
import { linkOrigin } from '../mail/links.ts';
import { renderCard, type CardText } from '../og-card/card.ts';
import { jobLocationText } from '#domain/job-view.ts';
import { loadPublicJob, type PublicJobQuery } from './public-job.ts';
import { companyLogoBytes } from '../company/company-profile.ts';

const CARDS_MAX = 200;
const cards = new WeakMap<Deps['db'], Map<string, Uint8Array<ArrayBuffer>>>();

export async function jobCard(deps: Deps, query: PublicJobQuery): Promise<Uint8Array<ArrayBuffer>> {
  const { job, company } = await loadPublicJob(deps, linkOrigin(deps.config), query);
  const text: CardText = {
    brand: deps.config.productName,
    title: job.title,
    subtitle: company.name,
    lines: [job.roles.join(' · '), jobLocationText(job.projectSpecification)].filter(Boolean),
  };
  let cache = cards.get(deps.db);
  if (!cache) cards.set(deps.db, (cache = new Map()));
  const key = JSON.stringify({ text, logo: company.logoUrl });
  const hit = cache.get(key);
  if (hit) return hit;
  const png = await renderCard({ ...text, logo: company.logoUrl ? await companyLogoBytes(deps, query.projectId) : null });
  if (cache.size >= CARDS_MAX) cache.delete(cache.keys().next().value ?? key);
  cache.set(key, png);
  return png;
}
