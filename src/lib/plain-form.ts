/**
 * What script adds to a plain sign-in form (src/components/sign-in/): the form's shared schema checks a field when it
 * is left and the whole form before it is sent, with the server's messages in the same places; text is trimmed when
 * a field is left; passwords get a Show button and a new password its strength meter; the captcha widget loads when
 * the person turns to the form, and the submit button waits for its check; a sent form shows that it is busy.
 * Without this script the form still posts and the server answers with the same messages.
 */
import type { $ZodType } from 'zod/v4/core';
import { checkForm, formValues, type FieldMessages } from '#domain/form-values.ts';
import { passwordStrength } from '#domain/fields.ts';

export interface PlainForm {
  schema: $ZodType;
  /** The checkboxes, read as true or false. */
  booleans?: readonly string[];
  /** The submit button's text while the post is under way. */
  busyLabel: string;
  /** The person has already turned to the form (a dialog they opened): the captcha loads now. */
  captchaAtOnce?: boolean;
}

type Control = HTMLInputElement;

const controls = (form: HTMLFormElement) => [...form.querySelectorAll<Control>('input[name]:not([type="hidden"])')];

function showError(form: HTMLFormElement, name: string, message: string | undefined): void {
  const input = form.querySelector<Control>(`[name="${name}"]:not([type="hidden"])`);
  const slot = document.getElementById(`${form.id}-${name}-error`);
  const text = slot?.querySelector('[data-error-text]');
  const line = slot?.firstElementChild;
  if (input) {
    if (message) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
  }
  if (!text || !(line instanceof HTMLElement)) return;
  text.textContent = message ?? '';
  line.hidden = !message;
}

function check(form: HTMLFormElement, options: PlainForm): FieldMessages {
  const result = checkForm(options.schema, formValues(new FormData(form), options.booleans));
  return result.ok ? {} : result.errors;
}

function trimOnLeave(event: FocusEvent): void {
  const input = event.target;
  if (!(input instanceof HTMLInputElement) || input.type === 'password' || input.type === 'checkbox') return;
  const trimmed = input.value.trim();
  if (trimmed !== input.value) input.value = trimmed;
}

function showPasswords(form: HTMLFormElement): void {
  for (const button of form.querySelectorAll<HTMLButtonElement>('[data-show-password]')) {
    const input = document.getElementById(button.getAttribute('aria-controls') ?? '');
    if (!(input instanceof HTMLInputElement)) continue;
    button.hidden = false;
    button.addEventListener('click', () => {
      const shown = input.type === 'password';
      input.type = shown ? 'text' : 'password';
      button.setAttribute('aria-pressed', String(shown));
    });
  }
}

function strengthMeters(form: HTMLFormElement): void {
  for (const meter of form.querySelectorAll<HTMLElement>('[data-strength-of]')) {
    const input = document.getElementById(meter.dataset.strengthOf ?? '');
    const gauge = meter.querySelector('meter');
    const label = meter.querySelector('strong');
    if (!(input instanceof HTMLInputElement) || !gauge || !label) continue;
    delete meter.dataset.pending;
    input.addEventListener('input', () => {
      const { score, label: text } = passwordStrength(input.value);
      gauge.value = score;
      label.textContent = text;
    });
  }
}

interface StateChange {
  state: string;
}

/** The captcha widget loads when the person turns to the form (at once when they already have); submit waits for its check. */
function captcha(form: HTMLFormElement, submit: HTMLButtonElement | null, atOnce: boolean): void {
  const widget = form.querySelector('altcha-widget');
  if (!widget) return;
  if (submit) submit.disabled = true;
  widget.addEventListener('statechange', (event) => {
    const verified = (event as CustomEvent<StateChange>).detail.state === 'verified';
    if (submit) submit.disabled = !verified;
    if (verified) showError(form, 'captcha', undefined);
  });
  const load = () => {
    form.removeEventListener('focusin', load);
    form.removeEventListener('pointerdown', load);
    void import('./altcha-setup.ts');
  };
  const typed = controls(form).some((input) => input.type !== 'checkbox' && input.value !== '');
  if (atOnce || typed || form.contains(document.activeElement)) load();
  else {
    form.addEventListener('focusin', load);
    form.addEventListener('pointerdown', load);
  }
}

export function enhanceForm(id: string, options: PlainForm): void {
  const form = document.getElementById(id);
  if (!(form instanceof HTMLFormElement)) return;
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const touched = new Set<string>();

  form.addEventListener('focusout', (event) => {
    trimOnLeave(event);
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || !input.name || input.value === '') return;
    touched.add(input.name);
    showError(form, input.name, check(form, options)[input.name]?.[0]);
  });
  // A field with a message is checked again as it is corrected.
  form.addEventListener('input', (event) => {
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || !touched.has(input.name)) return;
    showError(form, input.name, check(form, options)[input.name]?.[0]);
  });
  form.addEventListener('submit', (event) => {
    const errors = check(form, options);
    const invalid = controls(form).filter((input) => errors[input.name]);
    for (const input of controls(form)) {
      touched.add(input.name);
      showError(form, input.name, errors[input.name]?.[0]);
    }
    showError(form, 'captcha', errors.captcha?.[0]);
    if (invalid.length > 0 || errors.captcha) {
      event.preventDefault();
      invalid[0]?.focus();
      return;
    }
    if (submit) {
      // Disabled after the browser has taken the form's values, so a second press sends nothing more.
      queueMicrotask(() => {
        submit.disabled = true;
        submit.textContent = options.busyLabel;
      });
    }
  });
  showPasswords(form);
  strengthMeters(form);
  captcha(form, submit, options.captchaAtOnce ?? false);
}
