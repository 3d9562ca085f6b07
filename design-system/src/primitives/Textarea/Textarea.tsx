import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';
import { controlVariants, isInvalid, type ControlSize } from '../Input/controlStyles.ts';

export type TextareaProps = ComponentProps<'textarea'> & {
  size?: ControlSize;
  /** Marks the value as wrong; Field sets `aria-invalid` itself, so use this only outside a Field. */
  invalid?: boolean;
  /** Lets the user drag the height; on by default. */
  resizable?: boolean;
};

const verticalPadding: Record<ControlSize, string> = { sm: 'py-1.5', md: 'py-2', lg: 'py-3' };

/** Multi-line text. Native props and `ref` reach the `<textarea>` (react-hook-form `register` works). */
export function Textarea({
  size = 'md',
  invalid,
  resizable = true,
  rows = 4,
  className,
  'aria-invalid': ariaInvalid,
  ...props
}: TextareaProps) {
  return (
    <textarea
      data-slot="textarea"
      rows={rows}
      className={cn(
        controlVariants({ size }),
        verticalPadding[size],
        'block min-h-16',
        resizable ? 'resize-y' : 'resize-none',
        className,
      )}
      {...props}
      aria-invalid={isInvalid(invalid, ariaInvalid)}
    />
  );
}
