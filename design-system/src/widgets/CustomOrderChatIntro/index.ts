export { CustomOrderChatIntro, CUSTOM_ORDER_STEPS, type CustomOrderChatIntroProps } from './CustomOrderChatIntro.tsx';
