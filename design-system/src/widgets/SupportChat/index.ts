export { SupportChat, type SupportChatProps } from './SupportChat.tsx';
export { useWelcomeBubble, type BubbleTimers, type WelcomeBubbleOptions } from './useWelcomeBubble.ts';
