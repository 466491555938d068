// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { password } from '#api/testing/test-client.ts';
import { authTexts } from '#domain/auth.ts';
import { startIslandApi, type IslandApi } from '../testing/island-api.ts';
import ChangePasswordForm from './ChangePasswordForm.tsx';

let api: IslandApi;
beforeAll(async () => {
  api = await startIslandApi();
  await api.signIn();
});
afterEach(cleanup);
afterAll(() => api.close());

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

it('shows a wrong current password under its field, pending while it is checked, and keeps what was typed', async () => {
  const user = userEvent.setup();
  render(<ChangePasswordForm />);
  await user.type(field('Current password'), 'Not!ThePassw0rd');
  await user.type(field('New password'), 'An0ther!Secret');
  await user.type(field('Confirm new password'), 'An0ther!Secret');

  const release = api.hold();
  await user.click(screen.getByRole('button', { name: 'Change password' }));
  expect((screen.getByRole('button', { name: 'Changing…' }) as HTMLButtonElement).disabled).toBe(true);
  release();

  const error = await screen.findByText(authTexts.currentPasswordWrong);
  expect(field('Current password').getAttribute('aria-describedby')).toContain(error.id);
  expect(field('Current password').value).toBe('Not!ThePassw0rd');
  expect(field('New password').value).toBe('An0ther!Secret');
  expect((screen.getByRole('button', { name: 'Change password' }) as HTMLButtonElement).disabled).toBe(false);
});

it('says the password was changed and empties the form', async () => {
  const user = userEvent.setup();
  render(<ChangePasswordForm />);
  await user.type(field('Current password'), password);
  await user.type(field('New password'), 'An0ther!Secret');
  await user.type(field('Confirm new password'), 'An0ther!Secret');
  await user.click(screen.getByRole('button', { name: 'Change password' }));
  await screen.findByText(/changed/i, { selector: '[role="status"] .notice' });
  await waitFor(() => expect(field('Current password').value).toBe(''));
  expect(field('New password').value).toBe('');
});
