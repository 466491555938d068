import type { ReactNode } from 'react';

/** Mark as read or Delete: a plain form the page handles without script (post/redirect/get); with script, an API call. */
export function ItemForm({ action, notificationId, onSubmit, children }: { action: 'read' | 'delete'; notificationId: number; onSubmit: () => void; children: ReactNode }) {
  return (
    <form
      method="post"
      action="/notificationviewall"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <input type="hidden" name="action" value={action} />
      <input type="hidden" name="notificationId" value={notificationId} />
      <button type="submit" className="secondary">
        {children}
      </button>
    </form>
  );
}
