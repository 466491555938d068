/**
 * The card gateway behind card payments (decision record 320), one interface with two drivers chosen by
 * PAYMENT_GATEWAY: `paytrace` (PayTrace's JSON API and its Protect.js hosted fields) and `test` (the embedded test
 * gateway, so the product runs without an account anywhere). Card numbers never reach our server: the browser's
 * hosted fields turn the card into a one-time token, and the server charges the token.
 *
 * A driver answers what the gateway said (approved, declined with its message). When the gateway cannot be reached
 * or does not answer in time it throws GatewayUnavailable: the attempt is then left pending and settled by asking the
 * gateway about its reference (`lookup`), never by charging again.
 */
import type { CardToken, HostedFields } from '#domain/payments.ts';

export type SaleResult =
  | { status: 'approved'; transactionId: string; brand: string; last4: string }
  | { status: 'declined'; message: string };

export interface VaultCard {
  customerId: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface SaleInput {
  amountCents: number;
  /** Our reference of the attempt, kept by the gateway with the sale (PayTrace's invoice_id) for `lookup`. */
  reference: string;
}

export interface CardGateway {
  readonly name: 'test' | 'paytrace';
  /** What the card form needs to show the hosted fields. */
  hostedFields(): Promise<HostedFields>;
  saleByToken(input: SaleInput & { card: CardToken }): Promise<SaleResult>;
  /** Keeps the card of a one-time token in the gateway's vault (the token is spent). */
  saveCard(input: { card: CardToken; customerId: string }): Promise<VaultCard | { status: 'declined'; message: string }>;
  saleByCustomer(input: SaleInput & { customerId: string }): Promise<SaleResult>;
  removeCard(customerId: string): Promise<void>;
  /** Gives back a settled sale; an unsettled one is voided instead. */
  refund(input: { transactionId: string; amountCents: number }): Promise<void>;
  /** The outcome of the sale made with this reference since `since`, or null when the gateway has none. */
  lookup(input: { reference: string; since: Date }): Promise<SaleResult | null>;
}

/** The gateway could not be reached or did not answer in time: what happened to the request is unknown. */
export class GatewayUnavailable extends Error {
  constructor(what: string) {
    super(`The card gateway did not answer: ${what}`);
    this.name = 'GatewayUnavailable';
  }
}

/** The gateway refused the request itself (bad credentials, a malformed request): a fault of ours, not the card's. */
export class GatewayRefused extends Error {
  constructor(what: string) {
    super(`The card gateway refused the request: ${what}`);
    this.name = 'GatewayRefused';
  }
}

/** The reference of one payment attempt, as the gateway keeps it. */
export const paymentReference = (paymentId: number) => `pay-${paymentId}`;

/** A card's brand from its first digits, as far as a masked number shows them. */
export function brandOf(digits: string): string {
  if (/^4/.test(digits)) return 'Visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'Mastercard';
  if (/^3[47]/.test(digits)) return 'American Express';
  if (/^6(011|5)/.test(digits)) return 'Discover';
  return 'Card';
}
