export { ResendCountdown, type ResendCountdownProps } from './ResendCountdown.tsx';
export { useCountdown } from './useCountdown.ts';
