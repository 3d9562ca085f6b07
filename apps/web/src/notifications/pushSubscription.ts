import { API_PATHS, NOTIFICATION_ERROR_CODES, type PushSubscriptionJson } from '@marketplace/contract';
import { isApiError } from '../api/ApiError.ts';
import { browserClient } from '../api/browserClient.ts';

/** The service worker that shows pushes (apps/web/public/push-sw.js), served at the root of every site. */
const WORKER_URL = '/push-sw.js';

/** Whether this browser can take Web Push at all (service workers, the Push API, notifications). */
export function browserSupportsPush(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** The VAPID key as the Push API takes it: URL-safe base64 to bytes. */
function keyBytes(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64Url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64Url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** Whether this browser already has a push subscription of this site. */
export async function hasPushSubscription(): Promise<boolean> {
  const registration = await navigator.serviceWorker.getRegistration(WORKER_URL);
  return Boolean(await registration?.pushManager.getSubscription());
}

/** Registers the browser's subscription as the signed-in account's notifyToken for this browser. */
async function register(subscription: PushSubscription): Promise<void> {
  const json = subscription.toJSON() as PushSubscriptionJson;
  await browserClient.post(API_PATHS.mobile.setNotifyToken, {
    subscription: { endpoint: json.endpoint, expirationTime: json.expirationTime ?? null, keys: json.keys },
  });
}

/**
 * Asks the browser for a push subscription (it asks the person first) and registers it. When another
 * account holds the browser's current address and the server will not move it, the browser gives that
 * subscription up and takes a new one, which is this account's alone.
 */
export async function subscribeToPush(publicKey: string): Promise<void> {
  const registration = await navigator.serviceWorker.register(WORKER_URL);
  await navigator.serviceWorker.ready;
  const options = { userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) };
  const subscription = await registration.pushManager.subscribe(options);
  try {
    await register(subscription);
  } catch (error) {
    if (!isApiError(error) || error.code !== NOTIFICATION_ERROR_CODES.PUSH_ENDPOINT_HELD) throw error;
    await subscription.unsubscribe();
    await register(await registration.pushManager.subscribe(options));
  }
}
