/**
 * What the payout details pages (/settings/payment-information, /payment-information) do on the server: on POST,
 * check the form with the API's schema and save it through the API, then redirect with the notice; otherwise, or
 * after a refusal, load the details on file and the countries a bank abroad may be in.
 */
import { ibanLengths } from '#domain/bank-numbers.ts';
import { payoutDetailsBody, type PayoutDetailsAnswer } from '#domain/payout-details.ts';
import { handlePost, type FormState } from '../../page-data/profile/form-post.ts';
import { checked, payoutDetailsRaw, typedAgain } from '../../page-data/payouts.ts';
import type { PageContext } from '../../page-data/payouts.ts';
import { Master_Countries, Payouts_GetPayoutDetails, Payouts_SavePayoutDetails } from '../../lib/api/operations.gen.ts';
import { loadOr } from '../../lib/load-or.ts';

export interface PayoutDetailsPageData {
  answer: PayoutDetailsAnswer | null;
  state: FormState;
  values: Record<string, string>;
  countries: { code: string; name: string }[];
  countryName: string;
}

export async function payoutDetailsPage(astro: PageContext, after: string): Promise<Response | PayoutDetailsPageData> {
  const { call } = astro.locals;
  const state = await handlePost(astro, (form) => checked(payoutDetailsBody, payoutDetailsRaw(form), (body) => call(Payouts_SavePayoutDetails, { body })), () => after);
  if (state instanceof Response) return state;
  const [found, countryList] = await Promise.all([call(Payouts_GetPayoutDetails), call(Master_Countries)]);
  const answer = loadOr(astro, 'Payout details', found);
  const all = countryList.ok ? countryList.data : [];
  const details = answer?.details;
  const saved: Record<string, string> = details
    ? { kind: details.kind, holderName: details.holderName, accountType: details.accountType ?? 'checking', countryCode: details.kind === 'international' ? details.countryCode : '', swiftBic: details.swiftBic ?? '' }
    : { kind: 'us', holderName: answer?.payeeName ?? '', accountType: 'checking' };
  return {
    answer,
    state,
    values: typedAgain(state) ?? saved,
    countries: all.filter((c) => c.code !== 'US' && ibanLengths[c.code] !== undefined),
    countryName: all.find((c) => c.code === details?.countryCode)?.name ?? details?.countryCode ?? '',
  };
}
