export { AccountCorner, type AccountCornerProps } from './AccountCorner.tsx';
