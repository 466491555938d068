import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { checkForm, formValues } from './form-values.ts';
import { loginSchema, resetPasswordSchema, signupSchema } from './auth.ts';
import { messages } from './messages.ts';
import { passwordStrength } from './fields.ts';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};

describe('a plain form checked with its shared schema', () => {
  it('reads ticked boxes as true, missing ones as false, and text as typed', () => {
    expect(formValues(form({ email: ' a@b.example ', rememberMe: 'true' }), ['rememberMe'])).toEqual({ email: ' a@b.example ', rememberMe: true });
    expect(formValues(form({ email: 'a@b.example' }), ['rememberMe'])).toEqual({ email: 'a@b.example', rememberMe: false });
  });

  it('answers the spec’s messages by field', () => {
    const checked = checkForm(loginSchema, formValues(form({ email: 'nope', password: '' }), ['rememberMe']));
    expect(checked).toEqual({
      ok: false,
      errors: { email: [messages.auth.emailInvalid], password: [messages.auth.passwordRequired], captcha: [messages.auth.captchaRequired] },
    });
  });

  it('gives the schema’s output when the form is right: the e-mail trimmed and lower-cased', () => {
    const checked = checkForm(loginSchema, formValues(form({ email: ' Ada@Example.COM ', password: 'x', captcha: 'solved' }), ['rememberMe']));
    expect(checked).toEqual({ ok: true, value: { email: 'ada@example.com', password: 'x', rememberMe: false, captcha: 'solved' } });
  });

  it('names the terms when they are not accepted, and the confirmation when it differs', () => {
    const signup = checkForm(signupSchema, formValues(form({ accountType: 'talent', firstName: 'Ada', lastName: 'L', email: 'a@b.example', password: 'Str0ng!Pass', captcha: 'x' }), ['acceptTerms']));
    expect(signup.ok ? {} : signup.errors).toEqual({ acceptTerms: [messages.auth.termsRequired] });
    const reset = checkForm(resetPasswordSchema, formValues(form({ token: 't', newPassword: 'Str0ng!Pass', confirmPassword: 'Str0ng!Pas' })));
    expect(reset.ok ? {} : reset.errors).toEqual({ confirmPassword: [messages.auth.confirmPasswordMismatch] });
  });
});

describe('the fields of a form', () => {
  it('keeps the first of a repeated name and skips file fields', () => {
    const data = form({ role: 'first' });
    data.append('role', 'second');
    data.append('photo', new File(['x'], 'photo.png'));
    expect(formValues(data)).toEqual({ role: 'first' });
  });

  it('puts the messages of a nested field under its dotted name, and those of the whole form under _', () => {
    const schema = z.object({ rate: z.object({ amount: z.number({ error: 'Enter an amount.' }) }) }).check(z.refine(() => false, 'Check the whole form.'));
    expect(checkForm(schema, { rate: {} })).toEqual({ ok: false, errors: { 'rate.amount': ['Enter an amount.'] } });
    expect(checkForm(schema, { rate: { amount: 1 } })).toEqual({ ok: false, errors: { _: ['Check the whole form.'] } });
  });
});

describe('the password strength meter', () => {
  it('grows with the rules a password meets and with its length past them', () => {
    expect(passwordStrength('').score).toBe(0);
    expect(passwordStrength('abc')).toEqual({ score: 1, label: 'Weak' });
    expect(passwordStrength('abcdefgH1')).toEqual({ score: 2, label: 'Fair' });
    expect(passwordStrength('Str0ng!Pass')).toEqual({ score: 3, label: 'Good' });
    expect(passwordStrength('Str0ng!Passphrase')).toEqual({ score: 4, label: 'Strong' });
    expect(passwordStrength('Str0ng! Passphrase').score).toBeLessThan(3);
  });
});
