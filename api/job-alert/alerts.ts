/** A user's job alerts: list, one by id, add, change and delete. Only the owner ever sees or changes an alert. */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { jobAlerts, roles } from '../db/schema/index.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { holdListLimit } from '../http/list-limit.ts';
import { languages } from '../master/data/languages.ts';
import { jobAlertLimits, jobAlertTexts, type JobAlert, type JobAlertBody } from '#domain/job-alerts.ts';

const columns = {
  id: jobAlerts.id,
  name: jobAlerts.name,
  keyword: jobAlerts.keywords,
  roleId: jobAlerts.roleId,
  roleName: roles.name,
  rateType: jobAlerts.rateType,
  locationType: jobAlerts.locationType,
  timeZone: jobAlerts.timeZone,
  languageId: jobAlerts.languageId,
  frequency: jobAlerts.frequency,
  isActive: jobAlerts.isActive,
  createdAt: jobAlerts.createdAt,
  lexemes: jobAlerts.keywordLexemes,
};

const selectAlerts = (db: Db) => db.select(columns).from(jobAlerts).leftJoin(roles, eq(roles.id, jobAlerts.roleId));
type Row = Awaited<ReturnType<typeof selectAlerts>>[number];

const languageName = (id: number | null) => (id === null ? null : (languages.find((l) => l.id === id)?.name ?? null));

const view = ({ lexemes: _lexemes, ...row }: Row): JobAlert => ({
  ...row,
  languageName: languageName(row.languageId),
  createdAt: row.createdAt.toISOString(),
});


export async function listAlerts(db: Db, userId: number): Promise<JobAlert[]> {
  const rows = await selectAlerts(db).where(eq(jobAlerts.userId, userId)).orderBy(asc(jobAlerts.id));
  return rows.map(view);
}

export async function alertOf(db: Db, userId: number, id: number): Promise<JobAlert> {
  const [row] = await selectAlerts(db).where(and(eq(jobAlerts.id, id), eq(jobAlerts.userId, userId)));
  if (!row) throw notFound(jobAlertTexts.notFound);
  return view(row);
}

/** The role and language must be ones the job center offers; keywords must leave something to search for. */
async function checked(db: Db, body: JobAlertBody) {
  if (body.roleId !== undefined) {
    const [role] = await db.select({ retiredAt: roles.retiredAt }).from(roles).where(eq(roles.id, body.roleId));
    if (!role || role.retiredAt) throw badRequest('Unknown role.', { roleId: ['Unknown role.'] });
  }
  if (body.languageId !== undefined && languageName(body.languageId) === null) {
    throw badRequest('Unknown language.', { languageId: ['Unknown language.'] });
  }
  return {
    name: body.name,
    keywords: body.keyword ?? null,
    roleId: body.roleId ?? null,
    rateType: body.rateType ?? null,
    locationType: body.locationType ?? null,
    timeZone: body.timeZone ?? null,
    languageId: body.languageId ?? null,
    frequency: body.frequency,
  };
}

/** Keywords made only of words the search ignores ("the", "and") would match nothing: refused with the form kept. */
function assertSearchable(saved: Row): void {
  if (saved.keyword !== null && saved.lexemes !== null && saved.lexemes.length === 0) {
    throw badRequest(jobAlertTexts.keywordsNotSearchable, { keyword: [jobAlertTexts.keywordsNotSearchable] });
  }
}

export async function addAlert(db: Db, userId: number, body: JobAlertBody): Promise<JobAlert> {
  const values = await checked(db, body);
  return db.transaction(async (tx) => {
    await holdListLimit(tx, { list: 'jobAlerts', max: jobAlertLimits.perUser, message: jobAlertTexts.tooMany }, userId, () => tx.$count(jobAlerts, eq(jobAlerts.userId, userId)));
    const [inserted] = await tx
      .insert(jobAlerts)
      .values({ ...values, userId, isActive: body.isActive ?? true })
      .returning({ id: jobAlerts.id });
    if (!inserted) throw new Error('The new job alert was not returned.');
    const [row] = await selectAlerts(tx).where(eq(jobAlerts.id, inserted.id));
    if (!row) throw new Error('The new job alert was not found.');
    assertSearchable(row);
    return view(row);
  });
}

export async function updateAlert(db: Db, userId: number, id: number, body: JobAlertBody): Promise<JobAlert> {
  const values = await checked(db, body);
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(jobAlerts)
      .set({ ...values, ...(body.isActive === undefined ? {} : { isActive: body.isActive }), updatedAt: new Date() })
      .where(and(eq(jobAlerts.id, id), eq(jobAlerts.userId, userId)))
      .returning({ id: jobAlerts.id });
    if (updated.length === 0) throw notFound(jobAlertTexts.notFound);
    const [row] = await selectAlerts(tx).where(eq(jobAlerts.id, id));
    if (!row) throw notFound(jobAlertTexts.notFound);
    assertSearchable(row);
    return view(row);
  });
}

export async function deleteAlert(db: Db, userId: number, id: number): Promise<void> {
  const deleted = await db
    .delete(jobAlerts)
    .where(and(eq(jobAlerts.id, id), eq(jobAlerts.userId, userId)))
    .returning({ id: jobAlerts.id });
  if (deleted.length === 0) throw notFound(jobAlertTexts.notFound);
}
