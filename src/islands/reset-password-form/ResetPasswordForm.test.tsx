// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authTexts } from '../../domain/auth.ts';
import { startIslandApi, type IslandApi } from '../testing/island-api.ts';
import ResetPasswordForm from './ResetPasswordForm.tsx';

let api: IslandApi;
beforeAll(async () => {
  api = await startIslandApi();
});
afterEach(cleanup);
afterAll(() => api.close());

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

it('shows a link that is no longer valid above the form and keeps the new password typed', async () => {
  const user = userEvent.setup();
  render(<ResetPasswordForm token="no-such-link" />);
  await user.type(field('New password'), 'An0ther!Secret');
  await user.type(field('Confirm new password'), 'An0ther!Secret');

  const release = api.hold();
  await user.click(screen.getByRole('button', { name: 'Change password' }));
  expect((screen.getByRole('button', { name: 'Change password' }) as HTMLButtonElement).disabled).toBe(true);
  release();

  const error = await screen.findByText(authTexts.linkInvalid);
  expect(error.compareDocumentPosition(field('New password')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(field('New password').value).toBe('An0ther!Secret');
});
