import { useTranslation } from 'react-i18next';
import { Button } from '../../primitives/Button/index.ts';
import { EmptyState } from '../../primitives/EmptyState/index.ts';
import { Icon, TriangleAlertIcon } from '../../primitives/Icon/index.ts';

const frame = 'rounded-xl border border-line bg-surface';

/** A store without a single product: the way to the first one. */
export function ListEmpty({ onCreate }: { onCreate: () => void }) {
  const { t } = useTranslation();
  return (
    <div data-slot="seller-list-empty" className={frame}>
      <EmptyState
        headingLevel={2}
        title={t('merchant.products.empty.title')}
        description={t('merchant.products.empty.hint')}
        action={<Button onClick={onCreate}>{t('merchant.products.empty.action')}</Button>}
      />
    </div>
  );
}

/** Products exist, but none matches the status filter or the search. */
export function NoMatches({ onClear }: { onClear: () => void }) {
  const { t } = useTranslation();
  return (
    <div data-slot="seller-list-no-matches" className={frame}>
      <EmptyState
        density="compact"
        headingLevel={2}
        title={t('merchant.products.noMatches.title')}
        description={t('merchant.products.noMatches.hint')}
        action={
          <Button variant="outline" onClick={onClear}>
            {t('merchant.products.noMatches.clear')}
          </Button>
        }
      />
    </div>
  );
}

/** The page of products could not be read. */
export function ListError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" data-slot="seller-list-error" className={frame}>
      <EmptyState
        density="compact"
        headingLevel={2}
        title={t('merchant.products.error.title')}
        description={t('merchant.products.error.hint')}
        icon={<Icon icon={TriangleAlertIcon} size="full" className="text-danger-600" />}
        action={
          <Button variant="outline" onClick={onRetry}>
            {t('merchant.products.error.retry')}
          </Button>
        }
      />
    </div>
  );
}
