/**
 * The tasks of a talent's calendar, read from the facts they come from: training timeline rows of jobs the party
 * is hired on, the start of open jobs its pending proposals answer, and work documents waiting to be signed or
 * accepted. An agency member sees the agency's talent (the job center's party), named in each task.
 */
import { and, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { companies, instructors, projectTimelines, projects, proposals } from '../db/schema/index.ts';
import type { TalentParty } from '../access/talent-party.ts';
import type { TalentSigning } from '../access/signing.ts';
import { listWorkDocuments } from '../legal/work-documents.ts';
import { jobDetailsHref } from '#domain/job-center-tabs.ts';
import { workSignPage } from '#domain/legal.ts';
import type { Task, TasksAnswer, TasksQuery } from '#domain/tasks.ts';

const talentName = sql<string>`${instructors.firstName} || ' ' || ${instructors.lastName}`;

const detailOf = (party: TalentParty, company: string | null, talent: string) =>
  [company ?? 'A client', party.agencyId !== null ? `for ${talent}` : null].filter(Boolean).join(' · ');

/** Proposals joined to their job, the job's company and the talent who sent them. */
const withJobAndTalent = <Q extends PgSelect>(query: Q) =>
  query
    .innerJoin(projects, eq(projects.id, proposals.projectId))
    .innerJoin(companies, eq(companies.id, projects.companyId))
    .innerJoin(instructors, eq(instructors.id, proposals.instrId));

async function trainingTasks(db: Db, party: TalentParty, query: TasksQuery): Promise<Task[]> {
  const lastDay = sql<string>`coalesce(${projectTimelines.projectEndDate}, ${projectTimelines.projectDate})`;
  const selected = db
    .select({
      id: projectTimelines.id,
      proposalId: proposals.id,
      projectId: projects.id,
      title: projects.title,
      jobStatus: projects.status,
      company: companies.name,
      talent: talentName,
      day: projectTimelines.projectDate,
      endDay: lastDay,
      startTime: projectTimelines.startTime,
      endTime: projectTimelines.endTime,
      timeZone: projectTimelines.timeZone,
    })
    .from(proposals)
    .$dynamic();
  const rows = await withJobAndTalent(selected)
    .innerJoin(projectTimelines, eq(projectTimelines.projectId, projects.id))
    .where(
      and(
        inArray(proposals.instrId, party.instrIds),
        eq(proposals.status, 'Hired'),
        ne(projects.status, 'draft'),
        lte(projectTimelines.projectDate, query.to),
        gte(lastDay, query.from),
      ),
    );
  return rows.map((r) => ({
    id: `training-${r.id}-${r.proposalId}`,
    kind: 'training',
    title: r.title,
    detail: detailOf(party, r.company, r.talent),
    day: r.day,
    endDay: r.endDay < r.day ? r.day : r.endDay,
    startTime: r.startTime,
    endTime: r.endTime,
    timeZone: r.timeZone,
    href: jobDetailsHref(r.jobStatus === 'completed' ? 5 : 4, r.projectId),
  }));
}

async function proposalTasks(db: Db, party: TalentParty, query: TasksQuery): Promise<Task[]> {
  const fields = { id: proposals.id, projectId: projects.id, title: projects.title, company: companies.name, talent: talentName, day: projects.startDate };
  const rows = await withJobAndTalent(db.select(fields).from(proposals).$dynamic())
    .where(
      and(
        inArray(proposals.instrId, party.instrIds),
        inArray(proposals.status, ['Submission', 'Interview', 'Client']),
        eq(projects.status, 'open'),
        gte(projects.startDate, query.from),
        lte(projects.startDate, query.to),
      ),
    );
  return rows.flatMap((r) =>
    r.day
      ? [
          {
            id: `proposal-${r.id}`,
            kind: 'proposal' as const,
            title: `${r.title} would start`,
            detail: detailOf(party, r.company, r.talent),
            day: r.day,
            endDay: r.day,
            startTime: null,
            endTime: null,
            timeZone: null,
            href: jobDetailsHref(3, r.projectId),
          },
        ]
      : [],
  );
}

/** Work documents the caller can sign or accept and has not yet. */
async function waitingTasks(db: Db, signer: TalentSigning | null): Promise<Task[]> {
  if (!signer?.canSign) return [];
  const documents = await listWorkDocuments(db, signer);
  return documents
    .filter((d) => d.canSign)
    .map((d) => {
      const day = d.issuedAt.slice(0, 10);
      return {
        id: `document-${d.id}`,
        kind: d.docType === 'Travel Fee' ? ('travel-fee' as const) : ('work-order' as const),
        title: d.title,
        detail: [d.projectTitle, signer.kind === 'agency' ? `for ${d.talentName}` : null].filter(Boolean).join(' · '),
        day,
        endDay: day,
        startTime: null,
        endTime: null,
        timeZone: null,
        href: `${workSignPage(d.docType)}?id=${d.id}`,
      };
    });
}

/** The tasks of the party's talent, and the documents waiting for the signer (legal/party.ts) to sign. */
export async function myTasks(db: Db, party: TalentParty, signer: TalentSigning | null, query: TasksQuery): Promise<TasksAnswer> {
  if (party.instrIds.length === 0) return { items: [], waiting: await waitingTasks(db, signer) };
  const [training, pending, waiting] = await Promise.all([trainingTasks(db, party, query), proposalTasks(db, party, query), waitingTasks(db, signer)]);
  const inRange = waiting.filter((t) => query.from <= t.day && t.day <= query.to);
  return { items: [...training, ...pending, ...inRange], waiting };
}
