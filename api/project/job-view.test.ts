import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createDemoTestApp } from '../testing/demo-app.ts';
import { projects } from '../db/schema/index.ts';
import { loadJobView } from './job-view.ts';

let t: Awaited<ReturnType<typeof createDemoTestApp>>;
beforeAll(async () => {
  t = await createDemoTestApp();
});
afterAll(async () => {
  await t.close();
});

const idOf = async (title: string) => {
  const [row] = await t.deps.db.select({ id: projects.id }).from(projects).where(eq(projects.title, title));
  if (!row) throw new Error(`No job ${title}`);
  return row.id;
};

describe('loadJobView', () => {
  it('groups a published job with its roles, skills, languages, documents, timeline and internal team', async () => {
    const view = await loadJobView(t.deps.db, await idOf('Power BI Dashboards for Finance Analysts'));
    expect(view).not.toBeNull();
    if (!view) return;
    expect(view.title).toBe('Power BI Dashboards for Finance Analysts');
    expect(view.companyName).toBe('Northwind Learning Group');
    expect(view.status).toBe('open');
    expect(view.roles).toEqual(['Trainer']);
    expect(view.roleGroup).toBe('A');
    expect(view.projectSkills).toEqual(['Microsoft Excel', 'Power BI']);
    expect(view.projectIndustryExperience).toEqual(['Banking and Financial Services']);
    expect(view.projectLanguages).toEqual([{ language: 'English', proficiency: 3 }]);
    expect(view.projectBudget).toMatchObject({ rateType: 'Daily', rateMin: 900, rateMax: 1300 });
    expect(view.projectSpecification.locationType).toBe('Virtual');
    expect(view.projectDocuments).toHaveLength(1);
    expect(view.projectDocuments[0]).toMatchObject({ fileName: 'Power BI Training Outline.pdf', fileTypeName: 'PDF' });
    expect(view.projectDocuments[0]?.fileSize).toBeGreaterThan(0);
    expect(view.projectSpecificationTimelines.length).toBeGreaterThan(0);
    expect(view.repDetails.srName).toBeTruthy();
    expect(view.repDetails.recEmail).toContain('@');
    expect(view.repDetails.pmExternalTitle).toBeTruthy();
    expect(view.stagePostingDate).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('names the state and country of an onsite job', async () => {
    const view = await loadJobView(t.deps.db, await idOf('Leading Through Change: Manager Workshop Series'));
    expect(view?.projectSpecification).toMatchObject({ locationType: 'Onsite', country: 'US', countryName: 'United States' });
    expect(view?.projectSpecification.stateName).toBeTruthy();
  });

  it('answers null for a job that does not exist', async () => {
    expect(await loadJobView(t.deps.db, 999_999)).toBeNull();
  });
});
