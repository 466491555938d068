import { describe, expect, it } from 'vitest';
import { agencyTexts, companyInformationSchema, switcherOptions, type AgencyMember } from '#domain/agency.ts';
import { canOpen, findRoute } from '#domain/route-table.ts';

const member = (instrId: number, firstName: string, lastName: string, flags: Partial<AgencyMember> = {}): AgencyMember => ({
  instrId,
  firstName,
  lastName,
  isOwner: false,
  isAgency: false,
  isEveryone: false,
  blobNameGuid: null,
  ...flags,
});

describe('the agency member switcher', () => {
  const members = [
    member(5, 'Zoe', 'Young'),
    member(2, 'Hannah', 'Brooks', { isOwner: true }),
    member(1, 'Hannah', 'Brooks', { isAgency: true }),
    member(3, 'marcus', 'Lee'),
  ];

  it('lists Everyone, then the agency as Company Profile, then members by name', () => {
    expect(switcherOptions(members, 2)).toEqual([
      { value: 0, label: agencyTexts.everyone },
      { value: 1, label: 'Company Profile' },
      { value: 2, label: 'Hannah Brooks (You) (Owner)' },
      { value: 3, label: 'marcus Lee' },
      { value: 5, label: 'Zoe Young' },
    ]);
  });

  it('marks a member who is not the owner with (You) only', () => {
    expect(switcherOptions(members, 3).map((o) => o.label)).toContain('marcus Lee (You)');
    expect(switcherOptions(members, 3).map((o) => o.label)).toContain('Hannah Brooks (Owner)');
  });
});

describe('the switcher at its edges', () => {
  it('orders members of the same name by id, ignoring case and accents, and leaves out an Everyone row sent along', () => {
    const members = [member(9, 'Ana', 'Diaz'), member(4, 'Ana', 'Diaz'), member(6, 'Álvaro', 'Ruiz'), member(0, '', '', { isEveryone: true })];
    expect(switcherOptions(members, null)).toEqual([
      { value: 0, label: agencyTexts.everyone },
      { value: 6, label: 'Álvaro Ruiz' },
      { value: 4, label: 'Ana Diaz' },
      { value: 9, label: 'Ana Diaz' },
    ]);
  });
});

describe('the agency’s company information', () => {
  it('reads a blank or null headline and about as none, and keeps them trimmed otherwise', () => {
    const base = { companyName: 'Brightpath' };
    expect(companyInformationSchema.parse({ ...base, headline: '  ', aboutMe: null })).toEqual({ companyName: 'Brightpath' });
    expect(companyInformationSchema.parse({ ...base, headline: ' We teach ' })).toEqual({ companyName: 'Brightpath', headline: 'We teach' });
    expect(companyInformationSchema.safeParse({ ...base, headline: 'x'.repeat(1000) }).error?.issues.map((i) => i.message)).toEqual([agencyTexts.headlineTooLong]);
  });
});

describe('the agency pages', () => {
  const viewer = { instrId: null, agencyInstrId: null, contactId: null, clientId: null, webRole: null };
  it('open to agency owners and members, and send other talent home', () => {
    for (const path of ['/manage-members', '/settings/manage-members', '/settings/company-informations', '/profile/company-information', '/agency-welcome']) {
      const entry = findRoute(path);
      if (!entry) throw new Error(`${path} is not in the route table`);
      expect(canOpen(entry, { ...viewer, agencyInstrId: 7 })).toEqual({ allowed: true });
      expect(canOpen(entry, { ...viewer, instrId: 9 })).toEqual({ allowed: false, reason: 'home' });
      expect(canOpen(entry, null)).toEqual({ allowed: false, reason: 'sign-in' });
    }
  });
});
