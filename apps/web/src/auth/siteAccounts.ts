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

export function baseUrlForSite(config: PublicConfig, site: Site): string {
  return baseUrlForType(config, EXPECTED_ACCOUNT_TYPE[site]);
}

const redirectPageOf = (base: string, query: Record<string, string>) =>
  `${base.replace(/\/+$/, '')}${REDIRECT_PATH}?${HANDOFF_MARKER}&${new URLSearchParams(query).toString()}`;

/**
 * `{base}/__rd?__ath&type=T&token=CODE`: the site of that kind exchanges the one-time code for its
 * own session, with the nonce this tab keeps for it (handoffStorage.ts).
 */
export function handoffRedirectUrl(config: PublicConfig, type: AccountType, handoffCode: string): string {
  return redirectPageOf(baseUrlForType(config, type), { type: String(type), token: handoffCode });
}

/**
 * A sign-in carried to another site starts there (`{target}/__rd?__ath&type=T&from=SITE`): the
 * target keeps a nonce and asks the site `from` for a code bound to it (handoffIssueUrl).
 */
export function handoffStartUrl(config: PublicConfig, type: AccountType, from: Site): string {
  return redirectPageOf(baseUrlForType(config, type), { type: String(type), from });
}

/** `{from}/__rd?__ath&type=T&nonce=N`: the site holding the login creates the code for that nonce. */
export function handoffIssueUrl(config: PublicConfig, from: Site, type: AccountType, nonce: string): string {
  return redirectPageOf(baseUrlForSite(config, from), { type: String(type), nonce });
}
