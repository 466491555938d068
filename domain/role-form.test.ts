import { describe, expect, it } from 'vitest';
import { customSkillSchema, rateTypeIssue, rateTypesFor, roleFormSchema, roleTexts, startYearChoices } from './role-form.ts';
import { messages } from './messages.ts';

describe('the role form', () => {
  it('offers start years from the current year back 80 years', () => {
    const years = startYearChoices(2026);
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(1946);
    expect(years).toHaveLength(81);
  });

  it('offers Per Minute and Per Word only to roles that allow per-unit rates', () => {
    expect(rateTypesFor({ allowsPerUnitRates: true })).toEqual(['Per Minute', 'Per Word', 'Daily', 'Hourly', 'Flat']);
    expect(rateTypesFor({ allowsPerUnitRates: false })).toEqual(['Daily', 'Hourly', 'Flat']);
    expect(rateTypeIssue({ rateType: 'Per Word' }, { allowsPerUnitRates: false })).toBe(roleTexts.rateTypeNotForRole);
    expect(rateTypeIssue({ rateType: 'Flat' }, { allowsPerUnitRates: false })).toBeNull();
  });

  it('parses what a form sends: amounts as text, each skill once', () => {
    const year = new Date().getUTCFullYear();
    const parsed = roleFormSchema.parse({
      roleId: '3',
      startYear: String(year),
      rateType: 'Hourly',
      rateMin: '10.5',
      rateMax: '10.50',
      skills: [{ skillId: 4 }, { skillId: 4, certifiedToTeach: true }],
    });
    expect(parsed).toMatchObject({ roleId: 3, startYear: year, rateMin: 10.5, rateMax: 10.5 });
    expect(parsed.skills).toEqual([{ skillId: 4, certifiedToTeach: true, ownCourseMaterial: false }]);
  });

  it('accepts a vendor name of 3 characters for the Other vendor', () => {
    expect(customSkillSchema.safeParse({ skill: 'Loom', skillType: 'Technical', vendor: 'Other', vendorName: 'Abc' }).success).toBe(true);
    const short = customSkillSchema.safeParse({ skill: 'Loom', skillType: 'Technical', vendor: 'Other', vendorName: 'Ab' });
    expect(short.error?.issues.map((i) => i.message)).toEqual([messages.role.vendorNameTooShort]);
    expect(customSkillSchema.safeParse({ skill: 'Grit', skillType: 'Soft Skills', category: 'Other' }).success).toBe(true);
  });
});
