/**
 * My Jobs asks before switching to the classic view, then opens it in a new tab. Listens for
 * clicks on any `data-legacy-link` link of the page (the bar and the mobile drawer); without script the link
 * simply opens in a new tab.
 */
import { useEffect, useState } from 'react';
import { CrashBoundary } from '../shell-kit/CrashBoundary.tsx';
import type { CrashLinks } from '../shell-kit/crash-links.ts';
import { Dialog } from '../shell-kit/Dialog.tsx';

interface LegacyJobsConfirmProps {
  productName: string;
  crash: CrashLinks;
}

export default function LegacyJobsConfirm({ crash, productName }: LegacyJobsConfirmProps) {
  return (
    <CrashBoundary links={crash}>
      <Confirm productName={productName} />
    </CrashBoundary>
  );
}

function Confirm({ productName }: { productName: string }) {
  const [href, setHref] = useState<string | null>(null);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[data-legacy-link]') : null;
      if (!link) return;
      event.preventDefault();
      setHref(link.href);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);

  const open = () => {
    if (href) window.open(href, '_blank', 'noopener');
    setHref(null);
  };

  return (
    <Dialog open={href !== null} title="Switch to the classic view?" onClose={() => setHref(null)}>
      <div className="stack">
        <p>My Jobs is in the classic view of {productName}. It opens in a new tab; this page stays open here.</p>
        <p className="actions">
          <button type="button" onClick={open}>
            Open the classic view
          </button>
          <button type="button" className="secondary" onClick={() => setHref(null)}>
            Stay here
          </button>
        </p>
      </div>
    </Dialog>
  );
}
