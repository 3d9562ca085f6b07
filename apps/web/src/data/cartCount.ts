import { useEffect, useSyncExternalStore } from 'react';
import { cartCalls } from './cartCalls.ts';

/**
 * The cart badge's number, shared by everything in this tab and kept in step with the other tabs
 * of this browser: a change made here (add, quantity, remove) is published with the cart's new
 * count, so every open navbar shows it at once without asking the server again.
 * No TanStack Query here: this runs in the shopper's first load.
 */

/** The BroadcastChannel every tab of the site listens on. */
export const CART_CHANNEL_NAME = 'marketplace:cart';
/** Where browsers without BroadcastChannel leave the message (other tabs hear a `storage` event). */
export const CART_STORAGE_KEY = 'marketplace:cart';

export interface CartChangeMessage {
  /** Units in the cart after the change. */
  count: number;
}

type Listener = () => void;
type ElsewhereListener = (message: CartChangeMessage) => void;

let currentCount: number | null = null;
/** Bumped on every change, so a count read that started before a change cannot overwrite it. */
let version = 0;
const listeners = new Set<Listener>();
const elsewhereListeners = new Set<ElsewhereListener>();
let channel: BroadcastChannel | null | undefined;

function setCount(count: number | null): void {
  version += 1;
  if (count === currentCount) return;
  currentCount = count;
  for (const listener of listeners) listener();
}

function isCartChangeMessage(value: unknown): value is CartChangeMessage {
  return (
    typeof value === 'object' &&
    value !== null &&
    'count' in value &&
    typeof value.count === 'number' &&
    Number.isInteger(value.count) &&
    value.count >= 0
  );
}

function receive(data: unknown): void {
  if (!isCartChangeMessage(data)) return;
  const message: CartChangeMessage = { count: data.count };
  setCount(message.count);
  for (const listener of elsewhereListeners) listener(message);
}

function onStorage(event: StorageEvent): void {
  if (event.key !== CART_STORAGE_KEY || event.newValue === null) return;
  try {
    receive(JSON.parse(event.newValue));
  } catch {
    // Not ours to read.
  }
}

/** This tab's end of the channel, opened on first use (null where the browser has none). */
function openChannel(): BroadcastChannel | null {
  if (channel !== undefined) return channel;
  if (typeof BroadcastChannel === 'function') {
    channel = new BroadcastChannel(CART_CHANNEL_NAME);
    channel.addEventListener('message', (event: MessageEvent<unknown>) => receive(event.data));
  } else {
    channel = null;
    window.addEventListener('storage', onStorage);
  }
  return channel;
}

function tellOtherTabs(message: CartChangeMessage): void {
  const open = openChannel();
  if (open) {
    open.postMessage(message);
    return;
  }
  try {
    // A new value each time, or an unchanged count would fire no `storage` event.
    window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ ...message, at: Date.now() }));
  } catch {
    // Storage refused (private mode): the other tabs catch up on their next read.
  }
}

/** The cart changed in this tab: every navbar here and in the other tabs shows `count` now. */
export function publishCartCount(count: number): void {
  setCount(count);
  tellOtherTabs({ count });
}

/** Calls `listener` when another tab changed the cart (e.g. to read the open cart page again). */
export function onCartChangedElsewhere(listener: ElsewhereListener): () => void {
  openChannel();
  elsewhereListeners.add(listener);
  return () => {
    elsewhereListeners.delete(listener);
  };
}

function subscribe(listener: Listener): () => void {
  openChannel();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const snapshot = () => currentCount;
const serverSnapshot = () => null;

/** Reads the count from the server, unless a change arrived meanwhile (that one is newer). */
export async function refreshCartCount(signal?: AbortSignal): Promise<void> {
  const started = version;
  const count = await cartCalls.count(signal);
  if (version === started && !signal?.aborted) setCount(count);
}

/**
 * Units in the cart for the navbar badge; null while unknown, when `enabled` is false (no buyer
 * signed in) or when the read failed. Read once when enabled, then kept current by the changes.
 * `account` (e.g. the token) reads the count again for another sign-in.
 */
export function useSharedCartCount(enabled: boolean, account?: string | null): number | null {
  const count = useSyncExternalStore(subscribe, snapshot, serverSnapshot);

  useEffect(() => {
    if (!enabled) {
      setCount(null);
      return;
    }
    const controller = new AbortController();
    refreshCartCount(controller.signal).catch(() => {
      // A stale session or a network hiccup: the badge just stays away.
      if (!controller.signal.aborted) setCount(null);
    });
    return () => controller.abort();
  }, [enabled, account]);

  return enabled ? count : null;
}

