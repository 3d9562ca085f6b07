import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ItemStatus } from '@marketplace/contract';
import { notify } from '@marketplace/design-system';
import { isApiError } from '../../../api/ApiError.ts';
import { useSetItemsStatus } from '../../../data/sellerItems.ts';

/**
 * Hide or show one or several products, with a toast saying what happened. The returned promise
 * rejects on failure, so the list keeps the seller's ticks for another try.
 */
export function useStatusActions() {
  const { t, i18n } = useTranslation();
  const mutation = useSetItemsStatus();
  const [pendingIds, setPendingIds] = useState<ReadonlySet<string>>(new Set());

  async function setStatus(ids: readonly string[], status: ItemStatus): Promise<void> {
    setPendingIds((current) => new Set([...current, ...ids]));
    try {
      await mutation.mutateAsync({ ids: [...ids], status });
      notify.success(
        status === 'HIDDEN'
          ? t('merchant.products.toast.hidden', { count: ids.length })
          : t('merchant.products.toast.shown', { count: ids.length }),
      );
    } catch (error) {
      const key = isApiError(error) ? `errors.${error.code}` : '';
      notify.error(
        key && i18n.exists(key)
          ? `${t('merchant.products.toast.statusFailed')} ${t(key)}`
          : t('merchant.products.toast.statusFailed'),
      );
      throw error;
    } finally {
      setPendingIds((current) => new Set([...current].filter((id) => !ids.includes(id))));
    }
  }

  return { setStatus, pendingIds };
}
