/** The people of the demo: users, client companies and their contacts, talent, the agency and the talent pool. */
import type { Faker } from '@faker-js/faker';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { agencyMembers, companies, companyJoinRequests, companyLocations, contacts, instructors, users } from '../db/schema/index.ts';
import {
  demoAgency,
  demoCompanies,
  demoContactPendingRequest,
  demoContactWithoutCompany,
  demoPoolSize,
  demoTalent,
  poolEmail,
  type DemoPerson,
  type DemoTalent,
} from './demo-accounts.ts';
import type { DemoFiles } from './demo-files.ts';
import { addDays } from './random.ts';
import { formatPhone } from '#domain/format.ts';

const timeZones: Record<string, string> = {
  TX: 'America/Chicago',
  NC: 'America/New_York',
  CO: 'America/Denver',
  MA: 'America/New_York',
  OR: 'America/Los_Angeles',
  WA: 'America/Los_Angeles',
  AZ: 'America/Phoenix',
  MN: 'America/Chicago',
  IL: 'America/Chicago',
  GA: 'America/New_York',
  NY: 'America/New_York',
  CA: 'America/Los_Angeles',
  FL: 'America/New_York',
  OH: 'America/New_York',
};
const poolPlaces = [
  { stateCode: 'NY', city: 'New York' },
  { stateCode: 'CA', city: 'San Diego' },
  { stateCode: 'FL', city: 'Tampa' },
  { stateCode: 'OH', city: 'Cleveland' },
  { stateCode: 'IL', city: 'Naperville' },
  { stateCode: 'TX', city: 'Dallas' },
  { stateCode: 'WA', city: 'Spokane' },
  { stateCode: 'GA', city: 'Savannah' },
] as const;
const headlines = [
  'Corporate trainer for sales and service teams',
  'Leadership development facilitator',
  'Instructional designer for compliance and onboarding',
  'eLearning developer: Storyline, Rise and video',
  'Microsoft 365 and Teams adoption trainer',
  'ERP end-user trainer',
  'Virtual classroom producer and facilitator',
  'Voice talent for eLearning narration',
  'Change management and communication coach',
] as const;

export interface Talent {
  instrId: number;
  userId: number | null;
  firstName: string;
  lastName: string;
  profileStatus: 0 | 1 | 2 | 3;
  icaSigned: boolean;
  spec: DemoTalent | null;
}

export interface Company {
  id: number;
  name: string;
  adminContactId: number;
  standardContactId: number;
  /** Every contact with an account, admin first. */
  contactIds: number[];
  invitedContactId: number | null;
  /** The user id of each contact with an account. */
  userIdOf: Map<number, number>;
}

export interface Cast {
  /** The named talent, by e-mail. */
  talent: Map<string, Talent>;
  pool: Talent[];
  agency: { id: number; ownerUserId: number; memberUserId: number; talent: Talent[] };
  companies: Company[];
}

export async function seedPeople(db: Db, faker: Faker, files: DemoFiles, passwordHash: string, today: Date): Promise<Cast> {
  const activatedAt = addDays(today, -90);
  const createUser = async (person: DemoPerson, flags: Partial<typeof users.$inferInsert> = {}) => {
    const [row] = await db
      .insert(users)
      .values({
        email: person.email,
        passwordHash,
        firstName: person.firstName,
        lastName: person.lastName,
        activatedAt,
        showTalentSplashScreen: false,
        showContactSplashScreen: false,
        isWizardFinished: true,
        chatEmail: person.email,
        countryCode: 'US',
        ...flags,
      })
      .returning({ id: users.id });
    if (!row) throw new Error(`User ${person.email} was not created.`);
    const photo = await files.portrait(`${person.firstName} ${person.lastName}`, colour(faker), row.id);
    if (photo) await db.update(users).set({ photoBlobId: photo }).where(eq(users.id, row.id));
    return row.id;
  };

  const createInstructor = async (values: typeof instructors.$inferInsert) => {
    const [row] = await db.insert(instructors).values(values).returning({ id: instructors.id });
    if (!row) throw new Error('Instructor was not created.');
    return row.id;
  };

  /** The profile photo is the account's photo, one blob, as an upload saves it. */
  const photoOf = async (userId: number) => (await db.select({ photoBlobId: users.photoBlobId }).from(users).where(eq(users.id, userId)))[0]?.photoBlobId ?? null;
  const describeTalent = async (spec: { firstName: string; lastName: string; profileStatus: number }, userId: number) => {
    // A colour is still drawn where a separate thumbnail once took one, so the generated data after it stays the same.
    if (spec.profileStatus > 0) colour(faker);
    return {
      thumbnailBlobId: spec.profileStatus > 0 ? await photoOf(userId) : null,
      resumeBlobId:
        spec.profileStatus >= 2
          ? await files.pdf(`${spec.firstName} ${spec.lastName} Resume.pdf`, `${spec.firstName} ${spec.lastName}`, resumeLines(faker), userId)
          : null,
    };
  };

  const talent = new Map<string, Talent>();
  for (const spec of demoTalent) {
    const userId = await createUser(spec, {
      stateCode: spec.stateCode,
      showTalentSplashScreen: spec.firstTime ?? false,
      isWizardFinished: !spec.firstTime && !spec.lastVisitedPage,
      lastVisitedPage: spec.lastVisitedPage ?? null,
      forceChangePassword: spec.forceChangePassword ? 1 : 0,
      showTrainerRole: spec.showTrainerRole ?? false,
    });
    const instrId = await createInstructor({
      userId,
      firstName: spec.firstName,
      lastName: spec.lastName,
      headline: spec.headline || null,
      aboutMe: spec.profileStatus > 0 ? aboutMe(faker, spec.headline) : null,
      profileStatus: spec.profileStatus,
      trustBadge: spec.trustBadge ?? null,
      countryCode: 'US',
      stateCode: spec.stateCode,
      city: spec.city,
      timeZone: timeZones[spec.stateCode] ?? 'America/New_York',
      ...(await describeTalent(spec, userId)),
    });
    talent.set(spec.email, { instrId, userId, ...pick(spec), icaSigned: spec.icaSigned, spec });
  }

  const pool: Talent[] = [];
  for (let n = 1; n <= demoPoolSize; n++) {
    const firstName = faker.person.firstName();
    const lastName = faker.person.lastName();
    const email = poolEmail(n);
    const { stateCode, city } = faker.helpers.arrayElement(poolPlaces);
    const profileStatus = ([1, 2, 3, 0] as const)[n % 4] ?? 1;
    const userId = await createUser({ email, firstName, lastName }, { stateCode });
    const instrId = await createInstructor({
      userId,
      firstName,
      lastName,
      headline: faker.helpers.arrayElement(headlines),
      aboutMe: profileStatus > 0 ? aboutMe(faker, faker.helpers.arrayElement(headlines)) : null,
      profileStatus,
      trustBadge: profileStatus === 3 ? faker.helpers.arrayElement(['V', 'Q', 'CT'] as const) : null,
      countryCode: 'US',
      stateCode,
      city,
      timeZone: timeZones[stateCode] ?? 'America/New_York',
      ...(await describeTalent({ firstName, lastName, profileStatus }, userId)),
    });
    pool.push({ instrId, userId, firstName, lastName, profileStatus, icaSigned: profileStatus > 0 && n % 5 !== 0, spec: null });
  }

  const agency = await seedAgency(db, faker, createUser, createInstructor);
  const companyRows: Company[] = [];
  for (const spec of demoCompanies) companyRows.push(await seedCompany(db, faker, files, spec, createUser));

  const lone = [];
  for (const person of [demoContactWithoutCompany, demoContactPendingRequest]) {
    const userId = await createUser(person, { isWizardFinished: false });
    lone.push({ ...person, userId, webRole: 3, jobTitle: 'Training Manager' });
  }
  const loneContacts = await db.insert(contacts).values(lone).returning({ id: contacts.id, email: contacts.email });
  const pending = loneContacts.find((c) => c.email === demoContactPendingRequest.email);
  const northwind = companyRows[0];
  if (pending && northwind) {
    await db.insert(companyJoinRequests).values({ contactId: pending.id, companyId: northwind.id, createdAt: addDays(today, -2) });
  }

  return { talent, pool, agency, companies: companyRows };
}

type CreateUser = (person: DemoPerson, flags?: Partial<typeof users.$inferInsert>) => Promise<number>;
type CreateInstructor = (values: typeof instructors.$inferInsert) => Promise<number>;

async function seedAgency(db: Db, faker: Faker, createUser: CreateUser, createInstructor: CreateInstructor): Promise<Cast['agency']> {
  const ownerUserId = await createUser(demoAgency.owner, { stateCode: demoAgency.stateCode });
  const memberUserId = await createUser(demoAgency.member, { stateCode: demoAgency.stateCode });
  const agencyId = await createInstructor({
    isAgency: true,
    firstName: demoAgency.owner.firstName,
    lastName: demoAgency.owner.lastName,
    companyName: demoAgency.name,
    website: 'https://brightpath.example',
    headline: 'A boutique agency of certified corporate trainers and instructional designers',
    aboutMe: 'Brightpath places vetted trainers and designers with companies across the Midwest and online.',
    profileStatus: 3,
    trustBadge: 'V',
    countryCode: 'US',
    stateCode: demoAgency.stateCode,
    city: demoAgency.city,
    timeZone: 'America/Chicago',
  });
  const people = [
    { firstName: demoAgency.owner.firstName, lastName: demoAgency.owner.lastName, profileStatus: 3 as const },
    { firstName: demoAgency.member.firstName, lastName: demoAgency.member.lastName, profileStatus: 1 as const },
    { firstName: faker.person.firstName(), lastName: faker.person.lastName(), profileStatus: 2 as const },
    { firstName: faker.person.firstName(), lastName: faker.person.lastName(), profileStatus: 1 as const },
    { firstName: faker.person.firstName(), lastName: faker.person.lastName(), profileStatus: 0 as const },
  ];
  const agencyTalent: Talent[] = [];
  for (const person of people) {
    const instrId = await createInstructor({
      agencyId,
      ...person,
      companyName: demoAgency.name,
      headline: faker.helpers.arrayElement(headlines),
      aboutMe: person.profileStatus > 0 ? aboutMe(faker, 'corporate training') : null,
      countryCode: 'US',
      stateCode: demoAgency.stateCode,
      city: demoAgency.city,
      timeZone: 'America/Chicago',
    });
    agencyTalent.push({ instrId, userId: null, ...person, icaSigned: false, spec: null });
  }
  await db.insert(agencyMembers).values([
    { agencyId, userId: ownerUserId, isOwner: true, instrId: agencyTalent[0]?.instrId ?? null },
    { agencyId, userId: memberUserId, isOwner: false, instrId: agencyTalent[1]?.instrId ?? null },
  ]);
  return { id: agencyId, ownerUserId, memberUserId, talent: agencyTalent };
}

async function seedCompany(
  db: Db,
  faker: Faker,
  files: DemoFiles,
  spec: (typeof demoCompanies)[number],
  createUser: CreateUser,
): Promise<Company> {
  const [company] = await db
    .insert(companies)
    .values({
      name: spec.name,
      website: spec.website,
      phone: phone(faker),
      countryCode: 'US',
      stateCode: spec.stateCode,
      city: spec.city,
    })
    .returning({ id: companies.id });
  if (!company) throw new Error(`Company ${spec.name} was not created.`);
  const adminUserId = await createUser(spec.admin, { stateCode: spec.stateCode });
  const logo = await files.png(`${spec.name.toLowerCase().replace(/[^a-z]+/g, '-')}-logo.png`, colour(faker), adminUserId);
  if (logo) await db.update(companies).set({ logoBlobId: logo }).where(eq(companies.id, company.id));
  const address = { city: spec.city, stateCode: spec.stateCode, countryCode: 'US' };
  await db.insert(companyLocations).values([
    { companyId: company.id, name: 'Headquarters', address: faker.location.streetAddress(), ...address, postalCode: zip(faker), isPrimary: true },
    { companyId: company.id, name: 'Training Center', address: faker.location.streetAddress(), ...address, postalCode: zip(faker) },
  ]);

  const withUsers: { person: DemoPerson; webRole: 1 | 3; flags: Partial<typeof users.$inferInsert> }[] = [
    { person: spec.admin, webRole: 3, flags: {} },
    { person: spec.standard, webRole: 1, flags: {} },
    ...(spec.newAdmin ? [{ person: spec.newAdmin, webRole: 3 as const, flags: { showContactSplashScreen: true, isWizardFinished: false } }] : []),
  ];
  const userIdOfContact = new Map<number, number>();
  const contactIds: number[] = [];
  for (const [index, entry] of withUsers.entries()) {
    const userId = index === 0 ? adminUserId : await createUser(entry.person, { stateCode: spec.stateCode, ...entry.flags });
    const [contact] = await db
      .insert(contacts)
      .values({
        userId,
        companyId: company.id,
        ...entry.person,
        phone: phone(faker),
        jobTitle: entry.webRole === 3 ? 'Learning and Development Manager' : 'Training Coordinator',
        departmentId: 1,
        webRole: entry.webRole,
        status: 'A',
      })
      .returning({ id: contacts.id });
    if (!contact) throw new Error(`Contact ${entry.person.email} was not created.`);
    contactIds.push(contact.id);
    userIdOfContact.set(contact.id, userId);
  }
  const without = [
    ...(spec.invited ? [{ ...spec.invited, status: 'P' as const }] : []),
    ...(spec.inactive ? [{ ...spec.inactive, status: 'I' as const }] : []),
  ];
  const accountless = without.length
    ? await db
        .insert(contacts)
        .values(without.map((person) => ({ ...person, companyId: company.id, jobTitle: 'Trainer Liaison', webRole: 1 })))
        .returning({ id: contacts.id, status: contacts.status })
    : [];
  const [adminContactId, standardContactId] = contactIds;
  if (adminContactId === undefined || standardContactId === undefined) throw new Error('Company contacts are missing.');
  return {
    id: company.id,
    name: spec.name,
    adminContactId,
    standardContactId,
    contactIds,
    invitedContactId: accountless.find((c) => c.status === 'P')?.id ?? null,
    userIdOf: userIdOfContact,
  };
}

const pick = (spec: DemoTalent) => ({ firstName: spec.firstName, lastName: spec.lastName, profileStatus: spec.profileStatus });

const zip = (faker: Faker) => faker.location.zipCode('#####');

/** A US phone number; fromRegExp keeps the escape of "+", which formatPhone drops. */
export const phone = (faker: Faker) => formatPhone(faker.helpers.fromRegExp(/\+1 [2-9][0-9]{2} [2-9][0-9]{2} [0-9]{4}/));

const colour = (faker: Faker): [number, number, number] => [faker.number.int(255), faker.number.int(255), faker.number.int(255)];

const aboutMeClosers = [
  'I design sessions around real work, so people leave with something they can use the next morning.',
  'Clients hire me back because I measure what changed after the training, not just who attended.',
  'I teach in person and online, and I adapt the material to each audience before the first session.',
  'My workshops mix short demonstrations, practice on real cases and plenty of room for questions.',
] as const;

function aboutMe(faker: Faker, focus: string): string {
  return `${faker.number.int({ min: 6, max: 20 })} years of helping teams learn. Focus: ${focus}. ${faker.helpers.arrayElement(aboutMeClosers)}`;
}

function resumeLines(faker: Faker): string[] {
  return [
    'Experience',
    `${faker.company.name()}: Senior Trainer (${faker.number.int({ min: 2012, max: 2018 })} to present)`,
    `${faker.company.name()}: Learning Specialist`,
    'Education',
    `${faker.location.city()} University: B.A. Communication`,
  ];
}
