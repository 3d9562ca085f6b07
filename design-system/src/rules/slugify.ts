import { companySlug } from '@marketplace/contract';

/**
 * A readable address part: "Şəki xalçası — qırmızı" → "seki-xalcasi-qirmizi". The same folding as
 * store addresses (one rule in the contract, which the server mirrors in SQL).
 */
export const slugify: (text: string) => string = companySlug;
