// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { getFormProps, getInputProps } from '@conform-to/react';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { password } from '#api/testing/test-client.ts';
import { authTexts, changeEmailSchema } from '#domain/auth.ts';
import { api as client } from '../../lib/api-client.ts';
import { User_ChangeEmail } from '../../lib/api/operations.gen.ts';
import { startIslandApi, type IslandApi } from '../testing/island-api.ts';
import { useApiForm } from './use-api-form.ts';

let api: IslandApi;
let email: string;
beforeAll(async () => {
  api = await startIslandApi();
  email = await api.signIn();
});
afterEach(cleanup);
afterAll(() => api.close());

/** A form on the hook alone: one address field, the password, a status line. */
function EmailForm({ blockedBy = null }: { blockedBy?: string | null }) {
  const { form, fields, busy, notice } = useApiForm({
    id: 'hook-test',
    schema: changeEmailSchema,
    blockedBy: () => blockedBy,
    send: (body) => client.call(User_ChangeEmail, { body }),
    onSuccess(data, { notify }) {
      notify(data.message);
      return 'reset';
    },
  });
  const { key: emailKey, ...emailInput } = getInputProps(fields.newEmail, { type: 'email' });
  const { key: passwordKey, ...passwordInput } = getInputProps(fields.password, { type: 'password' });
  return (
    <form {...getFormProps(form)}>
      <p id={form.errorId}>{form.errors?.[0]}</p>
      <label>
        Address <input key={emailKey} {...emailInput} />
      </label>
      <p id={fields.newEmail.errorId}>{fields.newEmail.errors?.[0]}</p>
      <label>
        Password <input key={passwordKey} {...passwordInput} />
      </label>
      <button type="submit" disabled={busy}>
        Send
      </button>
      <p role="status">{notice}</p>
    </form>
  );
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

it('puts a field refusal under its field, keeps the input and frees the button', async () => {
  const user = userEvent.setup();
  render(<EmailForm />);
  await user.type(field('Address'), email);
  await user.type(field('Password'), password);
  const release = api.hold();
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
  release();
  expect((await screen.findByText(authTexts.sameEmail)).id).toBe(field('Address').getAttribute('aria-describedby'));
  expect(field('Address').value).toBe(email);
  expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(false);
});

it('shows a blocked submit above the form without calling the API', async () => {
  const user = userEvent.setup();
  render(<EmailForm blockedBy="Wait for the upload." />);
  await user.type(field('Address'), 'new.address@example.com');
  await user.type(field('Password'), password);
  const release = api.hold();
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('Wait for the upload.')).toBeTruthy();
  expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(false);
  release();
});

it('shows the success message and empties the form when onSuccess asks for it', async () => {
  const user = userEvent.setup();
  render(<EmailForm />);
  await user.type(field('Address'), 'new.address@example.com');
  await user.type(field('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Send' }));
  await screen.findByText(/./, { selector: '[role="status"]' });
  await waitFor(() => expect(field('Address').value).toBe(''));
});
