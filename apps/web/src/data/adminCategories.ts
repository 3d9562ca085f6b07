import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API_PATHS,
  type AddCategoryRequest,
  type AdminCategories,
  type DeleteCategoryRequest,
  type UpdateCategoryRequest,
} from '@marketplace/contract';
import { browserClient } from '../api/browserClient.ts';
import { queryKeysFactory } from './queryKeys.ts';

const adminCategoriesQueryKeys = queryKeysFactory('adminCategories');
/** The Products Management list's scope (data/adminItems.ts): a category move changes its pages too. */
const ADMIN_ITEMS_SCOPE = ['adminItems'] as const;

type ModifiedProducts = Record<string, { oldCategory: number; newCategory: number }>;

/** Categories Management's calls (bearer token of an admin). */
const adminCategoriesCalls = {
  list: (signal?: AbortSignal) => browserClient.get<AdminCategories>(API_PATHS.item.getAdminCategories, { signal }),
  add: (request: AddCategoryRequest) => browserClient.post<{ id: number }>(API_PATHS.item.addCategory, request),
  update: (request: UpdateCategoryRequest) => browserClient.post<{ ok: true }>(API_PATHS.item.updateCategory, request),
  remove: (request: DeleteCategoryRequest) => browserClient.post<{ ok: true }>(API_PATHS.item.deleteCategory, request),
  move: (modifiedProducts: ModifiedProducts) =>
    browserClient.post<{ ok: true }>(API_PATHS.item.setModifiedCategories, { modifiedProducts }),
};

/** Every category with its product total (the admin's tree). */
export function useAdminCategories() {
  return useQuery({
    queryKey: adminCategoriesQueryKeys.list(),
    queryFn: ({ signal }) => adminCategoriesCalls.list(signal),
    select: (answer) => answer.categories,
  });
}

/** A write to categories or product moves: the tree, its totals and the product lists are read again. */
function useCategoriesWrite<V, T>(mutationFn: (variables: V) => Promise<T>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: adminCategoriesQueryKeys.all }),
        client.invalidateQueries({ queryKey: ADMIN_ITEMS_SCOPE }),
      ]);
    },
  });
}

export const useAddCategory = () => useCategoriesWrite(adminCategoriesCalls.add);
export const useUpdateCategory = () => useCategoriesWrite(adminCategoriesCalls.update);
export const useDeleteCategory = () => useCategoriesWrite(adminCategoriesCalls.remove);
/** Commits the pending moves at once (setModifiedCategories, one transaction on the server). */
export const useConfirmMoves = () => useCategoriesWrite(adminCategoriesCalls.move);
