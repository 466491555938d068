/**
 * The crash screen: 'Something went wrong!' with contact support and go to home. The 500 page
 * renders it on the server; CrashBoundary shows it in place of an island that failed.
 */
import { messages } from '#domain/messages.ts';
import type { CrashLinks } from './crash-links.ts';

interface CrashScreenProps extends CrashLinks {
  /** In place of a failed island: a smaller heading, no page title. */
  inline?: boolean;
}

export function CrashScreen({ supportEmail, home, inline = false }: CrashScreenProps) {
  const Heading = inline ? 'h2' : 'h1';
  return (
    <section className={inline ? 'crash-screen inline' : 'crash-screen card stack'} role={inline ? 'alert' : undefined} aria-labelledby={inline ? undefined : 'crash-title'}>
      <Heading id={inline ? undefined : 'crash-title'}>{messages.shell.crashTitle}</Heading>
      <p>{inline ? 'This part of the page could not be shown.' : 'This page could not be shown.'} Try again in a moment; if it keeps happening, contact support.</p>
      <p className="actions">
        <a className="button" href={`mailto:${supportEmail}`}>
          Contact support
        </a>
        <a className="button secondary" href={home}>
          Go to home
        </a>
      </p>
    </section>
  );
}
