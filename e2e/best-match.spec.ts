/**
 * A client opens the demo job with the most proposals waiting, sees them ranked by best match with their match
 * score and factor line, opens "Why this order" and switches to Newest; a talent sees the Strong match mark in the
 * job center and how they match on the job's page. It only reads: no data another journey relies on changes.
 */
import { expect, type Page } from '@playwright/test';
import { test } from './support/fixtures.ts';
import { islandsReady } from './support/islands.ts';
import { signOut } from './support/sign-out.ts';
import { signInAt } from './account-helpers.ts';

const proposalsRegion = (page: Page) => page.getByRole('region', { name: 'Proposals' });

/** The scores shown on the cards, top to bottom. */
const cardScores = async (page: Page) =>
  (await proposalsRegion(page).locator('meter').evaluateAll((meters) => meters.map((m) => Number((m as HTMLMeterElement).value))));

test('a client ranks proposals by best match and reads why; a talent sees a strong match and how they match', async ({ page, a11y }) => {
  test.setTimeout(120_000);
  await signInAt(page, '/client-job/jobstatussection/1', 'client.admin@demo.example');
  await a11y.accessible();
  const waiting = (await (await page.request.get('/api/Project/GetSubmissions?pageSize=50')).json()) as { items: { projectId: number }[] };
  const perJob = new Map<number, number>();
  for (const s of waiting.items) perJob.set(s.projectId, (perJob.get(s.projectId) ?? 0) + 1);
  const [jobId, waitingCount] = [...perJob.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0] ?? [0, 0];
  expect(waitingCount, 'the demo has a job with several proposals').toBeGreaterThanOrEqual(3);

  await page.goto(`/client-job/job-entity/1/${jobId}`);
  await islandsReady(page);
  const sortBy = page.getByRole('navigation', { name: 'Sort proposals by' });
  await expect(sortBy.getByRole('link', { name: 'Best match' })).toHaveAttribute('aria-current', 'true');
  const scores = await cardScores(page);
  expect(scores.length).toBe(waitingCount);
  expect(scores).toEqual([...scores].sort((a, b) => b - a));
  const cards = proposalsRegion(page).getByRole('listitem').filter({ has: page.locator('meter') });
  for (const card of await cards.all()) await expect(card.locator('.match-line')).toHaveText(/\w/);
  await expect(proposalsRegion(page).getByRole('meter').first()).toHaveAccessibleName(/^Match score \d+ of 100 for /);
  await a11y.accessible();

  await page.getByText('Why this order').click();
  await expect(page.getByText('Skills, up to 30 points.')).toBeVisible();
  await expect(page.getByText('Reviews, up to 10 points.')).toBeVisible();
  await cards.first().getByText('All factors').click();
  await expect(cards.first().getByText(/^Skills: \d+ of 30 · /)).toBeVisible();
  await a11y.accessible();

  await sortBy.getByRole('link', { name: 'Newest' }).click();
  await expect(page).toHaveURL(new RegExp(`/client-job/job-entity/1/${jobId}\\?sort=newest$`));
  await islandsReady(page);
  await expect(sortBy.getByRole('link', { name: 'Newest' })).toHaveAttribute('aria-current', 'true');
  await expect(page.getByText('Why this order')).toHaveCount(0);
  const newest = (await (await page.request.get(`/api/Project/GetProjectTalents?projectId=${jobId}&status=1&sort=newest`)).json()) as { proposals: { talentName: string }[] };
  const names = await proposalsRegion(page).getByRole('heading', { level: 3 }).allInnerTexts();
  expect(names.map((n) => n.replace(/Favorite$/, '').trim())).toEqual(newest.proposals.map((p) => p.talentName));
  await a11y.accessible();
  await signOut(page);
  await a11y.accessible();

  await signInAt(page, '/jobcenter/6', 'talent.best@demo.example');
  const strong = page.getByRole('article').filter({ hasText: 'Strong match' });
  await expect(strong.first()).toBeVisible();
  await a11y.accessible();
  await strong.first().getByRole('heading', { level: 3 }).getByRole('link').click();
  await expect(page.getByRole('heading', { level: 2, name: 'How you match this job' })).toBeVisible();
  const mine = page.getByRole('region', { name: 'How you match this job' });
  await expect(mine.getByText(/^You have (all \d+|\d+ of \d+) skills/)).toBeVisible();
  await expect(mine.getByText('Strong match')).toBeVisible();
  await mine.getByText('All factors').click();
  await expect(mine.getByText(/^Role and years: \d+ of 20 · /)).toBeVisible();
  await a11y.accessible();
});
