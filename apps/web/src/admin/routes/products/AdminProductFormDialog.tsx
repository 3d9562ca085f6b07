import { useTranslation } from 'react-i18next';
import { FALLBACK_LANGUAGE, isLanguage, type AdminItem, type ItemInput } from '@marketplace/contract';
import { notify } from '@marketplace/design-system';
import { useCategoryList } from '../../../data/categories.ts';
import { useAdminUpdateItem } from '../../../data/adminItems.ts';
import { ProductFormDialogFrame } from '../../../productForm/ProductFormDialogFrame.tsx';
import { uploadAdminMedia } from './uploadAdminMedia.ts';

export interface AdminProductFormDialogProps {
  item: AdminItem;
  onClose: () => void;
}

/**
 * The seller's product form in admin mode (spec §2 Products Management "edit"): any store's product,
 * every leaf category to choose from, the status among the fields, uploads as the admin's (1 MB / 800 px).
 */
export function AdminProductFormDialog({ item, onClose }: AdminProductFormDialogProps) {
  const { t, i18n } = useTranslation();
  const lng = isLanguage(i18n.language) ? i18n.language : FALLBACK_LANGUAGE;
  const categories = useCategoryList(lng, { select: (list) => list.filter((category) => category.isLeaf) });
  const update = useAdminUpdateItem();

  async function save(values: ItemInput) {
    await update.mutateAsync({ ...values, id: item.id });
    notify.success(t('adminProducts.toast.saved'));
    onClose();
  }

  return (
    <ProductFormDialogFrame
      title={t('adminProducts.form.title')}
      texts={{
        loading: t('adminProducts.form.loading'),
        categoriesFailed: t('adminProducts.form.categoriesFailed'),
        retry: t('adminProducts.form.retry'),
      }}
      categories={categories}
      mode="edit"
      variant="admin"
      initialValues={item}
      uploadMedia={uploadAdminMedia}
      onSave={save}
      onCancel={onClose}
      onClose={onClose}
    />
  );
}
