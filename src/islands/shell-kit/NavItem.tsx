/**
 * One link of the top bar or the mobile drawer. The classic My Jobs link opens in a new tab after the user
 * confirms (LegacyJobsConfirm listens for `data-legacy-link`); while a password change is forced it is inactive.
 */
import type { NavLink } from '#domain/navigation.ts';

interface NavItemProps {
  link: NavLink;
  /** The path of the page being shown, to mark the current link. */
  pathname: string;
  /** A password change is forced: legacy links are inactive. */
  forced?: boolean;
}

export function NavItem({ link, pathname, forced = false }: NavItemProps) {
  if (link.legacy) {
    return forced ? (
      <a role="link" aria-disabled="true" className="inactive">
        {link.label}
      </a>
    ) : (
      <a href={link.href} target="_blank" rel="noopener" data-legacy-link="">
        {link.label}
        <span className="visually-hidden"> (classic view, opens in a new tab)</span>
      </a>
    );
  }
  const current = !link.outside && new URL(link.href, 'http://local').pathname.toLowerCase() === pathname.toLowerCase();
  return (
    <a href={link.href} aria-current={current ? 'page' : undefined}>
      {link.label}
    </a>
  );
}
