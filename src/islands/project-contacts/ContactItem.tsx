/** One company contact of the job: name with Owner/Invited tags, title, email, phone and, when allowed, Remove from Job. */
import { formatPhone, phoneHref } from '#domain/format.ts';
import type { ProjectContact } from './use-project-contacts.ts';

interface Props {
  contact: ProjectContact;
  busy: boolean;
  onRemove: (contact: ProjectContact) => void;
}

export function ContactItem({ contact: c, busy, onRemove }: Props) {
  const name = `${c.firstName} ${c.lastName}`;
  return (
    <li>
      <p className="contact-name">
        {name}
        {c.isOwner ? <span className="tag">Owner</span> : null}
        {c.contactStatus === 'P' ? <span className="tag">Invited</span> : null}
      </p>
      {c.jobTitle ? <p className="muted">{c.jobTitle}</p> : null}
      <p>
        <span className="visually-hidden">E-mail: </span>
        <a href={`mailto:${c.email}`}>{c.email}</a>
      </p>
      {c.phoneNumber ? (
        <p>
          <span className="visually-hidden">Phone: </span>
          <a href={phoneHref(c.phoneNumber)}>{formatPhone(c.phoneNumber)}</a>
        </p>
      ) : null}
      {c.isDeleteAbleContact ? (
        <button type="button" className="link-button" disabled={busy} onClick={() => onRemove(c)}>
          Remove from Job<span className="visually-hidden"> {name}</span>
        </button>
      ) : null}
    </li>
  );
}
