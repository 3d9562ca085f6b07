import { ACCOUNT_TYPE, fromQepik, type AccountType, type ClientInfo } from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import { availableBalanceQepik } from '../ledger/service.ts';
import { sellerStats } from '../sellers/service-panel.ts';
import type { Account } from './accounts.ts';

/** Spec §3 profile of an account; the lists and counters that later modules fill start empty (profileOf adds a seller's figures). */
export function clientInfoOf(account: Account): ClientInfo {
  const email = account.identifierKind === 'email' ? account.identifier : '';
  const isSeller = account.type === ACCOUNT_TYPE.MERCHANT;
  return {
    id: account.id,
    type: account.type as AccountType,
    email,
    phoneNumber: account.phoneNumber,
    name: account.name,
    lastname: account.lastname,
    dob: account.dob ?? '',
    profileImage: account.profileImage,
    backgroundImage: account.backgroundImage,
    companyName: account.companyName,
    // Spec §3: the company e-mail, else the account e-mail.
    companyEmail: account.companyEmail || (isSeller ? email : ''),
    socialMediaAccount: account.socialMediaAccount,
    balance: 0,
    items: [],
    raitList: [],
    stats: { followers: 0, views: 0, raitingAvarage: 0 },
    access: [],
    premium: account.premium,
    status: account.merchantStatus ?? '',
    reviewNote: account.merchantReviewNote,
    accountStatus: account.status,
    isOnline: false,
    orders: [],
    settings: account.settings,
    language: account.language,
    createdDate: account.createdAt.toISOString(),
  };
}

/**
 * What getClientInfo and updateAccount answer: the profile, with a seller's real figures in `stats`
 * and its available balance (manat) in `balance`. Both are asked by the account itself, signed in
 * and using the site: it is online.
 */
export async function profileOf(db: Database, account: Account): Promise<ClientInfo> {
  const info = { ...clientInfoOf(account), isOnline: true };
  if (account.type !== ACCOUNT_TYPE.MERCHANT) return info;
  const [stats, available] = await Promise.all([sellerStats(db, account.id), availableBalanceQepik(db, account.id)]);
  return { ...info, stats, balance: fromQepik(available) };
}
