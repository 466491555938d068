// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startIslandApi, type IslandApi } from '../testing/island-api.ts';
import EmailRequestForm from './EmailRequestForm.tsx';

let api: IslandApi;
beforeAll(async () => {
  api = await startIslandApi();
});
afterEach(cleanup);
afterAll(() => api.close());

it('is pending while the reset link is asked for, then shows the server’s answer in place', async () => {
  const user = userEvent.setup();
  render(<EmailRequestForm id="forgot-password" request="password-reset" submitLabel="Send reset link" />);
  await user.type(screen.getByLabelText('Email address'), 'nobody@example.com');

  const release = api.hold();
  await user.click(screen.getByRole('button', { name: 'Send reset link' }));
  expect((screen.getByRole('button', { name: 'Send reset link' }) as HTMLButtonElement).disabled).toBe(true);
  release();

  await screen.findByText(/./, { selector: '[role="status"] .notice' });
  expect((screen.getByRole('button', { name: 'Send reset link' }) as HTMLButtonElement).disabled).toBe(false);
  expect((screen.getByLabelText('Email address') as HTMLInputElement).value).toBe('nobody@example.com');
});
