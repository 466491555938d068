// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { password } from '#api/testing/test-client.ts';
import { authTexts } from '#domain/auth.ts';
import { startIslandApi, type IslandApi } from '../testing/island-api.ts';
import ChangeEmailForm from './ChangeEmailForm.tsx';

let api: IslandApi;
let email: string;
beforeAll(async () => {
  api = await startIslandApi();
  email = await api.signIn();
});
afterEach(cleanup);
afterAll(() => api.close());

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

it('shows the server refusing the current address under the e-mail field and keeps what was typed', async () => {
  const user = userEvent.setup();
  render(<ChangeEmailForm currentEmail={email} />);
  await user.type(field('New email address'), email);
  await user.type(field('Current password'), password);

  const release = api.hold();
  await user.click(button('Change email address'));
  expect(button('Sending…').disabled).toBe(true);
  release();

  const error = await screen.findByText(authTexts.sameEmail);
  expect(field('New email address').getAttribute('aria-describedby')).toContain(error.id);
  expect(field('New email address').value).toBe(email);
  expect(field('Current password').value).toBe(password);
  expect(button('Change email address').disabled).toBe(false);
});
