/**
 * The small script of the two-factor forms (decision record 343): a passkey button asks the browser for a passkey
 * and posts the plain form with its answer in the hidden `passkey` field. Without WebAuthn (or without script) the
 * buttons stay hidden and the forms work with codes alone.
 * - `data-passkey-verify`: the options the server rendered into the page (the second step, the confirm page).
 * - `data-passkey-register`: asks /api/TwoFactor/PasskeyOptions first (with the password typed, when the form has one).
 */
import { browserSupportsWebAuthn, startAuthentication, startRegistration } from '@simplewebauthn/browser';
import { api } from './api-client.ts';
import { TwoFactor_PasskeyOptions } from './api/operations.gen.ts';
import { twoFactorTexts } from '#domain/two-factor.ts';

function showError(form: HTMLFormElement, message: string) {
  const slot = form.querySelector<HTMLElement>('[data-passkey-error]');
  if (!slot) return;
  slot.textContent = message;
  slot.hidden = false;
  slot.focus();
}

function postWith(form: HTMLFormElement, answer: unknown) {
  const field = form.querySelector<HTMLInputElement>('input[name="passkey"]');
  if (!field) return;
  field.value = JSON.stringify(answer);
  form.submit();
}

async function verify(button: HTMLButtonElement, form: HTMLFormElement) {
  const optionsJSON = JSON.parse(button.dataset.passkeyVerify ?? '{}');
  postWith(form, await startAuthentication({ optionsJSON }));
}

async function register(form: HTMLFormElement) {
  if (!form.reportValidity()) return;
  const password = form.querySelector<HTMLInputElement>('input[name="password"]')?.value;
  const options = await api.call(TwoFactor_PasskeyOptions, { body: password ? { password } : {} });
  if (!options.ok) return showError(form, options.error.message);
  postWith(form, await startRegistration({ optionsJSON: JSON.parse(options.data.optionsJSON) }));
}

export function enhancePasskeyButtons(): void {
  if (!browserSupportsWebAuthn()) return;
  for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-passkey-verify], button[data-passkey-register]')) {
    const form = button.form;
    if (!form) continue;
    button.hidden = false;
    button.addEventListener('click', () => {
      button.disabled = true;
      const run = button.dataset.passkeyVerify !== undefined ? verify(button, form) : register(form);
      run
        .catch(() => showError(form, twoFactorTexts.passkeyFailed))
        .finally(() => {
          button.disabled = false;
        });
    });
  }
}
