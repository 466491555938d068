import { describe, expect, it } from 'vitest';
import { loginSecondStepSchema, secondFactorProofSchema, secondStepFormSchema, twoFactorTexts } from './two-factor.ts';

describe('a second factor', () => {
  it('is a code or a passkey’s answer', () => {
    expect(secondFactorProofSchema.safeParse({ code: '123 456' }).success).toBe(true);
    expect(secondFactorProofSchema.safeParse({ passkey: '{"id":"x"}' }).success).toBe(true);
  });

  it("refuses neither, or a blank code, with 'Enter the 6-digit code…' on the code", () => {
    for (const proof of [{}, { code: '   ' }, { code: '', passkey: '' }]) {
      const refused = secondFactorProofSchema.safeParse(proof).error?.issues[0];
      expect({ path: refused?.path, message: refused?.message }).toEqual({ path: ['code'], message: twoFactorTexts.codeRequired });
    }
    expect(secondStepFormSchema.safeParse({ code: ' ' }).success).toBe(false);
    expect(loginSecondStepSchema.safeParse({ signInStep: 'step', code: ' ' }).success).toBe(false);
  });
});
