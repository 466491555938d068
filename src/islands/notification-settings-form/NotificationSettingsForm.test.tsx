// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notificationTexts } from '#domain/notifications.ts';
import { startIslandApi, type IslandApi } from '../testing/island-api.ts';
import NotificationSettingsForm from './NotificationSettingsForm.tsx';

let api: IslandApi;
beforeAll(async () => {
  api = await startIslandApi();
});
afterEach(cleanup);
afterAll(() => api.close());

it('shows a refused e-mail link above the form, pending while it is sent, and keeps the boxes as they were ticked', async () => {
  const user = userEvent.setup();
  render(<NotificationSettingsForm kind="talentEmail" owner={{ instrId: 1 }} flags={{}} link={{ email: 'someone@example.com', sig: 'not-a-signature' }} />);
  const form = screen.getByRole('form', { name: 'Email subscriptions' });
  const newsletter = screen.getByLabelText('News and tips (newsletter)') as HTMLInputElement;
  await user.click(newsletter);

  const release = api.hold();
  await user.click(screen.getByRole('button', { name: 'Save settings' }));
  expect((screen.getByRole('button', { name: 'Saving…' }) as HTMLButtonElement).disabled).toBe(true);
  release();

  const error = await within(form).findByText(notificationTexts.linkInvalid);
  expect(error.compareDocumentPosition(screen.getByRole('group')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(newsletter.checked).toBe(true);
  expect((screen.getByRole('button', { name: 'Save settings' }) as HTMLButtonElement).disabled).toBe(false);
});
