/**
 * The payee's tax forms: the list (tax ids only as their last four), and signing a new one. Signing supersedes the
 * form on file and releases held payouts in one transaction, under a lock of the payee's row so two forms signed at
 * once are filed one after the other. Every field entered is kept as one encrypted JSON document.
 */
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Deps } from '../deps.ts';
import type { Db } from '../db/client.ts';
import { instructors, taxForms } from '../db/schema/index.ts';
import { seal } from '#kernel/secret-box.ts';
import { checkSignature } from '../legal/signature.ts';
import type { Payee, PayeeActor } from '../access/payee.ts';
import { releaseHeldPayouts } from '../ledger/schedule-payout.ts';
import { tinLast4 } from '#domain/tax-form-fields.ts';
import {
  taxFormExpiry,
  taxFormTexts,
  type TaxFormSummary,
  type TaxFormType,
  type TaxFormsAnswer,
  type W8benBody,
  type W8benEBody,
  type W9Body,
} from '#domain/tax-forms.ts';

type TaxFormRow = typeof taxForms.$inferSelect;

export function summaryOf(row: TaxFormRow, now: Date): TaxFormSummary {
  const status = row.supersededAt ? 'superseded' : row.expiresAt && row.expiresAt <= now ? 'expired' : 'valid';
  return {
    id: row.id,
    formType: row.formType,
    legalName: row.legalName,
    tinLast4: row.tinLast4,
    signedName: row.signedName,
    signedAt: row.signedAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    status,
  };
}

/** The form on file (valid or expired), or null. */
export async function currentTaxForm(db: Db, instrId: number): Promise<TaxFormRow | null> {
  const [row] = await db.select().from(taxForms).where(and(eq(taxForms.instrId, instrId), isNull(taxForms.supersededAt)));
  return row ?? null;
}

export async function taxFormsOf(db: Db, payee: Payee, now: Date): Promise<TaxFormsAnswer> {
  const rows = await db.select().from(taxForms).where(eq(taxForms.instrId, payee.instrId)).orderBy(desc(taxForms.signedAt), desc(taxForms.id));
  const current = rows.find((row) => row.supersededAt === null);
  return {
    payeeName: payee.name,
    isAgency: payee.isAgency,
    canManage: payee.canManage,
    current: current ? summaryOf(current, now) : null,
    history: rows.map((row) => summaryOf(row, now)),
  };
}

/** What a form stores: every field entered, without the signature (kept in its own columns). */
export type TaxFormData =
  | ({ formType: 'W-9' } & Omit<W9Body, 'fullName' | 'consent'>)
  | ({ formType: 'W-8BEN' } & Omit<W8benBody, 'fullName' | 'consent'>)
  | ({ formType: 'W-8BEN-E' } & Omit<W8benEBody, 'fullName' | 'consent'>);

type SignedBody = (W9Body | W8benBody | W8benEBody) & { fullName: string; consent: true };

function dataOf(formType: TaxFormType, body: SignedBody): { data: TaxFormData; legalName: string; tin: string | undefined } {
  const { fullName: _name, consent: _consent, ...fields } = body;
  if (formType === 'W-9' && 'tin' in fields) return { data: { formType, ...fields }, legalName: fields.name, tin: fields.tin };
  if (formType === 'W-8BEN' && 'dateOfBirth' in fields) return { data: { formType, ...fields }, legalName: fields.name, tin: fields.usTin ?? fields.foreignTin };
  if (formType === 'W-8BEN-E' && 'organizationName' in fields) {
    return { data: { formType, ...fields }, legalName: fields.organizationName, tin: fields.usTin ?? fields.foreignTin };
  }
  throw new Error(`The fields sent do not belong to a ${formType}.`);
}

export interface SignMeta {
  ip: string;
  userAgent: string | undefined;
}

export async function signTaxForm(deps: Deps, actor: PayeeActor, formType: TaxFormType, body: SignedBody, meta: SignMeta) {
  const signature = checkSignature(actor.signer, body, meta);
  const { data, legalName, tin } = dataOf(formType, body);
  const now = deps.now();
  const { row, released } = await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${instructors} where ${instructors.id} = ${actor.payee.instrId} for update`);
    await tx.update(taxForms).set({ supersededAt: now }).where(and(eq(taxForms.instrId, actor.payee.instrId), isNull(taxForms.supersededAt)));
    const [inserted] = await tx
      .insert(taxForms)
      .values({
        instrId: actor.payee.instrId,
        formType,
        legalName,
        dataEncrypted: seal(deps.keys.dataKey, JSON.stringify(data)),
        tinLast4: tinLast4(tin),
        signedName: signature.typedFullName,
        signerUserId: signature.signerUserId,
        ipAddress: signature.ipAddress,
        userAgent: signature.userAgent,
        signedAt: now,
        expiresAt: taxFormExpiry(formType, now),
      })
      .returning();
    if (!inserted) throw new Error('The tax form was not stored.');
    return { row: inserted, released: await releaseHeldPayouts(tx, actor.payee.instrId, now) };
  });
  deps.log.info('tax_forms.signed', { userId: actor.user.userId, instrId: actor.payee.instrId, formType, ip: meta.ip, released });
  return { message: taxFormTexts.saved(formType), form: summaryOf(row, now), released };
}
