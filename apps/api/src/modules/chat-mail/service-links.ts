import { SUPPORT_CHAT_MARKER } from '@marketplace/contract';

/** The sites' addresses a notice links to (SITE_URL, MERCHANT_URL). */
export interface SiteAddresses {
  shopper: string;
  merchant: string;
}

/**
 * Where a notice sends its reader, in one place: the seller to the conversation in the panel's
 * Messages, the buyer to the product page with its chat panel open (the spec's chatBox marker),
 * a person who wrote to support to the shopper site with the support chat open (its marker).
 */
export const chatLinks = {
  sellerConversation: (sites: SiteAddresses, chatId: string) => `${sites.merchant}/messages?chat=${encodeURIComponent(chatId)}`,
  buyerConversation: (sites: SiteAddresses, itemId: string) => `${sites.shopper}/item?id=${encodeURIComponent(itemId)}#chatBox`,
  supportChat: (sites: SiteAddresses) => `${sites.shopper}/?${SUPPORT_CHAT_MARKER}`,
};
