/** A row of tab links with counts; the open tab is marked current. Rendered on the server or inside an island. */
import './tab-links.css';

export interface TabLink {
  href: string;
  label: string;
  count: number;
  current: boolean;
}

export function TabLinks({ label, tabs }: { label: string; tabs: TabLink[] }) {
  return (
    <nav className="tab-links" aria-label={label}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab.href}>
            <a href={tab.href} aria-current={tab.current ? 'page' : undefined}>
              {tab.label} <span className="tab-count">({tab.count})</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
