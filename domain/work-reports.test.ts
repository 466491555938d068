import { describe, expect, it } from 'vitest';
import { addWorkReportBody, formatUnitRate, formatUnits, reportAmountCents, unitOfRateType, unitsFitRule, workReportTexts } from './work-reports.ts';

const problems = (change: object) => {
  const result = addWorkReportBody.safeParse({ proposalId: 4, workDate: '2026-03-02', units: '7.5', ...change });
  return result.success ? null : result.error.issues.map((issue) => issue.message);
};

describe('time and days delivered', () => {
  it('reports hours on an hourly job, days on a daily one, and nothing on a job billed by its amount', () => {
    expect(unitOfRateType('Hourly')).toBe('hour');
    expect(unitOfRateType('Daily')).toBe('day');
    expect(unitOfRateType('Flat')).toBeNull();
    expect(unitOfRateType(null)).toBeNull();
  });

  it('takes quarter hours up to 24 a date and half days up to one', () => {
    expect([25, 750, 2400].map((units) => unitsFitRule(units, 'hour'))).toEqual([true, true, true]);
    expect([0, -25, 10, 2425].map((units) => unitsFitRule(units, 'hour'))).toEqual([false, false, false, false]);
    expect([50, 100].map((units) => unitsFitRule(units, 'day'))).toEqual([true, true]);
    expect([0, 25, 150].map((units) => unitsFitRule(units, 'day'))).toEqual([false, false, false]);
  });

  it('shows the units and the rate as the person reads them', () => {
    expect(formatUnits(750, 'hour')).toBe('7.5 hours');
    expect(formatUnits(100, 'hour')).toBe('1 hour');
    expect(formatUnits(100, 'day')).toBe('1 day');
    expect(formatUnits(50, 'day')).toBe('0.5 days');
    expect(formatUnits(1225, 'hour')).toBe('12.25 hours');
    expect(formatUnitRate(8000, 'hour')).toBe('$80.00/hr');
    expect(formatUnitRate(60000, 'day')).toBe('$600.00/day');
  });

  it('bills the units at the rate, rounded to the cent', () => {
    expect(reportAmountCents(8000, 750)).toBe(60000);
    // $33.33 × 0.25 h = $8.3325 → $8.33; $33.34 × 0.25 h = $8.335 → $8.34
    expect(reportAmountCents(3333, 25)).toBe(833);
    expect(reportAmountCents(3334, 25)).toBe(834);
  });

  it('reads the units as typed: a number above 0 with at most two decimals and three digits', () => {
    expect(addWorkReportBody.parse({ proposalId: 4, workDate: ' 2026-03-02 ', units: ' 7.5 ' })).toMatchObject({ workDate: '2026-03-02', units: 750 });
    expect(addWorkReportBody.parse({ proposalId: 4, workDate: '2026-03-02', units: 0.25 }).units).toBe(25);
    expect(problems({ units: '999.99' })).toBeNull();
    expect(problems({ units: '8' })).toBeNull();
    expect(problems({ units: true })).toEqual([workReportTexts.unitsInvalid]);
    for (const units of ['0', '0.00', '1000', '7.555', '-1', 'seven', '', '.5']) expect(problems({ units })).toEqual([workReportTexts.unitsInvalid]);
  });

  it('takes a real date from 2000 on', () => {
    expect(problems({ workDate: '2000-01-01' })).toBeNull();
    expect(problems({ workDate: '2024-02-29' })).toBeNull();
    expect(problems({ workDate: 20260302 })).toEqual([workReportTexts.dateInvalid]);
    for (const workDate of ['1999-12-31', '2026-02-29', '2026-13-01']) expect(problems({ workDate })).toEqual([workReportTexts.dateInvalid]);
    for (const workDate of ['2026-3-2', 'yesterday']) expect(problems({ workDate })?.[0]).toBe(workReportTexts.dateInvalid);
  });
});
