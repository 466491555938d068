/** Talent profiles: roles with rates and skills, languages, industries, portfolio, courses, certifications, work, education. */
import type { Faker } from '@faker-js/faker';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  accountNotificationSettings,
  certifications,
  courses,
  educations,
  instructorCompanyLogos,
  instructorIndustries,
  instructorLanguages,
  instructorRoles,
  instructorSkills,
  jobAlerts,
  portfolioDocuments,
  portfolioLinks,
  professionalReferences,
  skillGroups,
  skills,
  talentEmailSubscriptions,
  workExperiences,
} from '../db/schema/index.ts';
import type { DemoRole } from './demo-accounts.ts';
import type { DemoFiles } from './demo-files.ts';
import { phone, type Cast, type Talent } from './demo-people.ts';
import { languageId, referenceIndustries, referenceRoles, required, type ReferenceLookup } from './reference-data.ts';

export interface Portfolio {
  links: number[];
  courses: number[];
  documents: number[];
}

const otherLanguages = ['Spanish', 'French', 'German', 'Portuguese', 'Chinese', 'Hindi', 'Korean', 'Arabic'] as const;

const activeRoles = referenceRoles.filter((role) => !role.retired);

/** A plausible role for generated talent. */
function randomRole(faker: Faker, ref: ReferenceLookup): DemoRole {
  const role = faker.helpers.arrayElement(activeRoles);
  const offered = role.isInstructorType ? [...ref.skills.keys()] : [...(role.skills ?? [])];
  const chosen = faker.helpers.arrayElements(offered, { min: 2, max: Math.min(6, offered.length) });
  const startYear = faker.number.int({ min: 1998, max: 2021 });
  if (role.allowsPerUnitRates) {
    const min = faker.number.int({ min: 15, max: 30 });
    return { role: role.name, skills: chosen, rateType: 'Per Minute', rateMin: min, rateMax: min + faker.number.int({ min: 5, max: 20 }), startYear };
  }
  if (role.isInstructorType) {
    const min = faker.number.int({ min: 6, max: 12 }) * 100;
    const technical = chosen.some((name) => ref.skills.get(name)?.discipline === 'Technical');
    return {
      role: role.name,
      skills: chosen,
      rateType: 'Daily',
      rateMin: min,
      rateMax: min + faker.number.int({ min: 2, max: 6 }) * 100,
      startYear,
      isTechnicalInstructor: technical,
      isSoftSkillInstructor: !technical || faker.datatype.boolean(),
    };
  }
  const min = faker.number.int({ min: 50, max: 90 });
  return { role: role.name, skills: chosen, rateType: 'Hourly', rateMin: min, rateMax: min + faker.number.int({ min: 10, max: 40 }), startYear };
}

export async function seedProfiles(db: Db, faker: Faker, files: DemoFiles, ref: ReferenceLookup, cast: Cast, today: Date) {
  const portfolios = new Map<number, Portfolio>();
  const everyone: Talent[] = [...cast.talent.values(), ...cast.pool, ...cast.agency.talent];
  for (const talent of everyone) {
    const roles = talent.spec ? talent.spec.roles : talent.profileStatus > 0 || faker.datatype.boolean() ? [randomRole(faker, ref)] : [];
    await seedRoles(db, faker, ref, talent.instrId, roles);
    if (talent.profileStatus === 0) continue;
    await seedBasics(db, faker, ref, talent, today.getUTCFullYear());
    if (talent.profileStatus >= 2) await seedCareer(db, faker, talent);
    portfolios.set(talent.instrId, await seedPortfolio(db, faker, files, talent));
  }
  await seedUnapprovedSkill(db, cast);
  await seedTalentSettings(db, faker, cast);
  return portfolios;
}

async function seedRoles(db: Db, faker: Faker, ref: ReferenceLookup, instrId: number, roles: readonly DemoRole[]) {
  for (const role of roles) {
    const [row] = await db
      .insert(instructorRoles)
      .values({
        instrId,
        roleId: required(ref.roles, role.role),
        startYear: role.startYear,
        rateType: role.rateType,
        rateMin: role.rateMin,
        rateMax: role.rateMax,
        isTechnicalInstructor: role.isTechnicalInstructor ?? false,
        isSoftSkillInstructor: role.isSoftSkillInstructor ?? false,
      })
      .returning({ id: instructorRoles.id });
    if (!row) throw new Error('Instructor role was not created.');
    const instructorType = referenceRoles.find((r) => r.name === role.role)?.isInstructorType ?? false;
    await db.insert(instructorSkills).values(
      role.skills.map((name) => ({
        instructorRoleId: row.id,
        skillId: required(ref.skills, name).id,
        certifiedToTeach: instructorType && faker.datatype.boolean(),
        ownCourseMaterial: instructorType && faker.datatype.boolean(),
      })),
    );
  }
}

async function seedBasics(db: Db, faker: Faker, ref: ReferenceLookup, talent: Talent, year: number) {
  const extra = faker.helpers.arrayElements(otherLanguages, { min: 0, max: 2 });
  await db.insert(instructorLanguages).values([
    { instrId: talent.instrId, languageId: languageId('English'), proficiency: 3 },
    ...extra.map((name) => ({ instrId: talent.instrId, languageId: languageId(name), proficiency: faker.number.int({ min: 1, max: 3 }) })),
  ]);
  const names = talent.spec?.industries.length ? talent.spec.industries : faker.helpers.arrayElements(referenceIndustries, { min: 1, max: 3 });
  await db.insert(instructorIndustries).values(names.map((name) => ({ instrId: talent.instrId, industryId: required(ref.industries, name) })));
  const years = faker.number.int({ min: 3, max: 8 });
  await db.insert(workExperiences).values([
    {
      instrId: talent.instrId,
      companyName: 'Independent practice',
      jobTitle: 'Freelance Trainer',
      location: 'Remote',
      startDate: `${year - years}-01-01`,
      isCurrent: true,
      description: 'Design and deliver workshops for corporate clients through the marketplace and direct referrals.',
    },
    {
      instrId: talent.instrId,
      companyName: faker.company.name(),
      jobTitle: faker.helpers.arrayElement(['Learning Specialist', 'Corporate Trainer', 'Training Manager', 'Instructional Designer']),
      location: faker.location.city(),
      startDate: `${year - years - faker.number.int({ min: 3, max: 7 })}-03-01`,
      endDate: `${year - years - 1}-12-31`,
      description: 'Ran onboarding and systems training for new hires; built the internal trainer community.',
    },
  ]);
}

async function seedCareer(db: Db, faker: Faker, talent: Talent) {
  const graduated = faker.number.int({ min: 1995, max: 2015 });
  await db.insert(educations).values({
    instrId: talent.instrId,
    institution: `${faker.location.state()} State University`,
    degree: faker.helpers.arrayElement(['B.A.', 'B.S.', 'M.Ed.', 'M.A.']),
    fieldOfStudy: faker.helpers.arrayElement(['Adult Education', 'Communication', 'Organizational Psychology', 'Computer Science']),
    startYear: graduated - 4,
    endYear: graduated,
  });
  await db.insert(certifications).values([
    {
      instrId: talent.instrId,
      name: faker.helpers.arrayElement(['Certified Professional in Talent Development (CPTD)', 'Microsoft Certified Trainer', 'Certified Scrum Trainer']),
      issuingOrganization: faker.helpers.arrayElement(['ATD', 'Microsoft', 'Scrum Alliance']),
      issueDate: `${faker.number.int({ min: 2016, max: 2023 })}-06-15`,
      credentialId: faker.string.alphanumeric({ length: 10, casing: 'upper' }),
    },
  ]);
  await db.insert(professionalReferences).values({
    instrId: talent.instrId,
    firstName: faker.person.firstName(),
    lastName: faker.person.lastName(),
    email: faker.internet.email({ provider: 'reference.demo.example' }).toLowerCase(),
    phone: phone(faker),
    companyName: faker.company.name(),
    jobTitle: 'Director of Learning',
    relationship: 'Former manager',
  });
}

async function seedPortfolio(db: Db, faker: Faker, files: DemoFiles, talent: Talent): Promise<Portfolio> {
  const owner = talent.userId;
  const videoCover = await files.cover('workshop-highlights.png', 'video', [60, 80, 150], owner);
  const linkCover = await files.cover('sample-lesson-plan.png', 'link', [30, 120, 110], owner);
  const links = await db
    .insert(portfolioLinks)
    .values([
      {
        instrId: talent.instrId,
        title: 'Workshop highlights',
        description: 'Two minutes from a live leadership workshop.',
        url: `https://www.youtube.com/watch?v=${faker.string.alphanumeric(11)}`,
        urlTypeId: 13,
        thumbnailBlobId: videoCover,
        addedByUserId: owner,
      },
      {
        instrId: talent.instrId,
        title: 'Sample lesson plan',
        description: 'A published lesson plan with objectives and activities.',
        url: `https://${faker.internet.domainWord()}.demo.example/lesson-plan`,
        urlTypeId: 1,
        thumbnailBlobId: linkCover,
        addedByUserId: owner,
      },
    ])
    .returning({ id: portfolioLinks.id });
  const portfolio: Portfolio = { links: links.map((l) => l.id), courses: [], documents: [] };
  if (talent.profileStatus < 3) return portfolio;

  const outline = await files.pdf('Course Outline.pdf', 'Course outline', ['Module 1: Foundations', 'Module 2: Practice', 'Module 3: Assessment'], owner);
  const courseRows = await db
    .insert(courses)
    .values([
      {
        instrId: talent.instrId,
        title: 'Leading Through Change',
        description: 'A one-day workshop for first-level leaders.',
        courseOutline: 'Why change stalls; the change curve; conversations that move people; a 30-day plan.',
        blobId: outline,
        addedByUserId: owner,
      },
      {
        instrId: talent.instrId,
        title: 'Data Storytelling with Power BI',
        description: 'Two half-days: from a flat table to a dashboard people read.',
        courseOutline: 'Modelling basics; visuals that fit the question; drill-through; publishing and sharing.',
        addedByUserId: owner,
      },
    ])
    .returning({ id: courses.id });
  portfolio.courses = courseRows.map((c) => c.id);

  const sample = await files.pdf('Facilitator Guide Sample.pdf', 'Facilitator guide (sample)', ['Timing', 'Materials', 'Debrief questions'], owner);
  const thumbnail = await files.cover('facilitator-guide-thumbnail.png', 'document', [40, 90, 160], owner);
  if (sample) {
    const docs = await db
      .insert(portfolioDocuments)
      .values({ instrId: talent.instrId, title: 'Facilitator guide', description: 'Excerpt of a facilitator guide.', blobId: sample, thumbnailBlobId: thumbnail, addedByUserId: owner })
      .returning({ id: portfolioDocuments.id });
    portfolio.documents = docs.map((d) => d.id);
  }
  const client = faker.company.name();
  const logo = await files.png(`${client.toLowerCase().replace(/[^a-z]+/g, '-')}-logo.png`, [200, 60, 40], owner);
  if (logo) await db.insert(instructorCompanyLogos).values({ instrId: talent.instrId, companyName: client, blobId: logo });
  return portfolio;
}

/** talent.better proposed a skill that is not in the catalogue yet. */
async function seedUnapprovedSkill(db: Db, cast: Cast) {
  const better = cast.talent.get('talent.better@demo.example');
  if (!better?.userId) return;
  const [other] = await db
    .select({ id: skillGroups.id })
    .from(skillGroups)
    .where(and(eq(skillGroups.discipline, 'Technical'), eq(skillGroups.name, 'Other')));
  if (!other) return;
  const [skill] = await db
    .insert(skills)
    .values({ name: 'Camtasia', groupId: other.id, isApproved: false, addedByUserId: better.userId, proposedVendorName: 'TechSmith' })
    .returning({ id: skills.id });
  const [role] = await db.select({ id: instructorRoles.id }).from(instructorRoles).where(eq(instructorRoles.instrId, better.instrId)).limit(1);
  if (skill && role) await db.insert(instructorSkills).values({ instructorRoleId: role.id, skillId: skill.id });
}

async function seedTalentSettings(db: Db, faker: Faker, cast: Cast) {
  const named = [...cast.talent.values()];
  await db.insert(talentEmailSubscriptions).values(named.map((t, i) => ({ instrId: t.instrId, newsletter: i % 2 === 0 })));
  await db.insert(accountNotificationSettings).values(named.map((t, i) => ({ instrId: t.instrId, documents: i % 3 !== 0 })));
  const good = cast.talent.get('talent.good@demo.example');
  if (!good) return;
  if (good.userId !== null) {
    await db.insert(jobAlerts).values([
      { userId: good.userId, name: 'Power BI in finance', keywords: 'Power BI Excel', locationType: 'Virtual', frequency: 'daily' },
      { userId: good.userId, name: 'Microsoft 365 on site', keywords: 'Microsoft 365', locationType: 'Onsite', frequency: 'weekly', isActive: false },
    ]);
  }
  await db.insert(professionalReferences).values({
    instrId: good.instrId,
    firstName: 'Rachel',
    lastName: 'Nguyen',
    email: 'rachel.nguyen@reference.demo.example',
    phone: '+1 512 555 0142',
    companyName: faker.company.name(),
    jobTitle: 'Finance Systems Lead',
    relationship: 'Client',
  });
}
