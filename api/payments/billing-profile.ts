/**
 * A company's billing information (decision record 320), read and changed by its administrators: the tax id is
 * sealed with the data key (secret-box.ts) and only its last four characters ever leave the server; the saved cards
 * are the gateway vault's, shown by brand, last four and expiry, and removed from the vault with the row.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Deps } from '../deps.ts';
import { billingProfiles, contacts, savedCards } from '../db/schema/index.ts';
import type { AdministratorActor } from '../access/people.ts';
import type { SavedCardActor } from '../access/invoice.ts';
import { badGateway } from '../http/errors.ts';
import { contactStatuses, webRoles } from '#domain/constants.ts';
import { DEFAULT_PAYMENT_TERMS, billingTexts, cardExpired, type BillingProfile, type BillingProfileInput } from '#domain/billing.ts';
import { gatewayOf } from './gateway/choose-gateway.ts';
import { lastFour, seal } from '#kernel/secret-box.ts';

/** The parts of the billing address, in the order they are shown; each is stored and answered as null when not given. */
const addressParts = ['contactName', 'addressLine1', 'addressLine2', 'city', 'stateCode', 'postalCode', 'countryCode'] as const;
type BillingAddress = Record<(typeof addressParts)[number], string | null>;

const billingAddress = (source: Partial<Record<keyof BillingAddress, string | null | undefined>> | undefined): BillingAddress =>
  Object.fromEntries(addressParts.map((part) => [part, source?.[part] ?? null])) as BillingAddress;

export async function billingProfileOf(deps: Deps, { contact, companyName }: AdministratorActor): Promise<BillingProfile> {
  const companyId = contact.companyId;
  const [[profile], admins, cards] = await Promise.all([
    deps.db.select().from(billingProfiles).where(eq(billingProfiles.companyId, companyId)),
    deps.db
      .select({ email: contacts.email })
      .from(contacts)
      .where(and(eq(contacts.companyId, companyId), eq(contacts.webRole, webRoles.administrator), eq(contacts.status, contactStatuses.active)))
      .orderBy(asc(contacts.id)),
    deps.db
      .select()
      .from(savedCards)
      .where(and(eq(savedCards.companyId, companyId), isNull(savedCards.removedAt)))
      .orderBy(asc(savedCards.createdAt), asc(savedCards.id)),
  ]);
  const now = deps.now();
  return {
    companyName,
    billingEmails: profile?.billingEmails ?? [],
    administratorEmails: admins.map((a) => a.email),
    ...billingAddress(profile),
    taxIdLast4: profile?.taxIdLast4 ?? null,
    poNumber: profile?.poNumber ?? null,
    paymentTermsDays: profile?.paymentTermsDays ?? DEFAULT_PAYMENT_TERMS,
    savedCards: cards.map((card) => ({
      savedCardId: card.id,
      brand: card.brand,
      last4: card.last4,
      expMonth: card.expMonth,
      expYear: card.expYear,
      expired: cardExpired(card, now),
    })),
  };
}

export async function updateBillingProfile(deps: Deps, actor: AdministratorActor, input: BillingProfileInput): Promise<BillingProfile & { message: string }> {
  const taxId = input.taxId
    ? { taxIdEncrypted: seal(deps.keys.dataKey, input.taxId), taxIdLast4: lastFour(input.taxId) }
    : input.removeTaxId
      ? { taxIdEncrypted: null, taxIdLast4: null }
      : {};
  const values = {
    billingEmails: input.billingEmails,
    ...billingAddress(input),
    poNumber: input.poNumber ?? null,
    paymentTermsDays: input.paymentTermsDays,
    updatedByUserId: actor.user.userId,
    updatedAt: deps.now(),
    ...taxId,
  };
  await deps.db
    .insert(billingProfiles)
    .values({ companyId: actor.contact.companyId, ...values })
    .onConflictDoUpdate({ target: billingProfiles.companyId, set: values });
  return { message: billingTexts.saved, ...(await billingProfileOf(deps, actor)) };
}

export async function removeSavedCard(deps: Deps, { card }: SavedCardActor): Promise<{ message: string }> {
  const gateway = gatewayOf(deps);
  try {
    // A card kept by another gateway than today's is only forgotten here.
    if (card.gateway === gateway.name) await gateway.removeCard(card.customerId);
  } catch (error) {
    deps.log.error('payments.card-removal-failed', { savedCardId: card.id, error: error instanceof Error ? error.message : String(error) });
    throw badGateway(billingTexts.cardRemovalFailed);
  }
  await deps.db.update(savedCards).set({ removedAt: deps.now() }).where(eq(savedCards.id, card.id));
  return { message: billingTexts.cardRemoved };
}
