import type { TFunction } from 'i18next';
import type { Conversation } from '@marketplace/contract';
import { toConversationListItem, type ConversationListItem } from '@marketplace/design-system';

/** Who the viewer talks with: the store for the buyer, the buyer for the seller; a word for one without a name. */
export function conversationTitle(conversation: Pick<Conversation, 'viewerSender' | 'buyer' | 'seller'>, t: TFunction): string {
  const name = (conversation.viewerSender === 'user' ? conversation.seller.companyName : conversation.buyer.name).trim();
  if (name) return name;
  return conversation.viewerSender === 'user' ? t('conversations.unnamedStore') : t('conversations.unnamedBuyer');
}

/** A conversation as an inbox row, named as conversationTitle names it. */
export function conversationListItem(conversation: Conversation, t: TFunction): ConversationListItem {
  return { ...toConversationListItem(conversation), title: conversationTitle(conversation, t) };
}
