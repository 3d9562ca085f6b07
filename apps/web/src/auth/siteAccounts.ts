import { ACCOUNT_TYPE, type AccountType, type PublicConfig, type Site } from '@marketplace/contract';

/** The account kind each host is for (ARCHITECTURE §4). */
export const EXPECTED_ACCOUNT_TYPE: Record<Site, AccountType> = {
  shopper: ACCOUNT_TYPE.CLIENT,
  merchant: ACCOUNT_TYPE.MERCHANT,
  admin: ACCOUNT_TYPE.ADMIN,
};

/** Spec: "the client, merchant or admin base address by type". */
export function baseUrlForType(config: PublicConfig, type: AccountType): string {
  switch (type) {
    case ACCOUNT_TYPE.ADMIN:
      return config.adminUrl;
    case ACCOUNT_TYPE.MERCHANT:
      return config.merchantUrl;
    default:
      return config.siteUrl;
  }
}

export const REDIRECT_PATH = '/__rd';
export const HANDOFF_MARKER = '__ath';

/** `{base}/__rd?__ath&type=T&token=CODE`: the site of that kind exchanges the one-time code for its own session. */
export function handoffRedirectUrl(config: PublicConfig, type: AccountType, handoffCode: string): string {
  const base = baseUrlForType(config, type).replace(/\/+$/, '');
  const query = new URLSearchParams({ type: String(type), token: handoffCode });
  return `${base}${REDIRECT_PATH}?${HANDOFF_MARKER}&${query.toString()}`;
}
