export { ConversationList, type ConversationListProps } from './ConversationList.tsx';
export { ConversationRow, type ConversationRowProps } from './ConversationRow.tsx';
export { toConversationListItem, toSupportChatListItem, type ConversationListItem } from './conversationListItem.ts';
