import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FALLBACK_LANGUAGE, isLanguage, type BulkChange, type CatalogueSelection } from '@marketplace/contract';
import { BulkEditDialog, errorMessageKeys, notify, type SellerProductCardItem } from '@marketplace/design-system';
import { useBulkEdit, useDuplicateItem, useSelectionWrite, type SelectionWrite } from '../../../data/catalogueTools.ts';
import { usePermittedCategories } from '../../../data/categories.ts';

/**
 * The product list's catalogue tools: the bulk edit dialog over a selection (preview, then the
 * summary), archive, restore and delete with a toast each, duplicate (the copy opens in the
 * Hidden list), and the way to the CSV screen. Answers the list's props and the dialog to render.
 */
export function useCatalogueTools() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const lng = isLanguage(i18n.language) ? i18n.language : FALLBACK_LANGUAGE;
  const [editing, setEditing] = useState<{ selection: CatalogueSelection; count: number } | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const categories = usePermittedCategories(lng, { enabled: editing !== null });
  const bulk = useBulkEdit();
  const write = useSelectionWrite();
  const duplicate = useDuplicateItem();

  const messageOf = (error: unknown) => {
    const key = errorMessageKeys(error, 'catalogueTools.toast.failed', 'catalogueTools.errors').find((candidate) =>
      i18n.exists(candidate),
    );
    return t(key ?? 'catalogueTools.toast.failed');
  };
  const run = (change: BulkChange, dryRun: boolean) => async () => {
    if (!editing) throw new Error('no selection');
    setMessage(null);
    try {
      return await bulk.mutateAsync({ selection: editing.selection, change, dryRun });
    } catch (error) {
      setMessage(messageOf(error));
      throw error;
    }
  };

  const dialog = editing ? (
    <BulkEditDialog
      open
      count={editing.count}
      categories={(categories.data ?? []).map((category) => ({ id: category.id, title: category.title }))}
      message={message}
      onOpenChange={(open) => {
        if (!open) setEditing(null);
      }}
      onPreview={(change) => run(change, true)()}
      onApply={(change) => run(change, false)()}
    />
  ) : null;

  return {
    dialog,
    listProps: {
      onBulkEdit: (selection: CatalogueSelection, count: number) => {
        setMessage(null);
        setEditing({ selection, count });
      },
      onSelectionAction: async (action: SelectionWrite, selection: CatalogueSelection) => {
        try {
          const { changed } = await write.mutateAsync({ action, selection });
          const toast = action === 'archive' ? 'archived' : action === 'restore' ? 'restored' : 'deleted';
          notify.success(t(`catalogueTools.toast.${toast}`, { count: changed }));
        } catch (error) {
          notify.error(messageOf(error));
          throw error;
        }
      },
      onDuplicate: (item: SellerProductCardItem) => {
        duplicate.mutate(item.id, {
          onSuccess: () => notify.success(t('catalogueTools.toast.duplicated')),
          onError: (error) => notify.error(messageOf(error)),
        });
      },
      onOpenCsv: () => void navigate('/products/csv'),
    },
  };
}
