import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogClose, DialogContent, DialogRoot, DialogTitle, DialogTrigger } from '../../primitives/Dialog/index.ts';
import { IconButton } from '../../primitives/IconButton/index.ts';
import { Icon, XIcon } from '../../primitives/Icon/index.ts';

export interface NavDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button; focus returns to it when the drawer closes. */
  trigger: ReactElement;
  brand: ReactNode;
  children: ReactNode;
}

/**
 * The sidebar on phones: the design system's dialog as a drawer from the start edge, so focus
 * stays in it, Escape or a tap outside closes it and focus returns to the menu button.
 */
export function NavDrawer({ open, onOpenChange, trigger, brand, children }: NavDrawerProps) {
  const { t } = useTranslation();
  return (
    <DialogRoot open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent
        size="drawer"
        data-slot="panel-drawer"
        overlayClassName="lg:hidden"
        className="gap-4 overflow-y-auto p-4 lg:hidden"
      >
        <div className="flex items-center gap-2">
          <div className="min-w-0 flex-1">{brand}</div>
          <DialogClose asChild>
            <IconButton aria-label={t('shell.closeSidebar')} size="md">
              <Icon icon={XIcon} size={5} />
            </IconButton>
          </DialogClose>
        </div>
        <DialogTitle className="sr-only">{t('shell.nav.label')}</DialogTitle>
        {children}
      </DialogContent>
    </DialogRoot>
  );
}
