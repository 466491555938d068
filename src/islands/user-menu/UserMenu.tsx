/**
 * The avatar and user menu: the saved photo (initials without one) and the nickname or first name (cut
 * to 15 characters) open the viewer's menu of links. Escape or a click outside closes it; focus goes to the first entry when it opens.
 */
import { useEffect, useId } from 'react';
import type { NavLink } from '#domain/navigation.ts';
import { withCrashBoundary } from '../shell-kit/CrashBoundary.tsx';
import type { CrashLinks } from '../shell-kit/crash-links.ts';
import { NavItem } from '../shell-kit/NavItem.tsx';
import { usePopup } from '../shell-kit/use-popup.ts';
import { Avatar } from '../shell-kit/Avatar.tsx';

interface UserMenuProps {
  /** displayName(nickname, firstName). */
  name: string;
  /** The photo of the session answer (User/Session photoBlobId). */
  photoBlobId: string | null;
  links: NavLink[];
  pathname: string;
  crash: CrashLinks;
}

function Menu({ name, photoBlobId, links, pathname }: Omit<UserMenuProps, 'crash'>) {
  const popup = usePopup();
  const listId = useId();

  useEffect(() => {
    if (popup.open) popup.wrapper.current?.querySelector<HTMLElement>('ul a')?.focus();
  }, [popup.open, popup.wrapper]);

  return (
    <div className="user-menu" ref={popup.wrapper} onKeyDown={popup.onKeyDown}>
      <button ref={popup.button} type="button" className="avatar-button" aria-expanded={popup.open} aria-controls={listId} onClick={popup.toggle}>
        <Avatar firstName={name} photoBlobId={photoBlobId} />
        <span>{name}</span>
        <span className="visually-hidden"> account menu</span>
      </button>
      <ul id={listId} className="popup menu-list" hidden={!popup.open}>
        {links.map((link) => (
          <li key={link.href}>
            <NavItem link={link} pathname={pathname} />
          </li>
        ))}
      </ul>
    </div>
  );
}

export default withCrashBoundary<UserMenuProps>(Menu);
