import { createQueryClient } from './queryClient.ts';

/**
 * The shopper site's QueryClient. Only the lazily loaded, signed-in parts (cart, profile) import
 * it, so TanStack Query stays out of every shopper page's first load.
 */
export const shopperQueryClient = createQueryClient();
