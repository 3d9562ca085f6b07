export { SupportButton, WelcomeBubble, type SupportButtonProps, type WelcomeBubbleProps } from './SupportButton.tsx';
