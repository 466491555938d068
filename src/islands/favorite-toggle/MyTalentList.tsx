/**
 * My Talent (spec 2 §2 /talents): the company's favorites and the talent hired on its jobs, each with a link to
 * the talent profile. A favorite is removed after the confirmation dialog and leaves the list unless hired.
 */
import { useState } from 'react';
import type { MyTalentEntry } from '../../domain/client-proposal.ts';
import { showToast, toastDurations } from '../../stores/toasts.ts';
import { setFavorite } from './favorite-calls.ts';
import { favoriteTexts } from './favorite-texts.ts';
import { RemoveFavoriteDialog } from './RemoveFavoriteDialog.tsx';
import './my-talent.css';

interface Props {
  initial: MyTalentEntry[];
}

const nameOf = (t: MyTalentEntry) => `${t.firstName} ${t.lastName}`;

export default function MyTalentList({ initial }: Props) {
  const [entries, setEntries] = useState(initial);
  const [removing, setRemoving] = useState<MyTalentEntry | null>(null);
  const [busy, setBusy] = useState(false);

  async function remove(entry: MyTalentEntry) {
    setBusy(true);
    const ok = await setFavorite(entry.instrId, false).catch(() => false);
    setBusy(false);
    setRemoving(null);
    if (ok) {
      setEntries((list) => list.flatMap((e) => (e.instrId !== entry.instrId ? [e] : e.isHired ? [{ ...e, isFavorite: false }] : [])));
    }
    showToast({ tone: ok ? 'success' : 'error', text: ok ? favoriteTexts.removed(nameOf(entry)) : favoriteTexts.failed, ms: toastDurations.proposal });
  }

  if (!entries.length) return <p>No talent yet. Mark talent as favorites from their proposals; talent you hire appear here too.</p>;
  return (
    <>
      <ul className="my-talent">
        {entries.map((t) => (
          <li key={t.instrId} className="card my-talent-card">
            {t.thumbnailBlobId ? (
              <img src={`/api/Blob/Photo?id=${t.thumbnailBlobId}`} alt="" width="56" height="56" className="my-talent-photo" />
            ) : (
              <span className="my-talent-photo" aria-hidden="true">
                {t.firstName[0]}
                {t.lastName[0]}
              </span>
            )}
            <div className="my-talent-who">
              <a href={`/talent/${t.instrId}`}>{nameOf(t)}</a>
              <span className="muted">{t.roles.join(', ')}</span>
              <span>
                {t.isFavorite ? <span className="tag">Favorite</span> : null} {t.isHired ? <span className="tag">Hired</span> : null}
              </span>
            </div>
            {t.isFavorite ? (
              <button type="button" className="secondary" onClick={() => setRemoving(t)} aria-label={`Remove ${nameOf(t)} from favorites`}>
                Remove
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      <RemoveFavoriteDialog
        talentName={removing ? nameOf(removing) : null}
        busy={busy}
        onConfirm={() => removing && void remove(removing)}
        onClose={() => setRemoving(null)}
      />
    </>
  );
}
