/** Schemas of the sign-in, sign-up and account payloads (spec 1 §5, §7). */
import { z } from 'zod';
import { messages } from './messages.ts';
import { acceptTerms, email, loginPassword, newPassword, personName } from './fields.ts';

export const loginSchema = z.object({
  email,
  password: loginPassword,
  rememberMe: z.boolean().default(false),
  captcha: z.string({ error: messages.auth.captchaRequired }).min(1, messages.auth.captchaRequired),
  nextPage: z.string().optional(),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const signupSchema = z.object({
  accountType: z.enum(['talent', 'client']),
  firstName: personName('First Name'),
  lastName: personName('Last Name'),
  email,
  password: newPassword,
  acceptTerms,
  captcha: z.string({ error: messages.auth.captchaRequired }).min(1, messages.auth.captchaRequired),
});
export type SignupInput = z.infer<typeof signupSchema>;

export const changePasswordSchema = z
  .object({
    oldPassword: loginPassword,
    newPassword,
    confirmPassword: z.string().min(1, messages.auth.passwordRequired),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: messages.auth.confirmPasswordMismatch,
  })
  .refine((v) => v.newPassword !== v.oldPassword, {
    path: ['newPassword'],
    message: messages.auth.newPasswordSameAsCurrent,
  });

export const resetPasswordSchema = z
  .object({ token: z.string().min(1), newPassword, confirmPassword: z.string().min(1, messages.auth.passwordRequired) })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: messages.auth.confirmPasswordMismatch,
  });

export const changeEmailSchema = z.object({ newEmail: email, password: loginPassword });
export const emailOnlySchema = z.object({ email });
export const refreshSchema = z.object({ jwtToken: z.string().default(''), refreshToken: z.string().min(1) });
