/**
 * What /settings/two-factor does on the server. Its plain forms (named by their hidden `form` field) each send one
 * API call. Setting up an app shows its key and asks for a code; turning it on, a first passkey and new recovery
 * codes show the recovery codes in the answer itself, once (they are not readable again); other changes redirect
 * with a notice. A refusal renders the page again with the message under its field.
 */
import type { ApiResult } from '../../lib/api/operation.ts';
import { fieldText, typedFields, emptyForm, type FormState } from '../../page-data/profile/form-post.ts';
import {
  TwoFactor_AddPasskey,
  TwoFactor_ConfirmTotp,
  TwoFactor_NewRecoveryCodes,
  TwoFactor_RemovePasskey,
  TwoFactor_RemoveTotp,
  TwoFactor_StartTotp,
  TwoFactor_Status,
} from '../../lib/api/operations.gen.ts';
import type { PageContext } from '../../page-data/payouts.ts';

type Status = Extract<Awaited<ReturnType<typeof statusOf>>, { ok: true }>['data'];
const statusOf = (astro: PageContext) => astro.locals.call(TwoFactor_Status);

export interface TwoFactorPageData {
  status: Status | null;
  state: FormState;
  /** The key of an app being set up (shown until a code confirms it). */
  setup: { secret: string; address: string } | null;
  /** Recovery codes just made: shown once. */
  recoveryCodes: string[] | null;
  notice: string | null;
}

const optionalPassword = (form: FormData) => (fieldText(form, 'password') ? { password: fieldText(form, 'password') } : {});

export async function twoFactorPage(astro: PageContext): Promise<Response | TwoFactorPageData> {
  const { call } = astro.locals;
  const data: TwoFactorPageData = { status: null, state: emptyForm, setup: null, recoveryCodes: null, notice: null };
  if (astro.request.method === 'POST') {
    const form = await astro.request.formData().catch(() => new FormData());
    const which = fieldText(form, 'form');
    const refused = (answer: ApiResult<unknown>) => {
      if (answer.ok) return false;
      astro.response.status = answer.status || 500;
      data.state = { typed: typedFields(form), refusal: { message: answer.error.message, errors: answer.error.errors ?? {} }, form: which };
      return true;
    };
    const redirected = (answer: ApiResult<{ message: string }>) =>
      answer.ok ? astro.redirect(`${astro.url.pathname}?notice=${encodeURIComponent(answer.data.message)}`, 303) : null;
    const shown = (answer: ApiResult<{ message: string; recoveryCodes: string[] }>) => {
      if (!answer.ok) return;
      data.notice = answer.data.message;
      data.recoveryCodes = answer.data.recoveryCodes.length ? answer.data.recoveryCodes : null;
    };
    if (which === 'start-totp') {
      const answer = await call(TwoFactor_StartTotp, { body: optionalPassword(form) });
      if (!refused(answer) && answer.ok) data.setup = { secret: answer.data.secret, address: answer.data.address };
    } else if (which === 'confirm-totp') {
      const answer = await call(TwoFactor_ConfirmTotp, { body: { code: fieldText(form, 'code') } });
      if (refused(answer)) data.setup = { secret: fieldText(form, 'secret'), address: fieldText(form, 'address') };
      shown(answer);
    } else if (which === 'new-codes') {
      const answer = await call(TwoFactor_NewRecoveryCodes);
      if (!refused(answer)) shown(answer);
    } else if (which === 'add-passkey') {
      const answer = await call(TwoFactor_AddPasskey, { body: { name: fieldText(form, 'name'), passkey: fieldText(form, 'passkey') } });
      if (!refused(answer)) shown(answer);
    } else if (which === 'remove-totp') {
      const answer = await call(TwoFactor_RemoveTotp, { body: {} });
      if (!refused(answer)) return redirected(answer) ?? data;
    } else if (which === 'remove-passkey') {
      const answer = await call(TwoFactor_RemovePasskey, { body: { id: Number(fieldText(form, 'id')) } });
      if (!refused(answer)) return redirected(answer) ?? data;
    }
  }
  const status = await statusOf(astro);
  data.status = status.ok ? status.data : null;
  return data;
}
