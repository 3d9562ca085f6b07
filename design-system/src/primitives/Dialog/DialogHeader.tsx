import { useContext, useLayoutEffect, type ComponentProps } from 'react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { DialogDescriptionContext } from './dialogContext.ts';
import { Icon, XIcon } from '../Icon/index.ts';

export type DialogHeaderProps = ComponentProps<'div'> & {
  /** The ✕ button at the end of the header; on by default. */
  closeButton?: boolean;
};

/** Title and description at the top, with the close button beside them. */
export function DialogHeader({ closeButton = true, className, children, ...props }: DialogHeaderProps) {
  const { t } = useTranslation();
  return (
    <div
      data-slot="dialog-header"
      className={cn('flex shrink-0 items-start gap-3 px-5 pb-3 pt-4 sm:px-6 sm:pt-6', className)}
      {...props}
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1">{children}</div>
      {closeButton && (
        <DialogPrimitive.Close
          data-slot="dialog-close-icon"
          aria-label={t('primitives.dialog.close')}
          className="-me-2 -mt-1 inline-flex size-10 shrink-0 items-center justify-center rounded-full text-ink-muted transition-colors hover:bg-sunken hover:text-ink"
        >
          <Icon icon={XIcon} />
        </DialogPrimitive.Close>
      )}
    </div>
  );
}

/** Names the dialog for assistive technology (required in every dialog). */
export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      data-slot="dialog-title"
      className={cn('font-display text-xl font-semibold text-ink [overflow-wrap:anywhere]', className)}
      {...props}
    />
  );
}

/** One or two sentences under the title; the dialog is described by it. */
export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  const setHasDescription = useContext(DialogDescriptionContext);
  useLayoutEffect(() => {
    setHasDescription(true);
    return () => setHasDescription(false);
  }, [setHasDescription]);
  return (
    <DialogPrimitive.Description data-slot="dialog-description" className={cn('text-sm text-ink-muted', className)} {...props} />
  );
}
