/** What people did: proposals through every tab, signatures, favorites, saved jobs, reviews, testimonials, notifications, chat. */
import type { Faker } from '@faker-js/faker';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  chatMentions,
  chatMessages,
  contactEmailSubscriptions,
  favorites,
  feedback,
  groupChatMembers,
  groupChats,
  legalSignatures,
  notifications,
  proposalDocuments,
  proposalPortfolioItems,
  proposals,
  proposalStatusHistory,
  reviews,
  savedJobs,
  testimonialRequests,
  testimonials,
  workDocuments,
  workReports,
} from '../db/schema/index.ts';
import type { proposalStatuses } from '#domain/constants.ts';
import { workSignPage } from '#domain/legal.ts';
import { talentJobHref } from '#domain/pipeline.ts';
import type { DemoFiles } from './demo-files.ts';
import { demoJobSpecs, type Job } from './demo-jobs.ts';
import type { Portfolio } from './demo-profiles.ts';
import type { Cast, Talent } from './demo-people.ts';
import { addDays } from './random.ts';
import { required, type ReferenceLookup } from './reference-data.ts';

type Status = (typeof proposalStatuses)[number];

/** The moves that lead to each tab, after the submission. */
const paths: Record<Status, readonly Status[]> = {
  Submission: [],
  Interview: ['Interview'],
  Rejected: ['Rejected'],
  Hired: ['Interview', 'Hired'],
  Client: ['Client'],
};

interface Context {
  db: Db;
  faker: Faker;
  files: DemoFiles;
  ref: ReferenceLookup;
  cast: Cast;
  jobs: Map<string, Job>;
  portfolios: Map<number, Portfolio>;
  today: Date;
}

export async function seedActivity(db: Db, faker: Faker, files: DemoFiles, ref: ReferenceLookup, cast: Cast, jobList: Job[], portfolios: Map<number, Portfolio>, today: Date) {
  const ctx: Context = { db, faker, files, ref, cast, jobs: new Map(jobList.map((j) => [j.key, j])), portfolios, today };
  await seedSignatures(ctx);
  await seedProposals(ctx);
  const toSign = await seedWorkDocuments(ctx);
  await seedBookmarks(ctx);
  await seedReviewsAndTestimonials(ctx);
  await seedNotifications(ctx, toSign);
  await seedChats(ctx);
  await db.insert(contactEmailSubscriptions).values(
    cast.companies.flatMap((c) => c.contactIds).map((contactId, i) => ({ contactId, newsletter: i % 2 === 1 })),
  );
  const good = named(ctx, 'talent.good@demo.example');
  if (good.userId) {
    await db.insert(feedback).values({
      userId: good.userId,
      feedbackType: 'Suggestions',
      feedback: 'Could the job center remember the filters I used last time?',
      pageUrl: '/jobcenter/6',
      createdAt: addDays(today, -4),
    });
  }
}

const named = (ctx: Context, email: string): Talent => required(ctx.cast.talent, email);
const job = (ctx: Context, key: string): Job => required(ctx.jobs, key);
const eligiblePool = (ctx: Context) => ctx.cast.pool.filter((t) => t.icaSigned && t.profileStatus >= 1);
const poolAt = (ctx: Context, index: number): Talent => {
  const pool = eligiblePool(ctx);
  const talent = pool[index % pool.length];
  if (!talent) throw new Error('The talent pool is empty.');
  return talent;
};
const adminUser = (j: Job) => required(j.company.userIdOf, j.company.adminContactId);
const ip = (n: number) => `203.0.113.${(n % 250) + 1}`;

async function seedSignatures(ctx: Context) {
  const { db, cast, ref, today } = ctx;
  const ica = required(ref.legalDocuments, 'ICA');
  const signers = [...cast.talent.values(), ...cast.pool].filter((t) => t.icaSigned && t.userId !== null);
  await db.insert(legalSignatures).values(
    signers.map((t, i) => ({
      legalDocumentId: ica,
      instrId: t.instrId,
      signerUserId: t.userId ?? 0,
      typedFullName: `${t.firstName} ${t.lastName}`,
      consent: true,
      ipAddress: ip(i),
      signedAt: addDays(today, -60 + (i % 30)),
    })),
  );
  await db.insert(legalSignatures).values({
    legalDocumentId: required(ref.legalDocuments, 'Supplier Agreement'),
    instrId: cast.agency.id,
    signerUserId: cast.agency.ownerUserId,
    typedFullName: 'Hannah Brooks',
    consent: true,
    ipAddress: ip(200),
    signedAt: addDays(today, -80),
  });
  const [northwind, bluepeak] = cast.companies;
  const companyDocs = [
    ...(northwind ? (['MSA', 'NDA', 'SOW', 'COC'] as const).map((type) => ({ company: northwind, type })) : []),
    ...(bluepeak ? (['MSA', 'NDA'] as const).map((type) => ({ company: bluepeak, type })) : []),
  ];
  await db.insert(legalSignatures).values(
    companyDocs.map(({ company, type }, i) => ({
      legalDocumentId: required(ref.legalDocuments, type),
      companyId: company.id,
      signerUserId: required(company.userIdOf, company.adminContactId),
      typedFullName: company.name === 'Northwind Learning Group' ? 'Olivia Grant' : 'Isabella Moore',
      consent: true,
      ipAddress: ip(100 + i),
      signedAt: addDays(today, -120 + i),
    })),
  );
}

interface ProposalPlan {
  job: string;
  talent: Talent;
  status: Status;
  /** The agency member who sent it, when it was not the talent. */
  submittedBy?: number;
  daysAgo: number;
  documents?: boolean;
}

async function seedProposals(ctx: Context) {
  const { cast } = ctx;
  const good = named(ctx, 'talent.good@demo.example');
  const better = named(ctx, 'talent.better@demo.example');
  const best = named(ctx, 'talent.best@demo.example');
  const rolesplit = named(ctx, 'talent.rolesplit@demo.example');
  const forcechange = named(ctx, 'talent.forcechange@demo.example');
  const [agencyOwnerProfile, , agencyDesigner] = cast.agency.talent;
  if (!agencyOwnerProfile || !agencyDesigner) throw new Error('The agency has no talent.');
  const plans: ProposalPlan[] = [
    { job: 'powerbi', talent: good, status: 'Submission', daysAgo: 6, documents: true },
    { job: 'powerbi', talent: poolAt(ctx, 0), status: 'Interview', daysAgo: 9 },
    { job: 'powerbi', talent: poolAt(ctx, 1), status: 'Rejected', daysAgo: 12 },
    { job: 'powerbi', talent: best, status: 'Hired', daysAgo: 20 },
    { job: 'powerbi', talent: poolAt(ctx, 2), status: 'Client', daysAgo: 8 },
    { job: 'powerbi', talent: agencyDesigner, status: 'Submission', submittedBy: cast.agency.memberUserId, daysAgo: 3 },
    { job: 'change', talent: best, status: 'Interview', daysAgo: 5 },
    { job: 'change', talent: good, status: 'Submission', daysAgo: 2 },
    { job: 'change', talent: poolAt(ctx, 3), status: 'Rejected', daysAgo: 7 },
    { job: 'change', talent: agencyOwnerProfile, status: 'Client', submittedBy: cast.agency.ownerUserId, daysAgo: 6 },
    { job: 'storyline', talent: better, status: 'Interview', daysAgo: 4, documents: true },
    { job: 'storyline', talent: rolesplit, status: 'Submission', daysAgo: 1 },
    { job: 'safety', talent: better, status: 'Submission', daysAgo: 1 },
    { job: 'salesforce', talent: poolAt(ctx, 4), status: 'Hired', daysAgo: 50 },
    { job: 'salesforce', talent: poolAt(ctx, 5), status: 'Rejected', daysAgo: 52 },
    { job: 'cyber', talent: best, status: 'Hired', daysAgo: 95 },
    { job: 'cyber', talent: poolAt(ctx, 6), status: 'Rejected', daysAgo: 96 },
    { job: 'leadership', talent: poolAt(ctx, 17), status: 'Hired', daysAgo: 70 },
    { job: 'onboarding', talent: poolAt(ctx, 18), status: 'Hired', daysAgo: 35 },
    { job: 'teams', talent: good, status: 'Hired', daysAgo: 25 },
    { job: 'teams', talent: poolAt(ctx, 7), status: 'Submission', daysAgo: 10 },
    { job: 'nurse-leaders', talent: best, status: 'Submission', daysAgo: 2 },
    { job: 'workday', talent: good, status: 'Hired', daysAgo: 80 },
    { job: 'sap', talent: poolAt(ctx, 8), status: 'Interview', daysAgo: 6 },
    { job: 'negotiation', talent: poolAt(ctx, 9), status: 'Hired', daysAgo: 18 },
    { job: 'negotiation', talent: poolAt(ctx, 10), status: 'Submission', daysAgo: 9 },
    { job: 'scrum', talent: forcechange, status: 'Hired', daysAgo: 40 },
    ...[1, 2, 3, 4, 5, 6].map((n) => ({ job: `generated-${n}`, talent: poolAt(ctx, n + 10), status: 'Submission' as const, daysAgo: n })),
    // Several proposals of different quality on one Northwind job, for ranking by best match.
    ...[19, 20, 21].map((n) => ({ job: 'generated-4', talent: poolAt(ctx, n), status: 'Submission' as const, daysAgo: n - 17 })),
  ];
  for (const plan of plans) await seedProposal(ctx, plan);
}

async function seedProposal(ctx: Context, plan: ProposalPlan) {
  const { db, faker, files, today } = ctx;
  const target = job(ctx, plan.job);
  const submitter = plan.submittedBy ?? plan.talent.userId;
  if (submitter === null) throw new Error(`No one can submit for ${plan.talent.firstName}.`);
  const submittedAt = addDays(today, -plan.daysAgo);
  const moves = paths[plan.status];
  const [row] = await db
    .insert(proposals)
    .values({
      projectId: target.id,
      instrId: plan.talent.instrId,
      submittedByUserId: submitter,
      description: `<p>${faker.helpers.arrayElement(pitches)}</p><p>${faker.helpers.arrayElement(approaches)}</p>`,
      rate: faker.number.int({ min: 8, max: 14 }) * 100,
      rateComments: faker.helpers.arrayElement([null, 'Travel within the state is included.', 'Includes one follow-up session.']),
      status: plan.status,
      submittedAt,
      updatedAt: addDays(submittedAt, moves.length),
    })
    .returning({ id: proposals.id });
  if (!row) throw new Error('Proposal was not created.');
  const client = adminUser(target);
  let from: Status = 'Submission';
  await db.insert(proposalStatusHistory).values([
    { proposalId: row.id, fromStatus: null, toStatus: 'Submission', changedByUserId: submitter, changedAt: submittedAt },
    ...moves.map((to, i) => {
      const move = { proposalId: row.id, fromStatus: from, toStatus: to, changedByUserId: client, changedAt: addDays(submittedAt, i + 1) };
      from = to;
      return move;
    }),
  ]);
  const portfolio = ctx.portfolios.get(plan.talent.instrId);
  const picks = [
    ...(portfolio?.links.slice(0, 1).map((linkId) => ({ proposalId: row.id, linkId })) ?? []),
    ...(portfolio?.courses.slice(0, 1).map((courseId) => ({ proposalId: row.id, courseId })) ?? []),
    ...(portfolio?.documents.slice(0, 1).map((documentId) => ({ proposalId: row.id, documentId })) ?? []),
  ];
  if (picks.length) await db.insert(proposalPortfolioItems).values(picks);
  if (plan.documents) {
    const plan1 = await files.pdf('Session Plan.pdf', 'Session plan', ['Session 1: Foundations', 'Session 2: Hands-on lab', 'Session 3: Review and Q&A'], submitter);
    const plan2 = await files.csv('Pricing Breakdown.csv', [['Item', 'Days', 'Rate'], ['Design and tailoring', '1', '900'], ['Delivery', '4', '1100']], submitter);
    const ids = [plan1, plan2].filter((id): id is string => id !== null);
    if (ids.length) await db.insert(proposalDocuments).values(ids.map((blobId) => ({ proposalId: row.id, blobId })));
  }
}

const pitches = [
  'I have delivered this program to finance and operations teams for eight years and tailor every exercise to the client’s own data.',
  'I led a very similar rollout last year for a 2,000-person company; the adoption numbers are in my portfolio.',
  'My sessions are hands-on from the first ten minutes: learners build something real and leave with it.',
  'I hold the certifications you ask for and have taught this audience both onsite and online.',
] as const;
const approaches = [
  'I would start with a short needs call, adapt the material in the first week and send a recap after each session.',
  'Every session ends with a practical assignment; I review them and adjust the next session to the gaps I see.',
  'I can reuse your existing slides and add practice scenarios from your industry.',
] as const;

/** Issues the demo work documents; answers the ids of the two still waiting for a signature. */
async function seedWorkDocuments(ctx: Context): Promise<{ teamsOrder: number; powerbiTravelFee: number }> {
  const { db, files, today } = ctx;
  const best = named(ctx, 'talent.best@demo.example');
  const good = named(ctx, 'talent.good@demo.example');
  const issue = async (key: string, talent: Talent, type: 'Work Order' | 'Travel Fee', amount: number, signedDaysAgo: number | null, perDay?: number) => {
    const target = job(ctx, key);
    const title = `${type}: ${demoJobSpecs.find((spec) => spec.key === key)?.title ?? `job ${target.id}`}`;
    const blobId = await files.pdf(`${type}.pdf`, title, [`Talent: ${talent.firstName} ${talent.lastName}`, `Amount: USD ${amount.toFixed(2)}`], adminUser(target));
    const [doc] = await db
      .insert(workDocuments)
      .values({
        docType: type,
        projectId: target.id,
        instrId: talent.instrId,
        title,
        bodyHtml: `<p>${type} for ${talent.firstName} ${talent.lastName}. Amount: USD ${amount.toFixed(2)}.</p>`,
        amount,
        ...(perDay === undefined ? {} : { unitRateCents: perDay * 100, rateUnit: 'day' as const }),
        blobId,
        issuedByContactId: target.ownerContactId,
        issuedAt: addDays(today, -(signedDaysAgo ?? 0) - 2),
      })
      .returning({ id: workDocuments.id });
    if (!doc) throw new Error(`The ${title} was not stored.`);
    if (signedDaysAgo === null || talent.userId === null) return doc.id;
    await db.insert(legalSignatures).values({
      workDocumentId: doc.id,
      instrId: talent.instrId,
      signerUserId: talent.userId,
      typedFullName: `${talent.firstName} ${talent.lastName}`,
      consent: true,
      ipAddress: ip(150),
      signedAt: addDays(today, -signedDaysAgo),
    });
    return doc.id;
  };
  await issue('cyber', best, 'Work Order', 11_000, 85);
  await issue('cyber', best, 'Travel Fee', 650, 84);
  await issue('powerbi', best, 'Work Order', 5_200, 15);
  const powerbiTravelFee = await issue('powerbi', best, 'Travel Fee', 300, null);
  const teamsOrder = await issue('teams', good, 'Work Order', 6_800, null);
  // The completed jobs the demo invoices bill (demo-invoices.ts).
  await issue('leadership', poolAt(ctx, 17), 'Work Order', 4_800, 44);
  await issue('onboarding', poolAt(ctx, 18), 'Work Order', 3_600, 16);
  await issue('onboarding', poolAt(ctx, 18), 'Travel Fee', 420, 15);
  await seedDailyHire(ctx, issue);
  return { teamsOrder, powerbiTravelFee };
}

type Issue = (key: string, talent: Talent, type: 'Work Order', amount: number, signedDaysAgo: number, perDay: number) => Promise<number>;

/**
 * The daily hire (decision record 345): Cobalt's negotiation workshop bills the days its talent reports and the
 * client approves, at most ten days: two approved, one disputed, none billed yet.
 */
async function seedDailyHire(ctx: Context, issue: Issue) {
  const { db, today } = ctx;
  const talent = poolAt(ctx, 9);
  const target = job(ctx, 'negotiation');
  const [hire] = await db
    .select({ id: proposals.id, rate: proposals.rate })
    .from(proposals)
    .where(and(eq(proposals.projectId, target.id), eq(proposals.instrId, talent.instrId)));
  if (!hire || talent.userId === null) throw new Error('The daily hire was not seeded.');
  const workOrderId = await issue('negotiation', talent, 'Work Order', hire.rate * 10, 4, hire.rate);
  const day = (daysAgo: number) => addDays(today, -daysAgo).toISOString().slice(0, 10);
  const client = adminUser(target);
  const report = (daysAgo: number, unitsHundredths: number, note: string) => ({
    proposalId: hire.id,
    workOrderId,
    workDate: day(daysAgo),
    unitsHundredths,
    amountCents: (hire.rate * 100 * unitsHundredths) / 100,
    note,
    reportedByUserId: talent.userId ?? 0,
    createdAt: addDays(today, -daysAgo),
  });
  await db.insert(workReports).values([
    { ...report(3, 100, 'Kick-off and the first workshop.'), status: 'approved', decidedByUserId: client, decidedAt: addDays(today, -2) },
    { ...report(2, 100, 'Role plays with the carrier managers.'), status: 'approved', decidedByUserId: client, decidedAt: addDays(today, -1) },
    {
      ...report(1, 100, 'Follow-up coaching.'),
      status: 'disputed',
      disputeReason: 'The coaching ended at noon: please report half a day.',
      decidedByUserId: client,
      decidedAt: today,
    },
  ]);
}

async function seedBookmarks(ctx: Context) {
  const { db, cast, today } = ctx;
  const [northwind, bluepeak] = cast.companies;
  const good = named(ctx, 'talent.good@demo.example');
  const better = named(ctx, 'talent.better@demo.example');
  const best = named(ctx, 'talent.best@demo.example');
  if (northwind && bluepeak) {
    await db.insert(favorites).values([
      { companyId: northwind.id, instrId: best.instrId, addedByContactId: northwind.adminContactId, createdAt: addDays(today, -30) },
      { companyId: northwind.id, instrId: better.instrId, addedByContactId: northwind.standardContactId, createdAt: addDays(today, -12) },
      { companyId: northwind.id, instrId: poolAt(ctx, 0).instrId, addedByContactId: northwind.adminContactId, createdAt: addDays(today, -5) },
      { companyId: bluepeak.id, instrId: good.instrId, addedByContactId: bluepeak.adminContactId, createdAt: addDays(today, -20) },
    ]);
  }
  const agencyDesigner = cast.agency.talent[2];
  await db.insert(savedJobs).values([
    { instrId: good.instrId, projectId: job(ctx, 'safety').id, createdAt: addDays(today, -3) },
    { instrId: good.instrId, projectId: job(ctx, 'nurse-leaders').id, createdAt: addDays(today, -2) },
    { instrId: good.instrId, projectId: job(ctx, 'generated-7').id, createdAt: addDays(today, -1) },
    { instrId: better.instrId, projectId: job(ctx, 'safety').id, createdAt: addDays(today, -4) },
    ...(agencyDesigner ? [{ instrId: agencyDesigner.instrId, projectId: job(ctx, 'sap').id, createdAt: addDays(today, -2) }] : []),
  ]);
}

async function seedReviewsAndTestimonials(ctx: Context) {
  const { db, today } = ctx;
  const best = named(ctx, 'talent.best@demo.example');
  const good = named(ctx, 'talent.good@demo.example');
  const cyber = job(ctx, 'cyber');
  const salesforce = job(ctx, 'salesforce');
  // Bluepeak's completed Workday job is left unreviewed, so its administrator has a review to write.
  await db.insert(reviews).values([
    {
      instrId: best.instrId,
      projectId: cyber.id,
      contactId: cyber.ownerContactId,
      rating: 5,
      feedback: 'Sofia kept two hundred people engaged across ten sessions and our phishing click rate halved.',
      createdAt: addDays(today, -55),
    },
    {
      instrId: poolAt(ctx, 4).instrId,
      projectId: salesforce.id,
      contactId: salesforce.ownerContactId,
      rating: 4,
      feedback: 'Solid course, well paced for new administrators.',
      createdAt: addDays(today, -20),
    },
  ]);

  const requests = [
    {
      talent: best,
      first: 'Laura',
      last: 'Bennett',
      company: 'Acme Manufacturing',
      project: 'Supervisor Academy',
      answer: 'The best facilitator our supervisors have had. Practical, warm and well prepared.',
      isPublic: true,
      isRead: true,
    },
    {
      talent: best,
      first: 'Carlos',
      last: 'Diaz',
      company: 'Riverside Credit Union',
      project: 'Change Leadership Lab',
      answer: 'Sofia turned a difficult merger into a programme people asked to extend.',
      isPublic: true,
      isRead: false,
    },
    {
      talent: best,
      first: 'Hélène',
      last: 'Moreau',
      company: 'Lumen Pharma',
      project: 'GxP Refresher',
      answer: 'Thorough and precise; she knew the regulation better than we did.',
      isPublic: false,
      isRead: true,
    },
    {
      talent: best,
      first: 'Mark',
      last: 'Olsen',
      company: 'Stratus Retail',
      project: 'Store Manager Bootcamp',
      answer: null,
      isPublic: true,
      isRead: false,
    },
    {
      talent: good,
      first: 'Nina',
      last: 'Park',
      company: 'Harbor Insurance',
      project: 'Excel for Underwriters',
      answer: 'Maya made pivot tables finally click for the whole team.',
      isPublic: true,
      isRead: true,
    },
  ];
  for (const [i, r] of requests.entries()) {
    const [request] = await db
      .insert(testimonialRequests)
      .values({
        instrId: r.talent.instrId,
        clientFirstName: r.first,
        clientLastName: r.last,
        email: `${r.first.toLowerCase().normalize('NFD').replace(/[^a-z]/g, '')}.${r.last.toLowerCase()}@client.demo.example`,
        jobTitle: 'Head of Learning',
        companyName: r.company,
        projectName: r.project,
        requestMessage: 'It was a pleasure working with you. Would you write a few words about the programme?',
        createdAt: addDays(today, -70 + i * 10),
      })
      .returning({ id: testimonialRequests.id });
    if (request && r.answer) {
      await db.insert(testimonials).values({
        requestId: request.id,
        testimonialResponse: r.answer,
        isResponsePublic: r.isPublic,
        isRead: r.isRead,
        submittedAt: addDays(today, -65 + i * 10),
      });
    }
  }
}

/** Notifications as the events of notification/events.ts leave them: each links to the page it is about. */
async function seedNotifications(ctx: Context, toSign: { teamsOrder: number; powerbiTravelFee: number }) {
  const { db, cast, today } = ctx;
  const at = (hoursAgo: number) => new Date(today.getTime() + 12 * 3_600_000 - hoursAgo * 3_600_000);
  const good = named(ctx, 'talent.good@demo.example');
  const best = named(ctx, 'talent.best@demo.example');
  const [northwind] = cast.companies;
  const [powerbi, change, teams] = [job(ctx, 'powerbi').id, job(ctx, 'change').id, job(ctx, 'teams').id];
  const rows: (typeof notifications.$inferInsert)[] = [];
  const talentNote = (userId: number | null, subject: string, body: string, link: string, hoursAgo: number, isRead: boolean) => {
    if (userId !== null) rows.push({ userId, type: 'T', subject, body, link, isRead, createdAt: at(hoursAgo) });
  };
  talentNote(good.userId, 'New jobs match your alert', '<p>2 new jobs match <strong>Power BI in finance</strong>.</p>', '/jobcenter/6', 1, false);
  talentNote(good.userId, 'Sign your work order', '<p>Your work order for <strong>Microsoft Teams Adoption for Clinical Staff</strong> is ready to sign.</p>', `${workSignPage('Work Order')}?id=${toSign.teamsOrder}`, 5, false);
  talentNote(good.userId, 'You were hired', '<p>Bluepeak Health Systems hired you for <strong>Microsoft Teams Adoption for Clinical Staff</strong>.</p>', talentJobHref(teams, true), 30, true);
  talentNote(good.userId, 'New testimonial', '<p>Nina Park wrote you a testimonial.</p>', '/profile/testimonials', 24 * 6, true);
  talentNote(best.userId, 'Interview requested', '<p>Northwind Learning Group would like to interview you for <strong>Leading Through Change: Manager Workshop Series</strong>.</p>', talentJobHref(change, false), 3, false);
  talentNote(best.userId, 'Travel fee to accept', '<p>Please review and accept the travel fee for <strong>Power BI Dashboards for Finance Analysts</strong>.</p>', `${workSignPage('Travel Fee')}?id=${toSign.powerbiTravelFee}`, 20, false);
  talentNote(best.userId, 'You were hired', '<p>Northwind Learning Group hired you for <strong>Power BI Dashboards for Finance Analysts</strong>.</p>', talentJobHref(powerbi, true), 24 * 15, true);
  talentNote(cast.agency.ownerUserId, 'Proposal moved to Client', '<p>Your proposal for Hannah Brooks was shared with the client.</p>', '/jobcenter/3', 10, false);
  talentNote(cast.agency.memberUserId, 'Proposal received', '<p>Your proposal was submitted.</p>', '/jobcenter/3', 72, true);
  if (northwind) {
    const admin = required(northwind.userIdOf, northwind.adminContactId);
    const standard = required(northwind.userIdOf, northwind.standardContactId);
    const clientNote = (userId: number, subject: string, body: string, link: string, hoursAgo: number, isRead: boolean) =>
      rows.push({ userId, type: 'C', subject, body, link, isRead, createdAt: at(hoursAgo) });
    const contactsPage = '/client-profile/client-contact-account';
    clientNote(admin, 'New proposal', '<p>Maya Chen sent a proposal for <strong>Power BI Dashboards for Finance Analysts</strong>.</p>', `/client-job/job-entity/1/${powerbi}`, 2, false);
    clientNote(admin, 'New proposal', '<p>A Brightpath Learning Partners talent sent a proposal for <strong>Power BI Dashboards for Finance Analysts</strong>.</p>', `/client-job/job-entity/1/${powerbi}`, 8, false);
    clientNote(admin, 'Request to join your company', '<p>Mia Evans asked to join Northwind Learning Group.</p>', contactsPage, 40, false);
    clientNote(admin, 'Work order signed', '<p>Sofia Martinez signed the work order for <strong>Power BI Dashboards for Finance Analysts</strong>.</p>', `/client-job/job-entity/4/${powerbi}`, 24 * 15, true);
    clientNote(admin, 'Invitation pending', '<p>Ava Turner has not accepted your invitation yet.</p>', contactsPage, 24 * 9, true);
    clientNote(standard, 'You were added to a job', '<p>Olivia Grant added you to <strong>Leading Through Change: Manager Workshop Series</strong>.</p>', `/client-job/job-entity/1/${change}`, 6, false);
    clientNote(standard, 'New proposal', '<p>Sofia Martinez sent a proposal for <strong>Leading Through Change: Manager Workshop Series</strong>.</p>', `/client-job/job-entity/1/${change}`, 24 * 4, true);
  }
  await db.insert(notifications).values(rows);
}

async function seedChats(ctx: Context) {
  const { db, today } = ctx;
  const best = named(ctx, 'talent.best@demo.example');
  const good = named(ctx, 'talent.good@demo.example');
  const conversations = [
    {
      key: 'powerbi',
      talent: best,
      lines: [
        { who: 'client', text: 'Welcome aboard, Sofia! The finance data extract is in the job documents.' },
        { who: 'talent', text: 'Thanks Olivia, I have it. I will share the first dashboard draft on Friday.' },
        { who: 'standard', text: '@Sofia Martinez could we add a short session on row-level security?' },
        { who: 'talent', text: 'Yes, I will fold it into session three.' },
      ],
    },
    {
      key: 'teams',
      talent: good,
      lines: [
        { who: 'client', text: 'Hi Maya, the first floor sessions start Monday at 7am for the night shift handover.' },
        { who: 'talent', text: 'Perfect, I will be there at 6:30 to set up.' },
      ],
    },
  ] as const;
  for (const conversation of conversations) {
    const target = job(ctx, conversation.key);
    const client = adminUser(target);
    const standard = required(target.company.userIdOf, target.company.standardContactId);
    const talentUser = conversation.talent.userId;
    if (talentUser === null) continue;
    const [chat] = await db
      .insert(groupChats)
      .values({ projectId: target.id, name: 'General', isGeneral: true, createdByUserId: client, createdAt: addDays(today, -14) })
      .returning({ id: groupChats.id });
    if (!chat) continue;
    const members = [client, standard, talentUser];
    await db.insert(groupChatMembers).values(members.map((userId) => ({ chatId: chat.id, userId, addedByUserId: client, joinedAt: addDays(today, -14) })));
    const sender = { client, standard, talent: talentUser };
    const sent = await db
      .insert(chatMessages)
      .values(
        conversation.lines.map((line, i) => ({ chatId: chat.id, senderUserId: sender[line.who], body: line.text, createdAt: addDays(today, -10 + i) })),
      )
      .returning({ id: chatMessages.id, body: chatMessages.body });
    const mention = sent.find((m) => m.body.includes('@'));
    if (mention) await db.insert(chatMentions).values({ messageId: mention.id, userId: talentUser, emailedAt: addDays(today, -8) });
  }
}
