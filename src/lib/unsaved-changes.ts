/**
 * A warning before leaving a page whose form holds changes not saved: forms marked `data-unsaved-warning` become
 * changed on input and saved on submit; while one is changed, leaving the page (a link, a reload, closing the tab)
 * asks the browser's "Leave site?" question first. Works for page forms and island forms alike.
 */
const changed = new Set<HTMLFormElement>();

function markedForm(target: EventTarget | null): HTMLFormElement | null {
  if (!(target instanceof Element)) return null;
  const form = target instanceof HTMLFormElement ? target : target.closest('form');
  return form?.hasAttribute('data-unsaved-warning') ? form : null;
}

export function watchUnsavedChanges(): void {
  const note = (event: Event) => {
    const form = markedForm(event.target);
    if (form) changed.add(form);
  };
  document.addEventListener('input', note);
  document.addEventListener('change', note);
  document.addEventListener('submit', (event) => {
    const form = markedForm(event.target);
    if (form) changed.delete(form);
  });
  window.addEventListener('beforeunload', (event) => {
    if (changed.size === 0) return;
    event.preventDefault();
    // Older browsers ask only when a value is set.
    event.returnValue = '';
  });
}
