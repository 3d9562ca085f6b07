import { useTranslation } from 'react-i18next';
import { Button } from '../../primitives/Button/index.ts';
import { EmptyState } from '../../primitives/EmptyState/index.ts';

const frame = 'rounded-xl border border-line bg-surface';

/** No product matches the filters (or, unfiltered, the marketplace has none yet). */
export function AdminNoProducts({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  const { t } = useTranslation();
  return (
    <div data-slot="admin-products-empty" className={frame}>
      <EmptyState
        density="compact"
        headingLevel={2}
        title={filtered ? t('adminProducts.noMatches.title') : t('adminProducts.empty.title')}
        description={filtered ? t('adminProducts.noMatches.hint') : t('adminProducts.empty.hint')}
        action={
          filtered ? (
            <Button variant="outline" onClick={onClear}>
              {t('adminProducts.noMatches.clear')}
            </Button>
          ) : undefined
        }
      />
    </div>
  );
}

/** The page of products could not be read. */
export function AdminListError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" data-slot="admin-products-error" className={frame}>
      <EmptyState
        density="compact"
        headingLevel={2}
        title={t('adminProducts.error.title')}
        description={t('adminProducts.error.hint')}
        action={
          <Button variant="outline" onClick={onRetry}>
            {t('adminProducts.error.retry')}
          </Button>
        }
      />
    </div>
  );
}
