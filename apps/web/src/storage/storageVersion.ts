import { STORAGE_VERSION, STORAGE_VERSION_KEY } from '@marketplace/contract';

/** Set in sessionStorage for the one reload a version change causes, so a failing write cannot loop. */
export const STORAGE_VERSION_RELOAD_FLAG = 'storage_version_reloaded';

export type StorageVersionOutcome =
  /** The stored version is current: boot normally. */
  | 'current'
  /** First visit (nothing stored): the version was written, no reload needed. */
  | 'initialized'
  /** Local storage was cleared and a reload was asked for: stop booting. */
  | 'reloading'
  /** Still stale right after the reload (storage refuses writes): boot anyway. */
  | 'stale-after-reload'
  /** Storage is not accessible (blocked by the browser): boot anyway. */
  | 'unavailable';

interface StorageVersionEnvironment {
  local: Storage;
  session: Storage;
  reload: () => void;
  version?: string;
}

/**
 * Spec §4: a stored version value that differs from the app's clears local storage,
 * stores the new value and reloads — once. Data stored without any version counts as stale.
 */
export function ensureStorageVersion({
  local,
  session,
  reload,
  version = STORAGE_VERSION,
}: StorageVersionEnvironment): StorageVersionOutcome {
  try {
    if (local.getItem(STORAGE_VERSION_KEY) === version) {
      session.removeItem(STORAGE_VERSION_RELOAD_FLAG);
      return 'current';
    }
    if (local.length === 0) {
      // Nothing stale to clear, so a first visit is not loaded twice.
      local.setItem(STORAGE_VERSION_KEY, version);
      return 'initialized';
    }
    if (session.getItem(STORAGE_VERSION_RELOAD_FLAG) !== null) {
      session.removeItem(STORAGE_VERSION_RELOAD_FLAG);
      return 'stale-after-reload';
    }
    local.clear();
    local.setItem(STORAGE_VERSION_KEY, version);
    session.setItem(STORAGE_VERSION_RELOAD_FLAG, '1');
  } catch {
    return 'unavailable';
  }
  reload();
  return 'reloading';
}

/** The check against the real page: window storage and location.reload(). */
export function ensureBrowserStorageVersion(): StorageVersionOutcome {
  try {
    return ensureStorageVersion({
      local: window.localStorage,
      session: window.sessionStorage,
      reload: () => window.location.reload(),
    });
  } catch {
    // Reading window.localStorage itself throws when the browser blocks storage.
    return 'unavailable';
  }
}
