/**
 * A person's avatar: their saved photo, or without one their initials on the tone of their name (avatarOf).
 * Decorative: the name is written next to it.
 */
import { avatarOf } from '#domain/format.ts';

interface AvatarProps {
  firstName: string;
  lastName?: string;
  className?: string;
  /** The saved photo (served by /api/Blob/Photo); null or absent shows the initials. */
  photoBlobId?: string | null;
}

export function Avatar({ firstName, lastName = '', className = '', photoBlobId = null }: AvatarProps) {
  const { initials, tone } = avatarOf(firstName, lastName);
  if (photoBlobId) {
    return <img className={`avatar ${className}`.trim()} src={`/api/Blob/Photo?id=${encodeURIComponent(photoBlobId)}`} alt="" width={32} height={32} />;
  }
  return (
    <span className={`avatar ${className}`.trim()} data-tone={tone} aria-hidden="true">
      {initials}
    </span>
  );
}
