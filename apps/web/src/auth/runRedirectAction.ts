import type { PublicConfig } from '@marketplace/contract';
import type { AuthApi } from './authApi.ts';
import type { RedirectAction } from './redirectDecision.ts';
import { keepHandoffNonce, takeHandoffNonce, takePromisedHandoff } from './handoffStorage.ts';
import { takeReturnAddress } from './returnAddress.ts';
import { clearAllStorage, readSession, saveSession } from './sessionStore.ts';
import { baseUrlForType, handoffIssueUrl, handoffRedirectUrl } from './siteAccounts.ts';

export interface RedirectEnvironment {
  api: Pick<AuthApi, 'createHandoff' | 'exchangeHandoff' | 'logoutAt'>;
  config: PublicConfig;
  /** Leaves the page (location.replace: the redirect page stays out of the history). */
  go: (url: string) => void;
}

/** Sign-in codes are single use: a second run of the same page (React's development double effects) must not spend it again. */
const spentCodes = new Set<string>();
let loggingOut = false;

async function exchange(action: Extract<RedirectAction, { kind: 'exchange' }>, env: RedirectEnvironment) {
  const { code } = action;
  const base = baseUrlForType(env.config, action.type);
  if (spentCodes.has(code)) return;
  spentCodes.add(code);
  const nonce = takeHandoffNonce();
  if (nonce === null) {
    // A code this tab did not ask for (a link from someone else): it signs nobody in here.
    console.warn('[redirect] a sign-in code this page did not ask for was ignored');
    env.go(base);
    return;
  }
  try {
    const session = await env.api.exchangeHandoff(code, nonce);
    saveSession(session);
    env.go(takeReturnAddress() ?? base);
  } catch (error) {
    // An expired or reused code: the user lands logged out on the site and can sign in again.
    console.warn('[redirect] sign-in code not accepted', error);
    env.go(base);
  }
}

/** On the site that holds the login: a code for the nonce of the target site, if this tab promised that sign-in. */
async function issueCode(action: Extract<RedirectAction, { kind: 'issueCode' }>, env: RedirectEnvironment) {
  const token = takePromisedHandoff(action.type);
  if (token === null) {
    env.go('/');
    return;
  }
  try {
    const code = await env.api.createHandoff(token, action.nonce);
    env.go(handoffRedirectUrl(env.config, action.type, code));
  } catch (error) {
    console.warn('[redirect] sign-in code not created', error);
    env.go(baseUrlForType(env.config, action.type));
  }
}

/** Spec §2 logout: both hosts' logout with credentials (failures only logged), clear storage, go home. */
async function logout(env: RedirectEnvironment) {
  if (loggingOut) return;
  loggingOut = true;
  const { token } = readSession();
  const results = await Promise.allSettled(
    [...new Set([env.config.siteUrl, env.config.merchantUrl])].map((base) => env.api.logoutAt(base, token)),
  );
  for (const result of results) {
    if (result.status === 'rejected') console.warn('[redirect] logout failed', result.reason);
  }
  clearAllStorage();
  loggingOut = false;
  env.go(env.config.siteUrl);
}

/** Carries out what the redirect page decided; returns a cleanup for the pending store redirect. */
export function runRedirectAction(action: RedirectAction, env: RedirectEnvironment): () => void {
  switch (action.kind) {
    case 'exchange':
      void exchange(action, env);
      return () => {};
    case 'requestCode':
      env.go(handoffIssueUrl(env.config, action.from, action.type, keepHandoffNonce()));
      return () => {};
    case 'issueCode':
      void issueCode(action, env);
      return () => {};
    case 'forward':
    case 'leave':
      env.go(action.url);
      return () => {};
    case 'appStore': {
      const timer = setTimeout(() => env.go(action.url), action.delayMs);
      return () => clearTimeout(timer);
    }
    case 'logout':
      void logout(env);
      return () => {};
  }
}
