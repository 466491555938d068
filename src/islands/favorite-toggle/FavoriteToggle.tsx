/** The favorite toggle of the proposal view: adds at once, removes after confirmation; the outcome in a toast. */
import { useState } from 'react';
import { showToast, toastDurations } from '../../stores/toasts.ts';
import { setFavorite } from './favorite-calls.ts';
import { RemoveFavoriteDialog } from './RemoveFavoriteDialog.tsx';
import { favoriteTexts } from './favorite-texts.ts';

interface Props {
  instrId: number;
  talentName: string;
  initial: boolean;
}

export default function FavoriteToggle({ instrId, talentName, initial }: Props) {
  const [favorite, setFavoriteState] = useState(initial);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  async function change(next: boolean) {
    setBusy(true);
    const ok = await setFavorite(instrId, next).catch(() => false);
    setBusy(false);
    setConfirming(false);
    if (ok) setFavoriteState(next);
    showToast({
      tone: ok ? 'success' : 'error',
      text: ok ? (next ? favoriteTexts.added(talentName) : favoriteTexts.removed(talentName)) : favoriteTexts.failed,
      ms: toastDurations.proposal,
    });
  }

  return (
    <>
      <button
        type="button"
        className="secondary"
        aria-pressed={favorite}
        disabled={busy}
        onClick={() => (favorite ? setConfirming(true) : void change(true))}
      >
        <span aria-hidden="true">{favorite ? '★' : '☆'}</span> {favorite ? 'Favorite' : 'Add to Favorites'}
      </button>
      <RemoveFavoriteDialog talentName={confirming ? talentName : null} busy={busy} onConfirm={() => void change(false)} onClose={() => setConfirming(false)} />
    </>
  );
}
