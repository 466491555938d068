/** The mail that tells the skill reviewers (the support address) about a skill a user added to the catalogue. */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Deps } from '../deps.ts';
import { users } from '../db/schema/index.ts';
import type { OutgoingMail } from '../mail/outbox.ts';
import { escapeHtml } from '../notification/sanitize-html.ts';
import { defangLinks } from '../mail/defang.ts';

export interface NewSkill {
  userId: number;
  skill: string;
  discipline: string;
  group: string;
  vendorName: string | null;
}

export async function unapprovedSkillMail(deps: Deps, db: Db, added: NewSkill): Promise<OutgoingMail> {
  const [author] = await db.select({ firstName: users.firstName, lastName: users.lastName, email: users.email }).from(users).where(eq(users.id, added.userId));
  const who = author ? `${author.firstName} ${author.lastName} <${author.email}>` : `user ${added.userId}`;
  const where = added.vendorName ? `${added.discipline}, ${added.group} (vendor named: ${added.vendorName})` : `${added.discipline}, ${added.group}`;
  // The names, the skill and the vendor are what a user typed: no address in them becomes a link.
  const lines = [
    defangLinks(`${who} added the skill "${added.skill}" to ${where}.`),
    'It stays unapproved, visible only to its author, until it is reviewed.',
  ];
  return {
    to: deps.config.supportEmail,
    subject: defangLinks(`New skill to review: ${added.skill}`),
    text: `${lines.join('\n\n')}\n\n— ${deps.config.productName}`,
    html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join(''),
  };
}
