/**
 * One kind of notification settings as checkboxes, saved with its AddUpdate… call. Every flag is sent (an
 * unticked box is false). Signed-in owners are recognised by their session; the public page passes the
 * e-mail address and signature of the link from the e-mail instead.
 */
import { getFormProps } from '@conform-to/react';
import { ErrorText } from '../form-kit/ErrorText.tsx';
import { useApiForm } from '../form-kit/use-api-form.ts';
import { settingsKinds, settingsSaved, type SettingsKind } from './settings-kinds.ts';
import './notification-settings.css';
import { SubmitButton } from '../form-kit/SubmitButton.tsx';

export type SettingsOwner = { instrId: number } | { contactId: number };

interface NotificationSettingsFormProps {
  kind: SettingsKind;
  owner: SettingsOwner;
  /** The settings as the API answers them: every flag by name. */
  flags: Readonly<Record<string, unknown>>;
  /** The signed link's e-mail address and signature, on the public page. */
  link?: { email: string; sig: string } | undefined;
}

export default function NotificationSettingsForm({ kind, owner, flags, link }: NotificationSettingsFormProps) {
  const settings = settingsKinds[kind];
  const id = `notification-settings-${kind}`;
  const [ownerName, ownerId] = 'instrId' in owner ? ['instrId', owner.instrId] : ['contactId', owner.contactId];

  const { form, busy, notice } = useApiForm<Record<string, unknown>, Record<string, unknown>, unknown>({
    id,
    schema: settings.schema,
    shouldValidate: 'onSubmit',
    send: (chosen) => settings.save({ ...chosen, ...Object.fromEntries(settings.options.map(({ name }) => [name, chosen[name] === true])) }),
    onSuccess: (_data, { notify }) => notify(settingsSaved),
  });

  return (
    <form {...getFormProps(form)} method="post" className="stack" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{settings.title}</h2>
      <ErrorText id={form.errorId} className="form-error">
        {form.errors?.[0]}
      </ErrorText>
      <input type="hidden" name={ownerName} value={ownerId} />
      {link ? (
        <>
          <input type="hidden" name="email" value={link.email} />
          <input type="hidden" name="sig" value={link.sig} />
        </>
      ) : null}
      <fieldset className="stack settings-flags">
        <legend>{settings.legend}</legend>
        {settings.options.map(({ name, label }) => (
          <div className="check" key={name}>
            <input type="checkbox" id={`${id}-${name}`} name={name} defaultChecked={flags[name] === true} />
            <label htmlFor={`${id}-${name}`}>{label}</label>
          </div>
        ))}
      </fieldset>
      <div className="actions">
        <SubmitButton busy={busy} busyLabel="Saving…">Save settings</SubmitButton>
      </div>
      <div role="status">{notice ? <p className="notice">{notice}</p> : null}</div>
    </form>
  );
}
