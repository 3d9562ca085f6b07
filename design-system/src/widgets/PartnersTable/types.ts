import type { AdminCompany } from '@marketplace/contract';

/** One store as the partners table shows it. */
export type PartnerRow = Pick<
  AdminCompany,
  'id' | 'companyName' | 'companyEmail' | 'email' | 'status' | 'premium' | 'merchantStatus' | 'reviewNote'
>;
