/** The part of Web Storage the app promotions use; absent or throwing storage (private mode) is tolerated. */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

export function readStored(store: KeyValueStore | null, key: string): string | null {
  try {
    return store?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStored(store: KeyValueStore | null, key: string, value: string): void {
  try {
    store?.setItem(key, value);
  } catch {
    // Full or forbidden storage: the promotion simply shows again next time.
  }
}

/** `window.localStorage` / `sessionStorage`, or null where reading them throws. */
export function browserStore(kind: 'local' | 'session'): KeyValueStore | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}
