/**
 * Whether Escape pressed on `target` belongs to a popup open inside the dialog: the focused
 * element is a combobox, or a button with a popup, that says it is expanded (a suggestion list,
 * a search's results). That popup closes itself on this Escape; the dialog stays open, and the
 * next Escape closes it. Popups that are their own Radix layers (Popover, Select, a nested
 * Dialog) take Escape before the dialog sees it and need no help.
 */
export function escapeBelongsToNestedPopup(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target.getAttribute('aria-expanded') !== 'true') return false;
  const popup = target.getAttribute('aria-haspopup');
  return target.getAttribute('role') === 'combobox' || (popup !== null && popup !== 'false');
}
