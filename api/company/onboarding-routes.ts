/**
 * The Company controller, onboarding part: a client contact without a company creates one or asks to join one;
 * the company's administrators answer. After a change of company the browser refreshes its session
 * (POST /api/User/RefreshToken issues claims from the current rows).
 */
import { z } from 'zod';
import { route } from '../contract/route.ts';
import { messageAnswer } from '../http/answers.ts';
import { companyAdmin, companyLessContact, contact } from '../access/people.ts';
import { masterLocations } from '../my-information/master-lists.ts';
import { createCompany } from './create-company.ts';
import { searchCompanies } from './company-search.ts';
import { approveJoinRequest, cancelJoinRequest, pendingJoinRequest, rejectJoinRequest, requestToJoin } from './join-requests.ts';
import {
  accountTexts,
  companySearchQuery,
  createCompanySchema,
  joinCompanySchema,
  joinRequestDecisionSchema,
  knownLocation,
} from '#domain/account.ts';
import { createdCompanyAnswer, foundCompanyAnswer, joinRequestAnswer, requestedToJoinAnswer } from './answers.ts';

const JOIN_REQUEST_VIEW = '{ requestId, companyId, companyName, city, countryCode, country, status, requestedAt }';

/** An administrator's two answers to a pending request to join their company. */
const joinRequestDecisions = [
  {
    path: '/api/Company/ApproveJoinRequest',
    summary: 'An administrator approves a pending request to join their company; the contact becomes an active Standard User (web role 1)',
    decide: approveJoinRequest,
    message: accountTexts.joinRequestApproved,
  },
  {
    path: '/api/Company/RejectJoinRequest',
    summary: 'An administrator rejects a pending request to join their company',
    decide: rejectJoinRequest,
    message: accountTexts.joinRequestRejected,
  },
] as const;

export const companyOnboardingRoutes = [
  route({
    method: 'post',
    path: '/api/Company/Create',
    summary:
      'A contact without a company creates it and becomes its Administrator (web role 3): ' +
      '{ message, company: { id, name, website, phone, countryCode, stateCode, city } }; 409 when they have a company or a pending join request',
    access: companyLessContact,
    body: createCompanySchema.check(knownLocation(masterLocations)),
    response: createdCompanyAnswer,
    handler: async ({ deps, body, actor }) => {
      const company = await createCompany(deps, actor.contact.id, body);
      return { message: accountTexts.companyCreated, company };
    },
  }),
  route({
    method: 'get',
    path: '/api/Company/Search',
    summary: 'Companies whose name contains the text, names starting with it first, at most 10: { id, name, city, countryCode, country }[]',
    access: contact,
    query: companySearchQuery,
    response: z.array(foundCompanyAnswer),
    handler: async ({ deps, query }) => searchCompanies(deps.db, query.name),
  }),
  route({
    method: 'post',
    path: '/api/Company/RequestToJoin',
    summary: `A contact without a company asks to join one: { message, request: ${JOIN_REQUEST_VIEW} }; 409 when a request is already pending`,
    access: companyLessContact,
    body: joinCompanySchema,
    response: requestedToJoinAnswer,
    handler: async ({ deps, body, actor }) => {
      await requestToJoin(deps, actor.contact.id, body.companyId);
      return { message: accountTexts.joinRequested, request: await pendingJoinRequest(deps.db, actor.contact.id) };
    },
  }),
  route({
    method: 'get',
    path: '/api/Company/MyJoinRequest',
    summary: `The caller’s pending request to join a company, ${JOIN_REQUEST_VIEW}, or null`,
    access: contact,
    response: joinRequestAnswer.nullable(),
    handler: async ({ deps, actor }) => pendingJoinRequest(deps.db, actor.contact.id),
  }),
  route({
    method: 'post',
    path: '/api/Company/CancelJoinRequest',
    summary: 'Withdraw the caller’s pending request to join a company: { message }; 404 when there is none',
    access: contact,
    response: messageAnswer,
    handler: async ({ deps, actor }) => {
      await cancelJoinRequest(deps.db, actor.contact.id);
      return { message: accountTexts.joinRequestCancelled };
    },
  }),
  ...joinRequestDecisions.map(({ path, summary, decide, message }) =>
    route({
      method: 'post',
      path,
      summary,
      access: companyAdmin,
      refusal: accountTexts.notCompanyAdministrator,
      body: joinRequestDecisionSchema,
      response: messageAnswer,
      handler: async ({ deps, body, actor }) => {
        await decide(deps, actor.contact, body.requestId);
        return { message };
      },
    }),
  ),
];
