import { describe, expect, it } from 'vitest';
import { canOpen, findRoute, homeOf, routeTable, type Viewer } from '#domain/route-table.ts';

const talent: Viewer = { instrId: 7, agencyInstrId: null, contactId: null, clientId: null, webRole: null };
const agencyMember: Viewer = { instrId: null, agencyInstrId: 3, contactId: null, clientId: null, webRole: null };
const admin: Viewer = { instrId: null, agencyInstrId: null, contactId: 5, clientId: 2, webRole: 3 };
const standard: Viewer = { ...admin, contactId: 6, webRole: 1 };
const companyLess: Viewer = { instrId: null, agencyInstrId: null, contactId: 9, clientId: null, webRole: 3 };

const open = (path: string, viewer: Viewer | null) => {
  const entry = findRoute(path);
  if (!entry) throw new Error(`no route for ${path}`);
  return canOpen(entry, viewer);
};

describe('route table', () => {
  it('matches parameterised paths case-insensitively and rejects unknown ones', () => {
    expect(findRoute('/client-job/jobStatussection/1')?.path).toBe('/client-job/jobstatussection/{tabId}');
    expect(findRoute('/talent/42')?.audience).toBe('public');
    expect(findRoute('/no/such/page')).toBeUndefined();
  });

  it('sends visitors to sign in on signed-in routes and lets them see public ones', () => {
    expect(open('/user/dashboard', null)).toEqual({ allowed: false, reason: 'sign-in' });
    expect(open('/client-dashboard', null)).toEqual({ allowed: false, reason: 'sign-in' });
    expect(open('/login', null)).toEqual({ allowed: true });
  });

  it('keeps talent and clients on their own side', () => {
    expect(open('/user/dashboard', talent)).toEqual({ allowed: true });
    expect(open('/user/dashboard', agencyMember)).toEqual({ allowed: true });
    expect(open('/client-dashboard', talent)).toEqual({ allowed: false, reason: 'home' });
    expect(open('/jobcenter/6', admin)).toEqual({ allowed: false, reason: 'home' });
    expect(open('/documents/1', standard)).toEqual({ allowed: true });
  });

  it('lets only web role 3 reach company contact, company profile, billing and paytrace', () => {
    for (const path of ['/client-profile/company-contact', '/client-profile/company-profile', '/client-profile/billing-info', '/paytrace']) {
      expect(open(path, admin)).toEqual({ allowed: true });
      expect(open(path, standard)).toEqual({ allowed: false, reason: 'home' });
    }
  });

  it('shows a contact without a company only /, /clientCompany, /companyRequest, /companyPendingRequest and /logout', () => {
    const allowed = routeTable.filter((e) => canOpen(e, companyLess).allowed).map((e) => e.path);
    expect(allowed.sort()).toEqual(['/', '/clientCompany', '/companyPendingRequest', '/companyRequest', '/logout']);
  });

  it('sends each kind of user to its own home', () => {
    expect([null, talent, agencyMember, admin, companyLess].map(homeOf)).toEqual([
      '/', '/user/dashboard', '/user/dashboard', '/client-dashboard', '/clientCompany',
    ]);
  });
});
