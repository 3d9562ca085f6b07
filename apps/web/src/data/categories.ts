import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { API_PATHS, type CategoryFlat, type Language, type PermittedCategoriesAnswer } from '@marketplace/contract';
import type { ApiError } from '../api/ApiError.ts';
import { browserClient } from '../api/browserClient.ts';
import { queryKeysFactory } from './queryKeys.ts';

/** Categories and permissions change only when an admin edits them: a panel session reads them rarely. */
const CATEGORIES_STALE_TIME_MS = 5 * 60_000;

const permittedCategoriesQueryKeys = queryKeysFactory('permittedCategories');
const categoryListQueryKeys = queryKeysFactory('categoryList');

const categoriesCalls = {
  /** The leaf categories the signed-in seller may list products in (admin permissions applied). */
  permitted: async (lng: Language, signal?: AbortSignal) =>
    (await browserClient.get<PermittedCategoriesAnswer>(API_PATHS.merchant.getPermittedCategories, { query: { lng }, signal }))
      .categories,
  /** Every category, flat, titles in `lng` (getCategoryList). */
  list: (lng: Language, signal?: AbortSignal) => browserClient.get<CategoryFlat[]>(API_PATHS.item.getCategoryList, { query: { lng }, signal }),
};

type QueryOptions<T> = Omit<UseQueryOptions<T, ApiError>, 'queryKey' | 'queryFn'>;

/** The product form's category choices: leaf categories this seller is permitted, titles in `lng`. */
export function usePermittedCategories(lng: Language, options?: QueryOptions<CategoryFlat[]>) {
  return useQuery({
    queryKey: permittedCategoriesQueryKeys.list({ lng }),
    queryFn: ({ signal }) => categoriesCalls.permitted(lng, signal),
    staleTime: CATEGORIES_STALE_TIME_MS,
    ...options,
  });
}

/** Every category, flat (the admin's filters and product form), titles in `lng`. */
export function useCategoryList<T = CategoryFlat[]>(lng: Language, options?: Omit<UseQueryOptions<CategoryFlat[], ApiError, T>, 'queryKey' | 'queryFn'>) {
  return useQuery({
    queryKey: categoryListQueryKeys.list({ lng }),
    queryFn: ({ signal }) => categoriesCalls.list(lng, signal),
    staleTime: CATEGORIES_STALE_TIME_MS,
    ...options,
  });
}
