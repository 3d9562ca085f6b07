import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../primitives/IconButton/index.ts';
import { Button } from '../../primitives/Button/index.ts';
import type { CategoryLinks } from './categoryLinks.ts';
import type { PendingMove } from './types.ts';
import { Icon, XIcon } from '../../primitives/Icon/index.ts';

interface PendingMovesProps {
  links: CategoryLinks;
  moves: readonly PendingMove[];
  onRemove: (productId: string) => void;
  onConfirm: () => void;
  confirming: boolean;
  /** Translation keys of the last confirm's failure (most specific first). */
  errorKeys: string[] | null;
}

/** The moves made on the page (product → from → to, each removable) and Confirm Changes with their count. */
export function PendingMoves({ links, moves, onRemove, onConfirm, confirming, errorKeys }: PendingMovesProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const titleOf = (id: number) => links.byId.get(id)?.title ?? `#${id}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2 rounded-lg border border-line bg-surface p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-base font-semibold text-ink">
          {t('adminCategories.pending.title')}
        </h2>
        <Button size="sm" disabled={moves.length === 0} isLoading={confirming} onClick={onConfirm}>
          {t('adminCategories.pending.confirm', { count: moves.length })}
        </Button>
      </div>
      {errorKeys ? (
        <p role="alert" className="text-sm text-danger-700">
          {t(errorKeys)}
        </p>
      ) : null}
      {moves.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('adminCategories.pending.none')}</p>
      ) : (
        <ul className="flex flex-col gap-1">
          {moves.map((move) => (
            <li key={move.productId} data-slot="pending-move" className="flex items-center gap-2 text-sm">
              <span className="min-w-0 flex-1 break-words">
                {t('adminCategories.pending.move', {
                  name: move.productName,
                  from: titleOf(move.oldCategory),
                  to: titleOf(move.newCategory),
                })}
              </span>
              <IconButton
                size="sm"
                aria-label={t('adminCategories.pending.remove', { name: move.productName })}
                onClick={() => onRemove(move.productId)}
              >
                <Icon icon={XIcon} />
              </IconButton>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
