/**
 * Job alerts: the owner's list, add, edit and delete; the reverse match of a published job against alerts in the
 * database (keywords, each filter); instant mails and daily/weekly digests grouped per user; the signed one-click
 * unsubscribe; and two schedulers on one database sending each match once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { createDemoTestApp } from '../testing/demo-app.ts';
import { openSecondInstance } from '../testing/test-app.ts';
import { companies, instructors, jobAlertMatches, jobAlerts, mailOutbox, notifications, projectLanguages, projectRoles, projects, roles, users } from '../db/schema/index.ts';
import { jobAlertTexts, type JobAlert } from '#domain/job-alerts.ts';
import { matchAlerts } from './match.ts';
import { dueBefore, sendDueAlerts } from './send-due.ts';
import { unsubscribeLinks } from './unsubscribe-link.ts';
import { startJobAlertScheduler } from './scheduler.ts';
import { searchJobs } from '../talent-job-center/search-jobs.ts';

const talent = 'talent.better@demo.example';
const other = 'talent.best@demo.example';
const admin = 'client.admin@demo.example';

let t: Awaited<ReturnType<typeof createDemoTestApp>>;
let companyId: number;
let trainer: number;
let designer: number;

beforeAll(async () => {
  t = await createDemoTestApp();
  const [company] = await t.deps.db.select({ id: companies.id }).from(companies).limit(1);
  const roleRows = await t.deps.db.select({ id: roles.id, name: roles.name }).from(roles);
  const roleId = (name: string) => roleRows.find((r) => r.name === name)?.id ?? 0;
  if (!company) throw new Error('No company in the demo data.');
  companyId = company.id;
  trainer = roleId('Trainer');
  designer = roleId('Instructional Designer');
});
afterAll(() => t.close());

type AlertInput = Partial<Omit<JobAlert, 'id'>> & { keyword?: string };

async function addAlert(input: AlertInput, as = talent): Promise<JobAlert> {
  const res = await t.request(as, 'POST', '/api/JobAlert/Post', { name: 'Alert', frequency: 'instant', ...input });
  expect(res.status, res.body.message).toBe(200);
  const alerts = res.body.alerts as JobAlert[];
  const added = alerts.at(-1);
  if (!added) throw new Error('No alert was added.');
  return added;
}

type JobValues = Partial<typeof projects.$inferInsert>;

const job: JobValues = {
  title: 'Quarkly Analytics bootcamp',
  description: 'Hands-on Quarkly dashboards for finance teams.',
  locationType: 'Virtual',
  rateType: 'Daily',
  timeZone: 'America/Chicago',
};

/** An open job posted now, with roles and languages, and the alerts it matched. */
async function publish(values: JobValues = {}, extra: { roleIds?: number[]; languageIds?: number[] } = {}) {
  const now = t.deps.now();
  const [row] = await t.deps.db
    .insert(projects)
    .values({ companyId, status: 'open', publishedAt: now, rateMin: 500, rateMax: 900, title: '', ...job, ...values })
    .returning({ id: projects.id });
  if (!row) throw new Error('The job was not made.');
  const roleIds = extra.roleIds ?? [trainer];
  if (roleIds.length) await t.deps.db.insert(projectRoles).values(roleIds.map((roleId) => ({ projectId: row.id, roleId })));
  const languageIds = extra.languageIds ?? [];
  if (languageIds.length) await t.deps.db.insert(projectLanguages).values(languageIds.map((languageId) => ({ projectId: row.id, languageId, proficiency: 2 })));
  const matched = await matchAlerts(t.deps.db, row.id, now);
  return { projectId: row.id, matched };
}

const mailsTo = async (email: string) =>
  t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));

/** Moves the test clock on to the next Tuesday at 10:00 UTC, past that week's Monday digest, whatever day the run starts. */
function moveToTuesdayMorning(): void {
  const now = t.deps.now();
  const daysAhead = (2 - now.getUTCDay() + 7) % 7 || 7;
  const target = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + daysAhead, 10);
  t.clock.advance(target - now.getTime());
}

describe('managing job alerts', () => {
  it('adds, lists, reads, changes and deletes the caller’s own alerts only', async () => {
    const alert = await addAlert({ name: 'Quarkly', keyword: 'Quarkly', roleId: trainer, frequency: 'daily' });
    expect(alert).toMatchObject({ name: 'Quarkly', keyword: 'Quarkly', roleName: 'Trainer', frequency: 'daily', isActive: true });
    const got = await t.request(talent, 'GET', `/api/JobAlert/Get?id=${alert.id}`);
    expect(got.body).toMatchObject({ id: alert.id, name: 'Quarkly' });
    expect((await t.request(other, 'GET', `/api/JobAlert/Get?id=${alert.id}`)).status).toBe(404);
    expect((await t.request(other, 'DELETE', `/api/JobAlert/Delete?id=${alert.id}`)).status).toBe(404);
    const put = await t.request(talent, 'PUT', '/api/JobAlert/Put', { id: alert.id, name: 'Quarkly weekly', keyword: 'Quarkly', frequency: 'weekly', isActive: false });
    expect(put.status).toBe(200);
    expect(put.body.message).toBe(jobAlertTexts.updated);
    expect((put.body.alerts as JobAlert[]).find((a) => a.id === alert.id)).toMatchObject({ name: 'Quarkly weekly', frequency: 'weekly', isActive: false, roleId: null });
    const del = await t.request(talent, 'DELETE', `/api/JobAlert/Delete?id=${alert.id}`);
    expect(del.body.message).toBe(jobAlertTexts.deleted);
    expect((del.body.alerts as JobAlert[]).some((a) => a.id === alert.id)).toBe(false);
  });

  it('refuses an alert that searches for nothing, or only for words the search ignores, naming the field', async () => {
    const empty = await t.request(talent, 'POST', '/api/JobAlert/Post', { name: 'Everything', frequency: 'instant' });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toMatchObject({ keyword: [jobAlertTexts.nothingSearched] });
    const stop = await t.request(talent, 'POST', '/api/JobAlert/Post', { name: 'Stop words', keyword: 'the and of', frequency: 'instant' });
    expect(stop.status).toBe(400);
    expect(stop.body.errors).toMatchObject({ keyword: [jobAlertTexts.keywordsNotSearchable] });
    const noName = await t.request(talent, 'POST', '/api/JobAlert/Post', { name: ' ', keyword: 'Excel', frequency: 'hourly' });
    expect(noName.body.errors).toMatchObject({ name: [jobAlertTexts.nameRequired], frequency: [jobAlertTexts.frequencyRequired] });
  });

  it('refuses clients', async () => {
    expect((await t.request(admin, 'GET', '/api/JobAlert/GetAll')).status).toBe(403);
  });
});

describe('matching a published job', () => {
  it('matches keywords with the job center’s search syntax: words, phrases, exclusions, or', async () => {
    const word = await addAlert({ keyword: 'quarkly' });
    const phrase = await addAlert({ keyword: '"quarkly dashboards"' });
    const wrongPhrase = await addAlert({ keyword: '"dashboards quarkly"' });
    const both = await addAlert({ keyword: 'quarkly zebrafish' });
    const either = await addAlert({ keyword: 'zebrafish or quarkly' });
    const excluded = await addAlert({ keyword: 'quarkly -finance' });
    const onlyExclusion = await addAlert({ keyword: '-zebrafish', roleId: designer });
    const { matched } = await publish({}, { roleIds: [designer] });
    expect(matched).toEqual(expect.arrayContaining([word.id, phrase.id, either.id, onlyExclusion.id]));
    expect(matched).not.toContain(wrongPhrase.id);
    expect(matched).not.toContain(both.id);
    expect(matched).not.toContain(excluded.id);
  });

  it('applies each filter the job center offers, and skips alerts that are off', async () => {
    const as = 'talent.pool03@demo.example';
    const add = (input: AlertInput) => addAlert(input, as);
    const base = { keyword: 'Blorptastic' };
    const role = await add({ ...base, roleId: designer });
    const wrongRole = await add({ ...base, roleId: trainer });
    const rate = await add({ ...base, rateType: 'Hourly' });
    const wrongRate = await add({ ...base, rateType: 'Daily' });
    const place = await add({ ...base, locationType: 'Onsite' });
    const wrongPlace = await add({ ...base, locationType: 'Remote' });
    const zone = await add({ ...base, timeZone: 'Europe/Berlin' });
    const wrongZone = await add({ ...base, timeZone: 'America/Chicago' });
    const language = await add({ ...base, languageId: 2 });
    const wrongLanguage = await add({ ...base, languageId: 3 });
    const off = await add({ ...base, isActive: false });
    const { matched } = await publish(
      { title: 'Blorptastic onboarding', description: 'Onboarding.', rateType: 'Hourly', locationType: 'Onsite', timeZone: 'Europe/Berlin' },
      { roleIds: [designer], languageIds: [2] },
    );
    const mine = new Set([role, wrongRole, rate, wrongRate, place, wrongPlace, zone, wrongZone, language, wrongLanguage, off].map((a) => a.id));
    expect(matched.filter((id) => mine.has(id)).sort()).toEqual([role.id, rate.id, place.id, zone.id, language.id].sort());
    for (const a of [wrongRole, wrongRate, wrongPlace, wrongZone, wrongLanguage, off]) expect(matched).not.toContain(a.id);
  });

  it('agrees with the job center search: an alert matches a job exactly when its search lists the job', async () => {
    const searches = [
      { keyword: 'Snorkelwise' },
      { keyword: 'Snorkelwise', roleId: trainer },
      { keyword: 'Snorkelwise', roleId: designer },
      { keyword: 'Snorkelwise -finance', locationType: 'Virtual' as const },
      { keyword: '"snorkelwise coaching"', rateType: 'Daily' as const },
      { keyword: 'Snorkelwise', timeZone: 'America/Denver' },
    ];
    const alerts = [];
    for (const s of searches) alerts.push(await addAlert(s, 'talent.pool04@demo.example'));
    const { projectId, matched } = await publish({ title: 'Snorkelwise coaching', description: 'Team coaching.' });
    const party = { agencyId: null, ownInstrId: null, instrIds: [] };
    for (const [i, s] of searches.entries()) {
      const found = (await searchJobs(t.deps.db, party, s)).items.some((item) => item.projectId === projectId);
      expect(matched.includes(alerts[i]?.id ?? 0), JSON.stringify(s)).toBe(found);
    }
  });
});

describe('unsubscribing', () => {
  it('turns the alerts of a signed link off without signing in, and refuses an altered link', async () => {
    const alert = await addAlert({ name: 'Leave me', keyword: 'Unsubbable' });
    const links = unsubscribeLinks(t.deps, [alert.id]);
    const query = new URL(links.oneClick).search;
    const res = await t.request(null, 'POST', `/api/JobAlert/Unsubscribe${query}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: jobAlertTexts.unsubscribed, names: ['Leave me'] });
    const [row] = await t.deps.db.select({ isActive: jobAlerts.isActive }).from(jobAlerts).where(eq(jobAlerts.id, alert.id));
    expect(row?.isActive).toBe(false);
    // A mail program's one-click POST (RFC 8058): a form body, no session, no origin.
    const oneClick = await t.app.request(`/api/JobAlert/Unsubscribe${query}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    const [theirs] = await t.deps.db.select({ id: jobAlerts.id }).from(jobAlerts).where(and(eq(jobAlerts.isActive, true))).limit(1);
    const altered = query.replace(`alerts=${alert.id}`, `alerts=${theirs?.id}`);
    const refused = await t.request(null, 'POST', `/api/JobAlert/Unsubscribe${altered}`);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(jobAlertTexts.linkInvalid);
    const still = await t.deps.db.select({ isActive: jobAlerts.isActive }).from(jobAlerts).where(inArray(jobAlerts.id, [theirs?.id ?? 0]));
    expect(still[0]?.isActive).toBe(true);
  });
});

describe('sending', () => {
  it('mails instant alerts at once with a job link, an unsubscribe link and List-Unsubscribe headers', async () => {
    const alert = await addAlert({ name: 'Wibblecraft now', keyword: 'Wibblecraft' }, other);
    const { projectId } = await publish({ title: 'Wibblecraft facilitation' });
    await sendDueAlerts(t.deps);
    const [mail] = (await mailsTo(other)).filter((m) => m.subject.includes('Wibblecraft'));
    expect(mail?.subject).toBe('New job for your alert “Wibblecraft now”: Wibblecraft facilitation');
    expect(mail?.text).toContain(`/view-job-details/${projectId}`);
    const links = unsubscribeLinks(t.deps, [alert.id]);
    expect(mail?.text).toContain(links.page);
    expect(mail?.headers).toEqual({ 'List-Unsubscribe': `<${links.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    const [match] = await t.deps.db.select().from(jobAlertMatches).where(eq(jobAlertMatches.alertId, alert.id));
    expect(match).toMatchObject({ projectId, mailId: mail?.id });
    expect(await sendDueAlerts(t.deps)).toEqual([]);
  });

  it('puts “New jobs match your alert” on the bell with the matches, unless the talent turned “jobs that match” off', async () => {
    const [user] = await t.deps.db
      .select({ id: users.id, instrId: instructors.id })
      .from(users)
      .innerJoin(instructors, eq(instructors.userId, users.id))
      .where(eq(users.email, other));
    const bell = async () =>
      (await t.deps.db.select().from(notifications).where(eq(notifications.userId, user?.id ?? 0))).filter((n) => n.subject === 'New jobs match your alert');
    const before = (await bell()).length;
    await addAlert({ name: 'Frobnitz now', keyword: 'Frobnitz' }, other);
    const { projectId } = await publish({ title: 'Frobnitz facilitation' });
    await sendDueAlerts(t.deps);
    const notices = await bell();
    expect(notices).toHaveLength(before + 1);
    expect(notices.at(-1)).toMatchObject({ link: `/view-job-details/${projectId}`, type: 'T' });
    expect(notices.at(-1)?.body).toContain('1 new job matches your alert “Frobnitz now”.');

    const off = await t.request(other, 'POST', '/api/Notification/AddUpdateAccountNotifications', { instrId: user?.instrId, jobMatches: false });
    expect(off.status, off.body.message).toBe(200);
    await publish({ title: 'Frobnitz workshop' });
    await sendDueAlerts(t.deps);
    expect(await bell()).toHaveLength(before + 1);
    expect((await mailsTo(other)).some((m) => m.subject.includes('Frobnitz workshop'))).toBe(true);
    await t.request(other, 'POST', '/api/Notification/AddUpdateAccountNotifications', { instrId: user?.instrId, jobMatches: true });
  });

  it('gathers daily alerts into one digest per user after the digest hour, and weekly ones on Monday', async () => {
    moveToTuesdayMorning();
    const [owner] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.email, 'talent.pool01@demo.example'));
    if (!owner) throw new Error('No pool talent.');
    const email = 'talent.pool01@demo.example';
    const first = await addAlert({ name: 'Daily one', keyword: 'Frobnicator', frequency: 'daily' }, email);
    const second = await addAlert({ name: 'Daily two', keyword: 'Gizmology', frequency: 'daily' }, email);
    const weekly = await addAlert({ name: 'Weekly', keyword: 'Frobnicator', frequency: 'weekly' }, email);
    await publish({ title: 'Frobnicator basics' });
    await publish({ title: 'Gizmology advanced' });
    await publish({ title: 'Frobnicator and Gizmology' });
    const before = (await mailsTo(email)).length;
    await sendDueAlerts(t.deps);
    expect((await mailsTo(email)).length).toBe(before);

    const daily = dueBefore('daily', t.deps.now());
    t.clock.advance(daily.getTime() + 86_400_000 - t.deps.now().getTime() + 1000);
    await sendDueAlerts(t.deps);
    const digests = (await mailsTo(email)).slice(before);
    const dailyMail = digests.find((m) => m.subject.startsWith('Your daily job alert'));
    expect(dailyMail?.subject).toBe('Your daily job alert: 4 new jobs match your alerts');
    expect(dailyMail?.text).toContain('Your alert “Daily one”');
    expect(dailyMail?.text).toContain('Your alert “Daily two”');
    expect(dailyMail?.text).toContain(unsubscribeLinks(t.deps, [first.id, second.id]).page);
    expect(digests.some((m) => m.subject.startsWith('Your weekly'))).toBe(false);
    t.clock.advance(8 * 86_400_000);
    await sendDueAlerts(t.deps);
    const weeklyMail = (await mailsTo(email)).find((m) => m.subject.startsWith('Your weekly job alert'));
    expect(weeklyMail?.text).toContain(unsubscribeLinks(t.deps, [weekly.id]).page);
    expect(weeklyMail?.subject).toBe('Your weekly job alert: 2 new jobs match your alerts');
  });

  it('sends at start what was matched while no scheduler ran, as after a restart', async () => {
    const email = 'talent.pool05@demo.example';
    await addAlert({ name: 'Restart', keyword: 'Rebootology' }, email);
    await publish({ title: 'Rebootology for trainers' });
    const scheduler = startJobAlertScheduler(t.deps);
    await scheduler.ready;
    await scheduler.stop();
    expect((await mailsTo(email)).map((m) => m.subject)).toContain('New job for your alert “Restart”: Rebootology for trainers');
  });

  it('sends each match once when two schedulers on the same database run together', async () => {
    const email = 'talent.pool02@demo.example';
    for (let i = 0; i < 3; i += 1) await addAlert({ name: `Twice ${i}`, keyword: 'Doublesend' }, email);
    await publish({ title: 'Doublesend workshop' });
    const second = await openSecondInstance(t.deps.database);
    try {
      const [a, b] = await Promise.all([sendDueAlerts(t.deps), sendDueAlerts({ ...t.deps, database: second, db: second.db })]);
      const mails = (await mailsTo(email)).filter((m) => m.subject.includes('Doublesend') || m.text.includes('Doublesend'));
      expect(mails).toHaveLength(1);
      expect([...a, ...b].filter((id) => id === mails[0]?.id)).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});
