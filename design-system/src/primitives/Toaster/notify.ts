import type { ReactNode } from 'react';
import { toast, type Id, type ToastOptions } from 'react-toastify/unstyled';

/** Shows toasts in the app's Toaster. Pass translated text. */
export const notify = {
  success: (message: ReactNode, options?: ToastOptions): Id => toast.success(message, options),
  error: (message: ReactNode, options?: ToastOptions): Id => toast.error(message, options),
  info: (message: ReactNode, options?: ToastOptions): Id => toast.info(message, options),
  dismiss: (id?: Id): void => toast.dismiss(id),
};
