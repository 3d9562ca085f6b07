import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ItemStatus } from '@marketplace/contract';
import { notify } from '@marketplace/design-system';
import { isApiError } from '../../../api/ApiError.ts';
import { useAdminDeleteItems, useAdminRestoreItems, useAdminSetItemsStatus } from '../../../data/adminItems.ts';

/**
 * Hide, show, delete and restore one or several products, with a toast saying what happened. Each
 * promise rejects on failure, so the list keeps the admin's ticks for another try.
 */
export function useProductActions() {
  const { t, i18n } = useTranslation();
  const setStatus = useAdminSetItemsStatus();
  const remove = useAdminDeleteItems();
  const restore = useAdminRestoreItems();
  const [pendingIds, setPendingIds] = useState<ReadonlySet<string>>(new Set());

  async function track(ids: readonly string[], call: () => Promise<unknown>, doneKey: string): Promise<void> {
    setPendingIds((current) => new Set([...current, ...ids]));
    try {
      await call();
      notify.success(t(doneKey, { count: ids.length }));
    } catch (error) {
      const key = isApiError(error) ? `errors.${error.code}` : '';
      notify.error(key && i18n.exists(key) ? `${t('adminProducts.toast.failed')} ${t(key)}` : t('adminProducts.toast.failed'));
      throw error;
    } finally {
      setPendingIds((current) => new Set([...current].filter((id) => !ids.includes(id))));
    }
  }

  return {
    pendingIds,
    setStatus: (ids: readonly string[], status: ItemStatus) =>
      track(
        ids,
        () => setStatus.mutateAsync({ ids: [...ids], status }),
        status === 'HIDDEN' ? 'adminProducts.toast.hidden' : 'adminProducts.toast.shown',
      ),
    remove: (ids: readonly string[]) => track(ids, () => remove.mutateAsync({ ids: [...ids] }), 'adminProducts.toast.deleted'),
    restore: (ids: readonly string[]) => track(ids, () => restore.mutateAsync({ ids: [...ids] }), 'adminProducts.toast.restored'),
  };
}
