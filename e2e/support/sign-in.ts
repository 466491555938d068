/** Signing in through the login form as a person does: e-mail, password, the solved captcha, the button. */
import { expect, type Page } from '@playwright/test';
import { solveCaptcha } from './captcha.ts';

export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByLabel('Email address').fill(email);
  await form.getByLabel('Password').fill(password);
  await solveCaptcha(form);
  const login = form.getByRole('button', { name: 'Log in' });
  await expect(login).toBeEnabled();
  await login.click();
}
