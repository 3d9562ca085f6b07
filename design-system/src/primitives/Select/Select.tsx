import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';
import { controlVariants, isInvalid, singleLineHeights, type ControlSize } from '../Input/controlStyles.ts';
import { Icon, ChevronDownIcon } from '../Icon/index.ts';

export type SelectOption = {
  value: string;
  label: string;
  disabled?: boolean;
};

export type SelectProps = Omit<ComponentProps<'select'>, 'size'> & {
  size?: ControlSize;
  /** Marks the value as wrong; Field sets `aria-invalid` itself, so use this only outside a Field. */
  invalid?: boolean;
  /** The choices; alternatively pass `<option>`/`<optgroup>` children. */
  options?: readonly SelectOption[];
  /** A first, empty choice shown until the user picks one (value ""). */
  placeholder?: string;
  /** Fill the width of the container (the default); false: as wide as the longest choice. */
  fullWidth?: boolean;
  wrapperClassName?: string;
};

const chevronInset: Record<ControlSize, string> = { sm: 'right-2', md: 'right-3', lg: 'right-4' };
const chevronRoom: Record<ControlSize, string> = { sm: 'pr-8', md: 'pr-9', lg: 'pr-11' };

/**
 * A styled native `<select>`: the platform picker on phones, full keyboard support and
 * form submission for free. Native props and `ref` reach the element.
 */
export function Select({
  size = 'md',
  invalid,
  options,
  placeholder,
  children,
  className,
  fullWidth = true,
  wrapperClassName,
  defaultValue,
  'aria-invalid': ariaInvalid,
  ...props
}: SelectProps) {
  // Without a value the browser would pick the first enabled option and hide the placeholder.
  const showsPlaceholderFirst = placeholder !== undefined && props.value === undefined && defaultValue === undefined;
  return (
    <div data-slot="select-wrapper" className={cn('relative', fullWidth && 'w-full', wrapperClassName)}>
      <select
        data-slot="select"
        className={cn(
          controlVariants({ size }),
          singleLineHeights[size],
          chevronRoom[size],
          'cursor-pointer appearance-none',
          className,
        )}
        defaultValue={showsPlaceholderFirst ? '' : defaultValue}
        {...props}
        aria-invalid={isInvalid(invalid, ariaInvalid)}
      >
        {placeholder !== undefined && (
          <option value="" disabled>
            {placeholder}
          </option>
        )}
        {options?.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
        {children}
      </select>
      <Icon
        icon={ChevronDownIcon}
        className={cn('pointer-events-none absolute top-1/2 -translate-y-1/2 text-ink-muted', chevronInset[size])}
      />
    </div>
  );
}
