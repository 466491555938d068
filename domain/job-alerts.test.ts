import { describe, expect, it } from 'vitest';
import { jobAlertBody, jobAlertNotice, jobAlertTexts, jobAlertUpdateBody, unsubscribeQuery } from './job-alerts.ts';

const issuesOf = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('a job alert', () => {
  const alert = { name: 'Power BI', frequency: 'daily' };

  it('searches for a keyword or at least one filter', () => {
    expect(jobAlertBody.parse({ ...alert, keyword: 'power bi' })).toMatchObject({ keyword: 'power bi' });
    expect(jobAlertBody.parse({ ...alert, languageId: '2' })).toMatchObject({ languageId: 2 });
    expect(jobAlertUpdateBody.parse({ ...alert, id: '5', rateType: 'Hourly' })).toMatchObject({ id: 5, rateType: 'Hourly' });
  });

  it('is refused under the keyword when it searches for nothing', () => {
    expect(issuesOf(jobAlertBody.safeParse({ ...alert, keyword: ' ' }))).toEqual([['keyword', jobAlertTexts.nothingSearched]]);
    expect(issuesOf(jobAlertUpdateBody.safeParse({ ...alert, id: 5 }))).toEqual([['keyword', jobAlertTexts.nothingSearched]]);
  });

  it("reads 'true' and 'false' of a form as on and off, and refuses other words", () => {
    expect(jobAlertBody.parse({ ...alert, keyword: 'x', isActive: 'false' }).isActive).toBe(false);
    expect(jobAlertBody.parse({ ...alert, keyword: 'x', isActive: 'true' }).isActive).toBe(true);
    expect(jobAlertBody.parse({ ...alert, keyword: 'x', isActive: false }).isActive).toBe(false);
    expect(jobAlertBody.parse({ ...alert, keyword: 'x' }).isActive).toBeUndefined();
    expect(issuesOf(jobAlertBody.safeParse({ ...alert, keyword: 'x', isActive: 'yes' }))).toEqual([['isActive', 'isActive must be true or false.']]);
  });
});

describe('the unsubscribe link of a job alert e-mail', () => {
  const sig = 'a'.repeat(42) + '-';

  it('names up to twenty alerts by their ids and carries a signature of 43 characters', () => {
    expect(unsubscribeQuery.parse({ alerts: '4.17.9', sig })).toEqual({ alerts: [4, 17, 9], sig });
    expect(unsubscribeQuery.parse({ alerts: Array.from({ length: 20 }, (_, i) => i + 1).join('.'), sig }).alerts).toHaveLength(20);
  });

  it('is refused as not valid when it was cut or changed', () => {
    for (const alerts of ['', '4.', 'x4', '4.x', '1234567890', Array.from({ length: 21 }, (_, i) => i + 1).join('.')]) {
      expect(issuesOf(unsubscribeQuery.safeParse({ alerts, sig })), alerts).toEqual([['alerts', jobAlertTexts.linkInvalid]]);
    }
    for (const bad of ['a'.repeat(42), 'a'.repeat(44), `${'a'.repeat(42)}+`, ` ${'a'.repeat(43)}`]) {
      expect(issuesOf(unsubscribeQuery.safeParse({ alerts: '4', sig: bad })), bad).toEqual([['sig', jobAlertTexts.linkInvalid]]);
    }
  });
});

describe('the in-app notice of new matches', () => {
  it('opens the job center without a search when the one alert searched only what the job center leaves blank', () => {
    expect(jobAlertNotice({ alerts: [{ name: 'All', jobIds: [7, 8], search: { keyword: '', roleId: null } }] })).toEqual({
      subject: 'New jobs match your alert',
      text: '2 new jobs match your alert “All”.',
      link: '/jobcenter/6',
    });
  });

  it('opens the one job matched by one of several alerts', () => {
    expect(
      jobAlertNotice({
        alerts: [
          { name: 'A', jobIds: [], search: { keyword: 'a' } },
          { name: 'B', jobIds: [8], search: { keyword: 'b' } },
        ],
      }),
    ).toEqual({ subject: 'New jobs match your alert', text: '1 new job matches your alerts “A”, “B”.', link: '/view-job-details/8' });
  });
});
