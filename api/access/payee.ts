/**
 * Who is paid for the caller (decision record 321), read from the database (claims may predate a change): a talent
 * is paid as themself; an agency's owner and members act for the agency, which is paid as its own instructor row.
 * Everyone of the payee may see its payouts and masked details; only the talent, or the agency's owner, changes the
 * payout details and signs tax forms (as only the owner signs the agency's agreements).
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { agencyMembers, instructors, taxForms, users } from '../db/schema/index.ts';
import { forbidden, notFound } from '../http/errors.ts';
import { payoutTexts } from '#domain/payouts.ts';
import { taxFormTexts } from '#domain/tax-forms.ts';
import { declarePerson, declareRecord, type SignedInActor } from './access.ts';

export interface Payee {
  /** The instructor row paid: the talent's own, or the agency's. */
  instrId: number;
  isAgency: boolean;
  name: string;
  /** The talent themself, or the agency's owner. */
  canManage: boolean;
}

export interface PayeeActor extends SignedInActor {
  payee: Payee;
  /** The person acting, who signs what they send. */
  signer: { userId: number; firstName: string; lastName: string; email: string };
}

const fullName = (row: { firstName: string; lastName: string }) => `${row.firstName} ${row.lastName}`.trim();

async function payeeOf(db: Db, userId: number): Promise<Payee | null> {
  const [membership] = await db
    .select({ agencyId: agencyMembers.agencyId, isOwner: agencyMembers.isOwner, companyName: instructors.companyName, firstName: instructors.firstName, lastName: instructors.lastName })
    .from(agencyMembers)
    .innerJoin(instructors, eq(instructors.id, agencyMembers.agencyId))
    .where(eq(agencyMembers.userId, userId));
  if (membership) {
    return { instrId: membership.agencyId, isAgency: true, name: membership.companyName ?? fullName(membership), canManage: membership.isOwner };
  }
  const [talent] = await db
    .select({ id: instructors.id, firstName: instructors.firstName, lastName: instructors.lastName })
    .from(instructors)
    .where(and(eq(instructors.userId, userId), eq(instructors.isAgency, false)));
  return talent ? { instrId: talent.id, isAgency: false, name: fullName(talent), canManage: true } : null;
}

async function resolvePayee(db: Db, user: SignedInActor['user'] | null, refusal: string | undefined, manager: boolean): Promise<PayeeActor> {
  if (!user) throw new Error('A signed-in declaration was resolved without a user.');
  const payee = await payeeOf(db, user.userId);
  if (!payee || (manager && !payee.canManage)) throw forbidden(refusal);
  const [signer] = await db
    .select({ userId: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, user.userId));
  if (!signer) throw forbidden(refusal);
  return { user, payee, signer };
}

export const payee = declarePerson<PayeeActor>({
  name: 'payee',
  refusal: payoutTexts.payeeOnly,
  description: 'Talent (paid as themselves), and an agency’s owner and members (acting for the agency, which is paid).',
  resolve: ({ deps, user, refusal }) => resolvePayee(deps.db, user, refusal, false),
});

export const payeeManager = declarePerson<PayeeActor>({
  name: 'payee-manager',
  refusal: payoutTexts.managerOnly,
  description: 'A talent for themself, or an agency’s owner for the agency: who changes payout details and signs tax forms.',
  resolve: ({ deps, user, refusal }) => resolvePayee(deps.db, user, refusal, true),
});

export interface TaxFormActor extends PayeeActor {
  taxForm: typeof taxForms.$inferSelect;
}

/** A tax form of the caller's payee (the id names it); anyone else's is not found, like a missing one. */
export const payeeTaxForm = declareRecord<TaxFormActor>({
  name: 'payee-tax-form',
  idField: 'taxFormId',
  description: 'The payee’s own tax form: the talent’s, or the agency’s for its owner and members. Anyone else gets 404.',
  resolve: async ({ deps, user, id }) => {
    const actor = await resolvePayee(deps.db, user, taxFormTexts.notFound, false).catch(() => {
      throw notFound(taxFormTexts.notFound);
    });
    const [form] = id === undefined ? [] : await deps.db.select().from(taxForms).where(and(eq(taxForms.id, id), eq(taxForms.instrId, actor.payee.instrId)));
    if (!form) throw notFound(taxFormTexts.notFound);
    return { ...actor, taxForm: form };
  },
});
