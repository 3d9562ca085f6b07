import type { RedirectEnvironment } from './runRedirectAction.ts';

const loadAuthApi = () => import('./browserAuthApi.ts').then((module) => module.browserAuthApi);

/** The redirect page's account calls, loaded when first used: the page itself stays light. */
export const lazyRedirectApi: RedirectEnvironment['api'] = {
  createHandoff: async (token, nonce) => (await loadAuthApi()).createHandoff(token, nonce),
  exchangeHandoff: async (code, nonce) => (await loadAuthApi()).exchangeHandoff(code, nonce),
  logoutAt: async (baseUrl, token) => (await loadAuthApi()).logoutAt(baseUrl, token),
};
