/** The demo jobs: every status, drafts stopped at different wizard steps, started and upcoming, with their people and files. */
import type { Faker } from '@faker-js/faker';
import { jobWizardSteps, type JobStatus } from '#domain/constants.ts';
import type { Db } from '../db/client.ts';
import { syncProjectSkillNames } from '../db/job-search.ts';
import {
  internalTeamMembers,
  projectContacts,
  projectDocuments,
  projectIndustries,
  projectLanguages,
  projectRoles,
  projects,
  projectSkills,
  projectTeam,
  projectTimelines,
} from '../db/schema/index.ts';
import { demoCompanies } from './demo-accounts.ts';
import type { DemoFiles } from './demo-files.ts';
import type { Cast, Company } from './demo-people.ts';
import { generateOpenJob } from './job-generator.ts';
import { addDays, isoDate } from './random.ts';
import { languageId, required, type ReferenceLookup } from './reference-data.ts';

type Step = (typeof jobWizardSteps)[number];

interface JobSpec {
  key: string;
  company: 0 | 1 | 2;
  title: string;
  status: JobStatus;
  /** Drafts only: the step the client stopped at. */
  step?: Step;
  roles: readonly string[];
  skills: readonly string[];
  industries: readonly string[];
  roleGroup: 'A' | 'B' | 'C' | 'TC';
  /** Days from today to the first training day (negative: started). */
  start: number;
  days: number;
  locationType: 'Remote' | 'Virtual' | 'Onsite';
  rateType: 'Hourly' | 'Daily' | 'Per Minute' | 'Per Word' | 'Flat';
  rateMin: number;
  rateMax: number;
  audienceSize: number;
  description: string;
  /** The Standard User is on the job too. */
  withStandard?: boolean;
  withInvited?: boolean;
  document?: string;
  certification?: string;
  spanish?: boolean;
}

export const demoJobSpecs: readonly JobSpec[] = [
  {
    key: 'powerbi',
    company: 0,
    title: 'Power BI Dashboards for Finance Analysts',
    status: 'open',
    roles: ['Trainer'],
    skills: ['Power BI', 'Microsoft Excel'],
    industries: ['Banking and Financial Services'],
    roleGroup: 'A',
    start: -10,
    days: 30,
    locationType: 'Virtual',
    rateType: 'Daily',
    rateMin: 900,
    rateMax: 1300,
    audienceSize: 40,
    description: 'Four live virtual sessions taking our analysts from spreadsheets to published Power BI dashboards built on our own finance data.',
    withStandard: true,
    withInvited: true,
    document: 'Power BI Training Outline.pdf',
  },
  {
    key: 'change',
    company: 0,
    title: 'Leading Through Change: Manager Workshop Series',
    status: 'open',
    roles: ['Trainer', 'Facilitator'],
    skills: ['Change Management', 'Emotional Intelligence', 'Difficult Conversations'],
    industries: ['Professional Services'],
    roleGroup: 'A',
    start: 21,
    days: 28,
    locationType: 'Onsite',
    rateType: 'Daily',
    rateMin: 1000,
    rateMax: 1500,
    audienceSize: 24,
    description: 'Three one-day workshops in Chicago for first-level and mid-level managers leading a reorganisation.',
    withStandard: true,
    document: 'Manager Workshop Brief.pdf',
  },
  {
    key: 'storyline',
    company: 0,
    title: 'Articulate Storyline Onboarding Course Build',
    status: 'open',
    roles: ['Instructional Designer', 'eLearning Developer'],
    skills: ['Articulate Storyline', 'Storyboarding', 'SCORM'],
    industries: ['Professional Services'],
    roleGroup: 'B',
    start: 14,
    days: 60,
    locationType: 'Remote',
    rateType: 'Hourly',
    rateMin: 65,
    rateMax: 100,
    audienceSize: 300,
    description: 'Design and build a 45-minute SCORM onboarding course from our existing slide decks and SME interviews.',
  },
  {
    key: 'safety',
    company: 0,
    title: 'Train-the-Trainer and Course Design for Plant Safety',
    status: 'open',
    roles: ['Trainer', 'Instructional Designer'],
    skills: ['Presentation Skills', 'ADDIE Model', 'Needs Analysis'],
    industries: ['Manufacturing'],
    roleGroup: 'TC',
    start: 35,
    days: 20,
    locationType: 'Onsite',
    rateType: 'Flat',
    rateMin: 8000,
    rateMax: 12000,
    audienceSize: 12,
    description: 'Redesign our plant safety course and certify twelve internal trainers to deliver it.',
    certification: 'OSHA 30 or an equivalent safety certification',
    spanish: true,
  },
  {
    key: 'salesforce',
    company: 0,
    title: 'Salesforce Service Cloud Admin Training',
    status: 'closed',
    roles: ['Trainer'],
    skills: ['Salesforce Service Cloud', 'Salesforce Administration'],
    industries: ['Information Technology'],
    roleGroup: 'A',
    start: -40,
    days: 10,
    locationType: 'Virtual',
    rateType: 'Daily',
    rateMin: 1000,
    rateMax: 1400,
    audienceSize: 8,
    description: 'A five-day virtual course for our new Service Cloud administrators.',
    withStandard: true,
  },
  {
    key: 'cyber',
    company: 0,
    title: 'Cybersecurity Awareness Rollout',
    status: 'completed',
    roles: ['Trainer'],
    skills: ['Cybersecurity Awareness', 'Presentation Skills'],
    industries: ['Professional Services'],
    roleGroup: 'A',
    start: -75,
    days: 14,
    locationType: 'Onsite',
    rateType: 'Daily',
    rateMin: 1100,
    rateMax: 1500,
    audienceSize: 200,
    description: 'Ten one-hour awareness sessions for every office, with a phishing simulation debrief.',
    document: 'Security Awareness Agenda.pdf',
  },
  {
    key: 'leadership',
    company: 0,
    title: 'First-Time Manager Essentials',
    status: 'completed',
    roles: ['Trainer'],
    skills: ['Coaching Skills', 'Delegation', 'Difficult Conversations'],
    industries: ['Professional Services'],
    roleGroup: 'A',
    start: -55,
    days: 12,
    locationType: 'Virtual',
    rateType: 'Daily',
    rateMin: 900,
    rateMax: 1300,
    audienceSize: 24,
    description: 'Four live workshops for newly promoted team leads: delegation, feedback and hard conversations.',
    withStandard: true,
  },
  {
    key: 'onboarding',
    company: 0,
    title: 'New Hire Onboarding Facilitation',
    status: 'completed',
    roles: ['Trainer'],
    skills: ['Presentation Skills', 'Time Management'],
    industries: ['Professional Services'],
    roleGroup: 'A',
    start: -20,
    days: 10,
    locationType: 'Onsite',
    rateType: 'Daily',
    rateMin: 800,
    rateMax: 1100,
    audienceSize: 40,
    description: 'Two onboarding weeks for new hires in the Chicago office, with a follow-up session a month later.',
  },
  {
    key: 'excel-draft',
    company: 0,
    title: 'Excel Fundamentals Refresher',
    status: 'draft',
    step: 'job-details',
    roles: ['Trainer'],
    skills: ['Microsoft Excel'],
    industries: ['Banking and Financial Services'],
    roleGroup: 'A',
    start: 45,
    days: 5,
    locationType: 'Virtual',
    rateType: 'Hourly',
    rateMin: 90,
    rateMax: 120,
    audienceSize: 30,
    description: 'Formulas, tables and pivot tables for the operations team.',
  },
  {
    key: 'voice-draft',
    company: 0,
    title: 'Voice Over for Compliance Modules',
    status: 'draft',
    step: 'job-skills',
    roles: ['Voice Talent'],
    skills: ['eLearning Narration'],
    industries: ['Insurance'],
    roleGroup: 'C',
    start: 30,
    days: 30,
    locationType: 'Remote',
    rateType: 'Per Minute',
    rateMin: 20,
    rateMax: 35,
    audienceSize: 500,
    description: 'Narration of six compliance modules, about 90 finished minutes in total.',
  },
  {
    key: 'service-draft',
    company: 0,
    title: 'Customer Service Excellence Bootcamp',
    status: 'draft',
    step: 'job-budget',
    roles: ['Trainer'],
    skills: ['Customer Service Excellence', 'Active Listening'],
    industries: ['Retail'],
    roleGroup: 'A',
    start: 50,
    days: 3,
    locationType: 'Onsite',
    rateType: 'Daily',
    rateMin: 800,
    rateMax: 1100,
    audienceSize: 60,
    description: 'Three days for the new contact-centre team.',
  },
  {
    key: 'presentation-draft',
    company: 0,
    title: 'Presentation Skills for Engineers',
    status: 'draft',
    step: 'review',
    roles: ['Trainer'],
    skills: ['Presentation Skills'],
    industries: ['Information Technology'],
    roleGroup: 'A',
    start: 40,
    days: 2,
    locationType: 'Virtual',
    rateType: 'Daily',
    rateMin: 900,
    rateMax: 1200,
    audienceSize: 16,
    description: 'Two half-day sessions on structuring and delivering technical talks.',
  },
  {
    key: 'teams',
    company: 1,
    title: 'Microsoft Teams Adoption for Clinical Staff',
    status: 'open',
    roles: ['Trainer'],
    skills: ['Microsoft Teams', 'Microsoft 365'],
    industries: ['Healthcare'],
    roleGroup: 'A',
    start: -5,
    days: 21,
    locationType: 'Onsite',
    rateType: 'Daily',
    rateMin: 850,
    rateMax: 1150,
    audienceSize: 150,
    description: 'Short floor sessions across three hospitals so nurses and clinicians can use Teams for shift handover.',
    withStandard: true,
    document: 'Clinical Teams Rollout Plan.pdf',
  },
  {
    key: 'nurse-leaders',
    company: 1,
    title: 'Emotional Intelligence for Nurse Leaders',
    status: 'open',
    roles: ['Facilitator'],
    skills: ['Emotional Intelligence', 'Resilience'],
    industries: ['Healthcare'],
    roleGroup: 'A',
    start: 28,
    days: 14,
    locationType: 'Virtual',
    rateType: 'Daily',
    rateMin: 1000,
    rateMax: 1300,
    audienceSize: 35,
    description: 'Two virtual cohorts of charge nurses and nurse managers.',
  },
  {
    key: 'workday',
    company: 1,
    title: 'Workday HCM Manager Self-Service',
    status: 'completed',
    roles: ['Trainer'],
    skills: ['Workday HCM'],
    industries: ['Healthcare'],
    roleGroup: 'A',
    start: -60,
    days: 10,
    locationType: 'Virtual',
    rateType: 'Hourly',
    rateMin: 95,
    rateMax: 130,
    audienceSize: 80,
    description: 'Live demos of manager self-service before the Workday go-live.',
  },
  {
    key: 'bluepeak-draft',
    company: 1,
    title: 'Patient Experience Refresher',
    status: 'draft',
    step: 'job-audience',
    roles: ['Facilitator'],
    skills: ['Active Listening'],
    industries: ['Healthcare'],
    roleGroup: 'A',
    start: 70,
    days: 7,
    locationType: 'Onsite',
    rateType: 'Daily',
    rateMin: 800,
    rateMax: 1000,
    audienceSize: 90,
    description: 'A refresher for front-desk and patient-access staff.',
  },
  {
    key: 'sap',
    company: 2,
    title: 'SAP S/4HANA Warehouse Training',
    status: 'open',
    roles: ['Trainer'],
    skills: ['SAP S/4HANA'],
    industries: ['Logistics and Transportation'],
    roleGroup: 'A',
    start: 18,
    days: 30,
    locationType: 'Onsite',
    rateType: 'Daily',
    rateMin: 1100,
    rateMax: 1500,
    audienceSize: 45,
    description: 'End-user training for warehouse leads before the S/4HANA cut-over in Atlanta.',
    withStandard: true,
  },
  {
    key: 'negotiation',
    company: 2,
    title: 'Negotiation Skills for Carrier Managers',
    status: 'open',
    roles: ['Trainer'],
    skills: ['Negotiation', 'Consultative Selling'],
    industries: ['Logistics and Transportation'],
    roleGroup: 'A',
    start: -3,
    days: 10,
    locationType: 'Virtual',
    rateType: 'Daily',
    rateMin: 950,
    rateMax: 1250,
    audienceSize: 20,
    description: 'Rate negotiation practice with our own carrier scenarios.',
  },
  {
    key: 'scrum',
    company: 2,
    title: 'Agile Scrum for the Dispatch Tech Team',
    status: 'closed',
    roles: ['Trainer'],
    skills: ['Agile Scrum'],
    industries: ['Logistics and Transportation'],
    roleGroup: 'A',
    start: -25,
    days: 5,
    locationType: 'Virtual',
    rateType: 'Daily',
    rateMin: 900,
    rateMax: 1200,
    audienceSize: 14,
    description: 'A two-day Scrum foundations course for the dispatch software team.',
  },
];

export interface Job {
  id: number;
  key: string;
  status: JobStatus;
  company: Company;
  ownerContactId: number;
  startDate: string;
  roleGroup: string;
}

const GENERATED_OPEN_JOBS = 15;
const companyTimeZones = ['America/Chicago', 'America/Denver', 'America/New_York'] as const;

export async function seedDemoJobs(db: Db, faker: Faker, files: DemoFiles, ref: ReferenceLookup, cast: Cast, today: Date): Promise<Job[]> {
  const team = await seedInternalTeam(db);
  const jobs: Job[] = [];
  for (const spec of demoJobSpecs) {
    const company = cast.companies[spec.company];
    if (!company) throw new Error(`No company ${spec.company}.`);
    jobs.push(await seedJob(db, files, ref, spec, company, team, today));
  }
  for (let n = 0; n < GENERATED_OPEN_JOBS; n++) {
    const company = cast.companies[n % cast.companies.length];
    if (!company) continue;
    const job = generateOpenJob(faker, ref, company.id, today);
    const [row] = await db.insert(projects).values({ ...job.values, createdByContactId: company.adminContactId }).returning({ id: projects.id });
    if (!row) continue;
    await db.insert(projectRoles).values(job.roleIds.map((roleId) => ({ projectId: row.id, roleId })));
    await db.insert(projectSkills).values(job.skillIds.map((skillId) => ({ projectId: row.id, skillId })));
    await db.insert(projectContacts).values({ projectId: row.id, contactId: company.adminContactId, isOwner: true });
    await assignTeam(db, row.id, team, n);
    jobs.push({
      id: row.id,
      key: `generated-${n + 1}`,
      status: 'open',
      company,
      ownerContactId: company.adminContactId,
      startDate: job.values.startDate ?? isoDate(today),
      roleGroup: job.values.roleGroup ?? 'A',
    });
  }
  await syncProjectSkillNames(
    db,
    jobs.map((j) => j.id),
  );
  return jobs;
}

async function seedJob(
  db: Db,
  files: DemoFiles,
  ref: ReferenceLookup,
  spec: JobSpec,
  company: Company,
  team: number[],
  today: Date,
): Promise<Job> {
  const reached = spec.step ? jobWizardSteps.indexOf(spec.step) : jobWizardSteps.length;
  const done = (step: Step) => jobWizardSteps.indexOf(step) < reached;
  const start = addDays(today, spec.start);
  const end = addDays(start, spec.days);
  const published = spec.status !== 'draft';
  const publishedAt = addDays(today, Math.min(-2, spec.start - 21));
  const onsite = spec.locationType === 'Onsite';
  const place = demoCompanies[spec.company];
  const timeZone = companyTimeZones[spec.company];
  const [row] = await db
    .insert(projects)
    .values({
      companyId: company.id,
      createdByContactId: company.adminContactId,
      status: spec.status,
      wizardStep: spec.step ?? 'review',
      lastVisitedPage: spec.step ? `/client-profile-job/${spec.step}` : null,
      title: spec.title,
      publishedAt: published ? publishedAt : null,
      closedAt: spec.status === 'closed' ? addDays(today, -3) : null,
      completedAt: spec.status === 'completed' ? addDays(end, 1) : null,
      ...(done('job-details')
        ? {
            roleGroup: spec.roleGroup,
            noOfPositions: 1,
            isChatVisible: published,
            startDate: isoDate(start),
            endDate: isoDate(end),
            locationType: spec.locationType,
            timeZone,
            ...(onsite && place
              ? { nearCity: place.city, city: place.city, stateCode: place.stateCode, countryCode: 'US', locationName: 'Training Center' }
              : {}),
          }
        : {}),
      ...(done('job-audience')
        ? {
            audienceSize: spec.audienceSize,
            isAudienceSizeFieldVisible: true,
            audienceDescription: 'Employees with mixed experience; most attend during work hours.',
            individualContributors: true,
            firstLevelLeaders: spec.roleGroup !== 'C',
            midLevelLeaders: spec.key === 'change',
            executives: false,
          }
        : {}),
      ...(done('job-specification')
        ? {
            isCertificationRequired: spec.certification !== undefined,
            certificationRequiredComments: spec.certification ?? null,
            contentRequirement: spec.roleGroup === 'B' ? 'Talent provides content' : 'Client provides content',
            contentComments: spec.roleGroup === 'B' ? 'Source decks and SME time are available.' : 'Slides exist and may be adapted.',
            projectDuration: `${spec.days} days`,
            projectTimeframe: 'Dates are fixed',
            timeRequirementId: 1,
            timeRequirement: 'Business hours',
          }
        : {}),
      ...(done('job-budget')
        ? { rateType: spec.rateType, rateMin: spec.rateMin, rateMax: spec.rateMax, rateCost: spec.rateMax, estimatedTime: spec.days > 20 ? 2 : 1 }
        : {}),
      ...(done('job-description') ? { description: spec.description } : {}),
    })
    .returning({ id: projects.id });
  if (!row) throw new Error(`Job ${spec.title} was not created.`);
  const projectId = row.id;

  if (done('job-details')) {
    await db.insert(projectRoles).values(spec.roles.map((name) => ({ projectId, roleId: required(ref.roles, name) })));
  }
  if (done('job-skills')) {
    await db.insert(projectSkills).values(spec.skills.map((name) => ({ projectId, skillId: required(ref.skills, name).id })));
    await db.insert(projectIndustries).values(spec.industries.map((name) => ({ projectId, industryId: required(ref.industries, name) })));
    await db.insert(projectLanguages).values([
      { projectId, languageId: languageId('English'), proficiency: 3 },
      ...(spec.spanish ? [{ projectId, languageId: languageId('Spanish'), proficiency: 2 }] : []),
    ]);
  }
  if (done('job-specification') && (spec.roleGroup === 'A' || spec.roleGroup === 'TC')) {
    const sessions = [0, Math.floor(spec.days / 2), spec.days].filter((day, i, all) => all.indexOf(day) === i);
    await db.insert(projectTimelines).values(
      sessions.map((day, i) => ({
        projectId,
        projectDate: isoDate(addDays(start, day)),
        projectEndDate: isoDate(addDays(start, day)),
        startTime: i === 1 ? '13:00' : '09:00',
        endTime: i === 1 ? '17:00' : '16:00',
        timeZone,
      })),
    );
  }

  const adminUserId = company.userIdOf.get(company.adminContactId) ?? null;
  if (spec.document && done('job-description')) {
    const blobId = await files.pdf(spec.document, spec.title, [spec.description.slice(0, 90), 'Audience, schedule and materials are described below.'], adminUserId);
    if (blobId) await db.insert(projectDocuments).values({ projectId, blobId, uploadedByContactId: company.adminContactId });
  }
  await db.insert(projectContacts).values([
    { projectId, contactId: company.adminContactId, isOwner: true },
    ...(spec.withStandard ? [{ projectId, contactId: company.standardContactId, addedByContactId: company.adminContactId }] : []),
    ...(spec.withInvited && company.invitedContactId
      ? [{ projectId, contactId: company.invitedContactId, status: 'P' as const, addedByContactId: company.adminContactId }]
      : []),
  ]);
  if (published) await assignTeam(db, projectId, team, projectId);
  return {
    id: projectId,
    key: spec.key,
    status: spec.status,
    company,
    ownerContactId: company.adminContactId,
    startDate: isoDate(start),
    roleGroup: spec.roleGroup,
  };
}


/** Two of each: sales reps, recruiters, project managers. Returns their ids in that order. */
async function seedInternalTeam(db: Db): Promise<number[]> {
  const rows = await db
    .insert(internalTeamMembers)
    .values([
      { name: 'Karen Lopez', externalTitle: 'Account Executive', phone: '+1 312 555 0110', email: 'karen.lopez@team.demo.example' },
      { name: 'Peter Novak', externalTitle: 'Account Executive', phone: '+1 312 555 0111', email: 'peter.novak@team.demo.example' },
      { name: 'Aisha Patel', externalTitle: 'Talent Acquisition Partner', phone: '+1 312 555 0120', email: 'aisha.patel@team.demo.example' },
      { name: 'Tom Becker', externalTitle: 'Talent Acquisition Partner', phone: '+1 312 555 0121', email: 'tom.becker@team.demo.example' },
      { name: 'Julia Santos', externalTitle: 'Program Manager', phone: '+1 312 555 0130', email: 'julia.santos@team.demo.example' },
      { name: 'David Kim', externalTitle: 'Program Manager', phone: '+1 312 555 0131', email: 'david.kim@team.demo.example' },
    ])
    .returning({ id: internalTeamMembers.id });
  return rows.map((r) => r.id);
}

async function assignTeam(db: Db, projectId: number, team: number[], n: number) {
  const at = (offset: number) => team[offset + (n % 2)];
  const [sr, rec, pm] = [at(0), at(2), at(4)];
  if (sr === undefined || rec === undefined || pm === undefined) return;
  await db.insert(projectTeam).values([
    { projectId, teamRole: 'SR', memberId: sr },
    { projectId, teamRole: 'REC', memberId: rec },
    { projectId, teamRole: 'PM', memberId: pm },
  ]);
}
