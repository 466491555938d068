/**
 * My Talent with the talent pool: favorites and hired talent first, then everyone
 * else who proposed on the caller's jobs. A name opens the candidate view on the talent's latest job with the
 * company (the public profile when there is none); each job opens the candidate view on that job. A favorite is
 * removed after the confirmation dialog and moves to the pool when the talent has jobs, or leaves the list.
 */
import { useState } from 'react';
import type { TalentPoolEntry } from '#domain/talent-pool.ts';
import { talentPoolTexts } from '#domain/talent-pool-texts.ts';
import { candidateHref } from '#domain/candidate-view.ts';
import { showToast, toastDurations } from '../../stores/toasts.ts';
import { setFavorite } from './favorite-calls.ts';
import { favoriteTexts } from './favorite-texts.ts';
import { RemoveFavoriteDialog } from './RemoveFavoriteDialog.tsx';
import './my-talent.css';

interface Props {
  initial: TalentPoolEntry[];
}

const nameOf = (t: TalentPoolEntry) => `${t.firstName} ${t.lastName}`;
const profileHref = (t: TalentPoolEntry) => {
  const latest = t.jobs[0];
  return latest ? candidateHref({ projectId: latest.projectID, instrId: t.instrId }) : `/talent/${t.instrId}`;
};

function TalentCard({ t, onRemove }: { t: TalentPoolEntry; onRemove: (t: TalentPoolEntry) => void }) {
  return (
    <li className="card my-talent-card">
      {t.thumbnailBlobId ? (
        <img src={`/api/Blob/Photo?id=${t.thumbnailBlobId}`} alt="" width="56" height="56" className="my-talent-photo" />
      ) : (
        <span className="my-talent-photo" aria-hidden="true">
          {t.firstName[0]}
          {t.lastName[0]}
        </span>
      )}
      <div className="my-talent-who">
        <a href={profileHref(t)}>{nameOf(t)}</a>
        <span className="muted">{t.roles.join(', ')}</span>
        <span>
          {t.isFavorite ? <span className="tag">Favorite</span> : null} {t.isHired ? <span className="tag">Hired</span> : null}
        </span>
        {t.jobs.length ? (
          <ul className="my-talent-jobs" aria-label={`Jobs of ${nameOf(t)} with your company`}>
            {t.jobs.map((j) => (
              <li key={j.projectID}>
                <a href={candidateHref({ projectId: j.projectID, instrId: t.instrId })}>{j.title}</a> <span className="muted">({j.status})</span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {t.isFavorite ? (
        <button type="button" className="secondary" onClick={() => onRemove(t)} aria-label={`Remove ${nameOf(t)} from favorites`}>
          Remove
        </button>
      ) : null}
    </li>
  );
}

export default function MyTalentList({ initial }: Props) {
  const [entries, setEntries] = useState(initial);
  const [removing, setRemoving] = useState<TalentPoolEntry | null>(null);
  const [busy, setBusy] = useState(false);

  async function remove(entry: TalentPoolEntry) {
    setBusy(true);
    const ok = await setFavorite(entry.instrId, false).catch(() => false);
    setBusy(false);
    setRemoving(null);
    if (ok) {
      setEntries((list) => list.flatMap((e) => (e.instrId !== entry.instrId ? [e] : e.jobs.length ? [{ ...e, isFavorite: false }] : [])));
    }
    showToast({ tone: ok ? 'success' : 'error', text: ok ? favoriteTexts.removed(nameOf(entry)) : favoriteTexts.failed, ms: toastDurations.proposal });
  }

  if (!entries.length) return <p>No talent yet. Mark talent as favorites from their proposals; talent who propose on your jobs appear here too.</p>;
  const known = entries.filter((e) => e.isFavorite || e.isHired);
  const pool = entries.filter((e) => !e.isFavorite && !e.isHired);
  return (
    <>
      <section className="stack" aria-labelledby="my-talent-known">
        <h2 id="my-talent-known">Favorites and hired</h2>
        {known.length ? (
          <ul className="my-talent">
            {known.map((t) => (
              <TalentCard key={t.instrId} t={t} onRemove={setRemoving} />
            ))}
          </ul>
        ) : (
          <p className="muted">No favorites or hired talent yet.</p>
        )}
      </section>
      {pool.length ? (
        <section className="stack" aria-labelledby="my-talent-pool">
          <h2 id="my-talent-pool">{talentPoolTexts.poolTitle}</h2>
          <p className="muted">{talentPoolTexts.poolIntro}</p>
          <ul className="my-talent">
            {pool.map((t) => (
              <TalentCard key={t.instrId} t={t} onRemove={setRemoving} />
            ))}
          </ul>
        </section>
      ) : null}
      <RemoveFavoriteDialog
        talentName={removing ? nameOf(removing) : null}
        busy={busy}
        onConfirm={() => removing && void remove(removing)}
        onClose={() => setRemoving(null)}
      />
    </>
  );
}
