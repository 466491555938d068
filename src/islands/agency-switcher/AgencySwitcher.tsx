/**
 * The agency member switcher: the owner chooses whose profile the /profile pages edit, in the spec's
 * order (Everyone, Company Profile, members by name). The choice is saved by the API and the page reloads with the
 * chosen profile. Without script the same form posts to /manage-members, which saves it and comes back here.
 */
import { useState, type ChangeEvent } from 'react';
import { api } from '../../lib/api-client.ts';
import { Agency_SelectMember } from '../../lib/api/operations.gen.ts';
import { agencyTexts } from '#domain/agency.ts';
import './agency-switcher.css';

interface Props {
  options: { value: number; label: string }[];
  selected: number;
  returnTo: string;
}

export default function AgencySwitcher({ options, selected, returnTo }: Props) {
  const [value, setValue] = useState(selected);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function choose(event: ChangeEvent<HTMLSelectElement>) {
    const instrId = Number(event.target.value);
    setValue(instrId);
    setBusy(true);
    setError(null);
    const result = await api.call(Agency_SelectMember, { body: { instrId } });
    if (result.ok) {
      window.location.reload();
      return;
    }
    setBusy(false);
    setValue(selected);
    setError(result.error.message);
  }

  return (
    <form method="post" action="/manage-members" className="agency-switcher" aria-busy={busy}>
      <input type="hidden" name="form" value="select" />
      <input type="hidden" name="returnTo" value={returnTo} />
      <label htmlFor="agency-member">Profile you are editing</label>
      <div className="agency-switcher-row">
        <select id="agency-member" name="instrId" value={value} disabled={busy} onChange={(event) => void choose(event)} aria-describedby="agency-member-error">
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <noscript>
          <button type="submit" className="secondary">
            Switch
          </button>
        </noscript>
        <a className="button secondary" href="/manage-members">
          {agencyTexts.addMember}
        </a>
      </div>
      <p id="agency-member-error" role="alert" className="field-error">
        {error}
      </p>
    </form>
  );
}
