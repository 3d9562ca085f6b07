import { cva, type VariantProps } from 'class-variance-authority';

/** Variants drawn as a padded box; a link-styled button has none. */
const BOXED = ['primary', 'secondary', 'outline', 'ghost', 'danger'] as const;

/**
 * Shared by Button and IconButton, so both look and behave alike in every variant. Each CSS
 * property comes from one place only (`cn` joins classes without merging): the size sets the
 * text, the shape the box around it.
 */
export const buttonVariants = cva(
  [
    'inline-flex items-center justify-center gap-2 text-center',
    'transition-colors select-none cursor-pointer',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
    'disabled:cursor-not-allowed disabled:opacity-55 aria-disabled:cursor-not-allowed aria-disabled:opacity-55',
    '[&_svg]:pointer-events-none [&_svg]:shrink-0',
  ],
  {
    variants: {
      variant: {
        primary: 'bg-brand-600 text-white shadow-xs hover:bg-brand-700 active:bg-brand-800',
        secondary: 'bg-accent-100 text-accent-900 hover:bg-accent-200 active:bg-accent-300',
        outline: 'border border-line-strong bg-surface text-ink hover:bg-neutral-100 active:bg-neutral-200',
        ghost: 'bg-transparent text-ink hover:bg-neutral-100 active:bg-neutral-200',
        danger: 'bg-danger-700 text-white shadow-xs hover:bg-danger-800 active:bg-danger-900',
        link: 'bg-transparent text-caspian-700 underline-offset-4 hover:underline active:text-caspian-800',
      },
      size: {
        sm: 'text-sm',
        md: 'text-base',
        lg: 'text-lg',
      },
      weight: {
        semibold: 'font-semibold',
        /** Quieter, for a row of navigation links. */
        medium: 'font-medium',
      },
      shape: {
        /** A labelled button: rounded corners, padding and height by size (none for a link). */
        label: 'relative rounded-md',
        /** No box: the caller sets size, padding, corners and position (icon buttons, round toolbar links). */
        custom: '',
      },
    },
    compoundVariants: [
      { shape: 'label', variant: [...BOXED], size: 'sm', className: 'min-h-8 px-3 py-1' },
      { shape: 'label', variant: [...BOXED], size: 'md', className: 'min-h-10 px-4 py-2' },
      { shape: 'label', variant: [...BOXED], size: 'lg', className: 'min-h-12 px-6 py-2.5' },
      { shape: 'label', variant: 'link', className: 'min-h-0 px-0 py-0' },
    ],
    defaultVariants: { variant: 'primary', size: 'md', weight: 'semibold', shape: 'label' },
  },
);

export type ButtonVariantProps = Pick<VariantProps<typeof buttonVariants>, 'variant' | 'size'>;
export type ButtonVariant = NonNullable<ButtonVariantProps['variant']>;
export type ButtonSize = NonNullable<ButtonVariantProps['size']>;
export const BUTTON_VARIANTS: readonly ButtonVariant[] = ['primary', 'secondary', 'outline', 'ghost', 'danger', 'link'];
export const BUTTON_SIZES: readonly ButtonSize[] = ['sm', 'md', 'lg'];
