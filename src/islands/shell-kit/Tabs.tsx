/**
 * The one tabs component: a row of links, the open one marked current, with an optional count. Rendered on the
 * server by pages (no script) or inside an island; styled by `.tabs` in src/styles/global.css.
 */
export interface Tab {
  href: string;
  label: string;
  current: boolean;
  count?: number | undefined;
}

export function Tabs({ label, tabs }: { label: string; tabs: readonly Tab[] }) {
  return (
    <nav className="tabs" aria-label={label}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab.href}>
            <a href={tab.href} aria-current={tab.current ? 'page' : undefined}>
              {tab.label}
              {tab.count === undefined ? null : (
                <>
                  {' '}
                  <span className="tab-count">
                    <span className="visually-hidden">(</span>
                    {tab.count}
                    <span className="visually-hidden">)</span>
                  </span>
                </>
              )}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
