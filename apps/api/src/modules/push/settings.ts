import { z } from 'zod';

/** Web Push (PUSH_* and VAPID_* variables): without the keys, pushes are only logged. */
export interface PushSettings {
  vapid: { publicKey: string; privateKey: string; subject: string } | undefined;
  /** Hosts (and their subdomains) a subscription's endpoint may name, on port 443 or the entry's `:port`: the browsers' push services. */
  endpointHosts: string[];
}

/** Chrome/Edge (FCM), Firefox (Mozilla autopush), Safari and Windows. */
export const DEFAULT_PUSH_ENDPOINT_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  'push.apple.com',
  'notify.windows.com',
];

const base64Url = (what: string) =>
  z.string().regex(/^[A-Za-z0-9_-]+$/, { message: `must be the URL-safe base64 ${what} (npx web-push generate-vapid-keys)` });

/** Spread into the environment schema of config.ts. */
export const pushEnvShape = {
  VAPID_PUBLIC_KEY: base64Url('public key').optional(),
  VAPID_PRIVATE_KEY: base64Url('private key').optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, { message: 'must be a mailto: or https:// address the push services may contact' })
    .optional(),
  PUSH_ENDPOINT_HOSTS: z.string().optional(),
};

type PushEnv = z.output<z.ZodObject<typeof pushEnvShape>>;

/** The two keys come together (a public key alone would let browsers subscribe to pushes never sent). */
export function checkPushEnv(env: PushEnv, context: z.RefinementCtx): void {
  if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
    context.addIssue({
      code: 'custom',
      path: [env.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'],
      message: 'must be set together with the other VAPID key',
    });
  }
}

/** The push services' contact without VAPID_SUBJECT: the sender of the server's e-mail (`Name <address>` or an address). */
function subjectOf(mailFrom: string): string {
  return `mailto:${/<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim()}`;
}

export function pushSettingsOf(env: PushEnv, mailFrom: string): PushSettings {
  const hosts = env.PUSH_ENDPOINT_HOSTS?.split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
  return {
    vapid:
      env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
        ? {
            publicKey: env.VAPID_PUBLIC_KEY,
            privateKey: env.VAPID_PRIVATE_KEY,
            subject: env.VAPID_SUBJECT ?? subjectOf(mailFrom),
          }
        : undefined,
    endpointHosts: hosts?.length ? hosts : DEFAULT_PUSH_ENDPOINT_HOSTS,
  };
}

/**
 * An https endpoint on one of `hosts` or below it, on the standard port unless the entry names one
 * (`host:port`); anything else could aim our server's requests at a private service, or at another
 * service on a push host's address.
 */
export function isAllowedPushEndpoint(endpoint: string, hosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  return hosts.some((entry) => {
    const [allowed = '', port = ''] = entry.split(':');
    const portMatches = url.port === (port === '443' ? '' : port);
    return portMatches && (host === allowed || host.endsWith(`.${allowed}`));
  });
}
