import { describe, expect, it } from 'vitest';
import { jobAlertNotice } from './job-alerts.ts';

describe('the in-app notice of new job alert matches', () => {
  it('opens the one job matched', () => {
    expect(jobAlertNotice({ alerts: [{ name: 'Power BI', jobIds: [7], search: { keyword: 'power bi' } }] })).toEqual({
      subject: 'New jobs match your alert',
      text: '1 new job matches your alert “Power BI”.',
      link: '/view-job-details/7',
    });
  });

  it('opens the job center with the search of the one alert, or without one for several alerts', () => {
    const one = jobAlertNotice({ alerts: [{ name: 'Power BI', jobIds: [7, 9], search: { keyword: 'power bi', roleId: 3, timeZone: null } }] });
    expect(one).toMatchObject({ text: '2 new jobs match your alert “Power BI”.', link: '/jobcenter/6?keyword=power+bi&roleId=3' });
    const several = jobAlertNotice({
      alerts: [
        { name: 'Power BI', jobIds: [7], search: {} },
        { name: 'Excel', jobIds: [8], search: {} },
      ],
    });
    expect(several).toMatchObject({ text: '2 new jobs match your alerts “Power BI”, “Excel”.', link: '/jobcenter/6' });
  });
});
