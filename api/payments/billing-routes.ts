/**
 * The Billing controller (decision record 320): a company's billing information and saved cards, for its
 * administrators. The tax id goes in and never comes out: answers carry its last four characters only.
 */
import { z } from 'zod';
import { route } from '../contract/route.ts';
import { companyAdmin } from '../access/people.ts';
import { savedCardHolder } from '../access/invoice.ts';
import { billingProfileAnswer, billingProfileBody, savedCardQuery } from '#domain/billing.ts';
import { billingProfileOf, removeSavedCard, updateBillingProfile } from './billing-profile.ts';

export const billingRoutes = [
  route({
    method: 'get',
    path: '/api/Billing/Get',
    summary: 'The company’s billing information (the tax id as its last four) and its saved cards (brand, last four, expiry)',
    access: companyAdmin,
    response: billingProfileAnswer,
    handler: ({ deps, actor }) => billingProfileOf(deps, actor),
  }),
  route({
    method: 'put',
    path: '/api/Billing/Update',
    summary: 'Saves the billing information: e-mail addresses, contact, address, tax id (left out: kept; removeTaxId: removed), PO number, payment terms',
    access: companyAdmin,
    body: billingProfileBody,
    response: billingProfileAnswer.extend({ message: z.string() }),
    handler: ({ deps, actor, body }) => updateBillingProfile(deps, actor, body),
  }),
  route({
    method: 'delete',
    path: '/api/Billing/RemoveCard',
    summary: 'Removes a saved card from the company and from the gateway’s vault',
    access: savedCardHolder,
    query: savedCardQuery,
    response: z.object({ message: z.string() }),
    handler: ({ deps, actor }) => removeSavedCard(deps, actor),
  }),
];
