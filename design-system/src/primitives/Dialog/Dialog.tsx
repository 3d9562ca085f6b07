import type { ReactElement, ReactNode } from 'react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { cva, type VariantProps } from 'class-variance-authority';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { useFocusableWhenScrollable } from './useFocusableWhenScrollable.ts';

/** Phones get a full-width sheet rising from the bottom; from `sm` up a centred card. */
const contentVariants = cva(
  [
    'fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] w-full flex-col rounded-t-2xl bg-surface text-ink shadow-xl',
    'focus-visible:outline-none',
    'sm:inset-x-auto sm:bottom-auto sm:left-1/2 sm:top-1/2 sm:max-h-[85dvh] sm:w-[calc(100%-2rem)]',
    'sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-xl',
  ],
  {
    variants: {
      size: {
        sm: 'sm:max-w-sm',
        md: 'sm:max-w-lg',
        lg: 'sm:max-w-2xl',
        xl: 'sm:max-w-4xl',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

export type DialogProps = {
  /** Required: it names the dialog for assistive technology. */
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Actions at the bottom (stacked on phones, right-aligned from `sm`). Use `DialogClose asChild` for a cancel button. */
  footer?: ReactNode;
  /** The element that opens the dialog; omit it when `open` is controlled from outside. */
  trigger?: ReactElement;
  size?: NonNullable<VariantProps<typeof contentVariants>['size']>;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  className?: string;
};

/** A modal dialog (Radix): focus is trapped inside, Escape and the close button close it, focus returns to the trigger. */
export function Dialog({
  title,
  description,
  children,
  footer,
  trigger,
  size = 'md',
  open,
  defaultOpen,
  onOpenChange,
  className,
}: DialogProps) {
  const { t } = useTranslation();
  const [setBody, bodyScrolls] = useFocusableWhenScrollable<HTMLDivElement>();
  const hasDescription = description != null && description !== false && description !== '';

  return (
    <DialogPrimitive.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger>}
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay data-slot="dialog-overlay" className="fixed inset-0 z-50 bg-ink/50" />
        <DialogPrimitive.Content
          data-slot="dialog"
          className={cn(contentVariants({ size }), className)}
          // Without a description Radix would point aria-describedby at nothing and warn.
          {...(hasDescription ? {} : { 'aria-describedby': undefined })}
        >
          <div aria-hidden="true" className="mx-auto mt-2 h-1 w-10 shrink-0 rounded-full bg-line-strong sm:hidden" />
          <div className="flex items-start gap-3 px-5 pb-3 pt-4 sm:px-6 sm:pt-6">
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <DialogPrimitive.Title className="font-display text-xl font-semibold text-ink [overflow-wrap:anywhere]">
                {title}
              </DialogPrimitive.Title>
              {hasDescription && (
                <DialogPrimitive.Description className="text-sm text-ink-muted">{description}</DialogPrimitive.Description>
              )}
            </div>
            <DialogPrimitive.Close
              aria-label={t('primitives.dialog.close')}
              className="-me-2 -mt-1 inline-flex size-10 shrink-0 items-center justify-center rounded-full text-ink-muted transition-colors hover:bg-sunken hover:text-ink"
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 16 16"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.75"
                strokeLinecap="round"
                className="size-4"
              >
                <path d="m4 4 8 8M12 4l-8 8" />
              </svg>
            </DialogPrimitive.Close>
          </div>
          <div
            ref={setBody}
            data-slot="dialog-body"
            tabIndex={bodyScrolls ? 0 : undefined}
            className="min-h-0 flex-1 overflow-y-auto px-5 pb-5 focus-visible:-outline-offset-2 sm:px-6 sm:pb-6"
          >
            <div>{children}</div>
          </div>
          {footer != null && (
            <div
              data-slot="dialog-footer"
              className="flex shrink-0 flex-col-reverse gap-2 border-t border-line px-5 py-4 pb-[max(1rem,env(safe-area-inset-bottom))] sm:flex-row sm:justify-end sm:px-6"
            >
              {footer}
            </div>
          )}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

/** Closes the surrounding Dialog; use with `asChild` around a footer button. */
export const DialogClose = DialogPrimitive.Close;
