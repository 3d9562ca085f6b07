import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API_PATHS,
  type BulkEditAnswer,
  type BulkEditRequest,
  type CatalogueCountAnswer,
  type CatalogueSelection,
  type DuplicateItemAnswer,
  type ImportCsvRequest,
  type ImportState,
} from '@marketplace/contract';
import type { ApiError } from '../api/ApiError.ts';
import { browserClient } from '../api/browserClient.ts';
import { dashboardQueryKeys } from './dashboard.ts';
import { queryKeysFactory } from './queryKeys.ts';
import { sellerItemsQueryKeys } from './sellerItems.ts';

/** The seller's catalogue tools: bulk edits, archive, restore, delete, duplicate, and the CSV file both ways. */
const importQueryKeys = queryKeysFactory('catalogueImports');

const paths = API_PATHS.catalogueTools;
const catalogueToolsCalls = {
  bulkEdit: (request: BulkEditRequest) => browserClient.post<BulkEditAnswer>(paths.bulkEditItems, request),
  archive: (selection: CatalogueSelection) => browserClient.post<CatalogueCountAnswer>(paths.archiveItems, { selection }),
  restore: (selection: CatalogueSelection) => browserClient.post<CatalogueCountAnswer>(paths.restoreItems, { selection }),
  remove: (selection: CatalogueSelection) => browserClient.post<CatalogueCountAnswer>(paths.deleteItems, { selection }),
  duplicate: (id: string) => browserClient.post<DuplicateItemAnswer>(paths.duplicateItem, { id }),
  exportCsv: (archived: boolean) => browserClient.get<string>(paths.exportItemsCsv, { query: { archived: archived || undefined } }),
  importCsv: (request: ImportCsvRequest) => browserClient.post<ImportState>(paths.importItemsCsv, request),
  importState: (id: string, signal?: AbortSignal) => browserClient.get<ImportState>(paths.getImport, { query: { id }, signal }),
};

/** The lists and the dashboard's figures count products: refreshed after every write. */
function useRefreshLists() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: sellerItemsQueryKeys.all }),
      client.invalidateQueries({ queryKey: dashboardQueryKeys.all }),
    ]);
}

/** A bulk edit; a dry run (the preview) changes nothing, so it refreshes nothing. */
export function useBulkEdit() {
  const refresh = useRefreshLists();
  return useMutation<BulkEditAnswer, ApiError, BulkEditRequest>({
    mutationFn: catalogueToolsCalls.bulkEdit,
    onSuccess: async (answer) => {
      if (!answer.dryRun) await refresh();
    },
  });
}

export type SelectionWrite = 'archive' | 'restore' | 'delete';

/** Archives, restores or deletes a selection. */
export function useSelectionWrite() {
  const refresh = useRefreshLists();
  return useMutation<CatalogueCountAnswer, ApiError, { action: SelectionWrite; selection: CatalogueSelection }>({
    mutationFn: ({ action, selection }) =>
      action === 'archive'
        ? catalogueToolsCalls.archive(selection)
        : action === 'restore'
          ? catalogueToolsCalls.restore(selection)
          : catalogueToolsCalls.remove(selection),
    onSuccess: refresh,
  });
}

/** A copy of a product as a new hidden draft. */
export function useDuplicateItem() {
  const refresh = useRefreshLists();
  return useMutation<DuplicateItemAnswer, ApiError, string>({ mutationFn: catalogueToolsCalls.duplicate, onSuccess: refresh });
}

/** Saves the seller's products (or the archived ones) as a CSV file. */
export function useExportCsv() {
  return useMutation<void, ApiError, boolean>({
    mutationFn: async (archived) => {
      const text = await catalogueToolsCalls.exportCsv(archived);
      const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
      try {
        const link = document.createElement('a');
        link.href = url;
        link.download = `products${archived ? '-archived' : ''}-${new Date().toISOString().slice(0, 10)}.csv`;
        document.body.append(link);
        link.click();
        link.remove();
      } finally {
        setTimeout(() => URL.revokeObjectURL(url), 1000);
      }
    },
  });
}

/** A CSV file checked (dry run) or imported; an import refreshes the lists once it is done. */
export function useImportCsv() {
  const refresh = useRefreshLists();
  return useMutation<ImportState, ApiError, ImportCsvRequest>({
    mutationFn: catalogueToolsCalls.importCsv,
    onSuccess: async (state) => {
      if (!state.dryRun && state.status === 'DONE') await refresh();
    },
  });
}

const IMPORT_POLL_MS = 1000;

/** A background import's state, read every second until it is done or failed (then the lists are refreshed). */
export function useImportState(id: string | null) {
  const refresh = useRefreshLists();
  return useQuery<ImportState, ApiError>({
    queryKey: importQueryKeys.detail(id ?? ''),
    enabled: id !== null,
    queryFn: async ({ signal }) => {
      const state = await catalogueToolsCalls.importState(id!, signal);
      if (state.status === 'DONE') await refresh();
      return state;
    },
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'DONE' || status === 'FAILED' ? false : IMPORT_POLL_MS;
    },
  });
}
