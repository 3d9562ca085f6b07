import { useState } from 'react';

function read(key: string): boolean {
  try {
    return window.localStorage.getItem(key) === '1';
  } catch {
    return false;
  }
}

/**
 * A yes/no choice the person makes once and expects kept on the next visit (e.g. a narrowed
 * sidebar), in local storage; a browser that refuses storage just forgets it.
 */
export function useStoredFlag(key: string): [boolean, (next: boolean) => void] {
  const [value, setValue] = useState(() => read(key));
  const set = (next: boolean) => {
    setValue(next);
    try {
      window.localStorage.setItem(key, next ? '1' : '0');
    } catch {
      // Storage blocked or full: the choice holds for this page only.
    }
  };
  return [value, set];
}
