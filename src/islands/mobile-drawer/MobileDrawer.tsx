/**
 * The mobile menu: a hamburger button opening a drawer with the bar's links and the user menu.
 * A modal <dialog>: focus moves in, Escape closes it, focus returns to the button.
 */
import { useState } from 'react';
import type { NavLink } from '#domain/navigation.ts';
import { withCrashBoundary } from '../shell-kit/CrashBoundary.tsx';
import type { CrashLinks } from '../shell-kit/crash-links.ts';
import { Dialog } from '../shell-kit/Dialog.tsx';
import { NavItem } from '../shell-kit/NavItem.tsx';

interface MobileDrawerProps {
  links: NavLink[];
  menu: NavLink[];
  pathname: string;
  forced: boolean;
  crash: CrashLinks;
}

function Drawer({ links, menu, pathname, forced }: Omit<MobileDrawerProps, 'crash'>) {
  const [open, setOpen] = useState(false);
  const list = (items: NavLink[], label: string) => (
    <nav aria-label={label}>
      <ul className="drawer-list">
        {items.map((link) => (
          <li key={`${label}-${link.href}`}>
            <NavItem link={link} pathname={pathname} forced={forced} />
          </li>
        ))}
      </ul>
    </nav>
  );
  return (
    <div className="mobile-drawer">
      <button type="button" className="icon-button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span>Menu</span>
      </button>
      <Dialog open={open} title="Menu" onClose={() => setOpen(false)} className="drawer">
        {list(links, 'Site links')}
        {menu.length > 0 ? list(menu, 'Your account') : null}
      </Dialog>
    </div>
  );
}

export default withCrashBoundary<MobileDrawerProps>(Drawer);
