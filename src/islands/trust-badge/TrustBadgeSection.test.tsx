// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makePdf } from '#api/seed/demo-files.ts';
import { badgeRequestTexts, badgeSteps } from '#domain/badge-request-texts.ts';
import type { BadgeRequests } from '#domain/badge-requests.ts';
import { startIslandApi, type IslandApi } from '../testing/island-api.ts';
import TrustBadgeSection from './TrustBadgeSection.tsx';
import { api as typedApi } from '../../lib/api-client.ts';
import { Certification_Post, TrustBadge_GetRequests } from '../../lib/api/operations.gen.ts';

let api: IslandApi;
beforeAll(async () => {
  api = await startIslandApi();
  await api.signIn();
});
afterEach(cleanup);
afterAll(() => api.close());

async function badgeState(): Promise<BadgeRequests> {
  const answer = await typedApi.call(TrustBadge_GetRequests, { query: {} });
  if (!answer.ok) throw new Error(`The badge requests were not answered (${answer.status}).`);
  return answer.data;
}

it('says how each badge is earned, takes a certification document, asks for CT with it and shows the request waiting', async () => {
  const user = userEvent.setup();
  const added = await typedApi.call(Certification_Post, { body: { name: 'Microsoft Certified Trainer', issuingOrganization: 'Microsoft' } });
  expect(added.ok).toBe(true);
  render(<TrustBadgeSection initial={await badgeState()} />);

  const section = screen.getByRole('region', { name: 'Trust badges' });
  expect(section.textContent).toContain('You have no trust badge yet.');
  const ct = within(section).getByRole('article', { name: 'CT: certified trainer' });
  const cid = within(section).getByRole('article', { name: 'CID: certified instructional designer' });
  expect(ct.textContent).toContain(badgeSteps.CT);
  expect(ct.textContent).toContain('Status: Not asked for yet.');
  expect(within(ct).queryByRole('button')).toBeNull();
  expect(cid.textContent).toContain(badgeRequestTexts.designerRoleMissing);

  const file = screen.getByLabelText('Certification document') as HTMLInputElement;
  await user.upload(file, new File(['just words'], 'notes.pdf', { type: 'application/pdf' }));
  await user.click(screen.getByRole('button', { name: 'Upload document' }));
  expect(await screen.findByText(badgeRequestTexts.wrongType)).toBeTruthy();
  expect(file.getAttribute('aria-invalid')).toBe('true');

  await user.upload(file, new File([makePdf('Microsoft Certified Trainer', ['Certificate']) as Uint8Array<ArrayBuffer>], 'mct.pdf', { type: 'application/pdf' }));
  await user.click(screen.getByRole('button', { name: 'Upload document' }));
  expect(await screen.findByText(badgeRequestTexts.documentSaved)).toBeTruthy();
  expect(section.textContent).toContain('Microsoft Certified Trainer: mct.pdf');

  await user.click(within(ct).getByRole('button', { name: 'Ask for the CT badge' }));
  expect(await screen.findByText(badgeRequestTexts.requested('CT'))).toBeTruthy();
  expect(ct.textContent).toMatch(/Status: Waiting for review since .+ with “Microsoft Certified Trainer”\./);
  expect(within(ct).queryByRole('button')).toBeNull();
  expect(section.textContent).toContain('You have no trust badge yet.');
});
