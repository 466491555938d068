/** The Company Contact dialog: opens at once, and loads its form (ContactForm.tsx) the first time it opens. */
import { lazy, Suspense } from 'react';
import { Dialog } from '../shell-kit/Dialog.tsx';
import type { ContactDraft } from './contact-draft.ts';

const ContactForm = lazy(() => import('./ContactForm.tsx').then((module) => ({ default: module.ContactForm })));

export function ContactDialog({ draft, productName, onClose, onSaved }: { draft: ContactDraft | null; productName: string; onClose: () => void; onSaved: (message: string) => void }) {
  return (
    <Dialog open={draft !== null} title="Company Contact" onClose={onClose}>
      {draft ? (
        <Suspense fallback={null}>
          <ContactForm key={draft.contactID ?? 'new'} draft={draft} productName={productName} onCancel={onClose} onSaved={onSaved} />
        </Suspense>
      ) : null}
    </Dialog>
  );
}
