/** The inside of a header icon link or button: the icon, its name for screen readers and the unread count when there is one. */
export function UnreadIcon({ path, label, unread }: { path: string; label: string; unread: number | null }) {
  return (
    <>
      <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={path} fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      </svg>
      <span className="visually-hidden">{label}</span>{' '}
      {unread ? (
        <span className="badge">
          {unread}
          <span className="visually-hidden"> unread</span>
        </span>
      ) : null}
    </>
  );
}
