/** Spec §7 account paths (and the logout path every host answers). */
export const AUTH_PATHS = {
  register: '/auth/v1/register',
  login: '/auth/v1/login',
  reset: '/auth/v1/resetAccountPassword',
  clientInfo: '/auth/v1/getClientInfo',
  upgrade: '/auth/v1/upgradeAccount',
  createHandoff: '/auth/v1/createHandoff',
  exchangeHandoff: '/auth/v1/exchangeHandoff',
  logout: '/logout',
} as const;
