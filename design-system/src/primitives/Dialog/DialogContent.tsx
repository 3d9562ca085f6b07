import { useCallback, useMemo, useState, type ComponentProps, type Ref } from 'react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { cn } from '../../lib/cn.ts';
import { DialogDescriptionContext } from './dialogContext.ts';
import { dialogContentVariants, isPhoneSheet, type DialogSize } from './dialogVariants.ts';
import { escapeBelongsToNestedPopup } from './nestedPopup.ts';
import { ReturnFocusOnClose } from './ReturnFocusOnClose.tsx';

export type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  /**
   * `sm`, `md`, `lg`: a card, a bottom sheet on phones. `xl` (a long form) and `full` (nearly the
   * whole window): the whole screen on phones. `drawer`: a sheet along the start edge.
   */
  size?: DialogSize;
  /** Added to the dimmed backdrop (e.g. `lg:hidden` for a drawer that exists only on small screens). */
  overlayClassName?: string;
  /**
   * Where focus returns on close when the dialog has no DialogTrigger and the element focused at
   * opening is no help (e.g. it was busy and disabled then). Without it: what had focus at opening.
   */
  returnFocusTo?: HTMLElement | null;
};

function setRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/**
 * The dialog itself, over a dimmed page (portal + overlay). Lay out DialogHeader, DialogBody
 * (scrolls) and DialogFooter (stays in view) inside; a `<form>` around body and footer needs
 * `flex min-h-0 flex-1 flex-col`. Focus is trapped inside, Escape closes: but while a popup opened
 * inside it is open (a combobox's list, see nestedPopup.ts), Escape closes that popup first and the
 * dialog stays open; the next Escape closes the dialog.
 */
export function DialogContent({
  size = 'md',
  className,
  overlayClassName,
  children,
  returnFocusTo,
  ref,
  onEscapeKeyDown,
  ...props
}: DialogContentProps) {
  const [hasDescription, setHasDescription] = useState(false);
  const [content, setContent] = useState<HTMLDivElement | null>(null);
  const contentRef = useCallback(
    (element: HTMLDivElement | null) => {
      setContent(element);
      setRef(ref, element);
    },
    [ref],
  );
  const describedBy = useMemo(() => (hasDescription ? {} : { 'aria-describedby': undefined }), [hasDescription]);

  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay data-slot="dialog-overlay" className={cn('fixed inset-0 z-50 bg-ink/50', overlayClassName)} />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        data-size={size}
        className={cn(dialogContentVariants({ size }), className)}
        // Without a description Radix would point aria-describedby at nothing.
        {...describedBy}
        {...props}
        // Radix hears Escape on the document before the popup's own handler does (a capture
        // listener, which no stopPropagation in the popup can stop): it leaves an open popup's
        // Escape to the popup, which still receives the key and closes itself.
        onEscapeKeyDown={(event) => {
          onEscapeKeyDown?.(event);
          if (!event.defaultPrevented && escapeBelongsToNestedPopup(event.target)) event.preventDefault();
        }}
        ref={contentRef}
      >
        <ReturnFocusOnClose content={content} returnFocusTo={returnFocusTo} />
        {isPhoneSheet(size) && (
          <div aria-hidden="true" className="mx-auto mt-2 h-1 w-10 shrink-0 rounded-full bg-line-strong sm:hidden" />
        )}
        <DialogDescriptionContext.Provider value={setHasDescription}>{children}</DialogDescriptionContext.Provider>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
