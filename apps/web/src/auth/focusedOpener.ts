/**
 * The control a person used to open a dialog (focused as they pressed it), so that focus can go back
 * to it when the dialog closes; null when focus is on the page itself or inside a dialog.
 */
export function focusedOpener(): HTMLElement | null {
  if (typeof document === 'undefined') return null;
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || active === document.body) return null;
  return active.closest('[role="dialog"], [role="alertdialog"]') ? null : active;
}
