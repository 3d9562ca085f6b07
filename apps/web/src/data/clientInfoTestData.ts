import { ACCOUNT_TYPE, type ClientInfo } from '@marketplace/contract';

/** A getClientInfo answer for page tests: a buyer by default, changed through `overrides`. */
export function clientInfoOf(overrides: Partial<ClientInfo> = {}): ClientInfo {
  return {
    id: 'acc-1',
    type: ACCOUNT_TYPE.CLIENT,
    email: 'aysel@example.az',
    phoneNumber: '',
    name: 'Aysel',
    lastname: 'Məmmədova',
    dob: '',
    profileImage: '',
    backgroundImage: '',
    companyName: '',
    companyEmail: '',
    socialMediaAccount: '',
    balance: 0,
    items: [],
    raitList: [],
    stats: { followers: 0, views: 0, raitingAvarage: 0 },
    access: [],
    premium: false,
    status: '',
    reviewNote: '',
    accountStatus: 'ACTIVE',
    isOnline: false,
    orders: [],
    settings: { notify: { email: true, push: false, whatsapp: false } },
    language: 'az',
    createdDate: '2026-01-15T10:00:00.000Z',
    ...overrides,
  };
}
