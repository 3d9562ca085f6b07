export { ChatMessageBubble, type ChatMessageBubbleProps } from './ChatMessageBubble.tsx';
export { ChatAttachments, type ChatAttachmentsProps } from './ChatAttachments.tsx';
export { ChatDate, type ChatDateProps } from './ChatDate.tsx';
export { useChatNow } from './useChatNow.ts';
export type { ChatDelivery, ChatListMessage, ChatSender } from './chatListMessage.ts';
