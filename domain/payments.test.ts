import { describe, expect, it } from 'vitest';
import { payByCardBody, paymentTexts } from './payments.ts';

const KEY = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('paying an invoice by card', () => {
  it('needs a new card or a saved one', () => {
    const refused = payByCardBody.safeParse({ invoiceId: 3, idempotencyKey: KEY }).error?.issues[0];
    expect({ path: refused?.path, message: refused?.message }).toEqual({ path: ['card'], message: paymentTexts.cardRequired });
    expect(payByCardBody.safeParse({ invoiceId: 3, idempotencyKey: KEY, savedCardId: 8 }).success).toBe(true);
    expect(payByCardBody.safeParse({ invoiceId: 3, idempotencyKey: KEY, card: { token: 'tok_1' } }).success).toBe(true);
  });

  it('takes an attempt key of 16 to 64 letters, digits and dashes only', () => {
    for (const key of ['short-key', `${KEY}!`, `!${KEY}`, `${KEY}${KEY}`]) {
      expect(payByCardBody.safeParse({ invoiceId: 3, idempotencyKey: key, savedCardId: 8 }).error?.issues[0]?.message, key).toBe(paymentTexts.keyInvalid);
    }
  });
});
