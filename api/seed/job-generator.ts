/** Generated open jobs: the filler of the demo job center and the bulk rows of `npm run seed -- --jobs N`. */
import type { Faker } from '@faker-js/faker';
import type { projects } from '../db/schema/index.ts';
import { addDays, isoDate } from './random.ts';
import { referenceRoles, required, type ReferenceLookup } from './reference-data.ts';

const formats = [
  { suffix: 'Workshop for Team Leads', roleGroup: 'A', role: 'Trainer', locationType: 'Onsite' },
  { suffix: 'Virtual Bootcamp', roleGroup: 'A', role: 'Trainer', locationType: 'Virtual' },
  { suffix: 'Live Online Sessions', roleGroup: 'A', role: 'Facilitator', locationType: 'Virtual' },
  { suffix: 'Course Build', roleGroup: 'B', role: 'eLearning Developer', locationType: 'Remote' },
  { suffix: 'Curriculum Refresh', roleGroup: 'B', role: 'Curriculum Developer', locationType: 'Remote' },
  { suffix: 'Train-the-Trainer Program', roleGroup: 'TC', role: 'Trainer', locationType: 'Onsite' },
  { suffix: 'Narration for eLearning Modules', roleGroup: 'C', role: 'Voice Talent', locationType: 'Remote' },
] as const;

const audiences = ['new hires', 'frontline supervisors', 'regional sales teams', 'finance analysts', 'support engineers', 'clinic managers', 'warehouse leads'];
const cities = [
  { city: 'Chicago', stateCode: 'IL', timeZone: 'America/Chicago' },
  { city: 'Dallas', stateCode: 'TX', timeZone: 'America/Chicago' },
  { city: 'Atlanta', stateCode: 'GA', timeZone: 'America/New_York' },
  { city: 'Denver', stateCode: 'CO', timeZone: 'America/Denver' },
  { city: 'San Jose', stateCode: 'CA', timeZone: 'America/Los_Angeles' },
  { city: 'Columbus', stateCode: 'OH', timeZone: 'America/New_York' },
] as const;

export interface GeneratedJob {
  values: typeof projects.$inferInsert;
  roleIds: number[];
  skillIds: number[];
}

export function generateOpenJob(faker: Faker, ref: ReferenceLookup, companyId: number, today: Date): GeneratedJob {
  const format = faker.helpers.arrayElement(formats);
  const role = referenceRoles.find((r) => r.name === format.role);
  const offered = role?.isInstructorType ? [...ref.skills.keys()] : [...(role?.skills ?? [])];
  const skillNames = faker.helpers.arrayElements(offered, { min: 2, max: Math.min(4, offered.length) });
  const audience = faker.helpers.arrayElement(audiences);
  const place = faker.helpers.arrayElement(cities);
  const start = addDays(today, faker.number.int({ min: -20, max: 60 }));
  const perUnit = format.role === 'Voice Talent';
  const daily = format.roleGroup === 'A' || format.roleGroup === 'TC';
  const rateMin = perUnit ? faker.number.int({ min: 15, max: 25 }) : daily ? faker.number.int({ min: 6, max: 10 }) * 100 : faker.number.int({ min: 50, max: 80 });
  const rateMax = rateMin + (perUnit ? 10 : daily ? 400 : 30);
  return {
    values: {
      companyId,
      status: 'open',
      wizardStep: 'review',
      title: `${skillNames[0]} ${format.suffix}`,
      description: `We are looking for an experienced ${format.role.toLowerCase()} to run ${skillNames.join(', ')} training for our ${audience}. ${faker.helpers.arrayElement(jobClosers)}`,
      roleGroup: format.roleGroup,
      publishedAt: addDays(today, -faker.number.int({ min: 1, max: 30 })),
      noOfPositions: faker.number.int({ min: 1, max: 3 }),
      startDate: isoDate(start),
      endDate: isoDate(addDays(start, faker.number.int({ min: 1, max: 45 }))),
      locationType: format.locationType,
      ...(format.locationType === 'Onsite' ? { city: place.city, stateCode: place.stateCode, countryCode: 'US', locationName: 'Training Center' } : {}),
      timeZone: place.timeZone,
      rateType: perUnit ? 'Per Minute' : daily ? 'Daily' : 'Hourly',
      rateMin,
      rateMax,
      rateNegotiable: faker.datatype.boolean({ probability: 0.2 }),
      estimatedTime: faker.helpers.arrayElement([1, 2, 3]),
      audienceSize: faker.number.int({ min: 8, max: 120 }),
      audienceDescription: `Mostly ${audience}, mixed experience levels.`,
      individualContributors: true,
      firstLevelLeaders: faker.datatype.boolean(),
      projectDuration: `${faker.number.int({ min: 1, max: 8 })} weeks`,
      projectTimeframe: 'Flexible within the dates',
      contentRequirement: faker.helpers.arrayElement(['Client provides content', 'Talent provides content', 'Co-develop content']),
    },
    roleIds: [required(ref.roles, format.role)],
    skillIds: skillNames.map((name) => required(ref.skills, name).id),
  };
}

const jobClosers = [
  'Materials exist; we need someone to tailor and deliver them.',
  'Please include examples of similar programs in your proposal.',
  'Sessions must fit around shift schedules; the timeline is flexible.',
  'Experience in a regulated industry is a plus.',
] as const;
