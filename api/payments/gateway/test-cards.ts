/**
 * The embedded test gateway's cards (decision record 320). Its hosted fields turn a test card into a one-time token:
 * the card's public facts (brand, last four, expiry) and what the gateway will answer, signed so that only the
 * gateway's own tokens are accepted, valid for 15 minutes. A vault customer id is the same facts, signed, without
 * an expiry. Neither holds the card number.
 */
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { testCardsApproved, testCardsDeclined } from '#domain/payments.ts';
import { brandOf } from './gateway.ts';

export interface TestCard {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  /** The decline message the gateway answers for this card; null when it approves. */
  decline: string | null;
}

export interface TestToken extends TestCard {
  id: string;
  /** Seconds since 1970 after which the token is refused. */
  expires: number;
}

export const TOKEN_SECONDS = 15 * 60;

export const hostedFieldTexts = {
  numberInvalid: 'Enter a valid card number.',
  numberUnknown: 'This test gateway takes only its test card numbers (see the README).',
  expiryInvalid: 'Enter the expiry date as MM/YY.',
  expired: 'Your card has expired.',
  cvcInvalid: 'Enter the 3 or 4 digit security code.',
} as const;

const digitsOf = (value: string) => value.replace(/[\s-]/g, '');

export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

export type CardCheck = { ok: true; card: TestCard } | { ok: false; field: 'number' | 'expiry' | 'cvc'; message: string };

/** What the hosted fields' form says about a card, as a gateway checks it before it makes a token. */
export function checkTestCard(input: { number: string; expiry: string; cvc: string }, now: Date): CardCheck {
  const digits = digitsOf(input.number);
  if (!luhnValid(digits)) return { ok: false, field: 'number', message: hostedFieldTexts.numberInvalid };
  const approved = testCardsApproved.some((c) => digitsOf(c.number) === digits);
  const declined = testCardsDeclined.find((c) => digitsOf(c.number) === digits);
  if (!approved && !declined) return { ok: false, field: 'number', message: hostedFieldTexts.numberUnknown };
  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(input.expiry);
  const expMonth = Number(expiry?.[1]);
  const expYear = expiry?.[2]?.length === 2 ? 2000 + Number(expiry[2]) : Number(expiry?.[2]);
  if (!expiry || expMonth < 1 || expMonth > 12) return { ok: false, field: 'expiry', message: hostedFieldTexts.expiryInvalid };
  if (expYear * 12 + expMonth < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) return { ok: false, field: 'expiry', message: hostedFieldTexts.expired };
  const cvcLength = brandOf(digits) === 'American Express' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(input.cvc.trim())) return { ok: false, field: 'cvc', message: hostedFieldTexts.cvcInvalid };
  return { ok: true, card: { brand: brandOf(digits), last4: digits.slice(-4), expMonth, expYear, decline: declined?.message ?? null } };
}

const signature = (secret: string, body: string) => createHmac('sha256', secret).update(body).digest('base64url');

function sign(secret: string, prefix: string, facts: object): string {
  const body = Buffer.from(JSON.stringify(facts)).toString('base64url');
  return `${prefix}${body}.${signature(secret, `${prefix}${body}`)}`;
}

function read(secret: string, prefix: string, signed: string): unknown {
  if (!signed.startsWith(prefix)) return null;
  const [body, sig] = signed.slice(prefix.length).split('.');
  if (!body || !sig) return null;
  const expected = Buffer.from(signature(secret, `${prefix}${body}`));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    return JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
}

export const signToken = (secret: string, card: TestCard, now: Date): string =>
  sign(secret, 'tgt_', { ...card, id: randomUUID(), expires: Math.floor(now.getTime() / 1000) + TOKEN_SECONDS } satisfies TestToken);

export function readToken(secret: string, token: string, now: Date): TestToken | null {
  const facts = read(secret, 'tgt_', token) as TestToken | null;
  return facts && facts.expires > now.getTime() / 1000 ? facts : null;
}

export const signCustomer = (secret: string, card: TestCard): string => sign(secret, 'tgc_', card);
export const readCustomer = (secret: string, customerId: string): TestCard | null => read(secret, 'tgc_', customerId) as TestCard | null;
