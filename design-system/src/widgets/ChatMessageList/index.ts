export { ChatMessageList, type ChatMessageListProps } from './ChatMessageList.tsx';
