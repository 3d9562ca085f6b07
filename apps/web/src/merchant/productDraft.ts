/**
 * The product form's unsaved input, kept in local storage so that nothing typed is lost on a
 * reload: one draft for a new product and one per edited product, until it is saved or discarded.
 */
const DRAFT_KEY_PREFIX = 'product_form_draft';

export type DraftTarget = { mode: 'create' } | { mode: 'edit'; id: string };

function draftKeyOf(target: DraftTarget): string {
  return target.mode === 'create' ? `${DRAFT_KEY_PREFIX}:new` : `${DRAFT_KEY_PREFIX}:${target.id}`;
}

export function loadDraft<T>(target: DraftTarget, storage: Storage = localStorage): T | undefined {
  try {
    const text = storage.getItem(draftKeyOf(target));
    return text === null ? undefined : (JSON.parse(text) as T);
  } catch {
    return undefined;
  }
}

export function saveDraft<T>(target: DraftTarget, draft: T, storage: Storage = localStorage): void {
  try {
    storage.setItem(draftKeyOf(target), JSON.stringify(draft));
  } catch {
    // Storage full or refused: the form keeps working, only the reload safety net is lost.
  }
}

export function discardDraft(target: DraftTarget, storage: Storage = localStorage): void {
  storage.removeItem(draftKeyOf(target));
}
