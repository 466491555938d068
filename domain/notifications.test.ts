import { describe, expect, it } from 'vitest';
import { notificationTexts, notificationTypeFor, talentSettingsQuery } from './notifications.ts';

describe('which notifications a user reads', () => {
  it('gives talent and agency members the talent notifications', () => {
    expect(notificationTypeFor({ instrId: 4, agencyInstrId: null })).toBe('T');
    expect(notificationTypeFor({ instrId: 'all', agencyInstrId: null })).toBe('T');
    expect(notificationTypeFor({ instrId: null, agencyInstrId: 9 })).toBe('T');
    expect(notificationTypeFor({ instrId: 0, agencyInstrId: 9 })).toBe('T');
  });

  it('gives everyone else the client notifications', () => {
    expect(notificationTypeFor({ instrId: null, agencyInstrId: null })).toBe('C');
    expect(notificationTypeFor({ instrId: 0, agencyInstrId: 0 })).toBe('C');
    expect(notificationTypeFor({ instrId: '4', agencyInstrId: null })).toBe('C');
  });
});

describe('the signed link of the notification settings', () => {
  it('needs the e-mail address it was made for', () => {
    const refused = talentSettingsQuery.safeParse({ instrId: 4, sig: 'abc' }).error?.issues[0];
    expect({ path: refused?.path, message: refused?.message }).toEqual({ path: ['email'], message: notificationTexts.linkNeedsEmail });
    expect(talentSettingsQuery.safeParse({ instrId: 4, sig: 'abc', email: 'ada@example.com' }).success).toBe(true);
    expect(talentSettingsQuery.safeParse({ instrId: 4 }).success).toBe(true);
  });
});
