export { Button, type ButtonProps } from './Button.tsx';
export {
  BUTTON_SIZES,
  BUTTON_VARIANTS,
  buttonVariants,
  type ButtonSize,
  type ButtonVariant,
  type ButtonVariantProps,
} from './buttonVariants.ts';
