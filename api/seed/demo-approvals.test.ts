import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { createDemoTestApp } from '../testing/demo-app.ts';
import { approvalRequests, instructors, mailOutbox, skills } from '../db/schema/index.ts';
import { mailPendingReviews } from '../approval/request-approval.ts';
import { profileChanged } from '../talent-standing/profile-changed.ts';

describe('the demo’s approval requests', () => {
  let t: Awaited<ReturnType<typeof createDemoTestApp>>;
  beforeAll(async () => {
    t = await createDemoTestApp();
  });
  afterAll(() => t.close());

  it('shows a certified badge only for talent whose evidence was approved, and the badge holds when the profile is computed again', async () => {
    const certified = await t.deps.db
      .select({ instrId: instructors.id, badge: instructors.trustBadge })
      .from(instructors)
      .where(inArray(instructors.trustBadge, ['CT', 'CID', 'CTCID']));
    expect(certified.length).toBeGreaterThan(0);
    for (const talent of certified) {
      const approved = await t.deps.db
        .select({ kind: approvalRequests.kind, certificationId: approvalRequests.certificationId, evidence: approvalRequests.evidenceBlobId })
        .from(approvalRequests)
        .where(and(eq(approvalRequests.instrId, talent.instrId), eq(approvalRequests.status, 'approved')));
      expect(approved.map((a) => a.kind).sort().join(''), `talent ${talent.instrId}`).toBe(talent.badge === 'CTCID' ? 'CIDCT' : talent.badge);
      expect(approved.every((a) => a.certificationId && a.evidence)).toBe(true);
      await profileChanged(t.deps, t.deps.db, talent.instrId);
      const [after] = await t.deps.db.select({ badge: instructors.trustBadge }).from(instructors).where(eq(instructors.id, talent.instrId));
      expect(after?.badge, `talent ${talent.instrId}`).toBe(talent.badge);
    }
    const sofia = await t.request('talent.best@demo.example', 'GET', '/api/TrustBadge/GetRequests');
    expect(sofia.body).toMatchObject({ badge: 'CT', requests: { CT: { status: 'approved' }, CID: null } });
    const daniel = await t.request('talent.better@demo.example', 'GET', '/api/TrustBadge/GetRequests');
    expect(daniel.body).toMatchObject({ badge: 'Q', hasDesignerRole: true, requests: { CT: null, CID: { status: 'pending' } } });
  });

  it('has a review request for every unapproved skill, and mails them so Camtasia is approved by its signed link', async () => {
    const unapproved = await t.deps.db.select({ id: skills.id, name: skills.name }).from(skills).where(eq(skills.isApproved, false));
    expect(unapproved.map((s) => s.name)).toContain('Camtasia');
    const requested = await t.deps.db.select({ skillId: approvalRequests.skillId, status: approvalRequests.status }).from(approvalRequests).where(eq(approvalRequests.kind, 'skill'));
    for (const skill of unapproved) expect(requested, skill.name).toContainEqual({ skillId: skill.id, status: 'pending' });

    expect(await mailPendingReviews(t.deps)).toBe(requested.length + 1);
    const [mail] = await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.subject, 'New skill to review: Camtasia'));
    expect(mail?.toAddress).toBe(t.deps.config.supportEmail);
    expect(await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.subject, 'Trust badge to review: CID (certified instructional designer)'))).toHaveLength(1);
    const approve = /(http\S+\/approval\?token=[^&\s]+&decision=approve)/.exec(mail?.text ?? '')?.[1] ?? 'http://x';
    const token = new URL(approve).searchParams.get('token') ?? '';
    const decided = await t.request(null, 'POST', '/api/Approval/Decide', { token, decision: 'approve' });
    expect(decided.status).toBe(200);
    const [camtasia] = await t.deps.db.select({ isApproved: skills.isApproved }).from(skills).where(eq(skills.name, 'Camtasia'));
    expect(camtasia?.isApproved).toBe(true);
    const told = await t.request('talent.better@demo.example', 'GET', '/api/Notification/Get?notificationType=T');
    expect(JSON.stringify(told.body)).toContain('Your skill “Camtasia” was approved');
  });
});
