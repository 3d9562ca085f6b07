/** The toaster's code, loaded with the shopper site's first toast (see `toasts.ts`). */
export { Toaster, notify } from '@marketplace/design-system';
