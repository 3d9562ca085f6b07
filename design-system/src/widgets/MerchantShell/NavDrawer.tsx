import type { ReactElement, ReactNode } from 'react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../primitives/IconButton/index.ts';
import { CloseIcon } from './icons.tsx';

export interface NavDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button; focus returns to it when the drawer closes. */
  trigger: ReactElement;
  brand: ReactNode;
  children: ReactNode;
}

/**
 * The sidebar on phones: a modal sheet from the start edge (Radix Dialog), so focus stays in it,
 * Escape or a tap outside closes it and focus returns to the menu button.
 */
export function NavDrawer({ open, onOpenChange, trigger, brand, children }: NavDrawerProps) {
  const { t } = useTranslation();
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay data-slot="dialog-overlay" className="fixed inset-0 z-50 bg-ink/50 lg:hidden" />
        <DialogPrimitive.Content
          data-slot="merchant-drawer"
          aria-describedby={undefined}
          className="fixed inset-y-0 start-0 z-50 flex w-72 max-w-[85vw] flex-col gap-4 overflow-y-auto bg-surface p-4 shadow-xl focus-visible:outline-none lg:hidden"
        >
          <div className="flex items-center gap-2">
            <div className="min-w-0 flex-1">{brand}</div>
            <DialogPrimitive.Close asChild>
              <IconButton aria-label={t('shell.closeSidebar')} size="md">
                <CloseIcon />
              </IconButton>
            </DialogPrimitive.Close>
          </div>
          <DialogPrimitive.Title className="sr-only">{t('shell.nav.label')}</DialogPrimitive.Title>
          {children}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
