import type { ComponentProps } from 'react';
import { cva } from 'class-variance-authority';
import { cn } from '../../lib/cn.ts';
import { SpinnerIcon } from '../Spinner/Spinner.tsx';
import { buttonVariants, type ButtonSize, type ButtonVariant } from '../Button/buttonVariants.ts';

const iconBox = cva('min-h-0 p-0', {
  variants: {
    size: { sm: 'size-8 [&_svg]:size-4', md: 'size-10 [&_svg]:size-5', lg: 'size-12 [&_svg]:size-6' },
    shape: { square: 'rounded-md', circle: 'rounded-full' },
  },
  defaultVariants: { size: 'md', shape: 'square' },
});

export type IconButtonProps = Omit<ComponentProps<'button'>, 'aria-label' | 'children'> & {
  /** Required: an icon alone says nothing to a screen reader. Pass a translated text. */
  'aria-label': string;
  /** The icon (decorative; mark the svg aria-hidden). */
  children: ComponentProps<'button'>['children'];
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Rounded corners (the default) or a circle. */
  shape?: 'square' | 'circle';
  isLoading?: boolean;
};

/** A square button holding only an icon. */
export function IconButton({
  variant = 'ghost',
  size = 'md',
  shape = 'square',
  isLoading = false,
  disabled,
  className,
  children,
  type,
  ...props
}: IconButtonProps) {
  return (
    <button
      data-slot="icon-button"
      data-variant={variant}
      data-size={size}
      type={type ?? 'button'}
      disabled={disabled || isLoading}
      aria-busy={isLoading || undefined}
      className={cn(buttonVariants({ variant, size, shape: 'custom' }), iconBox({ size, shape }), className)}
      {...props}
    >
      {isLoading ? <SpinnerIcon size="sm" /> : children}
    </button>
  );
}
