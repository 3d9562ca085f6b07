import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminCategory, CategoryTitles } from '@marketplace/contract';
import { notify, type CategoryEditorDialogProps, type CategoryEditorValues } from '@marketplace/design-system';
import { useAddCategory, useDeleteCategory, useUpdateCategory } from '../../../data/adminCategories.ts';

/** The category the editor or the delete dialog is open for. */
type EditTarget = CategoryEditorDialogProps['target'];

/** Adding, renaming, re-parenting and deleting categories: which dialog is open, and its calls with their toasts. */
export function useCategoryEdits(categories: readonly AdminCategory[]) {
  const { t } = useTranslation();
  const add = useAddCategory();
  const update = useUpdateCategory();
  const remove = useDeleteCategory();
  const [editing, setEditing] = useState<EditTarget | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const titlesOf = (id: number): CategoryTitles => categories.find((category) => category.id === id)?.titles ?? { az: '' };

  return {
    editing,
    deleting: categories.find((category) => category.id === deleting) ?? null,
    hasSubcategories: (id: number) => categories.some((category) => category.upperCategoryId === id),
    openAdd: (parentId: number | null) => setEditing({ kind: 'add', parentId }),
    openEdit: (id: number) => {
      const found = categories.find((category) => category.id === id);
      if (found) setEditing({ kind: 'edit', id, titles: titlesOf(id), upperCategoryId: found.upperCategoryId });
    },
    openDelete: setDeleting,
    close: () => setEditing(null),
    closeDelete: () => setDeleting(null),
    save: async (values: CategoryEditorValues) => {
      if (editing?.kind === 'edit') {
        await update.mutateAsync({ id: editing.id, titles: values.titles, upperCategoryId: values.upperCategoryId });
        notify.success(t('adminCategories.toast.saved'));
      } else {
        await add.mutateAsync(values);
        notify.success(t('adminCategories.toast.added'));
      }
    },
    remove: async (id: number) => {
      await remove.mutateAsync({ id });
      notify.success(t('adminCategories.toast.deleted'));
    },
  };
}
