import type { ComponentProps } from 'react';
import * as DialogPrimitive from '@radix-ui/react-dialog';

/** Holds the open state (controlled with `open`/`onOpenChange`, or `defaultOpen`). */
export const DialogRoot = DialogPrimitive.Root;

/** The element that opens the dialog (use `asChild` around a Button); focus returns to it on close. */
export function DialogTrigger(props: ComponentProps<typeof DialogPrimitive.Trigger>) {
  return <DialogPrimitive.Trigger data-slot="dialog-trigger" {...props} />;
}

/** Closes the dialog; use `asChild` around a footer button. */
export function DialogClose(props: ComponentProps<typeof DialogPrimitive.Close>) {
  return <DialogPrimitive.Close data-slot="dialog-close" {...props} />;
}
