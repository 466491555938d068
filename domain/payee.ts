/** The payee a payouts, payout details or tax forms page is for: a talent, or the agency that is paid for its members. */
import { z } from 'zod';

export const payeeFields = { payeeName: z.string(), isAgency: z.boolean() };
