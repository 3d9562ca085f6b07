import { ACCOUNT_TYPE, type AccountType, type Site } from '@marketplace/contract';
import { EXPECTED_ACCOUNT_TYPE } from './siteAccounts.ts';

export type LoginOutcome =
  /** The account is of this host's kind: store the session and go through the redirect page. */
  | 'signedIn'
  /** A buyer on the merchant host: keep the token aside and offer the permanent upgrade. */
  | 'offerUpgrade'
  /** A seller on the shopper host: offer the seller panel or another e-mail. */
  | 'sellerElsewhere'
  /** An account that may not use this host at all (admins only on the admin host, only admins there). */
  | 'refused';

/** ARCHITECTURE §4 "Login on the wrong host", decided from the host's site and the account's real kind. */
export function decideLoginOutcome(site: Site, accountType: AccountType): LoginOutcome {
  if (accountType === EXPECTED_ACCOUNT_TYPE[site]) return 'signedIn';
  if (site === 'merchant' && accountType === ACCOUNT_TYPE.CLIENT) return 'offerUpgrade';
  if (site === 'shopper' && accountType === ACCOUNT_TYPE.MERCHANT) return 'sellerElsewhere';
  return 'refused';
}
