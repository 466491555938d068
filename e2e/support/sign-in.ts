/** Signing in: through the login form as a person does, or by its post alone where signing in is only a step on the way. */
import { expect, type Page } from '@playwright/test';
import { captchaAnswer, captchaPath } from '#api/testing/captcha-answer.ts';
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

/**
 * The login form's post without its page, as the form sends it without script: the page's own cookie jar sends it
 * and keeps the session cookies of the answer, and the captcha is solved here as the widget would solve it. It must
 * answer with the way on to `nextPage` (no second step). The journeys about signing in use the form itself.
 */
export async function signInByPost(page: Page, email: string, password: string, nextPage: string): Promise<void> {
  const challenge = await page.request.get(captchaPath);
  const captcha = await captchaAnswer(await challenge.json());
  const answer = await page.request.post(`/login?nextPage=${encodeURIComponent(nextPage)}`, {
    form: { email, password, captcha },
    headers: { origin: new URL(challenge.url()).origin },
    maxRedirects: 0,
  });
  expect(answer.status(), `signing in as ${email}`).toBe(303);
  expect(answer.headers().location, `signing in as ${email}`).toBe(nextPage);
}
