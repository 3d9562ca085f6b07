import type { ReactNode } from 'react';
import { Button } from '../Button/Button.tsx';
import type { ButtonVariant } from '../Button/buttonVariants.ts';
import { BusyDialog } from './BusyDialog.tsx';
import { DialogBody } from './DialogBody.tsx';
import { DialogFooter } from './DialogFooter.tsx';
import { DialogDescription, DialogHeader, DialogTitle } from './DialogHeader.tsx';
import { DialogClose } from './DialogRoot.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  description: ReactNode;
  /** What the body shows above the error; leave it out for a dialog that only asks. */
  children?: ReactNode;
  /** Why the server refused, shown as an alert in the body. */
  error?: ReactNode;
  confirmLabel: ReactNode;
  cancelLabel: ReactNode;
  confirmVariant?: Extract<ButtonVariant, 'danger' | 'primary'>;
  /** The confirmed call is on its way: the dialog stays open and cancelling waits. */
  pending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Names the dialog's box for tests and styles (`data-slot`). */
  slot?: string;
}

/** Asks before an action that is hard to take back: a question, what it touches, and cancel or confirm. */
export function ConfirmDialog({
  open,
  title,
  description,
  children,
  error,
  confirmLabel,
  cancelLabel,
  confirmVariant = 'danger',
  pending = false,
  onConfirm,
  onCancel,
  slot,
}: ConfirmDialogProps) {
  return (
    <BusyDialog open={open} busy={pending} onClose={onCancel} slot={slot}>
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
      </DialogHeader>
      {children !== undefined || error ? (
        <DialogBody className="flex flex-col gap-2 text-sm">
          {children}
          {error ? (
            <p role="alert" className="rounded-md bg-danger-50 px-3 py-2 text-danger-800">
              {error}
            </p>
          ) : null}
        </DialogBody>
      ) : null}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={pending}>
            {cancelLabel}
          </Button>
        </DialogClose>
        <Button variant={confirmVariant} isLoading={pending} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </DialogFooter>
    </BusyDialog>
  );
}
