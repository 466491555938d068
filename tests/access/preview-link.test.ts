/** The signed preview link of a submission, which a recruiter opens without an account. */
import { beforeAll, describe, expect, it } from 'vitest';
import { previewHash, previewLinkWorks, previewPath, type PreviewTarget } from '#api/access/preview-link.ts';
import { createHmac } from 'node:crypto';
import { purposeSecret } from '#api/auth/secrets.ts';
import { loadConfig } from '#kernel/config.ts';
import { loadSigningKeys, type SigningKeys } from '#kernel/tokens.ts';

const DAY_MS = 86_400_000;
const now = new Date('2026-11-02T10:00:00.000Z');
const target: PreviewTarget = { proposal: { id: 41, status: 'Submission', previewLinkVersion: 2 }, project: { status: 'open' } };

let keys: SigningKeys;
beforeAll(async () => {
  keys = await loadSigningKeys({});
});
const deps = (linkSecret = 'link-secret') => ({ config: { ...loadConfig({}), linkSecret, previewLinkDays: 30 }, keys });

describe('a submission’s preview link', () => {
  it('opens the submission until the end of its days', () => {
    const hash = previewHash(deps(), target.proposal, now);
    expect(previewLinkWorks(deps(), target, hash, now)).toBe(true);
    expect(previewLinkWorks(deps(), target, hash, new Date(now.getTime() + 30 * DAY_MS - 1))).toBe(true);
    expect(previewLinkWorks(deps(), target, hash, new Date(now.getTime() + 30 * DAY_MS))).toBe(false);
  });

  it('counts its days in whole seconds: links made within one second are the same link', () => {
    expect(previewHash(deps(), target.proposal, new Date(now.getTime() + 999))).toBe(previewHash(deps(), target.proposal, now));
    expect(previewHash(deps(), target.proposal, new Date(now.getTime() + 1000))).not.toBe(previewHash(deps(), target.proposal, now));
  });

  it('stops working once the client revokes the links, and opens no other submission', () => {
    const hash = previewHash(deps(), target.proposal, now);
    expect(previewLinkWorks(deps(), { ...target, proposal: { ...target.proposal, previewLinkVersion: 3 } }, hash, now)).toBe(false);
    expect(previewLinkWorks(deps(), { ...target, proposal: { ...target.proposal, id: 42 } }, hash, now)).toBe(false);
  });

  it('stops working once the proposal is rejected or the job is no longer open', () => {
    const hash = previewHash(deps(), target.proposal, now);
    expect(previewLinkWorks(deps(), { ...target, proposal: { ...target.proposal, status: 'Rejected' } }, hash, now)).toBe(false);
    expect(previewLinkWorks(deps(), { ...target, proposal: { ...target.proposal, status: 'Interview' } }, hash, now)).toBe(true);
    expect(previewLinkWorks(deps(), { ...target, project: { status: 'closed' } }, hash, now)).toBe(false);
  });

  it('refuses a link signed with another secret, a changed expiry or signature, and a malformed one', () => {
    const hash = previewHash(deps(), target.proposal, now);
    const [expires = '', signature = ''] = hash.split('.');
    expect(previewLinkWorks(deps('other-secret'), target, hash, now)).toBe(false);
    const later = (parseInt(expires, 36) + 86_400).toString(36);
    expect(previewLinkWorks(deps(), target, `${later}.${signature}`, now)).toBe(false);
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [`${expires}.${flipped}`, `${expires}.${signature}x`, `${expires}.${signature.slice(1)}`, expires, '', `.${signature}`, `${expires.toUpperCase()}.${signature}`, `x${expires}.${signature}`, `${expires}x.${signature}`, `0${'0'.repeat(12)}.${signature}`]) {
      expect(previewLinkWorks(deps(), target, bad, now), bad).toBe(false);
    }
  });

  it('is signed with the preview links’ own key, so links already mailed still open after an upgrade', () => {
    const signed = (expires: string) =>
      `${expires}.${createHmac('sha256', purposeSecret(deps(), 'proposal-preview-link')).update(`proposal:41:v2:e${expires}`).digest('base64url')}`;
    const [expires = ''] = previewHash(deps(), target.proposal, now).split('.');
    expect(previewLinkWorks(deps(), target, signed(expires), now)).toBe(true);
    // A signed expiry that is not a base-36 number of seconds opens nothing, wherever the stray character stands.
    expect(previewLinkWorks(deps(), target, signed(`!${expires}`), now)).toBe(false);
    expect(previewLinkWorks(deps(), target, signed(`${expires}!`), now)).toBe(false);
  });

  it('is the preview page with the proposal and the token', () => {
    expect(previewPath(deps(), target.proposal, now)).toBe(`/preview?p=41&hash=${previewHash(deps(), target.proposal, now)}`);
    expect(previewHash(deps(), target.proposal, now)).toMatch(/^[0-9a-z]+\.[\w-]{43}$/);
  });
});
