export { Input, type InputProps } from './Input.tsx';
export { controlVariants, type ControlSize } from './controlStyles.ts';
