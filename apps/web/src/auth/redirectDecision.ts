import {
  ACCOUNT_TYPE,
  APP_REDIRECT_DELAY_MS,
  SITES,
  type AccountType,
  type PublicConfig,
  type Site,
} from '@marketplace/contract';
import { isIosUserAgent } from './device.ts';
import { baseUrlForType, HANDOFF_MARKER, REDIRECT_PATH } from './siteAccounts.ts';

export type RedirectAction =
  /** A sign-in code for this host: exchange it (with the nonce this tab keeps) for a session, then go on. */
  | { kind: 'exchange'; type: AccountType; code: string }
  /** A sign-in from the site `from` starts here: keep a nonce, ask `from` for a code bound to it. */
  | { kind: 'requestCode'; type: AccountType; from: Site }
  /** The site of `type` asks this one for a code bound to its nonce (honoured only if this tab promised it). */
  | { kind: 'issueCode'; type: AccountType; nonce: string }
  /** A sign-in code meant for another host's kind: hand the same query to that host's redirect page. */
  | { kind: 'forward'; url: string }
  /** `/app`, `/t_app`: to the store page of the device after a short pause. */
  | { kind: 'appStore'; url: string; delayMs: number }
  /** `/logout`: end the sessions on both hosts, clear storage, go to the shopper site. */
  | { kind: 'logout' }
  /** Nothing to do here (no or broken parameters): go to the given address. */
  | { kind: 'leave'; url: string };

export interface RedirectRequest {
  pathname: string;
  search: string;
  /** The page's own origin, e.g. `http://merchant.localhost:3000`. */
  origin: string;
  userAgent: string;
  config: PublicConfig;
}

const ACCOUNT_TYPES: readonly AccountType[] = [ACCOUNT_TYPE.ADMIN, ACCOUNT_TYPE.CLIENT, ACCOUNT_TYPE.MERCHANT];

function parseAccountType(value: string | null): AccountType | null {
  if (value === null || !/^\d$/.test(value)) return null;
  return ACCOUNT_TYPES.find((type) => String(type) === value) ?? null;
}

const parseSite = (value: string | null): Site | null => SITES.find((site) => site === value) ?? null;

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

function lastSegment(pathname: string): string {
  return pathname.replace(/\/+$/, '').split('/').pop() ?? '';
}

/** Spec §2 "Redirect page": what the page at this address does. */
export function decideRedirect({ pathname, search, origin, userAgent, config }: RedirectRequest): RedirectAction {
  const params = new URLSearchParams(search);
  if (params.has(HANDOFF_MARKER)) {
    const type = parseAccountType(params.get('type'));
    if (type === null) return { kind: 'leave', url: '/' };
    const nonce = params.get('nonce');
    // Asked by the target site: this (source) site answers, whatever kind it serves.
    if (nonce) return { kind: 'issueCode', type, nonce };
    const code = params.get('token');
    const from = parseSite(params.get('from'));
    if (!code && from === null) return { kind: 'leave', url: '/' };
    const base = baseUrlForType(config, type);
    if (originOf(base) !== origin) {
      return { kind: 'forward', url: `${base.replace(/\/+$/, '')}${REDIRECT_PATH}${search}` };
    }
    if (code) return { kind: 'exchange', type, code };
    return from === null ? { kind: 'leave', url: '/' } : { kind: 'requestCode', type, from };
  }
  switch (lastSegment(pathname)) {
    case 'logout':
      return { kind: 'logout' };
    case 'app':
    case 't_app':
      return {
        kind: 'appStore',
        url: isIosUserAgent(userAgent) ? config.appStoreUrl : config.playStoreUrl,
        delayMs: APP_REDIRECT_DELAY_MS,
      };
    default:
      return { kind: 'leave', url: '/' };
  }
}
