/**
 * The form of /requesttestimonial on its own page. Sent with script, it goes on to the talent's testimonials with
 * the 'Testimonial Request Sent' notice, as the plain post does.
 */
import type { SubmissionResult } from '@conform-to/react';
import { messages } from '#domain/messages.ts';
import { CrashBoundary } from '../shell-kit/CrashBoundary.tsx';
import type { CrashLinks } from '../shell-kit/crash-links.ts';
import { RequestTestimonialForm } from './RequestTestimonialForm.tsx';
import './request-testimonial.css';

interface Props {
  crash: CrashLinks;
  instrId?: number | undefined;
  lastResult?: SubmissionResult<string[]> | undefined;
  /** Where the talent's testimonials are listed. */
  done: string;
}

export default function RequestTestimonialPage({ crash, instrId, lastResult, done }: Props) {
  const sent = () => window.location.assign(`${done}${done.includes('?') ? '&' : '?'}notice=${encodeURIComponent(messages.profile.testimonialRequestSent)}`);
  return (
    <CrashBoundary links={crash}>
      <RequestTestimonialForm instrId={instrId} lastResult={lastResult} onSent={sent} />
    </CrashBoundary>
  );
}
