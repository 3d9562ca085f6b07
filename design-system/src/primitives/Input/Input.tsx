import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { controlVariants, isInvalid, singleLineHeights, type ControlSize } from './controlStyles.ts';

export type InputProps = Omit<ComponentProps<'input'>, 'size'> & {
  size?: ControlSize;
  /** Marks the value as wrong; Field sets `aria-invalid` itself, so use this only outside a Field. */
  invalid?: boolean;
  /** Decoration before the text (an icon, a currency sign); not interactive. */
  leading?: ReactNode;
  /** Content after the text (a unit, a small button). */
  trailing?: ReactNode;
  /** Classes for the wrapper that holds the adornments. */
  wrapperClassName?: string;
};

const leadingPadding: Record<ControlSize, string> = { sm: 'pl-8', md: 'pl-9', lg: 'pl-11' };
const trailingPadding: Record<ControlSize, string> = { sm: 'pr-8', md: 'pr-9', lg: 'pr-11' };
const adornmentInset: Record<ControlSize, { left: string; right: string }> = {
  sm: { left: 'left-2.5', right: 'right-2.5' },
  md: { left: 'left-3', right: 'right-3' },
  lg: { left: 'left-4', right: 'right-4' },
};

/**
 * A single-line text input. Every native prop, `ref` included, reaches the `<input>`,
 * so `{...register('name')}` from react-hook-form works unchanged.
 */
export function Input({
  size = 'md',
  invalid,
  leading,
  trailing,
  className,
  wrapperClassName,
  type = 'text',
  'aria-invalid': ariaInvalid,
  ...props
}: InputProps) {
  const input = (
    <input
      type={type}
      data-slot="input"
      className={cn(
        controlVariants({ size }),
        singleLineHeights[size],
        leading != null && leadingPadding[size],
        trailing != null && trailingPadding[size],
        className,
      )}
      {...props}
      aria-invalid={isInvalid(invalid, ariaInvalid)}
    />
  );
  if (leading == null && trailing == null) return input;

  const adornment = 'absolute inset-y-0 flex items-center text-ink-muted [&_svg]:size-4 [&_svg]:shrink-0';
  return (
    <div data-slot="input-wrapper" className={cn('relative w-full', wrapperClassName)}>
      {leading != null && (
        <span aria-hidden="true" className={cn(adornment, adornmentInset[size].left, 'pointer-events-none')}>
          {leading}
        </span>
      )}
      {input}
      {trailing != null && <span className={cn(adornment, adornmentInset[size].right)}>{trailing}</span>}
    </div>
  );
}
