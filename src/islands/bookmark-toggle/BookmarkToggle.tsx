/**
 * The save (bookmark) toggle of a talent job view: saving is one call; removing asks first in the
 * "Remove Saved Job" dialog. Success and failure show as toasts of the job flows (5000 ms).
 */
import { useState } from 'react';
import { api } from '../../lib/api-client.ts';
import { TalentJobCenter_AddSavedJob, TalentJobCenter_DeleteSavedJob } from '../../lib/api/operations.gen.ts';
import { showToast, toastDurations } from '../../stores/toasts.ts';
import { Dialog } from '../shell-kit/Dialog.tsx';
import { jobCenterTexts } from '#domain/job-center-texts.ts';
import './bookmark-toggle.css';

export default function BookmarkToggle({ projectId, initialSaved }: { projectId: number; initialSaved: boolean }) {
  const [saved, setSaved] = useState(initialSaved);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const toast = (tone: 'success' | 'error', text: string) => showToast({ tone, text, ms: toastDurations.proposal });

  async function save() {
    setBusy(true);
    const res = await api.call(TalentJobCenter_AddSavedJob, { body: { projectId } });
    setBusy(false);
    if (res.ok) {
      setSaved(true);
      toast('success', res.data.message);
    } else toast('error', res.error.message);
  }

  async function remove() {
    setBusy(true);
    const res = await api.call(TalentJobCenter_DeleteSavedJob, { query: { projectId } });
    setBusy(false);
    setConfirming(false);
    if (res.ok) {
      setSaved(false);
      toast('success', res.data.message);
    } else toast('error', res.error.message);
  }

  return (
    <>
      <button
        type="button"
        className="secondary bookmark-toggle"
        aria-pressed={saved}
        disabled={busy}
        onClick={() => (saved ? setConfirming(true) : void save())}
      >
        <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M6 3h12v18l-6-4-6 4z" fill={saved ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
        </svg>
        {saved ? 'Saved' : 'Save job'}
      </button>
      <Dialog open={confirming} title={jobCenterTexts.removeSavedTitle} onClose={() => setConfirming(false)}>
        <p>{jobCenterTexts.removeSavedQuestion}</p>
        <div className="actions">
          <button type="button" disabled={busy} onClick={() => void remove()}>
            Remove
          </button>
          <button type="button" className="secondary" onClick={() => setConfirming(false)}>
            Cancel
          </button>
        </div>
      </Dialog>
    </>
  );
}
