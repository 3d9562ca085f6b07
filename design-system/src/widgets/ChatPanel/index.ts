export { ChatPanel, type ChatPanelProps } from './ChatPanel.tsx';
export { ChatPanelHeader, type ChatPanelHeaderProps } from './ChatPanelHeader.tsx';
export { ChatMaskingNotice, ChatNotice, type ChatNoticeProps } from './ChatNotice.tsx';
export { ChatProductCard, type ChatProductCardProps } from './ChatProductCard.tsx';
export { ConnectionBanner, type ChatConnection } from './ConnectionBanner.tsx';
