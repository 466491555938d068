/**
 * "Request a Testimonial": a link to /requesttestimonial that, once the page's script runs, opens the form in a
 * dialog instead. After sending, the dialog reads 'Testimonial Request Sent'; Done reloads the page
 * so the new request shows among those awaiting an answer.
 */
import { useState, type MouseEvent } from 'react';
import { messages } from '#domain/messages.ts';
import { testimonialLimits } from '#domain/testimonials.ts';
import { CrashBoundary } from '../shell-kit/CrashBoundary.tsx';
import type { CrashLinks } from '../shell-kit/crash-links.ts';
import { Dialog } from '../shell-kit/Dialog.tsx';
import { RequestTestimonialForm, type SentRequest } from './RequestTestimonialForm.tsx';
import './request-testimonial.css';

export default function RequestTestimonialDialog({ crash, instrId }: { crash: CrashLinks; instrId?: number | undefined }) {
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState<SentRequest | null>(null);
  const show = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setSent(null);
    setOpen(true);
  };
  const href = instrId ? `/requesttestimonial?instrId=${instrId}` : '/requesttestimonial';
  return (
    <CrashBoundary links={crash}>
      <a className="button-link" href={href} aria-haspopup="dialog" onClick={show}>
        Request a Testimonial
      </a>
      <Dialog open={open} title={sent ? messages.profile.testimonialRequestSent : 'Request a Testimonial'} onClose={() => setOpen(false)} className="request-testimonial">
        {sent ? (
          <div className="stack">
            <p role="status">
              We emailed {sent.clientFirstName} {sent.clientLastName} at {sent.email} a link to write the testimonial. The link works for {testimonialLimits.linkDays} days.
            </p>
            <p>
              <button type="button" onClick={() => window.location.reload()}>
                Done
              </button>
            </p>
          </div>
        ) : (
          <RequestTestimonialForm instrId={instrId} onSent={setSent} />
        )}
      </Dialog>
    </CrashBoundary>
  );
}
