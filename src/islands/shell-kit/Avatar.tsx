/** A person without a photo: their initials on the tone of their name (avatarOf). Decorative: the name is written next to it. */
import { avatarOf } from '../../domain/format.ts';

export function Avatar({ firstName, lastName = '', className = '' }: { firstName: string; lastName?: string; className?: string }) {
  const { initials, tone } = avatarOf(firstName, lastName);
  return (
    <span className={`avatar ${className}`.trim()} data-tone={tone} aria-hidden="true">
      {initials}
    </span>
  );
}
