import type { ReactNode } from 'react';
import { DialogContent, type DialogContentProps } from './DialogContent.tsx';
import { DialogRoot } from './DialogRoot.tsx';

export interface BusyDialogProps {
  open: boolean;
  /** A call started from the dialog is on its way: Escape, the close button and a click outside do nothing. */
  busy: boolean;
  /** Closing was asked for (Cancel, Escape, the close button, outside) while nothing is on its way. */
  onClose: () => void;
  size?: DialogContentProps['size'];
  /** Names the dialog's box for tests and styles (`data-slot`). */
  slot?: string;
  children: ReactNode;
}

/**
 * The frame of every dialog that sends something: a controlled dialog that cannot be closed while
 * its call is on its way, so the answer (or the refusal) is always seen where it was asked. Lay out
 * DialogHeader, a form with DialogBody and DialogFooter inside; `useSubmitOnce` (forms) keeps the
 * call from running twice and says when it is busy.
 */
export function BusyDialog({ open, busy, onClose, size = 'sm', slot, children }: BusyDialogProps) {
  return (
    <DialogRoot open={open} onOpenChange={(next) => (next || busy ? undefined : onClose())}>
      <DialogContent size={size} {...(slot ? { 'data-slot': slot } : {})}>
        {children}
      </DialogContent>
    </DialogRoot>
  );
}
