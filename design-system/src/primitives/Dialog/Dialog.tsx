import type { ReactElement, ReactNode } from 'react';
import { DialogBody } from './DialogBody.tsx';
import { DialogContent } from './DialogContent.tsx';
import { DialogFooter } from './DialogFooter.tsx';
import { DialogDescription, DialogHeader, DialogTitle } from './DialogHeader.tsx';
import { DialogRoot, DialogTrigger } from './DialogRoot.tsx';
import type { DialogSize } from './dialogVariants.ts';

export type DialogProps = {
  /** Required: it names the dialog for assistive technology. */
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Actions at the bottom (stacked on phones, right-aligned from `sm`). Use `DialogClose asChild` for a cancel button. */
  footer?: ReactNode;
  /** The element that opens the dialog; omit it when `open` is controlled from outside. */
  trigger?: ReactElement;
  size?: DialogSize;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  className?: string;
  /** Where focus returns on close, for a dialog opened from page state (see DialogContent). */
  returnFocusTo?: HTMLElement | null;
};

/**
 * A modal dialog from props: header with title, description and close button, a scrolling body
 * and a footer. For any other layout compose the parts (DialogRoot, DialogContent, …) directly.
 */
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
  returnFocusTo,
}: DialogProps) {
  const hasDescription = description != null && description !== false && description !== '';
  return (
    <DialogRoot open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogContent size={size} className={className} returnFocusTo={returnFocusTo}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {hasDescription && <DialogDescription>{description}</DialogDescription>}
        </DialogHeader>
        <DialogBody>{children}</DialogBody>
        {footer != null && <DialogFooter>{footer}</DialogFooter>}
      </DialogContent>
    </DialogRoot>
  );
}
