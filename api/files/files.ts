/**
 * The files lists (decision record 150): a job's documents for anyone who may see the job, and the caller's own
 * documents: the documents of their jobs (clients: jobs they may see; talent: jobs they proposed on) and the
 * supporting documents of proposals (talent: their own or their agency's; clients: those sent to their jobs).
 */
import { desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { AccessClaims } from '#kernel/tokens.ts';
import type { Db } from '../db/client.ts';
import type { Deps } from '../deps.ts';
import { blobs, instructors, projectDocuments, projects, proposalDocuments, proposals } from '../db/schema/index.ts';
import { forbidden } from '../http/errors.ts';
import { clientContactOf, clientJobsFilter } from '../access/client-job.ts';
import { talentPartyOf } from '../access/talent-party.ts';
import type { JobReaderActor } from '../access/records.ts';
import type { FileEntry, ProjectFiles } from '#domain/files.ts';

const extensionOf = (fileName: string) => /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase() ?? '';
const LIST_MAX = 500;

interface DocumentRow {
  id: number;
  createdAt: Date;
  blob: { fileName: string; size: number };
  projectId: number;
  title: string;
}

function toEntry(entity: FileEntry['entity'], r: DocumentRow, talentName: string | null): FileEntry {
  return {
    documentId: r.id,
    entity,
    fileName: r.blob.fileName,
    fileTypeName: extensionOf(r.blob.fileName),
    fileSize: r.blob.size,
    uploadedAt: r.createdAt.toISOString(),
    projectId: r.projectId,
    projectTitle: r.title,
    talentName,
  };
}

async function jobFiles(db: Db, where: SQL): Promise<FileEntry[]> {
  const rows = await db
    .select({ id: projectDocuments.id, createdAt: projectDocuments.createdAt, blob: blobs, projectId: projects.id, title: projects.title })
    .from(projectDocuments)
    .innerJoin(blobs, eq(blobs.id, projectDocuments.blobId))
    .innerJoin(projects, eq(projects.id, projectDocuments.projectId))
    .where(where)
    .orderBy(desc(projectDocuments.createdAt), desc(projectDocuments.id))
    .limit(LIST_MAX);
  return rows.map((r) => toEntry('project', r, null));
}

async function proposalFiles(db: Db, where: SQL): Promise<FileEntry[]> {
  const rows = await db
    .select({
      id: proposalDocuments.id,
      createdAt: proposalDocuments.createdAt,
      blob: blobs,
      projectId: projects.id,
      title: projects.title,
      firstName: instructors.firstName,
      lastName: instructors.lastName,
    })
    .from(proposalDocuments)
    .innerJoin(blobs, eq(blobs.id, proposalDocuments.blobId))
    .innerJoin(proposals, eq(proposals.id, proposalDocuments.proposalId))
    .innerJoin(projects, eq(projects.id, proposals.projectId))
    .innerJoin(instructors, eq(instructors.id, proposals.instrId))
    .where(where)
    .orderBy(desc(proposalDocuments.createdAt), desc(proposalDocuments.id))
    .limit(LIST_MAX);
  return rows.map((r) => toEntry('proposal', r, `${r.firstName} ${r.lastName}`));
}

export async function projectFiles(deps: Deps, { project }: JobReaderActor): Promise<ProjectFiles> {
  return { projectId: project.id, title: project.title, files: await jobFiles(deps.db, eq(projectDocuments.projectId, project.id)) };
}

export async function myDocuments(deps: Deps, user: AccessClaims, tabId: 1 | 2): Promise<FileEntry[]> {
  const contact = await clientContactOf(deps.db, user);
  if (contact) {
    const mine = clientJobsFilter(deps.db, contact);
    return tabId === 1 ? jobFiles(deps.db, mine) : proposalFiles(deps.db, mine);
  }
  const party = await talentPartyOf(deps.db, user);
  if (!party) throw forbidden('Only talent, agency members and company contacts have documents here.');
  if (party.instrIds.length === 0) return [];
  const ours = inArray(proposals.instrId, party.instrIds);
  if (tabId === 2) return proposalFiles(deps.db, ours);
  const proposedOn = deps.db.select({ id: proposals.projectId }).from(proposals).where(ours);
  return jobFiles(deps.db, inArray(projectDocuments.projectId, proposedOn));
}
