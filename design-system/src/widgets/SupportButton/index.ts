export { SupportButton, type SupportButtonProps } from './SupportButton.tsx';
export { WelcomeBubble, type WelcomeBubbleProps } from './WelcomeBubble.tsx';
