/**
 * A skill a talent adds when the catalogue lacks it: it goes in the chosen category (Soft
 * Skills) or vendor (Technical; the Other vendor keeps the vendor name typed) and stays unapproved until reviewed. The
 * name of an approved skill, or of a skill already in the group, answers the skill that exists. A new one becomes an
 * approval request in the same transaction: the reviewers (the support address, SUPPORT_EMAIL) get an e-mail with
 * signed Approve and Reject links (api/approval/). A user may have customSkillsPendingMax new skills waiting
 * for review at a time.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Deps } from '../deps.ts';
import { requestApproval } from '../approval/request-approval.ts';
import { skillGroups, skills } from '../db/schema/index.ts';
import { badRequest } from '../http/errors.ts';
import { holdListLimit } from '../http/list-limit.ts';
import { customSkillsPendingMax, OTHER_GROUP, roleTexts, type CustomSkill } from '#domain/role-form.ts';
import { skillColumns, skillItem } from './skill-columns.ts';

const withGroup = (db: Db) => db.select(skillColumns).from(skills).innerJoin(skillGroups, eq(skillGroups.id, skills.groupId));
const sameName = (name: string) => eq(sql`lower(${skills.name})`, name.toLowerCase());

export async function addUnapprovedSkill(deps: Deps, userId: number, instrId: number, form: CustomSkill) {
  const db = deps.db;
  const [approved] = await withGroup(db).where(and(sameName(form.skill), eq(skills.isApproved, true))).limit(1);
  if (approved) return skillItem(approved);
  const field = form.skillType === 'Soft Skills' ? 'category' : 'vendor';
  const groupName = (form.skillType === 'Soft Skills' ? form.category : form.vendor) ?? OTHER_GROUP;
  const [group] = await db
    .select({ id: skillGroups.id })
    .from(skillGroups)
    .where(and(eq(skillGroups.discipline, form.skillType), eq(sql`lower(${skillGroups.name})`, groupName.toLowerCase())));
  if (!group) throw badRequest(roleTexts.unknownGroup, { [field]: [roleTexts.unknownGroup] });
  const isOtherVendor = form.skillType === 'Technical' && groupName.toLowerCase() === OTHER_GROUP.toLowerCase();
  const vendorName = isOtherVendor ? (form.vendorName ?? null) : null;
  await db.transaction(async (tx) => {
    const [known] = await tx.select({ id: skills.id }).from(skills).where(and(eq(skills.groupId, group.id), sameName(form.skill)));
    if (known) return;
    const pending = () => tx.$count(skills, and(eq(skills.addedByUserId, userId), eq(skills.isApproved, false)));
    await holdListLimit(tx, { list: 'customSkills', max: customSkillsPendingMax, message: roleTexts.customSkillsTooMany }, userId, pending);
    const added = await tx
      .insert(skills)
      .values({ name: form.skill, groupId: group.id, isApproved: false, addedByUserId: userId, proposedVendorName: vendorName })
      .onConflictDoNothing()
      .returning({ id: skills.id });
    const [skill] = added;
    if (skill) await requestApproval(deps, tx, { kind: 'skill', instrId, requestedByUserId: userId, skillId: skill.id });
  });
  const [row] = await withGroup(db).where(and(eq(skills.groupId, group.id), sameName(form.skill)));
  if (!row) throw new Error('The skill was neither added nor found.');
  return skillItem(row);
}
