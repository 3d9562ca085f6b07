import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';
import { SpinnerIcon } from '../Spinner/Spinner.tsx';
import { ButtonSlot } from './ButtonSlot.tsx';
import { buttonVariants, type ButtonVariantProps } from './buttonVariants.ts';

export type ButtonProps = ComponentProps<'button'> &
  ButtonVariantProps & {
    /** Renders the single child (a link, a router Link) with the button's look instead of a `<button>`. */
    asChild?: boolean;
    /** Shows a spinner over the label, keeps the width, blocks clicks and sets `aria-busy`. */
    isLoading?: boolean;
  };

export function Button({
  variant,
  size,
  asChild = false,
  isLoading = false,
  disabled,
  className,
  children,
  type,
  ...props
}: ButtonProps) {
  const variantName = variant ?? 'primary';
  const shared = {
    'data-slot': 'button',
    'data-variant': variantName,
    'data-size': size ?? 'md',
    className: cn(buttonVariants({ variant, size }), className),
  };

  if (asChild) {
    return (
      <ButtonSlot {...shared} aria-busy={isLoading || undefined} {...props}>
        {children}
      </ButtonSlot>
    );
  }

  return (
    <button
      {...shared}
      type={type ?? 'button'}
      disabled={disabled || isLoading}
      aria-busy={isLoading || undefined}
      data-loading={isLoading || undefined}
      {...props}
    >
      {isLoading ? (
        <>
          {/* The label stays (transparent) so the width holds and the accessible name is kept. */}
          <span className="inline-flex items-center gap-2 opacity-0">{children}</span>
          <span className="absolute inset-0 flex items-center justify-center">
            <SpinnerIcon size="sm" />
          </span>
        </>
      ) : (
        children
      )}
    </button>
  );
}
