import { ACCOUNT_TYPE, STORAGE_KEYS, STORAGE_VERSION_KEY, type AccountType } from '@marketplace/contract';

/** What the sites keep about the signed-in account (spec §7 keys `token`, `n_t`, `id`). */
export interface StoredSession {
  token: string | null;
  accountType: AccountType | null;
  id: string | null;
}

export interface SessionToStore {
  token: string;
  type: AccountType;
  id: string;
}

const SESSION_KEYS = [STORAGE_KEYS.token, STORAGE_KEYS.accountType, STORAGE_KEYS.id] as const;
const TEMP_KEYS = [STORAGE_KEYS.tempToken, STORAGE_KEYS.tempTokenLegacy, STORAGE_KEYS.tempOtpId] as const;

const listeners = new Set<() => void>();

/** Tells subscribers (the navbar, the panel guard) that the stored session changed. */
function notify(): void {
  for (const listener of listeners) listener();
}

export function subscribeToSession(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || (SESSION_KEYS as readonly string[]).includes(event.key)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The browser's local storage, or null where the browser refuses access to it. */
export function localStore(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function read(storage: Storage | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function parseAccountType(value: string | null): AccountType | null {
  switch (value) {
    case String(ACCOUNT_TYPE.ADMIN):
      return ACCOUNT_TYPE.ADMIN;
    case String(ACCOUNT_TYPE.CLIENT):
      return ACCOUNT_TYPE.CLIENT;
    case String(ACCOUNT_TYPE.MERCHANT):
      return ACCOUNT_TYPE.MERCHANT;
    default:
      return null;
  }
}

export function readSession(storage: Storage | null = localStore()): StoredSession {
  return {
    token: read(storage, STORAGE_KEYS.token),
    accountType: parseAccountType(read(storage, STORAGE_KEYS.accountType)),
    id: read(storage, STORAGE_KEYS.id),
  };
}

/** Stores a session for this host; the temporary token of an unfinished upgrade is no longer needed. */
export function saveSession(session: SessionToStore, storage: Storage | null = localStore()): void {
  if (!storage) return;
  storage.setItem(STORAGE_KEYS.token, session.token);
  storage.setItem(STORAGE_KEYS.accountType, String(session.type));
  storage.setItem(STORAGE_KEYS.id, session.id);
  for (const key of TEMP_KEYS) storage.removeItem(key);
  notify();
}

export function clearSession(storage: Storage | null = localStore()): void {
  if (!storage) return;
  for (const key of [...SESSION_KEYS, ...TEMP_KEYS]) storage.removeItem(key);
  notify();
}

/**
 * The server said the session of `token` has ended: the page is signed out, unless another login
 * stored a new token meanwhile (the answer may come late).
 */
export function forgetEndedSession(token: string, storage: Storage | null = localStore()): void {
  if (read(storage, STORAGE_KEYS.token) === token) clearSession(storage);
}

/** A buyer's token on the merchant host: kept aside (both spec spellings) until the upgrade uses it. */
export function saveTempToken(token: string, storage: Storage | null = localStore()): void {
  storage?.setItem(STORAGE_KEYS.tempToken, token);
  storage?.setItem(STORAGE_KEYS.tempTokenLegacy, token);
}

export function readTempToken(storage: Storage | null = localStore()): string | null {
  return read(storage, STORAGE_KEYS.tempToken) ?? read(storage, STORAGE_KEYS.tempTokenLegacy);
}

export function clearTempToken(storage: Storage | null = localStore()): void {
  storage?.removeItem(STORAGE_KEYS.tempToken);
  storage?.removeItem(STORAGE_KEYS.tempTokenLegacy);
}

/** Spec §4: the one-time-code id of a registration in progress is kept temporarily. */
export function saveTempOtpId(otpId: string, storage: Storage | null = localStore()): void {
  storage?.setItem(STORAGE_KEYS.tempOtpId, otpId);
}

/** Spec §2 logout: all local storage goes, except the storage version (which would force a reload). */
export function clearAllStorage(storage: Storage | null = localStore()): void {
  if (!storage) return;
  const version = storage.getItem(STORAGE_VERSION_KEY);
  storage.clear();
  if (version !== null) storage.setItem(STORAGE_VERSION_KEY, version);
  notify();
}
